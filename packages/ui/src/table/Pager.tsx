import { Button, Group, Text } from '@mantine/core';
import { t, type MessageKey } from '../i18n';
import { hasNextPage, nextPage, pageCount, previousPage } from './pager-math';

interface PagerProps {
  page: number;
  count: number;
  limit: number;
  onChange: (page: number) => void;
  /** The position's wording: 'page of count' (most lists) or 'page / pageCount' (players). */
  position?: Extract<MessageKey, 'common.pageOf' | 'common.pageSlash'>;
}

/** Previous / 'page of count' / Next. */
export function Pager({ page, count, limit, onChange, position = 'common.pageOf' }: PagerProps) {
  const pages = Math.max(pageCount(count, limit), 1);
  return (
    <Group justify="space-between" component="nav" aria-label={t('common.pager')}>
      <Button variant="default" size="xs" disabled={page <= 1} onClick={() => onChange(previousPage(page))}>
        {t('common.previous')}
      </Button>
      <Text size="sm" c="dimmed">
        {t(position, { page, count: pages })}
      </Text>
      <Button
        variant="default"
        size="xs"
        disabled={!hasNextPage(page, count, limit)}
        onClick={() => onChange(nextPage(page, count, limit))}
      >
        {t('common.next')}
      </Button>
    </Group>
  );
}
