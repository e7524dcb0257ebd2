import { describe, expect, it } from 'vitest';
import type { Metric } from '@pubdesk/contract';
import {
  emptyMetricForm,
  formFromMetric,
  metricFieldLabel,
  metricFieldOptions,
  metricTypeFallback,
  metricTypeLabel,
  payloadFromMetricForm,
  shownField,
} from './metric-form';

/** What a PATCH may change of the metric: its own fields, without the id and the creation time. */
const fields = {
  name: 'AdX revenue',
  shortname: 'adx_revenue',
  code: 'TOTAL_LINE_ITEM_LEVEL_CPM_AND_CPC_REVENUE',
  type: 'adexchange',
  field: 'revenue',
  priority: 3,
  status: 'active',
} satisfies Partial<Metric>;
const metric: Metric = { id: 7, ...fields, created_at: '2025-01-01T00:00:00.000Z' };

describe('metric form', () => {
  it('starts empty, active, priority 0, no type and no field picked', () => {
    expect(emptyMetricForm).toEqual({ name: '', shortname: '', code: '', type: '', field: '', priority: '0', status: 'active' });
  });

  it('round-trips a metric into the form and back to a PATCH body', () => {
    const values = formFromMetric(metric);
    // The form holds the priority as the text of its input.
    expect(values).toEqual({ ...fields, priority: '3' });
    expect(payloadFromMetricForm(values)).toEqual(fields);
  });

  it('trims text, leaves out an unchosen type and turns a blank priority into 0', () => {
    expect(
      payloadFromMetricForm({
        name: ' Clicks ',
        shortname: ' clicks ',
        code: ' CLICKS ',
        type: '',
        field: '',
        priority: ' ',
        status: 'suspended',
      }),
    ).toEqual({
      name: 'Clicks',
      shortname: 'clicks',
      code: 'CLICKS',
      priority: 0,
      status: 'suspended',
    });
  });

  it('sends a priority that is not a whole number as typed, for the server to explain', () => {
    expect(payloadFromMetricForm({ ...emptyMetricForm, priority: '2.5' }).priority).toBe('2.5');
    expect(payloadFromMetricForm({ ...emptyMetricForm, priority: '12' }).priority).toBe(12);
  });

  it('keeps a pending metric pending: the status is left out', () => {
    const values = formFromMetric({ ...metric, status: 'pending' });
    expect(values.status).toBe('pending');
    expect(payloadFromMetricForm(values)).not.toHaveProperty('status');
  });

  it('counts a new metric as the field its code suggests until one is picked, and sends only a picked one', () => {
    expect(shownField({ field: '', code: ' TOTAL_LINE_ITEM_LEVEL_CPM_AND_CPC_REVENUE ' })).toBe('revenue');
    expect(shownField({ field: '', code: 'AD_EXCHANGE_CLICKS' })).toBe('clicks');
    expect(shownField({ field: '', code: '' })).toBe('impressions');
    expect(shownField({ field: 'requests', code: 'CLICKS' })).toBe('requests');
    expect(payloadFromMetricForm({ ...emptyMetricForm, code: 'CLICKS' })).not.toHaveProperty('field');
    expect(payloadFromMetricForm({ ...emptyMetricForm, code: 'CLICKS', field: 'impressions' }).field).toBe('impressions');
  });

  it('labels the fields with the system metric names', () => {
    expect(metricFieldLabel('viewable_impressions')).toBe('Viewable Impressions');
    expect(metricFieldOptions.map((option) => option.label)).toEqual([
      'Requests',
      'Impressions',
      'Viewable Impressions',
      'Clicks',
      'Revenue',
    ]);
  });

  it('labels the types as the spec does', () => {
    expect(metricTypeLabel('adsense')).toBe('Ad Sense');
    expect(metricTypeLabel('aniview')).toBe('AniView');
    expect(metricTypeLabel('adserver', [{ value: 'adserver', label: 'Ad Server (DFP)' }])).toBe('Ad Server (DFP)');
    expect(metricTypeLabel('custom', [])).toBe('Custom');
    expect(metricTypeLabel('something')).toBe('something');
    expect(metricTypeFallback.map((option) => option.label)).toEqual([
      'Ad Sense',
      'Ad Server',
      'Ad Exchange',
      'Total',
      'AniView',
      'Netlink',
      'Custom',
    ]);
  });
});
