import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Box } from '@mantine/core';
import { t } from '../i18n';

/** How wide a scroll box's content is against the box itself, in CSS pixels. */
export interface ScrollWidths {
  content: number;
  box: number;
}

interface TableScrollProps {
  /** The table's name: the scroll area is named after it when it scrolls. */
  label: string;
  /** Told the widths whenever the box or its table changes size (a table that folds columns to fit). */
  onMeasure?: (widths: ScrollWidths) => void;
  children: ReactNode;
}

/** Whether the element's content is wider than the element, kept current as either resizes. */
function useOverflowsSideways(onMeasure?: (widths: ScrollWidths) => void): [RefObject<HTMLDivElement | null>, boolean] {
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  // The latest callback, without observing anew each render.
  const measured = useRef(onMeasure);
  useEffect(() => {
    measured.current = onMeasure;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const check = () => {
      const widths = { content: element.scrollWidth, box: element.clientWidth };
      // A pixel of slack: sub-pixel widths round differently in scrollWidth and clientWidth.
      setOverflows(widths.content > widths.box + 1);
      measured.current?.(widths);
    };
    check();
    const observer = new ResizeObserver(check);
    observer.observe(element);
    // The table inside: it widens with a ticked share or a new page of rows, the box does not.
    const watchTable = () => {
      if (element.firstElementChild) observer.observe(element.firstElementChild);
    };
    watchTable();
    const children = new MutationObserver(watchTable);
    children.observe(element, { childList: true });
    return () => {
      observer.disconnect();
      children.disconnect();
    };
  }, []);
  return [ref, overflows];
}

/**
 * The box a table scrolls sideways in when it is wider than its card (a phone, a report with
 * every share ticked). Only then is it a named region in the Tab order: a keyboard user scrolls
 * it with the arrow keys, and a screen reader hears what scrolls (WCAG 2.1.1; axe's
 * scrollable-region-focusable). A table that fits adds no Tab stop.
 */
export function TableScroll({ label, onMeasure, children }: TableScrollProps) {
  const [ref, overflows] = useOverflowsSideways(onMeasure);
  return (
    <Box
      ref={ref}
      style={{ overflowX: 'auto' }}
      className={overflows ? 'mantine-focus-auto' : undefined}
      tabIndex={overflows ? 0 : undefined}
      role={overflows ? 'region' : undefined}
      aria-label={overflows ? t('common.scrollArea', { label }) : undefined}
    >
      {children}
    </Box>
  );
}
