import { LineChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { axisText, grouped, type AxisUnit } from './axis-text';

export interface TrendSeries {
  /** The key of the figure in each data point. */
  name: string;
  label: string;
  /** A Mantine colour, e.g. 'blue.6'. */
  color: string;
  /** Which vertical axis it is read against; figures of different units take one each. */
  axis?: 'left' | 'right';
}

interface TrendChartProps<T extends Record<string, string | number>> {
  /** What the chart shows, for screen readers (the chart is one image to them). */
  label: string;
  data: T[];
  /** The key of the horizontal axis (usually the day). */
  dataKey: keyof T & string;
  series: TrendSeries[];
  height?: number;
  /** The units of the left and right axes ('count' unless told). */
  units?: { left?: AxisUnit; right?: AxisUnit };
}

/**
 * Figures over days as lines, with a legend and a right axis when a series asks for one. Import
 * it from a lazily loaded module: the charts library is a chunk of its own.
 */
export function TrendChart<T extends Record<string, string | number>>({
  label,
  data,
  dataKey,
  series,
  height = 260,
  units = {},
}: TrendChartProps<T>) {
  return (
    <div role="img" aria-label={label}>
      <LineChart
        h={height}
        data={data}
        dataKey={dataKey}
        withRightYAxis={series.some((s) => s.axis === 'right')}
        yAxisProps={{ tickFormatter: axisText(units.left ?? 'count') }}
        rightYAxisProps={{ tickFormatter: axisText(units.right ?? 'count') }}
        valueFormatter={grouped}
        series={series.map((s) => ({ name: s.name, label: s.label, color: s.color, yAxisId: s.axis === 'right' ? 'right' : undefined }))}
        withLegend
        curveType="monotone"
      />
    </div>
  );
}
