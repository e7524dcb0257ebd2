import { Card, Select, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { t } from '@pubdesk/ui/i18n';
import { useWebsiteLookup } from './videos.api';
import { videosPath } from './paths';

/** The Content screen without a website: choose one, and its library opens. */
export function WebsitePicker() {
  const websites = useWebsiteLookup();
  const navigate = useNavigate();
  return (
    <Card withBorder radius="md" padding="md" maw={480}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('videos.pickWebsite')}
        </Text>
        <Select
          label={t('videos.website')}
          data={(websites.data?.results ?? []).map((website) => ({ value: String(website.id), label: website.name }))}
          value={null}
          onChange={(value) => {
            if (value) navigate(videosPath(Number(value)));
          }}
          searchable
          disabled={websites.isPending}
        />
      </Stack>
    </Card>
  );
}
