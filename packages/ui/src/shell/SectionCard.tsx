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
  /**
   * A section links jump to (the player options): its id, and its heading's, which the link
   * focuses (tabIndex -1: reachable by script, not an extra Tab stop).
   */
  anchor?: { id: string; headingId: string };
  children: ReactNode;
}

const anchoredStyle = {
  // A section jumped to stops below the fixed top bar, not under it.
  scrollMarginTop: 'calc(var(--app-shell-header-offset, 0rem) + var(--mantine-spacing-md))',
  // Mantine's card hides its overflow, which would hold a sticky footer (a Save bar) in place;
  // clip keeps the rounded corners without making the card a scroll container.
  overflow: 'clip',
} as const;

/** A titled card of a page, a section named by its title (the figures beside a list, an upload, a preview). */
export function SectionCard({ title, action, titleSize = 'h4', gap = 'sm', anchor, children }: SectionCardProps) {
  const heading = (
    <Title order={3} size={titleSize} id={anchor?.headingId} tabIndex={anchor ? -1 : undefined}>
      {title}
    </Title>
  );
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      id={anchor?.id}
      aria-label={anchor ? undefined : title}
      aria-labelledby={anchor?.headingId}
      style={anchor ? anchoredStyle : undefined}
    >
      <Stack gap={gap}>
        {action === undefined ? (
          heading
        ) : (
          <Group justify="space-between" wrap={anchor ? 'nowrap' : undefined}>
            {heading}
            {action}
          </Group>
        )}
        {children}
      </Stack>
    </Card>
  );
}
