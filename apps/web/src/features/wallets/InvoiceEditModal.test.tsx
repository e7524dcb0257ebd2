import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import type { Invoice } from '@pubdesk/contract';
import { opsNotifications } from '@pubdesk/ui/notify';
import { fakeFetch, renderUi } from '../../test/render';
import { InvoiceEditModal } from './InvoiceEditModal';
import { invoice } from './wallets.fixture';

/** Each notice's title, or its text when it has none. */
const notices = () => opsNotifications.getState().notifications.map((notice) => notice.title ?? notice.message);
afterEach(() => notifications.clean(opsNotifications));

/** Answers the PATCH with the invoice as the API would save it, or `refusal` (a 400 body). */
function serve(saved: Invoice, refusal?: Record<string, string[]>) {
  return fakeFetch((_url, init) => {
    if (init.method !== 'PATCH') return { status: 404, body: { detail: 'Not found.' } };
    if (refusal) return { status: 400, body: refusal };
    const body = JSON.parse(String(init.body)) as { deduction?: string; status?: Invoice['status'] };
    return { status: 200, body: { ...saved, ...body } };
  });
}

const dialog = (id: number, date: string) => screen.getByRole('dialog', { name: `Invoice ${id} of ${date}` });
const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('InvoiceEditModal', () => {
  it('shows the amount read-only and the final as amount minus the deduction being typed', () => {
    vi.stubGlobal('fetch', serve(invoice(7)).fn);
    renderUi(<InvoiceEditModal invoice={invoice(7, { amount: '120.50' })} onClose={() => undefined} />);

    expect(dialog(7, '2026-10-01')).toBeTruthy();
    expect(value('Amount')).toBe('120.50');
    expect(screen.getByLabelText('Amount').hasAttribute('readonly')).toBe(true);
    expect(screen.getByLabelText('Final').hasAttribute('readonly')).toBe(true);
    expect(value('Final')).toBe('120.50');

    fireEvent.change(screen.getByLabelText('Deduction'), { target: { value: '20.3' } });
    expect(value('Final')).toBe('100.20');
    fireEvent.change(screen.getByLabelText('Deduction'), { target: { value: 'abc' } });
    expect(value('Final')).toBe('-');
  });

  it('updates the deduction and the status, says so, and shows the invoice as saved', async () => {
    const fetch = serve(invoice(7, { amount: '120.50' }));
    vi.stubGlobal('fetch', fetch.fn);
    renderUi(<InvoiceEditModal invoice={invoice(7, { amount: '120.50' })} onClose={() => undefined} />);

    const radios = within(screen.getByRole('radiogroup', { name: 'Status' }));
    expect(radios.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent)).toEqual([
      'Deductible',
      'Approved',
      'Paid',
    ]);
    expect(radios.getByRole('radio', { name: 'Approved' })).toHaveProperty('checked', true);
    fireEvent.change(screen.getByLabelText('Deduction'), { target: { value: ' 0.5 ' } });
    fireEvent.click(radios.getByRole('radio', { name: 'Deductible' }));
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));

    await vi.waitFor(() => expect(notices()).toEqual(['Successfully updated ID: 7']));
    const patch = fetch.calls.find((call) => call.init.method === 'PATCH');
    expect(patch?.url).toBe('/api/wallets/invoices/7/');
    expect(JSON.parse(String(patch?.init.body))).toEqual({ deduction: '0.5', status: 'deductible' });
    // Still open, on the saved invoice.
    expect(value('Deduction')).toBe('0.5');
    expect(value('Final')).toBe('120.00');
  });

  it("shows the server's field error under its field and the failure notice", async () => {
    const refusal = { deduction: ['Ensure the deduction is no more than the amount (120.50).'] };
    vi.stubGlobal('fetch', serve(invoice(7), refusal).fn);
    renderUi(<InvoiceEditModal invoice={invoice(7)} onClose={() => undefined} />);

    fireEvent.change(screen.getByLabelText('Deduction'), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));

    const message = await screen.findByText('Ensure the deduction is no more than the amount (120.50).');
    expect(screen.getByLabelText('Deduction').getAttribute('aria-describedby')).toContain(message.id);
    // The notice titled alone: the field's message is shown once, beside the field.
    expect(notices()).toEqual(['Failed to update invoice.']);
    expect(opsNotifications.getState().notifications[0]?.message).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('notifies a refusal that names no field, and does not list it again in the dialog', async () => {
    vi.stubGlobal('fetch', serve(invoice(7), { detail: ['You do not have permission to perform this action.'] }).fn);
    renderUi(<InvoiceEditModal invoice={invoice(7)} onClose={() => undefined} />);

    fireEvent.click(screen.getByRole('button', { name: 'Update' }));

    await vi.waitFor(() => expect(notices()).toEqual(['Failed to update invoice.']));
    expect(screen.queryByText('You do not have permission to perform this action.')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("keeps a paid invoice's deduction: the field is locked and the update sends the status only", async () => {
    const paid = invoice(9, { status: 'paid', deduction: '10.00', final: '110.50' });
    const fetch = serve(paid);
    vi.stubGlobal('fetch', fetch.fn);
    renderUi(<InvoiceEditModal invoice={paid} onClose={() => undefined} />);

    expect(screen.getByLabelText('Deduction')).toHaveProperty('disabled', true);
    expect(screen.getByText('A paid invoice keeps its deduction.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Approved' }));
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));

    await vi.waitFor(() => expect(fetch.calls.some((call) => call.init.method === 'PATCH')).toBe(true));
    expect(JSON.parse(String(fetch.calls.find((call) => call.init.method === 'PATCH')?.init.body))).toEqual({ status: 'approved' });
  });

  it('closes with Close', () => {
    vi.stubGlobal('fetch', serve(invoice(7)).fn);
    const onClose = vi.fn();
    renderUi(<InvoiceEditModal invoice={invoice(7)} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
