import type { ReactNode } from 'react';
import { Text } from '@mantine/core';

/** A field's error in small red type under it, announced as an alert; nothing while there is none. */
export function FieldError({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <Text size="xs" c="red" role="alert">
      {children}
    </Text>
  );
}
