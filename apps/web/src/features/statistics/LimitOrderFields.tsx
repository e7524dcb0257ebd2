import { Select } from '@mantine/core';
import { t, type MessageKey } from '@pubdesk/ui/i18n';

interface LimitOrderFieldsProps {
  limits: readonly number[];
  limit: number;
  onLimit: (limit: number) => void;
  order: 'date' | '-date';
  onOrder: (order: 'date' | '-date') => void;
  /** The name of oldest-first: Oldest on the data statistics page, Older on the search. */
  oldest: MessageKey;
}

/** The Limit and Order selects of the statistics lists (Newest first by default). */
export function LimitOrderFields({ limits, limit, onLimit, order, onOrder, oldest }: LimitOrderFieldsProps) {
  return (
    <>
      <Select
        label={t('statistics.limit')}
        data={limits.map(String)}
        value={String(limit)}
        onChange={(v) => onLimit(Number(v ?? limit))}
        allowDeselect={false}
        w={100}
      />
      <Select
        label={t('statistics.order')}
        data={[
          { value: '-date', label: t('statistics.newest') },
          { value: 'date', label: t(oldest) },
        ]}
        value={order}
        onChange={(v) => onOrder(v === 'date' ? 'date' : '-date')}
        allowDeselect={false}
        w={130}
      />
    </>
  );
}
