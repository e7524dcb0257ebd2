import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { messages, type Share } from '@pubdesk/contract';
import { BrandingContext, defaultBranding } from '@pubdesk/ui/branding';
import { localToday, shiftDay } from '@pubdesk/ui/dates';
import { listOf, signInAs } from '../../test/fixtures';
import { fakeFetch, renderUi } from '../../test/render';
import { ShareEntries } from './ShareEntries';

// An open select scrolls its chosen option into view; jsdom has no scrolling.
Element.prototype.scrollIntoView = () => undefined;

const today = localToday();
const day = (n: number) => shiftDay(today, n);
const share = (id: number, value: string, start_date: string | null, end_date: string | null): Share => ({
  id,
  website_id: 2,
  type: 'platform',
  group_id: 1,
  group_name: 'Display',
  share: value,
  network_id: null,
  start_date,
  end_date,
});

/** Since the beginning until a month ago, then 75% until the day before a period starting in 5 days. */
const periods = () => [share(1, '50.00', null, day(-31)), share(3, '75.00', day(-30), day(4)), share(4, '60.00', day(5), null)];

const byStart = (a: Share, b: Share) => (a.start_date ?? '').localeCompare(b.start_date ?? '');

/**
 * The shares API as the server keeps it: the period in force today, every period with
 * `history=true`, a POST that adds a period (it ends the one before it, and ends the day before
 * the next one starts), a DELETE that removes one; the lookups (group types, networks) of the add form.
 */
function serve(refusal?: object) {
  let stored = periods();
  return fakeFetch((url, init) => {
    if (url.includes('/groups_types/'))
      return { status: 200, body: listOf([{ id: 1, name: 'Display', status: 'active', is_default: true }]) };
    if (!url.includes('/shares/')) return { status: 200, body: listOf([]) };
    if (init.method === 'POST' && refusal) return { status: 400, body: refusal };
    if (init.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { share: string; start_date: string };
      const start = body.start_date;
      const next = stored.find((period) => period.start_date !== null && period.start_date > start);
      const created = share(9, body.share, start, next?.start_date ? shiftDay(next.start_date, -1) : null);
      stored = [
        ...stored.map((period) =>
          (period.start_date ?? '') < start && (period.end_date === null || period.end_date >= start)
            ? { ...period, end_date: shiftDay(start, -1) }
            : period,
        ),
        created,
      ].sort(byStart);
      return { status: 201, body: { ...created, recomputation: { token: 'abc', start_date: start, end_date: today } } };
    }
    if (init.method === 'DELETE') {
      stored = stored.filter((period) => !url.includes(`/shares/platform/${period.id}/`));
      return { status: 204 };
    }
    if (url.includes('history=true')) return { status: 200, body: listOf(stored) };
    const inForce = stored.filter((period) => (period.start_date ?? '') <= today && (period.end_date === null || period.end_date >= today));
    return { status: 200, body: listOf(inForce) };
  });
}

const historyRows = async () => {
  const table = await screen.findByRole('table', { name: 'History' });
  return within(table)
    .getAllByRole('row')
    .map((row) =>
      within(row)
        .queryAllByRole('cell')
        .map((cell) => cell.textContent),
    );
};

