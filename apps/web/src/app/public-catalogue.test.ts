import { readFileSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { messages, publicMessages } from '@pubdesk/contract';

/**
 * The signed-out pages load before the signed-in frame installs the whole catalogue (see
 * lib/i18n-catalogue.ts), so every text they and the modules they import name must be in one of
 * the public namespaces; otherwise the page would show the key instead of the text.
 */
const src = resolve(__dirname, '..');
const signedOutRoots = [
  'features/auth/LoginPage.tsx',
  'features/auth/ForgotPage.tsx',
  'features/auth/ResetPage.tsx',
  'features/auth/VerifyAccountPage.tsx',
  'features/auth/SignupPage.tsx',
  'app/layout/PublicLayout.tsx',
  'app/layout/RouteError.tsx',
  'app/layout/PageLoader.tsx',
];

function resolveImport(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  for (const file of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(file) && /\.tsx?$/.test(file)) return file;
  }
  return null;
}

/** Every project module a root reaches through relative imports (type-only imports included: harmless). */
function reachable(roots: string[]): string[] {
  const seen = new Set<string>();
  const queue = roots.map((r) => join(src, r));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
      const next = resolveImport(file, spec!);
      if (next) queue.push(next);
    }
  }
  return [...seen];
}

type Node = string | { readonly [key: string]: Node };
function has(catalogue: Node, key: string): boolean {
  let node: Node | undefined = catalogue;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return false;
    node = node[part];
  }
  return typeof node === 'string';
}

describe('the signed-out pages', () => {
  it('read texts only from the public namespaces of the catalogue', () => {
    const files = reachable(signedOutRoots);
    expect(files.length).toBeGreaterThan(signedOutRoots.length);
    const named: string[] = [];
    for (const file of files) {
      for (const [, key] of readFileSync(file, 'utf8').matchAll(/'([a-zA-Z]+(?:\.[a-zA-Z0-9]+)+)'/g)) {
        if (has(messages, key!)) named.push(key!);
      }
    }
    // The scan sees keys written whole, as the screens write them (t('auth.login.submit')).
    expect(named).toContain('auth.login.submit');
    expect(named.filter((key) => !has(publicMessages, key))).toEqual([]);
  });
});
