import { Anchor, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { thousands } from '../format/format';

export interface StatFigure {
  label: string;
  /** A count (grouped by thousands here), or a figure already formatted (money). */
  value: number | string | undefined;
  /** Where the figure links (the list it counts, filtered), relative to the app's router; no link without. */
  to?: string;
}

function Figure({ figure }: { figure: StatFigure }) {
  const body = (
    <Stack gap={0}>
      <Text fw={700} size="xl">
        {figure.value === undefined ? '–' : typeof figure.value === 'string' ? figure.value : thousands(figure.value)}
      </Text>
      <Text size="xs" c={figure.to === undefined ? 'dimmed' : undefined}>
        {figure.label}
      </Text>
    </Stack>
  );
  if (figure.to === undefined) return body;
  return (
    <Anchor component={Link} to={figure.to} underline="hover">
      {body}
    </Anchor>
  );
}

/** A titled card of counts; '–' while a count is unknown (load failures stay silent). A figure with `to` is a link. */
export function StatTile({ title, figures }: { title: string; figures: StatFigure[] }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Stack gap="xs">
        <Text fw={600} size="sm" c="dimmed" tt="uppercase">
          {title}
        </Text>
        <SimpleGrid cols={Math.min(figures.length, 3)} spacing="xs">
          {figures.map((figure) => (
            <Figure key={figure.label} figure={figure} />
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
