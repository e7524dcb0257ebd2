/** Charts (the charts library loads with the module that imports this entry, not before). */
export { SparklineGrid } from './SparklineGrid';
export { axisText, grouped, type AxisUnit } from './axis-text';
export { TrendChart, type TrendSeries } from './TrendChart';
