import { useCallback, useState } from 'react';
import type { ScrollWidths } from '../table/TableScroll';

interface Fold {
  /** The columns this was measured with. */
  columns: string;
  folded: boolean;
  /** The table's width with every column shown, measured when it last overflowed. */
  fullWidth: number;
}

const unfolded = (columns: string): Fold => ({ columns, folded: false, fullWidth: 0 });

/**
 * Whether a table folds its secondary columns into row details: it does once it is wider than
 * its card, and unfolds once the card is as wide as the table was with every column (a window
 * made wider, the sidebar closed). `columns` names the columns shown unfolded: a new set (a share
 * ticked or unticked) starts unfolded and is measured afresh.
 */
export function useColumnFold(columns: string): { folded: boolean; onMeasure: (widths: ScrollWidths) => void } {
  const [fold, setFold] = useState<Fold>(() => unfolded(columns));
  const onMeasure = useCallback(
    ({ content, box }: ScrollWidths) =>
      setFold((previous) => {
        const current = previous.columns === columns ? previous : unfolded(columns);
        if (box === 0) return current; // not laid out (hidden, or a test's DOM)
        if (!current.folded && content > box + 1) return { ...current, folded: true, fullWidth: content };
        if (current.folded && box >= current.fullWidth) return unfolded(current.columns);
        return current;
      }),
    [columns],
  );
  return { folded: fold.columns === columns && fold.folded, onMeasure };
}
