/** Lists of form rows that the user adds and removes; `key` identifies a row across edits. */
export interface Keyed {
  key: number;
}

let lastKey = 0;

/** A key no other row of this page has. */
export function nextRowKey(): number {
  lastKey += 1;
  return lastKey;
}

export function withKey<T extends object>(row: T): T & Keyed {
  return { ...row, key: nextRowKey() };
}

export function removeRow<T extends Keyed>(rows: T[], key: number): T[] {
  return rows.filter((row) => row.key !== key);
}

export function patchRow<T extends Keyed>(rows: T[], key: number, patch: Partial<T>): T[] {
  return rows.map((row) => (row.key === key ? { ...row, ...patch } : row));
}
