/** The videos checked on a tab: ids in the order they were checked (a new playlist keeps that order). */

/** The selection with `id` checked or unchecked. */
export function toggled(selected: readonly number[], id: number, checked: boolean): number[] {
  const without = selected.filter((x) => x !== id);
  return checked ? [...without, id] : without;
}

/** Check all: every video of the page checked (after those already checked), or every one of them unchecked. */
export function withPage(selected: readonly number[], page: readonly number[], checked: boolean): number[] {
  if (!checked) return selected.filter((x) => !page.includes(x));
  return [...selected, ...page.filter((x) => !selected.includes(x))];
}

/** What the check-all box shows for the page: checked, half (indeterminate) or empty. */
export function pageCheck(selected: readonly number[], page: readonly number[]): 'all' | 'some' | 'none' {
  const count = page.filter((x) => selected.includes(x)).length;
  if (count === 0) return 'none';
  return count === page.length ? 'all' : 'some';
}
