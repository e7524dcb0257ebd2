import type { ReactNode } from 'react';
import type { Wallet, WalletTotals } from '@pubdesk/contract';
import { t } from '../i18n';
import { thousands } from '../format/format';

/** A labelled figure of a side card (a wallet's, the totals'): one line each. */
export interface Figure {
  label: string;
  value: ReactNode;
}

/** Money as the wallets' screens show it: the API's 2 decimals, with thousands commas. */
export const money = (value: string): string => thousands(value);

/** The totals card's lines: wallets, total, pending and due, paid invoices and amount. */
export function totalsFigures(totals: WalletTotals): Figure[] {
  return [
    { label: t('wallets.totals.wallets'), value: totals.wallets },
    { label: t('wallets.totals.totalAmount'), value: money(totals.total) },
    { label: t('wallets.totals.pendingInvoices'), value: totals.unpaid_invoices },
    { label: t('wallets.totals.dueAmount'), value: money(totals.unpaid_amount) },
    { label: t('wallets.totals.paidInvoices'), value: totals.paid_invoices },
    { label: t('wallets.totals.paidAmount'), value: money(totals.paid_amount) },
  ];
}

/** A wallet's card beside its invoices: website name, wallet id, pending invoices, due amount, paid invoices and total amount. */
export function walletFigures(wallet: Wallet): Figure[] {
  return [
    { label: t('common.website'), value: wallet.website_name },
    { label: t('wallets.invoices.walletId'), value: wallet.id },
    { label: t('wallets.totals.pendingInvoices'), value: wallet.unpaid_invoices },
    { label: t('wallets.totals.dueAmount'), value: money(wallet.unpaid_amount) },
    { label: t('wallets.totals.paidInvoices'), value: wallet.paid_invoices },
    { label: t('wallets.totals.totalAmount'), value: money(wallet.total) },
  ];
}
