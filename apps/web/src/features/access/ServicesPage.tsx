import { Table, VisuallyHidden } from '@mantine/core';
import { LoadFailure } from '../../components/DetailState';
import { ListPanel } from '../../components/ListPanel';
import { t } from '../../lib/i18n';
import { useServices } from './access.api';
import { DeveloperPage } from './DeveloperPage';
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
      <Table.ScrollContainer minWidth={480}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="25%">{t('access.service')}</Table.Th>
              <Table.Th>{t('access.description')}</Table.Th>
              <Table.Th w={90}>
                <VisuallyHidden>{t('common.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {services.map((service) => (
              <ServiceRow key={`${service.id}:${service.description}`} service={service} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </ListPanel>
  );
}
