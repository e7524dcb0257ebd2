import { Alert, Button, Code, Group, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { WebsiteAdsTxt } from '@pubdesk/contract';
import { t } from '@pubdesk/ui/i18n';
import { notifyRefused } from '@pubdesk/ui/notify';
import { useCheckAdsTxt } from './ads-txt.api';
import { checkStatus } from './check-status';

/**
 * The check of the file the website itself serves: when it ran and what it found, the lines its
 * file lacks, and Check now (the server fetches the file; a website checked in the last minute
 * answers that check again).
 */
export function PublishedCheck({ website, adsTxt }: { website: number; adsTxt: WebsiteAdsTxt }) {
  const check = useCheckAdsTxt(website);
  const status = checkStatus(adsTxt.check);
  const missing = adsTxt.lines.filter((line) => line.present === false).map((line) => line.text);
  return (
    <Stack gap="sm" component="section" aria-labelledby="published-check">
      <Group justify="space-between" align="center">
        <Title order={2} size="h4" id="published-check">
          {t('portalAdsTxt.checkTitle')}
        </Title>
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} />}
          loading={check.isPending}
          onClick={() => check.mutate(undefined, { onError: (error) => notifyRefused('portalAdsTxt.checkFailed', error) })}
        >
          {t('portalAdsTxt.checkNow')}
        </Button>
      </Group>
      <Alert color={status.color} role="status">
        <Text size="sm">{status.text}</Text>
        <Text size="xs" c="dimmed">
          {t('portalAdsTxt.checkedDaily')}
        </Text>
      </Alert>
      {missing.length > 0 ? (
        <Stack component="figure" gap={4} m={0}>
          <Text component="figcaption" size="sm" fw={500}>
            {t('portalAdsTxt.missingLines')}
          </Text>
          <Code block>{missing.join('\n')}</Code>
        </Stack>
      ) : null}
    </Stack>
  );
}
