import { Sparkline } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { SimpleGrid, Stack, Text } from '@mantine/core';

interface SparklineGridProps {
  /** Each figure's label and its values, oldest first. */
  figures: Array<[label: string, values: number[]]>;
  /** The period the values cover ('Last 14 days'), said with each line. */
  period: string;
}

/** Small lines of several figures side by side, each named for screen readers with its period. */
export function SparklineGrid({ figures, period }: SparklineGridProps) {
  return (
    <SimpleGrid cols={figures.length}>
      {figures.map(([label, values]) => (
        <Stack key={label} gap={2}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <div role="img" aria-label={`${label}, ${period}`}>
            <Sparkline h={48} data={values} curveType="linear" />
          </div>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
