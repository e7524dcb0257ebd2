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
const ui = resolve(src, '../../../packages/ui');
const uiExports = (JSON.parse(readFileSync(join(ui, 'package.json'), 'utf8')) as { exports: Record<string, string> }).exports;
const signedOutRoots = ['@pubdesk/ui/public-pages', '@pubdesk/ui/shell'];

function resolveImport(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  for (const file of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(file) && /\.tsx?$/.test(file)) return file;
  }
  return null;
}

/** The entry file of `@pubdesk/ui/<name>`. */
function uiEntry(spec: string): string | null {
  const target = uiExports[`./${spec.slice('@pubdesk/ui/'.length)}`];
  return target && /\.tsx?$/.test(target) ? join(ui, target) : null;
}

/** The modules of a @pubdesk/ui entry that export `names` (the bundle keeps only those of an index). */
function uiModules(spec: string, names: string[]): string[] {
  const entry = uiEntry(spec);
  if (!entry?.endsWith('index.ts')) return entry ? [entry] : [];
  const modules: string[] = [];
  for (const [, exported, from] of readFileSync(entry, 'utf8').matchAll(/export \{([^}]*)\} from '(\.[^']+)'/g)) {
    const exports = exported!.split(',').map((name) => name.trim().replace(/^type /, ''));
    const module = resolveImport(entry, from!);
    if (module && names.some((name) => exports.includes(name))) modules.push(module);
  }
  return modules;
}

/** 'type Foo' -> 'Foo', 'Bar as Baz' -> 'Bar': the name an entry exports. */
const importedName = (clause: string) =>
  clause
    .trim()
    .replace(/^type /, '')
    .split(' as ')[0]!;

/**
 * A module that installs the whole catalogue before it renders (the sign-in's second step,
 * @pubdesk/ui's TwoFactorPage.tsx) may read any namespace, and so may what only it imports: the
 * walk stops there, as it does at the signed-in frame.
 */
const installsWholeCatalogue = (code: string) => code.includes('installCatalogue(messages)');

/**
 * Every module a root reaches through relative imports, lazy ones included, and through the
 * names it imports from @pubdesk/ui (type-only imports included: harmless).
 */
function reachable(roots: string[]): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const queue = roots.map((r) => (r.startsWith('@') ? uiEntry(r)! : join(src, r)));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    if (installsWholeCatalogue(code)) continue;
    files.push(file);
    for (const [, spec] of code.matchAll(/(?:from |import\()'(\.{1,2}\/[^']+)'/g)) {
      const next = resolveImport(file, spec!);
      if (next) queue.push(next);
    }
    for (const [, names, spec] of code.matchAll(/import (?:type )?\{([^}]*)\} from '(@pubdesk\/ui\/[^']+)'/g)) {
      const imported = names!.split(',').map(importedName);
      queue.push(...uiModules(spec!, imported));
    }
  }
  return files;
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
