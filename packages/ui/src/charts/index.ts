/** Charts (the charts library loads with the module that imports this entry, not before). */
export { SparklineGrid } from './SparklineGrid';
export { TrendChart, type TrendSeries } from './TrendChart';
