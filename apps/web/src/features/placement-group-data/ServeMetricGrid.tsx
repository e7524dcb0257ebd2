import { useId, useMemo } from 'react';
import { Checkbox, Fieldset, SimpleGrid, Stack, Text } from '@mantine/core';
import { t } from '@pubdesk/ui/i18n';
import { FieldError } from '@pubdesk/ui/forms';
import { toggleMetric } from './group-data-form';
import { useServeMetricOptions } from './placement-group-data.api';
import { serveMetricGrid } from './serve-metric-grid';

interface ServeMetricGridProps {
  /** Ticked serve metric ids. */
  value: number[];
  /** The ids the item was saved with: shown even when their metric is no longer active. */
  saved: readonly number[];
  onChange: (value: number[]) => void;
  error?: string;
}

/** The served-metrics checkboxes: two blocks of type columns, each headed by the type's label. */
export function ServeMetricGrid({ value, saved, onChange, error }: ServeMetricGridProps) {
  const { data: metrics = [] } = useServeMetricOptions();
  const blocks = useMemo(() => serveMetricGrid(metrics, saved), [metrics, saved]);
  const idPrefix = useId();

  return (
    <Fieldset legend={t('placementGroupData.metrics')} variant="filled" p="sm">
      <Stack gap="md">
        {blocks.map((block, index) => (
          <SimpleGrid key={index} type="container" cols={{ base: 2, '420px': block.length }} spacing="sm" verticalSpacing="sm">
            {block.map((column) => (
              <Stack key={column.type} gap={6} role="group" aria-labelledby={`${idPrefix}-${column.type}`}>
                <Text id={`${idPrefix}-${column.type}`} size="sm" fw={600}>
                  {column.label}
                </Text>
                {column.metrics.length === 0 ? (
                  <Text size="xs" c="dimmed">
                    {t('common.none')}
                  </Text>
                ) : (
                  column.metrics.map((metric) => (
                    <Checkbox
                      key={metric.id}
                      size="xs"
                      label={metric.name}
                      checked={value.includes(metric.id)}
                      onChange={(event) => onChange(toggleMetric(value, metric.id, event.currentTarget.checked))}
                    />
                  ))
                )}
              </Stack>
            ))}
          </SimpleGrid>
        ))}
        <FieldError>{error}</FieldError>
      </Stack>
    </Fieldset>
  );
}
