import type { ReactNode } from 'react';
import { Stack, Title } from '@mantine/core';

/** A page's title (its h1) and what stands right under it: an intro, or what the page belongs to. */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack gap={4}>
      <Title order={1} size="h2">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
