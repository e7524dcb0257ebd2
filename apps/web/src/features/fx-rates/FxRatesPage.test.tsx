import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import type { FxRate } from '@pubdesk/contract';
import { opsNotifications } from '@pubdesk/ui/notify';
import { fakeFetch, renderUi } from '../../test/render';
import { listOf, signInAs } from '../../test/fixtures';
import { FxRatesPage } from './FxRatesPage';

const manager = ['settings.view_fxrate', 'settings.add_fxrate', 'settings.change_fxrate', 'settings.delete_fxrate'];
/** Each notice's title, or its text when it has none. */
const notices = () => opsNotifications.getState().notifications.map((notice) => notice.title ?? notice.message);

beforeEach(() => signInAs('admin', 1, manager));
afterEach(() => notifications.clean(opsNotifications));

const eur: FxRate = {
  id: 3,
  currency: 'EUR',
  date: '2025-03-01',
  rate: '1.0823456789',
  created_at: '2025-03-01T00:00:00.000Z',
  updated_at: '2025-03-01T00:00:00.000Z',
};

describe('FxRatesPage', () => {
  it('lists the rates and filters them by currency', async () => {
    const fetch = fakeFetch(() => ({ status: 200, body: listOf([eur]) }));
    vi.stubGlobal('fetch', fetch.fn);
    renderUi(<FxRatesPage />);

    expect(await screen.findByRole('heading', { name: 'Exchange rates', level: 1 })).toBeTruthy();
    const row = (await screen.findByText('1.0823456789')).closest('tr');
    expect(row?.textContent).toContain('EUR');
    expect(row?.textContent).toContain('2025-03-01');
    expect(screen.getByRole('button', { name: 'Edit EUR 2025-03-01' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete the EUR 2025-03-01 rate' })).toBeTruthy();

    fireEvent.click(screen.getByRole('combobox', { name: 'Filter by currency' }));
    fireEvent.click(await screen.findByRole('option', { name: 'CAD', hidden: true }));
    await vi.waitFor(() => expect(fetch.calls.some((call) => call.url.includes('currency=CAD'))).toBe(true));
  });

  it('edits a rate in the modal, sending the rate as text', async () => {
    const fetch = fakeFetch((_url, init) => {
      if (init.method === 'PATCH') return { status: 200, body: { ...eur, ...(JSON.parse(String(init.body)) as object) } };
      return { status: 200, body: listOf([eur]) };
    });
    vi.stubGlobal('fetch', fetch.fn);
    renderUi(<FxRatesPage />);

    fireEvent.click(await screen.findByRole('button', { name: 'Edit EUR 2025-03-01' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit exchange rate' });
    const rate = within(dialog).getByLabelText(/^Rate/);
    expect((rate as HTMLInputElement).value).toBe('1.0823456789');
    fireEvent.change(rate, { target: { value: '1.0900000001' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(notices()).toEqual(['Exchange rate updated.']));
    const patch = fetch.calls.find((call) => call.init.method === 'PATCH');
    expect(patch?.url).toBe('/api/fx_rates/3/');
    expect(JSON.parse(String(patch?.init.body))).toEqual({ currency: 'EUR', date: '2025-03-01', rate: '1.0900000001' });
  });

  it("shows the server's refusal beside the field", async () => {
    const fetch = fakeFetch((_url, init) => {
      if (init.method === 'POST') return { status: 400, body: { date: ['There is already a EUR rate for 2025-03-01.'] } };
      return { status: 200, body: listOf([eur]) };
    });
    vi.stubGlobal('fetch', fetch.fn);
    renderUi(<FxRatesPage />);

    fireEvent.click(await screen.findByRole('button', { name: 'Add rate' }));
    const dialog = await screen.findByRole('dialog', { name: 'New exchange rate' });
    fireEvent.change(within(dialog).getByLabelText(/^Rate/), { target: { value: '1.1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('There is already a EUR rate for 2025-03-01.')).toBeTruthy();
    expect(JSON.parse(String(fetch.calls.find((call) => call.init.method === 'POST')?.init.body))).toEqual({ rate: '1.1' });
    // The notice says the add failed, without repeating what the field shows.
    expect(notices()).toEqual(['Failed to add the exchange rate.']);
    expect(opsNotifications.getState().notifications[0]?.message).toBeNull();
  });

  it('notifies a refusal that names no field once, and the modal does not list it again', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch((_url, init) => {
        if (init.method === 'POST') return { status: 403, body: { detail: 'You do not have permission to perform this action.' } };
        return { status: 200, body: listOf([eur]) };
      }).fn,
    );
    renderUi(<FxRatesPage />);

    fireEvent.click(await screen.findByRole('button', { name: 'Add rate' }));
    const dialog = await screen.findByRole('dialog', { name: 'New exchange rate' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(notices()).toEqual(['Failed to add the exchange rate.']));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).queryByText('You do not have permission to perform this action.')).toBeNull();
  });

  it('gives who may only view the list without Add, Edit, Delete or the upload', async () => {
    signInAs('organization', 1, ['settings.view_fxrate']);
    vi.stubGlobal('fetch', fakeFetch(() => ({ status: 200, body: listOf([eur]) })).fn);
    renderUi(<FxRatesPage />);

    expect(await screen.findByText('1.0823456789')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add rate' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit EUR 2025-03-01' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Upload a CSV file' })).toBeNull();
  });
});
