import { Loader, Stack, Text } from '@mantine/core';
import { t } from '@pubdesk/ui/i18n';
import { usePublisherWebsites } from './publishers.api';

/** A publisher's websites: how many, then their names. */
export function PublisherWebsites({ publisher }: { publisher: number }) {
  const websites = usePublisherWebsites(publisher);
  if (websites.isPending) return <Loader size="xs" aria-label={t('common.loading')} />;
  if (websites.isError) return <Text size="sm">{t('common.loadFailed')}</Text>;
  const { count, results } = websites.data;
  const counted =
    count === 0
      ? t('portalPublishers.noWebsites')
      : count === 1
        ? t('portalPublishers.oneWebsite')
        : t('portalPublishers.websiteCount', { count });
  return (
    <Stack gap={2}>
      <Text size="sm" fw={500}>
        {counted}
      </Text>
      {results.length > 0 ? (
        <Text size="xs" c="dimmed">
          {results.map((website) => website.name).join(', ')}
        </Text>
      ) : null}
    </Stack>
  );
}
