import type { ImportRun } from '@pubdesk/contract';

/** A run of the demo Ad Manager source as `/imports/` answers it. */
export function importRun(id: number, state: ImportRun['state'], extra: Partial<ImportRun> = {}): ImportRun {
  return {
    id,
    supplier: { id: 5, name: 'Google Ad Manager' },
    api: { id: 1, type: 'admanager', name: 'Northwind Ad Manager' },
    start: '2025-03-01',
    end: '2025-03-03',
    trigger: 'backfill',
    state,
    rows_fetched: 1200,
    rows_matched: 1197,
    rows_unmatched: 3,
    unmatched_keys: ['/2200001/a', '/2200001/b', '/2200001/c'],
    error: null,
    created_at: '2025-03-04T06:00:00Z',
    started_at: '2025-03-04T06:00:05Z',
    finished_at: '2025-03-04T06:01:00Z',
    ...extra,
  };
}
