import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allPermissions } from '@pubdesk/contract';
import { renderPermissionsTable, withPermissionsTable } from '../src/modules/access/index.js';

const document = readFileSync(new URL('../../../docs/permissions.md', import.meta.url), 'utf8');

describe('docs/permissions.md', () => {
  it('holds the table the code enforces (npm run docs:permissions rewrites it)', () => {
    expect(withPermissionsTable(document)).toBe(document);
  });

  it('names every permission once, and a network only its own records', () => {
    const table = renderPermissionsTable();
    const named = table
      .split('\n')
      .slice(2)
      .flatMap((line) => {
        const [service, actions = ''] = line.split('|')[1]!.trim().split('.');
        return actions.split(', ').map((action) => `${service}.${action}`);
      });
    expect(named.sort()).toEqual([...allPermissions].sort());
    expect(table).toMatch(
      /^\| websites\.view_website, .* \| yes \| yes \| yes \| yes \| yes \| yes \(own\) \| yes \(own\) \| yes \(own\) \|$/m,
    );
  });
});
