import type { ReactNode } from 'react';
import { Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';

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
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Stack gap="xs">
        <Title order={3} size="h4">
          {title}
        </Title>
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
      </Stack>
    </Card>
  );
}
