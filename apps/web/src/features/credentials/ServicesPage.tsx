import { Alert, Stack, Table, Title, VisuallyHidden } from '@mantine/core';
import { ErrorList } from '../../components/ErrorList';
import { ListPanel } from '../../components/ListPanel';
import { t } from '../../lib/i18n';
import { useServices } from './credentials.api';
import { DeveloperOnly } from './DeveloperOnly';
import { ServiceRow } from './ServiceRow';

/** /credentials/services: developers describe each service; others see 'Developer only access'. */
export function ServicesPage() {
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('credentials.servicesTitle')}
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
      <Alert color="red" title={t('inventory.loadFailed')}>
        <ErrorList error={query.error} />
      </Alert>
    );
  }
  return (
    <ListPanel title={t('credentials.servicesTitle')} loading={query.isPending} empty={services.length === 0} emptyText={t('credentials.servicesEmpty')}>
      <Table.ScrollContainer minWidth={480}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="25%">{t('credentials.service')}</Table.Th>
              <Table.Th>{t('credentials.description')}</Table.Th>
              <Table.Th w={90}>
                <VisuallyHidden>{t('credentials.actions')}</VisuallyHidden>
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
