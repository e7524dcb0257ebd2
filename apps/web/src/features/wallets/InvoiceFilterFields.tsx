import { Button, Group, Select } from '@mantine/core';
import { invoiceOrderFields } from '@pubdesk/contract';
import { DateRangePresets } from '@pubdesk/ui/date-picker';
import { t } from '@pubdesk/ui/i18n';
import { SearchBox } from '../../components/SearchBox';
import { INVOICE_LIMITS, orderFieldLabels, type InvoiceFilters, type InvoiceOrder } from './invoice-filters';

/** The Order choices: each field descending, then ascending. */
const orders = invoiceOrderFields.flatMap((field) => [
  { value: `-${field}` as InvoiceOrder, field, wording: 'wallets.invoices.descending' as const },
  { value: field as InvoiceOrder, field, wording: 'wallets.invoices.ascending' as const },
]);

interface InvoiceFilterFieldsProps {
  filters: InvoiceFilters;
  onChange: (patch: Partial<InvoiceFilters>) => void;
  /** Stable: the search box's debounce would restart otherwise. */
  onSearch: (text: string) => void;
  onClear: () => void;
}

/** Date range with presets, Limit, Order, search as you type and Clear (back to every invoice, 30 a page, newest first). */
export function InvoiceFilterFields({ filters, onChange, onSearch, onClear }: InvoiceFilterFieldsProps) {
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <DateRangePresets value={filters.range} onChange={(range) => onChange({ range })} />
      <Select
        label={t('statistics.limit')}
        data={INVOICE_LIMITS.map(String)}
        value={String(filters.limit)}
        onChange={(v) => onChange({ limit: Number(v ?? filters.limit) })}
        allowDeselect={false}
        w={100}
      />
      <Select
        label={t('statistics.order')}
        data={orders.map((o) => ({ value: o.value, label: t(o.wording, { field: t(orderFieldLabels[o.field]) }) }))}
        value={filters.order}
        onChange={(v) => {
          const order = orders.find((o) => o.value === v)?.value;
          if (order) onChange({ order });
        }}
        allowDeselect={false}
        w={190}
      />
      <SearchBox onSearch={onSearch} />
      <Button variant="default" onClick={onClear}>
        {t('statistics.clear')}
      </Button>
    </Group>
  );
}
