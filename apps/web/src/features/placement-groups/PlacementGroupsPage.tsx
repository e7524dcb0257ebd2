import { useState } from 'react';
import { Grid, Group, Stack, Title } from '@mantine/core';
import { Navigate, useLocation, useParams } from 'react-router';
import type { ShareType } from '@pubdesk/contract';
import { DetailState } from '../../components/DetailState';
import { AddPermission } from '../../components/NewEntryButton';
import { parseId } from '../../components/parse-id';
import { useCan } from '../../lib/auth/use-can';
import { t } from '../../lib/i18n';
import { FillRateModal } from '../shares/FillRateModal';
import { ShareModal } from '../shares/ShareModal';
import { WebsiteCaption } from '../websites/WebsiteCaption';
import { useWebsiteParam } from '../websites/website-param';
import { PlacementGroupEditor } from './PlacementGroupEditor';
import { PlacementGroupList } from './PlacementGroupList';
import { usePlacementGroup } from './placement-groups.api';
import { PlacementGroupToolbar } from './PlacementGroupToolbar';

/**
 * /placements_groups/:id?website=W: the website's groups, their form, and its fill rate and share
 * modals. The Add form and plus buttons need the add permission; without the change permission a
 * group opens read-only.
 */
export function PlacementGroupsPage() {
  const websiteId = useWebsiteParam();
  const id = parseId(useParams().id);
  const [page, setPage] = useState(1);
  const [fillRateOpen, setFillRateOpen] = useState(false);
  const [shareType, setShareType] = useState<ShareType | null>(null);
  const detail = usePlacementGroup(id);
  const { key: visit } = useLocation();
  const canAdd = useCan('websites.add_placementgroup');
  const canChange = useCan('websites.change_placementgroup');

  if (websiteId === null) return <Navigate to="/websites" replace />;

  return (
    <AddPermission value={canAdd}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {t('placementGroups.title')}
            </Title>
            <WebsiteCaption id={websiteId} />
          </Stack>
          <PlacementGroupToolbar websiteId={websiteId} onFillRate={() => setFillRateOpen(true)} onShares={setShareType} />
        </Group>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <PlacementGroupList websiteId={websiteId} page={page} onPageChange={setPage} selectedId={id} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 5 }}>
            {id === null ? (
              canAdd ? <PlacementGroupEditor key={`new-${visit}`} group={null} websiteId={websiteId} /> : null
            ) : (
              <DetailState query={detail}>
                {(group) => <PlacementGroupEditor key={group.id} group={group} websiteId={websiteId} readOnly={!canChange} />}
              </DetailState>
            )}
          </Grid.Col>
        </Grid>
        <FillRateModal opened={fillRateOpen} websiteId={websiteId} onClose={() => setFillRateOpen(false)} />
        <ShareModal type={shareType} websiteId={websiteId} onClose={() => setShareType(null)} />
      </Stack>
    </AddPermission>
  );
}
