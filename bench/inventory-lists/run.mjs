// `npm run bench:inventory-lists`: server time of the websites search and the placement-group
// list against the same queries as raw SQL, on 100,000 websites and 1,000,000 placement groups.
import { register } from 'tsx/esm/api';

register();
await import('./measure.ts');
