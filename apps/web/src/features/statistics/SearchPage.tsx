import { useState } from 'react';
import { Button, Group, MultiSelect, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { dataTypeLabels, shareStages, statisticEndpoints, type ShareStage, type StatisticSearchRow } from '@pubdesk/contract';
import { DateRangePresets } from '@pubdesk/ui/date-picker';
import { defaultRange } from '@pubdesk/ui/dates';
import { t } from '@pubdesk/ui/i18n';
import { optionsOf, useDataChoices, usePlacementGroupChoices, useSupplierChoices, useWebsiteChoices } from '../../lib/lookups';
import { LimitOrderFields } from './LimitOrderFields';
import { ReportCard } from './ReportCard';
import { downloadReport } from '@pubdesk/ui/files';
import { canSearch, emptySearch, SEARCH_LIMITS, searchQuery, type Completeness, type SearchForm, type SearchVariant } from './search-form';
import { useStatisticSearch } from './statistics.api';
import { CompleteBadge, StatisticsTable, type SideColumn } from '@pubdesk/ui/statistics';
import { RowActions } from '../../components/RowActions';
import { StatusBadge } from '@pubdesk/ui/table';
import { SubmitForm } from '@pubdesk/ui/forms';
import { formatDateTime } from '@pubdesk/ui/dates';
import { dataStatisticsPath } from './paths';

const id = (v: string | null) => (v ? Number(v) : null);
const pick = (value: number | null) => (value === null ? null : String(value));

/**
 * /search: statistics found by demand source (then website, placement group, data) or by website
 * (then placement group, data type, data items), completeness, date range, limit and order; the
 * results are a row per data item over the range, with the Total, files and print.
 */
export function SearchPage() {
  const [form, setForm] = useState<SearchForm>(() => emptySearch('supplier', defaultRange()));
  const [applied, setApplied] = useState<SearchForm | null>(null);
  const [page, setPage] = useState(1);
  const [ticked, setTicked] = useState<ShareStage[]>([]);
  const update = (patch: Partial<SearchForm>) => setForm((f) => ({ ...f, ...patch }));

  const suppliers = useSupplierChoices(form.variant === 'supplier');
  const websites = useWebsiteChoices();
  // The demand source's data items tell which websites it has data on.
  const supplierData = useDataChoices({ supplier: form.supplier ?? 0 }, form.variant === 'supplier' && form.supplier !== null);
  const groups = usePlacementGroupChoices(form.website);
  const groupData = useDataChoices(
    { pgid: form.group ?? 0, ...(form.variant === 'supplier' && form.supplier !== null ? { supplier: form.supplier } : {}) },
    form.group !== null,
  );

  // Searching by demand source offers only the websites and placement groups it has data on.
  const bySupplier = form.variant === 'supplier';
  const supplierSites = new Set(supplierData.data?.results.map((d) => d.website_id));
  const supplierGroups = new Set(supplierData.data?.results.map((d) => d.placement_group_id));
  const websiteOptions = optionsOf(websites.data?.results.filter((w) => !bySupplier || supplierSites.has(w.id)));
  const groupOptions = optionsOf(groups.data?.results.filter((g) => !bySupplier || supplierGroups.has(g.id)));
  const searchable = canSearch(form);
  const itemsOfType = groupData.data?.results.filter((d) => !form.dataType || d.type === form.dataType) ?? [];
  const typesInGroup = [...new Set(groupData.data?.results.map((d) => d.type))];

  const query = applied ? searchQuery(applied, page, applied.dataType ? itemsOfType.map((d) => d.id) : null) : null;
  const results = useStatisticSearch(query ?? {}, query !== null);
  const search = () => {
    setApplied(form);
    setPage(1);
  };
  const clear = () => {
    setForm(emptySearch(form.variant, defaultRange()));
    setApplied(null);
  };

  // The spec's one Date column holds the range; the search's own filter (its demand source, or
  // its website) is the same on every row, so that column is the one that folds first.
  // On paper the form is gone: the range and the source or website searched head the table.
  const printSummary = (searched: SearchForm) => {
    const range = t('statistics.printRange', { start: searched.range[0], end: searched.range[1] });
    const filter =
      searched.variant === 'supplier'
        ? { filter: t('statistics.suppliers'), name: suppliers.data?.results.find((s) => s.id === searched.supplier)?.name }
        : { filter: t('statistics.websites'), name: websites.data?.results.find((w) => w.id === searched.website)?.name };
    return filter.name ? `${range}. ${t('statistics.printFilter', { filter: filter.filter, name: filter.name })}` : range;
  };
  const leading: SideColumn<StatisticSearchRow>[] = [
    {
      key: 'date',
      header: t('statistics.columns.date'),
      render: (r) => (
        <>
          {r.start_date} –<br />
          {r.end_date}
        </>
      ),
    },
    {
      key: 'supplier',
      header: t('placementGroupData.supplier'),
      render: (r) => r.supplier_name,
      wrap: true,
      secondary: applied?.variant === 'supplier',
    },
    { key: 'website', header: t('common.website'), render: (r) => r.website_name, wrap: true, secondary: applied?.variant === 'website' },
    { key: 'data', header: t('statistics.columns.dataName'), render: (r) => r.data_name, wrap: true },
  ];
  // A row sums a data item's days: its statistics page is where a day is edited or refreshed.
  const trailing: SideColumn<StatisticSearchRow>[] = [
    { key: 'status', header: t('common.status'), render: (r) => <StatusBadge status={r.status} /> },
    { key: 'complete', header: t('statistics.complete'), render: (r) => <CompleteBadge complete={r.complete} /> },
    { key: 'updated', header: t('statistics.columns.updatedAt'), render: (r) => formatDateTime(r.modified_at), secondary: true },
    {
      key: 'actions',
      header: t('common.action'),
      pinned: true,
      render: (r) => (
        <RowActions
          links={[
            {
              to: dataStatisticsPath(r.placement_group_data_id),
              label: t('statistics.openDataLabel', { name: r.data_name }),
              tip: t('statistics.openData'),
              icon: IconListDetails,
            },
          ]}
        />
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('statistics.searchTitle')}
      </Title>
      <SubmitForm aria-label={t('statistics.searchTitle')} onSubmit={() => search()}>
        <Stack gap="sm">
          <SegmentedControl
            aria-label={t('statistics.variant')}
            value={form.variant}
            onChange={(v) => setForm(emptySearch(v as SearchVariant, form.range))}
            data={[
              { value: 'supplier', label: t('statistics.bySupplier') },
              { value: 'website', label: t('statistics.byWebsite') },
            ]}
            w="fit-content"
          />
          <Group align="flex-end" gap="sm" wrap="wrap">
            {form.variant === 'supplier' ? (
              <Select
                label={t('statistics.suppliers')}
                data={optionsOf(suppliers.data?.results)}
                value={pick(form.supplier)}
                onChange={(v) => update({ supplier: id(v), website: null, group: null, data: [] })}
                searchable
                w={200}
              />
            ) : null}
            <Select
              label={t('statistics.websites')}
              data={websiteOptions}
              value={pick(form.website)}
              onChange={(v) => update({ website: id(v), group: null, dataType: null, data: [] })}
              disabled={form.variant === 'supplier' && form.supplier === null}
              searchable
              w={200}
            />
            <Select
              label={t('statistics.groups')}
              data={groupOptions}
              value={pick(form.group)}
              onChange={(v) => update({ group: id(v), dataType: null, data: [] })}
              disabled={form.website === null}
              searchable
              w={200}
            />
            {form.variant === 'supplier' ? (
              <Select
                label={t('statistics.data')}
                data={[{ value: '', label: t('statistics.allData') }, ...optionsOf(groupData.data?.results)]}
                value={form.data.length ? String(form.data[0]) : ''}
                onChange={(v) => update({ data: v ? [Number(v)] : [] })}
                disabled={form.group === null}
                allowDeselect={false}
                w={200}
              />
            ) : (
              <>
                <Select
                  label={t('common.type')}
                  data={typesInGroup.map((type) => ({ value: type, label: dataTypeLabels[type] }))}
                  value={form.dataType}
                  onChange={(v) => update({ dataType: v, data: [] })}
                  disabled={form.group === null}
                  w={150}
                />
                <MultiSelect
                  label={t('statistics.data')}
                  data={optionsOf(itemsOfType)}
                  value={form.data.map(String)}
                  onChange={(v) => update({ data: v.map(Number) })}
                  disabled={form.dataType === null}
                  w={260}
                />
                <Button
                  variant="subtle"
                  size="xs"
                  disabled={form.dataType === null}
                  onClick={() => update({ data: itemsOfType.map((d) => d.id) })}
                >
                  {t('statistics.selectAll')}
                </Button>
                <Button variant="subtle" size="xs" disabled={form.data.length === 0} onClick={() => update({ data: [] })}>
                  {t('statistics.clearAll')}
                </Button>
              </>
            )}
          </Group>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <SegmentedControl
              aria-label={t('statistics.completeness')}
              value={form.completeness}
              onChange={(v) => update({ completeness: v as Completeness })}
              data={[
                { value: 'complete', label: t('statistics.complete') },
                { value: 'incomplete', label: t('statistics.incompleteOnly') },
                { value: 'all', label: t('statistics.all') },
              ]}
            />
            <DateRangePresets value={form.range} onChange={(range) => update({ range })} />
            <LimitOrderFields
              limits={SEARCH_LIMITS}
              limit={form.limit}
              onLimit={(limit) => update({ limit })}
              order={form.order}
              onOrder={(order) => update({ order })}
              oldest="statistics.older"
            />
            <Button type="submit" disabled={!searchable} aria-describedby={searchable ? undefined : 'search-needs'}>
              {t('common.search')}
            </Button>
            <Button variant="default" onClick={clear}>
              {t('statistics.clear')}
            </Button>
            {searchable ? null : (
              <Text id="search-needs" size="sm" c="dimmed">
                {t(bySupplier ? 'statistics.searchNeedsSupplier' : 'statistics.searchNeedsWebsite')}
              </Text>
            )}
          </Group>
        </Stack>
      </SubmitForm>
      {query && applied ? (
        <ReportCard
          title={t('statistics.searchTitle')}
          onRefresh={() => void results.refetch()}
          refreshing={results.isFetching}
          shareChoices={shareStages}
          ticked={ticked}
          onTick={setTicked}
          onExport={(format) => downloadReport(statisticEndpoints.search, undefined, query, format, 'statistics-search')}
          printSummary={printSummary(applied)}
          paging={{ page, count: results.data?.count ?? 0, limit: applied?.limit ?? 30, onChange: setPage }}
        >
          <StatisticsTable
            label={t('statistics.searchTitle')}
            rows={results.data?.results ?? []}
            rowKey={(r) => `${r.supplier_id}-${r.placement_group_data_id}`}
            rowLabel={(r) => `${r.data_name} - ${r.website_name}`}
            leading={leading}
            trailing={trailing}
            total={results.data && results.data.count > 0 ? results.data.statistics_sum : undefined}
            stages={ticked}
            loading={results.isPending}
          />
        </ReportCard>
      ) : null}
    </Stack>
  );
}
