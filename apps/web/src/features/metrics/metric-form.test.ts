import { describe, expect, it } from 'vitest';
import type { Metric } from '@pubdesk/contract';
import { emptyMetricForm, formFromMetric, metricTypeFallback, metricTypeLabel, payloadFromMetricForm } from './metric-form';

const metric: Metric = {
  id: 7,
  name: 'AdX revenue',
  shortname: 'adx_revenue',
  code: 'TOTAL_LINE_ITEM_LEVEL_CPM_AND_CPC_REVENUE',
  type: 'adexchange',
  priority: 3,
  status: 'active',
  created_at: '2025-01-01T00:00:00.000Z',
};

describe('metric form', () => {
  it('starts empty, active, priority 0 and no type', () => {
    expect(emptyMetricForm).toEqual({ name: '', shortname: '', code: '', type: '', priority: '0', status: 'active' });
  });

  it('round-trips a metric into the form and back to a PATCH body', () => {
    const values = formFromMetric(metric);
    expect(values).toEqual({
      name: 'AdX revenue',
      shortname: 'adx_revenue',
      code: 'TOTAL_LINE_ITEM_LEVEL_CPM_AND_CPC_REVENUE',
      type: 'adexchange',
      priority: '3',
      status: 'active',
    });
    expect(payloadFromMetricForm(values)).toEqual({
      name: 'AdX revenue',
      shortname: 'adx_revenue',
      code: 'TOTAL_LINE_ITEM_LEVEL_CPM_AND_CPC_REVENUE',
      type: 'adexchange',
      priority: 3,
      status: 'active',
    });
  });

  it('trims text, leaves out an unchosen type and turns a blank priority into 0', () => {
    expect(
      payloadFromMetricForm({ name: ' Clicks ', shortname: ' clicks ', code: ' CLICKS ', type: '', priority: ' ', status: 'suspended' }),
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
