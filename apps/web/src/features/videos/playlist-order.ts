/** The playlist editor's changes to the order of its videos (drag and drop, Move up, Move down, remove). */

/** The list with the item at `from` moved to `to` (both clamped to the list). */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const last = items.length - 1;
  const source = Math.min(Math.max(from, 0), last);
  const target = Math.min(Math.max(to, 0), last);
  const next = [...items];
  const [item] = next.splice(source, 1);
  if (item === undefined) return next;
  next.splice(target, 0, item);
  return next;
}

export const movedUp = <T>(items: readonly T[], index: number): T[] => moved(items, index, index - 1);
export const movedDown = <T>(items: readonly T[], index: number): T[] => moved(items, index, index + 1);
export const removedAt = <T>(items: readonly T[], index: number): T[] => items.filter((_, i) => i !== index);
