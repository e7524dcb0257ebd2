import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { FakeXhr } from '@pubdesk/ui/testing';
import { opsNotifications } from '@pubdesk/ui/notify';
import { listOf, signInAs } from '../../test/fixtures';
import { fakeFetch, renderUi } from '../../test/render';
import { defaultImportRange } from './import-range-form';
import { importRun } from './imports.fixture';
import { ImportsPanel } from './ImportsPanel';

const importer = ['statistics.view_statistic', 'statistics.add_statistic'];
const automatic = { id: 5, type: 'automatic' as const, api: { id: 1, type: 'admanager', name: 'Northwind Ad Manager' } };
const manual = { id: 6, type: 'manual' as const, api: null };

const done = importRun(7, 'done');
const failed = importRun(8, 'failed', {
  trigger: 'schedule',
  start: '2025-03-04',
  end: '2025-03-04',
  rows_fetched: 0,
  rows_matched: 0,
  rows_unmatched: 0,
  unmatched_keys: [],
  error: 'The Ad Manager API refused the credentials.',
});

const notices = () => opsNotifications.getState().notifications.map((notice) => notice.message);
const runOf = (dates: string) => screen.getByText(dates).closest('li') as HTMLElement;

beforeEach(() => {
  signInAs('admin', 1, importer);
  FakeXhr.reset();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => notifications.clean(opsNotifications));

describe('ImportsPanel', () => {
  it("lists a source's runs with their state, counts and unmatched keys, and retries a failed one", async () => {
    const fetch = fakeFetch((url, init) =>
      init.method === 'POST' ? { status: 202, body: importRun(9, 'queued') } : { status: 200, body: listOf([done, failed]) },
    );
    vi.stubGlobal('fetch', fetch.fn);
    renderUi(<ImportsPanel supplier={automatic} />);

    const list = await screen.findByRole('region', { name: 'Imports' });
    await within(list).findByText('2025-03-01 – 2025-03-03');
    expect(fetch.calls[0]?.url).toContain('/api/imports/?supplier=5');
    const doneRun = runOf('2025-03-01 – 2025-03-03');
    expect(within(doneRun).getByText('Backfill')).toBeTruthy();
    expect(within(doneRun).getByText('Done')).toBeTruthy();
    expect(within(doneRun).getByText('1,200')).toBeTruthy();
    expect(within(doneRun).queryByRole('button', { name: 'Retry' })).toBeNull();

    fireEvent.click(within(doneRun).getByRole('button', { name: 'Unmatched keys: 3' }));
    const keys = await screen.findByRole('list', { name: 'Unmatched' });
    expect(
      within(keys)
        .getAllByRole('listitem', { hidden: true })
        .map((item) => item.textContent),
    ).toEqual(['/2200001/a', '/2200001/b', '/2200001/c']);

    const failedRun = runOf('2025-03-04');
    expect(within(failedRun).getByText('Failed')).toBeTruthy();
    expect(within(failedRun).getByText('The Ad Manager API refused the credentials.')).toBeTruthy();
    fireEvent.click(within(failedRun).getByRole('button', { name: 'Retry' }));
    await vi.waitFor(() => expect(notices()).toContain('Import queued again.'));
    expect(fetch.calls.find((call) => call.init.method === 'POST')?.url).toBe('/api/imports/8/retry/');
  });

  it("imports a range of days, showing the server's refusal on its field", async () => {
    let answer: { status: number; body: unknown } = { status: 400, body: { end: ['Import at most 92 days at once.'] } };
    const fetch = fakeFetch((_url, init) => (init.method === 'POST' ? answer : { status: 200, body: listOf([]) }));
    vi.stubGlobal('fetch', fetch.fn);
    renderUi(<ImportsPanel supplier={automatic} />);

    expect(await screen.findByText('No imports yet.')).toBeTruthy();
    expect(screen.queryByLabelText('Upload a CSV file')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import a date range' });
    const { start, end } = defaultImportRange();
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^From/).value).toBe(start);
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^To/).value).toBe(end);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('Import at most 92 days at once.')).toBeTruthy();
    expect(within(dialog).getByLabelText(/^To/).getAttribute('aria-invalid')).toBe('true');
    const post = fetch.calls.find((call) => call.init.method === 'POST');
    expect(post?.url).toBe('/api/imports/');
    expect(JSON.parse(String(post?.init.body))).toEqual({ supplier: 5, start, end });

    answer = { status: 202, body: importRun(9, 'queued') };
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    await vi.waitFor(() => expect(notices()).toContain('Import queued.'));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('uploads a CSV file for a manual source with a progress bar, shows the line a refusal names, then the new run', async () => {
    let runs = listOf([done]);
    const fetch = fakeFetch(() => ({ status: 200, body: runs }));
    vi.stubGlobal('fetch', fetch.fn);
    renderUi(<ImportsPanel supplier={manual} />);

    await screen.findByText('2025-03-01 – 2025-03-03');
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
    const file = new File(['date,data_id,revenue\n2025-03-01,3,x\n'], 'figures.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByLabelText('Upload a CSV file'), { target: { files: [file] } });

    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const xhr = FakeXhr.last();
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/imports/upload/']);
    expect([...(xhr.body as FormData).keys()]).toEqual(['supplier', 'file']);
    expect((xhr.body as FormData).get('supplier')).toBe('6');
    xhr.progress(40, 100);
    const bar = await screen.findByRole('progressbar', { name: 'Upload progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    xhr.respond(400, { file: ['Line 2, column 3: Enter a number.'] });
    expect((await screen.findByRole('alert')).textContent).toBe('Line 2, column 3: Enter a number.');

    runs = listOf([importRun(10, 'done', { trigger: 'upload', start: '2025-03-05', end: '2025-03-05' }), done]);
    fireEvent.change(screen.getByLabelText('Upload a CSV file'), { target: { files: [file] } });
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    FakeXhr.last().respond(201, importRun(10, 'done', { trigger: 'upload' }));
    await vi.waitFor(() => expect(notices()).toContain('File imported.'));
    expect(await screen.findByText('2025-03-05')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('gives who may only see statistics the runs, without Import, upload or Retry', async () => {
    signInAs('account_manager', 1, ['statistics.view_statistic']);
    vi.stubGlobal('fetch', fakeFetch(() => ({ status: 200, body: listOf([failed]) })).fn);
    renderUi(<ImportsPanel supplier={automatic} />);

    expect(await screen.findByText('The Ad Manager API refused the credentials.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.queryByLabelText('Upload a CSV file')).toBeNull();
  });
});
