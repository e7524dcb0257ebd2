import type { ReactNode } from 'react';
import { Center, Loader, Text } from '@mantine/core';

interface ListStateProps {
  loading?: boolean;
  empty?: boolean;
  emptyText?: string;
  children: ReactNode;
}

/** A loader while loading, the empty text when there is nothing, else the children. */
export function ListState({ loading, empty, emptyText, children }: ListStateProps) {
  if (loading) {
    return (
      <Center py="lg">
        <Loader size="sm" />
      </Center>
    );
  }
  if (empty) {
    return (
      <Text c="dimmed" size="sm" py="md" ta="center">
        {emptyText}
      </Text>
    );
  }
  return children;
}
