import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import type { ShareType } from '@pubdesk/contract';
import { useCan } from '@pubdesk/ui/auth';
import { t } from '@pubdesk/ui/i18n';
import { ListEditorPage } from '../../components/ListEditorPage';
import { parseId } from '../../components/parse-id';
import { FillRateModal, ShareModal } from '../shares';
import { ReportView } from '../statistics';
import { WebsiteCaption } from '../../components/WebsiteCaption';
import { useWebsiteParam } from '../../components/website-param';
import { PlacementGroupEditor } from './PlacementGroupEditor';
import { PlacementGroupList } from './PlacementGroupList';
import { usePlacementGroup } from './placement-groups.api';
import { PlacementGroupToolbar } from './PlacementGroupToolbar';

/**
 * /placements_groups/:id?website=W: the website's groups, their form, the chosen group's statistics
 * report below, and the website's fill rate and share modals. The Add form and plus buttons need the add permission; without the change permission a
 * group opens read-only.
 */
export function PlacementGroupsPage() {
  const websiteId = useWebsiteParam();
  const id = parseId(useParams().id);
  const [page, setPage] = useState(1);
  const [fillRateOpen, setFillRateOpen] = useState(false);
  const [shareType, setShareType] = useState<ShareType | null>(null);
  const detail = usePlacementGroup(id);
  const canSeeStatistics = useCan('statistics.view_statistic');

  if (websiteId === null) return <Navigate to="/websites" replace />;
  return (
    <ListEditorPage
      title={t('placementGroups.title')}
      caption={<WebsiteCaption id={websiteId} />}
      toolbar={<PlacementGroupToolbar websiteId={websiteId} onFillRate={() => setFillRateOpen(true)} onShares={setShareType} />}
      add="websites.add_placementgroup"
      change="websites.change_placementgroup"
      list={<PlacementGroupList websiteId={websiteId} page={page} onPageChange={setPage} selectedId={id} />}
      id={id}
      detail={detail}
      renderNew={() => <PlacementGroupEditor group={null} websiteId={websiteId} />}
      renderEdit={(group, readOnly) => <PlacementGroupEditor group={group} websiteId={websiteId} readOnly={readOnly} />}
    >
      {id !== null && canSeeStatistics ? <ReportView key={id} mode="group" id={id} /> : null}
      <FillRateModal opened={fillRateOpen} websiteId={websiteId} onClose={() => setFillRateOpen(false)} />
      <ShareModal type={shareType} websiteId={websiteId} onClose={() => setShareType(null)} />
    </ListEditorPage>
  );
}
