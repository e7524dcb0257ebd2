import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { allPermissions } from '@pubdesk/contract';
import { features } from './features.js';
import { seedersOf } from './lib/feature.js';

const modulesDir = fileURLToPath(new URL('./modules', import.meta.url));

describe('the feature list', () => {
  it('names each feature once, after a module folder', () => {
    const names = features.map((f) => f.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(statSync(path.join(modulesDir, name)).isDirectory()).toBe(true);
  });

  it('lists every module that has routes', () => {
    const withRoutes = readdirSync(modulesDir).filter((m) => readdirSync(path.join(modulesDir, m)).some((f) => f.endsWith('.routes.ts')));
    expect(features.map((f) => f.name).sort()).toEqual(withRoutes.sort());
  });

  it('gives every permission codename of the catalogue to exactly one feature', () => {
    const claimed = features.flatMap((f) => f.permissions ?? []);
    expect([...claimed].sort()).toEqual([...allPermissions].sort());
  });

  it('seeds users first and the audit log last', () => {
    const seeders = seedersOf(features);
    const byName = new Map(features.filter((f) => f.seed).map((f) => [f.seed, f.name]));
    const order = seeders.map((s) => byName.get(s));
    expect(order[0]).toBe('users');
    expect(order.at(-1)).toBe('audit');
    expect(order).toHaveLength(features.filter((f) => f.seed).length);
  });
});
