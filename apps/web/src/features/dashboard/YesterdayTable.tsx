import { useState } from 'react';
import { Button, Card, Group, Stack, Table, Text, Title, useComputedColorScheme } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react';
import { ListState } from '@pubdesk/ui/table';
import { t, type MessageKey } from '@pubdesk/ui/i18n';
import { formatMetric } from '@pubdesk/ui/format';
import { useYesterday, YESTERDAY_STEP } from './dashboard.api';

/** The change against the day before, with an up or a down arrow. */
function Change({ value }: { value: number | null }) {
  // The dark shades that read on white fail contrast on the dark scheme's background: its light shades read there.
  const dark = useComputedColorScheme('light') === 'dark';
  if (value === null) return <Text c="dimmed">{t('common.noValue')}</Text>;
  const up = value >= 0;
  const Arrow = up ? IconArrowUpRight : IconArrowDownRight;
  return (
    <Group
      gap={4}
      wrap="nowrap"
      c={`${up ? 'teal' : 'red'}.${dark ? 4 : 9}`}
      role="img"
      aria-label={t(up ? 'dashboard.up' : 'dashboard.down', { value: Math.abs(value) })}
    >
      <Arrow size={16} aria-hidden />
      <span>{Math.abs(value).toFixed(2)}%</span>
    </Group>
  );
}

/**
 * Websites Yesterday or Ad Format Yesterday: rank, name, website, revenue and the change against
 * the day before; View More adds 10 rows ('No More Views' when there are no more), Show Less
 * returns to 10.
 */
export function YesterdayTable({ by, title }: { by: 'websites' | 'formats'; title: MessageKey }) {
  const [limit, setLimit] = useState(YESTERDAY_STEP);
  const [noMore, setNoMore] = useState(false);
  const list = useYesterday(by, limit);
  const rows = list.data?.results ?? [];
  const more = () => {
    if ((list.data?.count ?? 0) <= limit) setNoMore(true);
    else setLimit(limit + YESTERDAY_STEP);
  };
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={t(title)}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t(title)}
        </Title>
        <ListState loading={list.isPending} empty={rows.length === 0} emptyText={t('dashboard.noYesterday')}>
          <Table.ScrollContainer minWidth={420}>
            <Table verticalSpacing="xs" aria-label={t(title)}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('dashboard.rank')}</Table.Th>
                  <Table.Th>{t('common.name')}</Table.Th>
                  <Table.Th>{t('common.website')}</Table.Th>
                  <Table.Th>{t('dashboard.revenue')}</Table.Th>
                  <Table.Th>{t('dashboard.changePercent')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={`${r.website_id}-${r.group_id ?? 0}`}>
                    <Table.Td>{r.rank}</Table.Td>
                    <Table.Td>{r.name}</Table.Td>
                    <Table.Td>{r.website}</Table.Td>
                    <Table.Td>{formatMetric('revenue', r.revenue)}</Table.Td>
                    <Table.Td>
                      <Change value={r.change} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </ListState>
        <Group gap="xs">
          <Button variant="default" size="xs" onClick={more} loading={list.isFetching && !list.isPending}>
            {t('dashboard.viewMore')}
          </Button>
          <Button
            variant="default"
            size="xs"
            disabled={limit === YESTERDAY_STEP}
            onClick={() => {
              setLimit(YESTERDAY_STEP);
              setNoMore(false);
            }}
          >
            {t('dashboard.showLess')}
          </Button>
          {noMore ? (
            <Text size="sm" c="dimmed" role="status">
              {t('dashboard.noMoreViews')}
            </Text>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
