import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { routes } from './router';

const leaf = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.path;

describe('routes', () => {
  it('opens the whitelabel screen under both spellings of the spec', () => {
    expect(leaf('/whitelabel')).toBe('whitelabel/:id?');
    expect(leaf('/whitelabel/3')).toBe('whitelabel/:id?');
    expect(leaf('/Whitelabel/3')).toBe('Whitelabel/:id?');
  });

  it('keeps the spec spelling of the verification route', () => {
    expect(leaf('/verifiy/abc')).toBe('verifiy/:key');
  });

  it('sends screens that do not exist yet to the not-found page', () => {
    for (const path of ['/websites', '/users/3', '/settings/metrics', '/reports']) expect(leaf(path)).toBe('*');
  });
});
