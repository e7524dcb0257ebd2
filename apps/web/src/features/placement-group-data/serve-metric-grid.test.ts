import { describe, expect, it } from 'vitest';
import { serveMetricGrid, type GridMetric } from './serve-metric-grid';

const metric = (
  id: number,
  type: GridMetric['type'],
  priority: number,
  name = `Metric ${id}`,
  status: GridMetric['status'] = 'active',
): GridMetric => ({
  id,
  name,
  type,
  priority,
  status,
});

describe('serveMetricGrid', () => {
  it('lays the types out in the two blocks, each column headed by its label', () => {
    const grid = serveMetricGrid([], []);
    expect(grid.map((block) => block.map((column) => column.label))).toEqual([
      ['Ad Sense', 'Ad Server', 'Ad Exchange', 'Total'],
      ['AniView', 'Netlink', 'Custom'],
    ]);
    expect(grid.flat().every((column) => column.metrics.length === 0)).toBe(true);
  });

  it('puts each metric in its type column, sorted by priority, then name', () => {
    const grid = serveMetricGrid(
      [
        metric(1, 'adsense', 20, 'Revenue'),
        metric(2, 'adsense', 5, 'Impressions'),
        metric(3, 'aniview', 1, 'Views'),
        metric(4, 'adsense', 5, 'Clicks'),
        metric(5, 'custom', 0, 'Anything'),
      ],
      [],
    );
    const [first, second] = grid;
    expect(first?.[0]?.metrics.map((m) => m.name)).toEqual(['Clicks', 'Impressions', 'Revenue']);
    expect(first?.[1]?.metrics).toEqual([]);
    expect(second?.[0]?.metrics.map((m) => m.id)).toEqual([3]);
    expect(second?.[2]?.metrics.map((m) => m.id)).toEqual([5]);
  });

  it('offers only active metrics, plus those already ticked', () => {
    const grid = serveMetricGrid(
      [
        metric(1, 'total', 1),
        metric(2, 'total', 2, 'Old', 'suspended'),
        metric(3, 'total', 3, 'Waiting', 'pending'),
        metric(4, 'total', 4, 'Kept', 'suspended'),
      ],
      [4],
    );
    expect(grid[0]?.[3]?.metrics.map((m) => m.id)).toEqual([1, 4]);
  });
});
