import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { messages, publicMessages } from '@pubdesk/contract';

/**
 * An app loads only the public namespaces of the catalogue with its signed-out pages (the
 * console's lib/i18n-catalogue.ts), so every text these pages and the modules they import name
 * must be in one of them; otherwise the page would show the key instead of the text.
 */
const root = join(__dirname, 'index.ts');

function resolveImport(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  for (const file of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(file) && /\.tsx?$/.test(file)) return file;
  }
  return null;
}

/**
 * A module that installs the whole catalogue before it renders (the sign-in's second step,
 * TwoFactorPage.tsx) may read any namespace, and so may what only it imports: the walk stops there.
 */
const installsWholeCatalogue = (code: string) => code.includes('installCatalogue(messages)');

/** Every module the entry reaches through relative imports, lazy ones included. */
function reachable(): { files: string[]; boundaries: string[] } {
  const seen = new Set<string>();
  const files: string[] = [];
  const boundaries: string[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    if (installsWholeCatalogue(code)) {
      boundaries.push(file);
      continue;
    }
    files.push(file);
    for (const [, spec] of code.matchAll(/(?:from |import\()'(\.{1,2}\/[^']+)'/g)) {
      const next = resolveImport(file, spec!);
      if (next) queue.push(next);
    }
  }
  return { files, boundaries };
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
    const { files, boundaries } = reachable();
    expect(files.some((file) => file.endsWith('LoginPage.tsx'))).toBe(true);
    expect(boundaries.some((file) => file.endsWith('TwoFactorPage.tsx'))).toBe(true);
    const named: string[] = [];
    for (const file of files) {
      for (const [, key] of readFileSync(file, 'utf8').matchAll(/'([a-zA-Z]+(?:\.[a-zA-Z0-9]+)+)'/g)) {
        if (has(messages, key!)) named.push(key!);
      }
    }
    // The scan sees keys written whole, as the pages write them (t('auth.login.submit')).
    expect(named).toContain('auth.login.submit');
    expect(named.filter((key) => !has(publicMessages, key))).toEqual([]);
  });
});
