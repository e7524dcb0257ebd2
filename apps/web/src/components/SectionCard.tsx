import type { ReactNode } from 'react';
import { Card, Group, Stack, Title, type MantineSpacing } from '@mantine/core';

interface SectionCardProps {
  /** The card's heading (an h3) and its accessible name. */
  title: string;
  /**
   * At the far end of the title's row (an Add or Load button). Leave it out for a title alone;
   * null (an action the user may not take) keeps the row, empty.
   */
  action?: ReactNode;
  titleSize?: 'h4' | 'h5';
  /** Between the title and each child. */
  gap?: MantineSpacing;
  children: ReactNode;
}

/** A titled card of a page, a section named by its title (the figures beside a list, an upload, a preview). */
export function SectionCard({ title, action, titleSize = 'h4', gap = 'sm', children }: SectionCardProps) {
  const heading = (
    <Title order={3} size={titleSize}>
      {title}
    </Title>
  );
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Stack gap={gap}>
        {action === undefined ? (
          heading
        ) : (
          <Group justify="space-between">
            {heading}
            {action}
          </Group>
        )}
        {children}
      </Stack>
    </Card>
  );
}
