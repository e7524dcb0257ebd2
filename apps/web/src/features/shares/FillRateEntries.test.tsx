import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { FillRate } from '@pubdesk/contract';
import { localToday, shiftDay } from '@pubdesk/ui/dates';
import { listOf, signInAs } from '../../test/fixtures';
import { fakeFetch, renderUi } from '../../test/render';
import { FillRateEntries } from './FillRateEntries';

const today = localToday();
const rate = (id: number, value: string, start_date: string | null, end_date: string | null): FillRate => ({
  id,
  website_id: 2,
  group_id: 1,
  group_name: 'Video',
  rate: value,
  start_date,
  end_date,
});

describe('FillRateEntries', () => {
  it('shows the rate history, and warns of no recomputation for a past start: statistics do not use fill rates', async () => {
    signInAs('admin', 1, ['shares.view_fillrate', 'shares.add_fillrate', 'shares.delete_fillrate']);
    const history = [rate(1, '90.00', null, shiftDay(today, -8)), rate(2, '82.50', shiftDay(today, -7), null)];
    vi.stubGlobal(
      'fetch',
      fakeFetch((url) => ({
        status: 200,
        body: listOf(url.includes('/fill_rate/') ? (url.includes('history=true') ? history : history.slice(1)) : []),
      })).fn,
    );
    renderUi(<FillRateEntries websiteId={2} />);

    expect((await screen.findByRole('list', { name: 'In force today' })).textContent).toBe('Video - 82.5%');
    const table = await screen.findByRole('table', { name: 'History' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => Array.from(row.children, (cell) => cell.textContent)),
    ).toEqual([
      ['Group', 'Rate', 'From', 'To', 'Action'],
      ['Video', '90%', 'Beginning', shiftDay(today, -8), ''],
      ['Video', '82.5%', shiftDay(today, -7), 'Open', ''],
    ]);
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();

    const form = screen.getByRole('form', { name: 'Add' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Start date' }), { target: { value: shiftDay(today, -3) } });
    expect((within(form).getByRole('textbox', { name: 'Start date' }) as HTMLInputElement).value).toBe(shiftDay(today, -3));
    expect(screen.queryByText(/will be recomputed/)).toBeNull();
  });
});
