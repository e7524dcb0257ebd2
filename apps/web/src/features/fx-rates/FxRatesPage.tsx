import { useState } from 'react';
import { ActionIcon, Button, Grid, Group, Select, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import type { FxRate } from '@pubdesk/contract';
import { DataTable, Pager, ConfirmDelete } from '@pubdesk/ui/table';
import { useCan } from '@pubdesk/ui/auth';
import { t } from '@pubdesk/ui/i18n';
import { ListPanel } from '../../components/ListPanel';
import { notifyDone, notifyRefused } from '@pubdesk/ui/notify';
import { PageHeading } from '../../components/PageHeading';
import { currencyOptions } from './fx-rate-form';
import { fxRatesPageSize, useDeleteFxRate, useFxRateList } from './fx-rates.api';
import { FxRateModal } from './FxRateModal';
import { FxRateUpload } from './FxRateUpload';

const rowName = (rate: FxRate) => t('fxRates.rowName', { currency: rate.currency, date: rate.date });

/**
 * /settings/fx-rates: the daily exchange rates, newest first and filtered by currency, each
 * edited in a modal and deleted after a confirmation; beside them, the CSV upload.
 */
export function FxRatesPage() {
  const [page, setPage] = useState(1);
  const [currency, setCurrency] = useState<FxRate['currency'] | null>(null);
  const [editing, setEditing] = useState<FxRate | 'new' | null>(null);
  const { data, isPending, error } = useFxRateList(page, currency);
  const remove = useDeleteFxRate();
  const canAdd = useCan('settings.add_fxrate');
  const canChange = useCan('settings.change_fxrate');
  const canDelete = useCan('settings.delete_fxrate');

  const actions = (
    <Group gap="xs" wrap="nowrap">
      <Select
        aria-label={t('fxRates.filterLabel')}
        placeholder={t('fxRates.allCurrencies')}
        data={currencyOptions}
        value={currency}
        onChange={(next) => {
          setCurrency(next as FxRate['currency'] | null);
          setPage(1);
        }}
        clearable
        size="xs"
        w={150}
        comboboxProps={{ withinPortal: true }}
      />
      {canAdd ? (
        <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setEditing('new')}>
          {t('fxRates.newEntry')}
        </Button>
      ) : null}
    </Group>
  );

  return (
    <Stack gap="md">
      <PageHeading title={t('fxRates.title')}>
        <Text size="sm" c="dimmed">
          {t('fxRates.intro')}
        </Text>
      </PageHeading>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: canAdd ? 8 : 12 }}>
          <ListPanel
            title={t('fxRates.listTitle')}
            actions={actions}
            error={error}
            footer={<Pager page={page} count={data?.count ?? 0} limit={fxRatesPageSize} onChange={setPage} />}
          >
            <DataTable
              minWidth={420}
              loading={isPending}
              emptyText={t('fxRates.empty')}
              rows={data?.results ?? []}
              columns={[
                { key: 'currency', header: t('fxRates.currency'), fit: 'keep', render: (rate) => rate.currency },
                { key: 'date', header: t('fxRates.date'), fit: 'keep', render: (rate) => rate.date },
                {
                  key: 'rate',
                  header: t('fxRates.rate'),
                  render: (rate) => (
                    <Text ff="monospace" size="sm">
                      {rate.rate}
                    </Text>
                  ),
                },
                {
                  key: 'actions',
                  header: t('common.actions'),
                  headerHidden: true,
                  fit: 'keep',
                  render: (rate) => (
                    <Group gap={4} wrap="nowrap" justify="flex-end">
                      {canChange ? (
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('common.editLabel', { name: rowName(rate) })}
                          onClick={() => setEditing(rate)}
                        >
                          <IconPencil size={16} />
                        </ActionIcon>
                      ) : null}
                      {canDelete ? (
                        <ConfirmDelete
                          label={t('fxRates.deleteLabel', { name: rowName(rate) })}
                          name={rowName(rate)}
                          loading={remove.isPending && remove.variables === rate.id}
                          onConfirm={() =>
                            remove.mutate(rate.id, {
                              onSuccess: () => notifyDone(t('fxRates.deleted')),
                              onError: (failure) => notifyRefused('fxRates.deleteFailed', failure),
                            })
                          }
                        />
                      ) : null}
                    </Group>
                  ),
                },
              ]}
            />
          </ListPanel>
        </Grid.Col>
        {canAdd ? (
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <FxRateUpload />
          </Grid.Col>
        ) : null}
      </Grid>
      {editing ? <FxRateModal rate={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </Stack>
  );
}
