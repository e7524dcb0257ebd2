import type { ReactNode } from 'react';
import { Center, Loader } from '@mantine/core';
import { FigureList, type Figure } from '@pubdesk/ui/wallets';
import { SectionCard } from '@pubdesk/ui/shell';

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
        <FigureList figures={figures} />
      )}
      {children}
    </SectionCard>
  );
}
