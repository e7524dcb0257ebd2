import { useState } from 'react';
import { Alert, Badge, Box, Button, Card, Center, Code, CopyButton, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCopy, IconDownload } from '@tabler/icons-react';
import { t } from '@pubdesk/ui/i18n';
import { notifyFailed } from '@pubdesk/ui/notify';
import { useWebsiteParam } from '../../components/website-param';
import { WebsiteSelect } from '../../components/WebsiteSelect';
import { adsTxtText } from './ads-txt-text';
import { downloadAdsTxt, useAdsTxtLines } from './ads-txt.api';
import { PublishedCheck } from './PublishedCheck';

/** How long 'Lines copied' shows. */
const COPIED_MS = 1500;

/**
 * /ads-txt?website=: the lines a chosen website's ads.txt needs, to copy, or as the file to
 * download, and whether the file the website publishes has them.
 */
export function AdsTxtPage() {
  const [website, setWebsite] = useWebsiteParam();
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('portal.nav.adsTxt')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('portalAdsTxt.intro')}
        </Text>
      </Stack>
      <WebsiteSelect
        label={t('common.website')}
        placeholder={t('portalWebsites.websitePlaceholder')}
        value={website}
        onChange={setWebsite}
      />
      <Card withBorder radius="md" padding="md">
        {website === null ? (
          <Text size="sm" c="dimmed">
            {t('portalAdsTxt.pickWebsite')}
          </Text>
        ) : (
          <WebsiteLines website={website} />
        )}
      </Card>
    </Stack>
  );
}

function WebsiteLines({ website }: { website: number }) {
  const lines = useAdsTxtLines(website);
  const [downloading, setDownloading] = useState(false);
  if (lines.isPending) {
    return (
      <Center py="md">
        <Loader size="sm" aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (lines.isError) return <Alert color="red">{t('portalAdsTxt.loadFailed')}</Alert>;
  if (lines.data.lines.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('portalAdsTxt.empty')}
      </Text>
    );
  }
  const text = adsTxtText(lines.data.lines);
  const download = () => {
    setDownloading(true);
    downloadAdsTxt(website)
      .catch(() => notifyFailed(t('suppliers.adsDownloadFailed')))
      .finally(() => setDownloading(false));
  };
  return (
    <Stack gap="sm">
      <Stack component="figure" gap={4} m={0}>
        <Text component="figcaption" size="sm" fw={500}>
          {t('portalAdsTxt.lines')}
        </Text>
        <Code block>{text}</Code>
      </Stack>
      <CopyButton value={text} timeout={COPIED_MS}>
        {({ copied, copy }) => (
          <Group justify="flex-end" gap="sm">
            <Box role="status">
              {copied ? (
                <Badge color="green" variant="light">
                  {t('portalAdsTxt.copied')}
                </Badge>
              ) : null}
            </Box>
            <Button variant="default" leftSection={<IconCopy size={16} />} onClick={copy}>
              {t('portalAdsTxt.copy')}
            </Button>
            <Button leftSection={<IconDownload size={16} />} onClick={download} loading={downloading}>
              {t('suppliers.adsDownload')}
            </Button>
          </Group>
        )}
      </CopyButton>
      <PublishedCheck website={website} adsTxt={lines.data} />
    </Stack>
  );
}
