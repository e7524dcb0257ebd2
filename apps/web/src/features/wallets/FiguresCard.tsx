import type { ReactNode } from 'react';
import { Center, Group, Loader, Text } from '@mantine/core';
import { SectionCard } from '../../components/SectionCard';

export interface Figure {
  label: string;
  value: ReactNode;
}

interface FiguresCardProps {
  /** The card's title and accessible name. */
  title: string;
  /** null while they load. */
  figures: Figure[] | null;
  children?: ReactNode;
}

/** A side card of labelled figures (a wallet's, an account's totals), one line each. */
export function FiguresCard({ title, figures, children }: FiguresCardProps) {
  return (
    <SectionCard title={title} gap="xs">
      {figures === null ? (
        <Center py="md">
          <Loader size="sm" />
        </Center>
      ) : (
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
      )}
      {children}
    </SectionCard>
  );
}
