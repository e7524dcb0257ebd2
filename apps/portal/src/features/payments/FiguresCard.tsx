import { Alert, Card, Center, Loader, Stack, Title } from '@mantine/core';
import { ErrorList } from '@pubdesk/ui/forms';
import { t } from '@pubdesk/ui/i18n';
import { FigureList, type Figure } from '@pubdesk/ui/wallets';

interface FiguresCardProps {
  /** The card's heading and accessible name. */
  title: string;
  /** null while they load. */
  figures: Figure[] | null;
  error?: unknown;
}

/** A side card of labelled figures (the totals, a wallet's), or why they could not be read. */
export function FiguresCard({ title, figures, error }: FiguresCardProps) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        {error ? (
          <Alert color="red" title={t('common.loadFailed')}>
            <ErrorList error={error} />
          </Alert>
        ) : figures === null ? (
          <Center py="md">
            <Loader size="sm" aria-label={t('common.loading')} />
          </Center>
        ) : (
          <FigureList figures={figures} />
        )}
      </Stack>
    </Card>
  );
}
