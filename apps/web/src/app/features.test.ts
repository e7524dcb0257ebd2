import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { features } from './feature-list';
import { navigation } from './navigation';
import { routes } from './routes';

const leaf = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.path;

describe('app/features.ts', () => {
  it('lists every feature folder once, by its stem', () => {
    const folders = readdirSync(resolve(__dirname, '../features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(features.map((feature) => feature.name).sort()).toEqual(folders);
  });

  it('declares each path once', () => {
    const declared = features.flatMap((feature) => feature.routes ?? []).map((route) => `${route.frame ?? 'console'} ${route.path}`);
    expect(declared.length).toBe(new Set(declared).size);
  });

  it('opens a screen on every sidebar link, section prefix included', () => {
    const links = navigation.flatMap((item) => [item, ...(item.children ?? [])]).map((item) => item.to);
    for (const to of links) expect(leaf(to), to).not.toBe('*');
  });
});
