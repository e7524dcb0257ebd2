import { t } from '@pubdesk/ui/i18n';
import { LoadFailure } from '@pubdesk/ui/forms';
import { ListPanel } from '../../components/ListPanel';
import { useServices } from './access.api';
import { DeveloperPage } from './DeveloperPage';
import { InlineEditTable } from './InlineEditTable';
import { ServiceRow } from './ServiceRow';

/** /credentials/services: developers describe each service; others see 'Developer only access'. */
export function ServicesPage() {
  return (
    <DeveloperPage title={t('access.services')} permission="access.change_service">
      <ServiceTable />
    </DeveloperPage>
  );
}

function ServiceTable() {
  const query = useServices();
  const services = query.data ?? [];
  if (query.isError) return <LoadFailure error={query.error} />;
  return (
    <ListPanel title={t('access.services')} loading={query.isPending} empty={services.length === 0} emptyText={t('access.servicesEmpty')}>
      <InlineEditTable keyHeader={t('access.service')} keyWidth="25%" textHeader={t('access.description')}>
        {services.map((service) => (
          <ServiceRow key={`${service.id}:${service.description}`} service={service} />
        ))}
      </InlineEditTable>
    </ListPanel>
  );
}
