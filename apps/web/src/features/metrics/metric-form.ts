import { t } from '@pubdesk/ui/i18n';
import {
  metricFieldOf,
  serveMetricFields,
  serveMetricTypeLabels,
  serveMetricTypes,
  systemMetrics,
  type BodyIn,
  type Metric,
  type metricEndpoints,
  type ServeMetricField,
  type ServeMetricType,
} from '@pubdesk/contract';
import { isSettingStatus, priorityValue, type SelectOption, type SettingFormValues } from '../../components/settings-form';

/**
 * The metric form: text fields as typed, the type '' until one is chosen, and the statistic field
 * it counts as ('' on a new metric until one is picked: the one its code suggests).
 */
export type MetricFormValues = SettingFormValues & { field: ServeMetricField | '' };

/**
 * The body of POST /placements_groups_data/metrics/ and PATCH .../{id}/, as the contract types it
 * except the type: the choices come from OPTIONS, so plain text here (left out until chosen).
 */
export type MetricPayload = Omit<BodyIn<typeof metricEndpoints.create>, 'type'> &
  Required<Pick<BodyIn<typeof metricEndpoints.create>, 'priority'>> & {
    type?: string;
  };

export const emptyMetricForm: MetricFormValues = {
  name: '',
  shortname: '',
  code: '',
  type: '',
  field: '',
  priority: '0',
  status: 'active',
};

export function formFromMetric(metric: Metric): MetricFormValues {
  return {
    name: metric.name,
    shortname: metric.shortname,
    code: metric.code,
    type: metric.type,
    field: metric.field,
    priority: String(metric.priority),
    status: metric.status,
  };
}

/**
 * Text is trimmed; a type not chosen is left out (the server answers 'This field is required.'),
 * and so is a pending status, which the radios cannot set: saving keeps it pending. A field not
 * picked is left out too: the server reads it from the code, as the form shows.
 */
export function payloadFromMetricForm(values: MetricFormValues): MetricPayload {
  const payload: MetricPayload = {
    name: values.name.trim(),
    shortname: values.shortname.trim(),
    code: values.code.trim(),
    priority: priorityValue(values.priority),
  };
  if (values.type) payload.type = values.type;
  if (values.field) payload.field = values.field;
  if (isSettingStatus(values.status)) payload.status = values.status;
  return payload;
}

/** The contract's serve-metric types with their labels: the Type choices until OPTIONS answers. */
export const metricTypeFallback: SelectOption[] = serveMetricTypes.map((type) => ({ value: type, label: serveMetricTypeLabels[type] }));

/** 'adsense' -> 'Ad Sense'; an unknown type is shown as it is. */
export function metricTypeLabel(type: string, options: SelectOption[] = metricTypeFallback): string {
  return options.find((option) => option.value === type)?.label ?? serveMetricTypeLabels[type as ServeMetricType] ?? type;
}

/** The field a metric counts as: the one picked, else the one its code suggests. */
export const shownField = (values: Pick<MetricFormValues, 'field' | 'code'>): ServeMetricField =>
  values.field || metricFieldOf(values.code.trim());

/** 'viewable_impressions' -> 'Viewable Impressions': the system metric's name. */
export const metricFieldLabel = (field: ServeMetricField): string =>
  systemMetrics.find((metric) => metric.name === field)?.display ?? field;

/** The Counts as choices: the statistic fields an import adds to, by their system metric names. */
export const metricFieldOptions: SelectOption[] = serveMetricFields.map((field) => ({ value: field, label: metricFieldLabel(field) }));

/** The Counts as label and column header, looked up when drawn: a module can load before the screens' catalogue is installed. */
export const countsAsLabel = () => t('metrics.countsAs');
