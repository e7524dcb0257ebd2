import { Grid, Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { t } from '@pubdesk/ui/i18n';
import { parseId } from '../../components/parse-id';
import { NotFoundPage } from '../../components/NotFoundPage';
import { InvoicesCard } from './InvoicesCard';
import { WalletCard } from './WalletCard';

/** /payments/:id (route 'payment'): a wallet's invoices, with the wallet's card beside them. */
export function InvoicesPage() {
  const id = parseId(useParams().id);
  if (id === null) return <NotFoundPage />;
  return (
    <Stack gap="md" key={id}>
      <Title order={1} size="h2">
        {t('nav.payments')}
      </Title>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
          <InvoicesCard walletId={id} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
          <WalletCard walletId={id} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
