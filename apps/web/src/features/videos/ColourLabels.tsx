import { Card, ColorSwatch, Group, Stack, Text, Title } from '@mantine/core';
import { videoStatuses } from '@pubdesk/contract';
import { t } from '@pubdesk/ui/i18n';
import { videoStatusColors, videoStatusLabels, videoStatusMeanings } from './video-status';

/** The colour labels list (spec): what each card border colour of the library says about a video. */
export function ColourLabels() {
  const title = t('videos.colourLabels');
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {title}
        </Title>
        <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
          {videoStatuses.map((status) => (
            <Group component="li" key={status} gap="xs" wrap="nowrap" align="flex-start">
              <ColorSwatch color={`var(--mantine-color-${videoStatusColors[status]}-6)`} size={16} mt={2} aria-hidden />
              <Text size="sm">
                <Text span fw={600} size="sm">
                  {t(videoStatusLabels[status])}
                </Text>
                {': '}
                {t(videoStatusMeanings[status])}
              </Text>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
