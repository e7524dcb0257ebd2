import { Navigate, useParams } from 'react-router';
import type { ShareType } from '@pubdesk/contract';
import { t } from '@pubdesk/ui/i18n';
import { CardPage } from '../../components/CardPage';
import { parseId } from '../../components/parse-id';
import { useProductName } from '@pubdesk/ui/branding';
import { WebsiteCaption } from '../../components/WebsiteCaption';
import { useWebsiteParam } from '../../components/website-param';
import { shareTitles } from './share-titles';
import { ShareEntries } from './ShareEntries';

/** /shares/{type}/:id?website=W: the modal's content as a page; without a website, back to /websites. */
function SharesPage({ type }: { type: ShareType }) {
  const websiteId = useWebsiteParam();
  const selectedId = parseId(useParams().id);
  const product = useProductName();

  if (websiteId === null) return <Navigate to="/websites" replace />;

  return (
    <CardPage title={t(shareTitles[type], { product })} caption={<WebsiteCaption id={websiteId} />}>
      <ShareEntries type={type} websiteId={websiteId} selectedId={selectedId} />
    </CardPage>
  );
}

export function PlatformSharesPage() {
  return <SharesPage type="platform" />;
}

export function NetworkSharesPage() {
  return <SharesPage type="network" />;
}

/** Only with the PMP share permissions (admins by default): the router shows everyone else the no-access screen. */
export function PmpSharesPage() {
  return <SharesPage type="pmp" />;
}