describe('ShareEntries', () => {
  it('lists the share in force and every period with From and To; only a period not started yet can be deleted', async () => {
    signInAs('admin', 1, ['shares.view_share', 'shares.add_share', 'shares.delete_share']);
    const fetch = serve();
    vi.stubGlobal('fetch', fetch.fn);
    renderUi(<ShareEntries type="platform" websiteId={2} />);

    expect((await screen.findByRole('list', { name: 'In force today' })).textContent).toBe('Display - 75%');
    const table = await screen.findByRole('table', { name: 'History' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Group', 'Share', 'From', 'To', 'Action']);
    expect(await historyRows()).toEqual([
      [],
      ['Display', '50%', 'Beginning', day(-31), ''],
      ['Display', '75%', day(-30), day(4), ''],
      ['Display', '60%', day(5), 'Open', ''],
    ]);
    // Started periods (the one in force among them) keep their figures: no delete button.
    expect(screen.getAllByRole('button', { name: /^Delete / }).map((button) => button.getAttribute('aria-label'))).toEqual([
      `Delete Display - 60% from ${day(5)}`,
    ]);

    fireEvent.click(screen.getByRole('button', { name: `Delete Display - 60% from ${day(5)}` }));
    await waitFor(async () => expect(await historyRows()).toHaveLength(3));
    expect(fetch.calls.some((call) => call.init.method === 'DELETE' && call.url.includes('/shares/platform/4/'))).toBe(true);
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
  });

  it('sends the chosen start date, and warns before saving how many past days will be recomputed', async () => {
    signInAs('admin', 1, ['shares.view_share', 'shares.add_share']);
    const fetch = serve();
    vi.stubGlobal('fetch', fetch.fn);
    renderUi(<ShareEntries type="platform" websiteId={2} />);

    const form = await screen.findByRole('form', { name: 'Add' });
    const start = within(form).getByRole('textbox', { name: 'Start date' });
    // Today by default: nothing to recompute.
    expect((start as HTMLInputElement).value).toBe(today);
    expect(within(form).queryByText(/will be recomputed/)).toBeNull();

    fireEvent.change(start, { target: { value: day(-1) } });
    expect(within(form).getByText('1 day will be recomputed')).toBeTruthy();
    fireEvent.change(start, { target: { value: day(-10) } });
    expect(within(form).getByText('10 days will be recomputed')).toBeTruthy();
    fireEvent.change(start, { target: { value: day(3) } });
    expect(within(form).queryByText(/will be recomputed/)).toBeNull();
    fireEvent.change(start, { target: { value: day(-10) } });
    fireEvent.blur(start);

    fireEvent.click(within(form).getByRole('combobox', { name: 'Group' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Display', hidden: true }));
    fireEvent.change(within(form).getByLabelText(/^Share/), { target: { value: '80' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));

    // The new period is in force and in the history (it ended the one before it), and the form starts over from today.
    await waitFor(() => expect(screen.getByRole('list', { name: 'In force today' }).textContent).toBe('Display - 80%'));
    expect(await historyRows()).toEqual([
      [],
      ['Display', '50%', 'Beginning', day(-31)],
      ['Display', '75%', day(-30), day(-11)],
      ['Display', '80%', day(-10), day(4)],
      ['Display', '60%', day(5), 'Open'],
    ]);
    const post = fetch.calls.find((call) => call.init.method === 'POST');
    expect(JSON.parse(String(post?.init.body))).toEqual({ website_id: 2, group_id: 1, share: '80', start_date: day(-10) });
    expect((start as HTMLInputElement).value).toBe(today);
    expect(within(form).queryByText(/will be recomputed/)).toBeNull();
  });

  it('shows the refusal of a second period starting on the same day beside the start date', async () => {
    signInAs('admin', 1, ['shares.view_share', 'shares.add_share']);
    vi.stubGlobal('fetch', serve({ start_date: [messages.shares.periodSameDay] }).fn);
    renderUi(<ShareEntries type="platform" websiteId={2} />);

    const form = await screen.findByRole('form', { name: 'Add' });
    fireEvent.click(within(form).getByRole('combobox', { name: 'Group' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Display', hidden: true }));
    fireEvent.change(within(form).getByLabelText(/^Share/), { target: { value: '70' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));

    const start = within(form).getByRole('textbox', { name: 'Start date' });
    await waitFor(() => expect(start.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText(messages.shares.periodSameDay)).toBeTruthy();
  });

  it("starts a new period today in the report's time zone", async () => {
    signInAs('admin', 1, ['shares.view_share', 'shares.add_share']);
    vi.stubGlobal('fetch', serve().fn);
    // Kiritimati is 14 hours ahead of UTC: for most of the UTC day its date is another one.
    const zone = 'Pacific/Kiritimati';
    const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts();
    const part = (type: string) => parts.find((p) => p.type === type)?.value;
    renderUi(
      <BrandingContext.Provider value={{ branding: { ...defaultBranding, report_time_zone: zone }, failed: false, loading: false }}>
        <ShareEntries type="platform" websiteId={2} />
      </BrandingContext.Provider>,
    );

    const form = await screen.findByRole('form', { name: 'Add' });
    expect((within(form).getByRole('textbox', { name: 'Start date' }) as HTMLInputElement).value).toBe(
      `${part('year')}-${part('month')}-${part('day')}`,
    );
    expect(within(form).getByText('The first day this value holds, in the Pacific/Kiritimati time zone.')).toBeTruthy();
  });

  it('lists the shares and their history without add form or delete buttons for who may only view them', async () => {
    signInAs('publisher', 1, ['shares.view_share']);
    vi.stubGlobal('fetch', serve().fn);
    renderUi(<ShareEntries type="platform" websiteId={2} />);

    expect(await screen.findByText('Display - 75%')).toBeTruthy();
    expect(await historyRows()).toHaveLength(4);
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Add' })).toBeNull();
  });

  it('says a refused list is not for this user, with nothing to add', async () => {
    signInAs('account_manager', 1, ['shares.add_pmpshare']);
    vi.stubGlobal('fetch', fakeFetch(() => ({ status: 403, body: { detail: 'You do not have permission to perform this action.' } })).fn);
    renderUi(<ShareEntries type="pmp" websiteId={2} />);

    expect(await screen.findByText('No access')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Add' })).toBeNull();
  });
});
