// Writes the table of docs/permissions.md from the code (the permission catalogue and the role
// defaults): `npm run docs:permissions`. apps/api/test/permissions-doc.test.ts fails while the
// document's table differs.
import { readFileSync, writeFileSync } from 'node:fs';
import { withPermissionsTable } from '../apps/api/src/modules/access/index.js';

const file = new URL('../docs/permissions.md', import.meta.url);
const before = readFileSync(file, 'utf8');
const after = withPermissionsTable(before);
if (after === before) console.log('docs/permissions.md: the table is up to date');
else {
  writeFileSync(file, after);
  console.log('docs/permissions.md: the table was rewritten from the code');
}
