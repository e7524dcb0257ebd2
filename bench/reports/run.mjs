// `npm run bench:reports`: the statistics reports and dashboard calls against the same
// aggregation as raw SQL over the raw rows and over the rollups, on 1M statistics (embedded) or
// 10M (PostgreSQL; 50M with BENCH_BIG=1), and the time to write a day of 10,000 data items.
import { register } from 'tsx/esm/api';

register();
await import('./measure.ts');
