import { Alert, Stack, Table, Title, VisuallyHidden } from '@mantine/core';
import { ErrorList } from '../../components/ErrorList';
import { ListPanel } from '../../components/ListPanel';
import { t } from '../../lib/i18n';
import { useServices } from './access.api';
import { DeveloperOnly } from './DeveloperOnly';
import { ServiceRow } from './ServiceRow';

/** /credentials/services: developers describe each service; others see 'Developer only access'. */
export function ServicesPage() {
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('access.services')}
      </Title>
      <DeveloperOnly permission="access.change_service">
        <ServiceTable />
      </DeveloperOnly>
    </Stack>
  );
}

function ServiceTable() {
  const query = useServices();
  const services = query.data ?? [];
  if (query.isError) {
    return (
      <Alert color="red" title={t('common.loadFailed')}>
        <ErrorList error={query.error} />
      </Alert>
    );
  }
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
