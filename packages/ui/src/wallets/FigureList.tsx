import { Group, Text } from '@mantine/core';
import type { Figure } from './wallet-figures';

/** Labelled figures (a wallet's, the totals', an invoice's), one line each: a description list. */
export function FigureList({ figures }: { figures: Figure[] }) {
  return (
    <dl style={{ margin: 0 }}>
      {figures.map((figure) => (
        <Group key={figure.label} justify="space-between" gap="xs" wrap="nowrap" py={4}>
          <Text component="dt" size="sm" c="dimmed">
            {figure.label}
          </Text>
          <Text component="dd" size="sm" m={0} fw={500} ta="right" style={{ overflowWrap: 'anywhere' }}>
            {figure.value}
          </Text>
        </Group>
      ))}
    </dl>
  );
}
