import type { Invoice, Wallet } from '@pubdesk/contract';

/** Test data for the wallets screens' tests. */

export function wallet(id: number, fields: Partial<Wallet> = {}): Wallet {
  return {
    id,
    website_id: id + 100,
    website_name: `Site ${id}`,
    total: '150.00',
    status: 'active',
    unpaid_invoices: 1,
    unpaid_amount: '50.00',
    paid_invoices: 2,
    paid_amount: '100.00',
    ...fields,
  };
}

export function invoice(id: number, fields: Partial<Invoice> = {}): Invoice {
  return {
    id,
    wallet: 3,
    website_id: 103,
    website_name: 'Site 3',
    date: '2026-10-01',
    month: '2026-09',
    amount: '120.50',
    deduction: '0.00',
    final: '120.50',
    description: 'Publisher revenue for 2026-09',
    status: 'approved',
    lines: [{ month: '2026-09', kind: 'month', amount: '120.50' }],
    created_at: '2026-10-01T03:00:00.000Z',
    updated_at: '2026-10-01T03:00:00.000Z',
    ...fields,
  };
}
