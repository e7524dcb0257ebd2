import type { ReactNode } from 'react';
import { Card, Stack } from '@mantine/core';
import { PageHeading } from './PageHeading';

interface CardPageProps {
  title: string;
  /** Under the title: what the card belongs to (the website, the demand source). */
  caption: ReactNode;
  children: ReactNode;
}

/**
 * A modal's content as a page of its own (the share entries of a website or a demand source):
 * the title, its caption, and one card named by the title.
 */
export function CardPage({ title, caption, children }: CardPageProps) {
  return (
    <Stack gap="md">
      <PageHeading title={title}>{caption}</PageHeading>
      <Card withBorder radius="md" padding="md" maw={640} component="section" aria-label={title}>
        {children}
      </Card>
    </Stack>
  );
}
