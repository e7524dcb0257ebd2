import { useCallback, useState } from 'react';
import { patchRow, removeRow, withKey, type Keyed } from './rows';

/** A list of form rows and the ways to change it. */
export interface RowsState<T extends object> {
  rows: (T & Keyed)[];
  add: (row: T) => void;
  remove: (key: number) => void;
  patch: (key: number, change: Partial<T>) => void;
}

/** State of a list of form rows, starting empty. */
export function useRows<T extends object>(): RowsState<T> {
  const [rows, setRows] = useState<(T & Keyed)[]>([]);
  const add = useCallback((row: T) => setRows((current) => [...current, withKey(row)]), []);
  const remove = useCallback((key: number) => setRows((current) => removeRow(current, key)), []);
  const patch = useCallback(
    (key: number, change: Partial<T>) => setRows((current) => patchRow<T & Keyed>(current, key, change as Partial<T & Keyed>)),
    [],
  );
  return { rows, add, remove, patch };
}
