import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { thousands } from '../format/format';

export interface StatFigure {
  label: string;
  /** A count (grouped by thousands here), or a figure already formatted (money). */
  value: number | string | undefined;
}

/** A titled card of counts; '–' while a count is unknown (load failures stay silent). */
export function StatTile({ title, figures }: { title: string; figures: StatFigure[] }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Stack gap="xs">
        <Text fw={600} size="sm" c="dimmed" tt="uppercase">
          {title}
        </Text>
        <SimpleGrid cols={Math.min(figures.length, 3)} spacing="xs">
          {figures.map((figure) => (
            <Stack key={figure.label} gap={0}>
              <Text fw={700} size="xl">
                {figure.value === undefined ? '–' : typeof figure.value === 'string' ? figure.value : thousands(figure.value)}
              </Text>
              <Text size="xs" c="dimmed">
                {figure.label}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
