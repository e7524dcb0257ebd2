// How the chunk tiers read a module (chunk-tiers.ts): its top-level statements, what each
// declares and names, its imports and re-exports, and whether its package says it has side
// effects; enough to follow an imported name to the statement that declares it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from 'vite';

/** Where an imported binding comes from: a module and the export's name ('*' for the namespace). */
export interface Binding {
  specifier: string;
  name: string;
}

/**
 * A module's top-level code as tree-shaking sees it: its statements with the names each one
 * mentions, which statement declares each name, and what it imports and re-exports from where.
 */
export interface ModuleCode {
  /** The identifiers each runtime statement mentions (any identifier: it errs on the side of too much). */
  statements: string[][];
  /** Statements that run whatever is used of the module (expressions, possibly impure declarations). */
  kept: number[];
  declaredIn: Map<string, number>;
  bindings: Map<string, Binding>;
  /** Modules imported only to run them: `import './x'`. */
  runs: string[];
  /** Exported name -> local name, for the module's own exports. */
  locals: Map<string, string>;
  /** `export { a as b } from 'x'`: 'b' -> x's 'a'; `export * as ns from 'x'`: 'ns' -> x's '*'. */
  reexports: Map<string, Binding>;
  /** `export * from 'x'` */
  stars: string[];
  /** A module that could not be read (CommonJS, CSS): whatever is used of it, it is used whole. */
  opaque?: true;
}

/** The parser's language for a module id, or null for what is not script (CSS, HTML, JSON). */
export function languageOf(id: string): 'js' | 'jsx' | 'ts' | 'tsx' | null {
  const ext = /\.([cm]?[jt]sx?)$/.exec(id.replace(/[?#].*$/, ''))?.[1];
  if (!ext) return null;
  if (ext.endsWith('tsx')) return 'tsx';
  if (ext.endsWith('ts')) return 'ts';
  return ext.endsWith('jsx') ? 'jsx' : 'js';
}

const identifiers = (text: string) => [...new Set(text.match(/[A-Za-z_$][\w$]*/g))];

/** The AST of a top-level statement, as far as this reads it. */
interface Node {
  type: string;
  start: number;
  end: number;
  id?: Node | null;
  init?: Node | null;
  declaration?: Node | null;
  declarations?: Node[];
  declare?: boolean;
  exportKind?: string;
  name?: string;
  value?: unknown;
  source?: Node | null;
  specifiers?: Node[];
  local?: Node;
  exported?: Node;
}

/** Statement kinds that declare types only: nothing of them runs. */
const typeOnly = /^TS(TypeAlias|Interface|Declare|Module|Import|Export)|^TSGlobal/;
/** Initialisers that run nothing when evaluated. */
const inertInit = /^(ArrowFunctionExpression|FunctionExpression|Literal|Identifier)$/;

/** Whether a declaration may run code when the module loads (a call, `new`, a getter…). */
function mayRun(node: Node, code: string, sideEffects: boolean): boolean {
  if (!sideEffects || node.type !== 'VariableDeclaration') return false;
  return (node.declarations ?? []).some((d) => {
    if (!d.init || inertInit.test(d.init.type)) return false;
    if (/[#@]__PURE__/.test(code.slice(Math.max(0, d.init.start - 20), d.init.start))) return false;
    return /[(`]|\bnew\b/.test(code.slice(d.init.start, d.init.end));
  });
}

/** The names a top-level declaration binds ('*default*' for `export default`). */
function declaredNames(node: Node, code: string): string[] {
  if (node.type === 'ExportDefaultDeclaration') return ['*default*', ...(node.declaration?.id?.name ? [node.declaration.id.name] : [])];
  if (node.type === 'VariableDeclaration')
    return (node.declarations ?? []).flatMap((d) => (d.id ? identifiers(code.slice(d.id.start, d.id.end)) : []));
  return node.id?.name ? [node.id.name] : [];
}

/**
 * Reads a module's top-level code; null when it is not an ES module (CommonJS, CSS, HTML). An
 * imported binding the module only exports again (`import { a } from 'x'; export { a }`) is a
 * re-export: asking for it does not run the rest of the module's imports.
 */
export function readModule(id: string, code: string, sideEffects: boolean): ModuleCode | null {
  const lang = languageOf(id);
  if (!lang) return null;
  const { program, module, errors } = parseSync(id, code, { lang, sourceType: 'module' });
  if (errors.length > 0 || !module.hasModuleSyntax) return null;
  const read = emptyModule();
  readImports(module, code, read);
  for (const statement of program.body as unknown as Node[]) {
    for (const [exported, local] of exportList(statement)) read.locals.set(exported, local);
    const node = statement.type === 'ExportNamedDeclaration' && statement.declaration ? statement.declaration : statement;
    if (
      /^(Import|Export(Named|All))Declaration$/.test(node.type) ||
      typeOnly.test(node.type) ||
      node.declare ||
      statement.exportKind === 'type'
    )
      continue;
    const index = read.statements.push(identifiers(code.slice(node.start, node.end))) - 1;
    const names = declaredNames(statement.type === 'ExportDefaultDeclaration' ? statement : node, code);
    for (const name of names) read.declaredIn.set(name, index);
    const declares = names.length > 0 && !/Expression/.test(node.type);
    if (!declares || mayRun(node, code, sideEffects)) read.kept.push(index);
  }
  return read;
}

/**
 * A module's imports, re-exports and exports, from the parser's module record. Its export lists
 * (`export { a, b as c }`) are read from the AST by readModule: the record reports an imported
 * binding exported again as a re-export under the wrong name (`import X from './x'; export { X }`
 * as x's 'X', not its default).
 */
function readImports(module: ReturnType<typeof parseSync>['module'], code: string, read: ModuleCode) {
  const isExport = (statement: { start: number }) => code.startsWith('export', statement.start);
  for (const statement of module.staticImports) {
    // The record lists `export … from` statements among the imports too (as imports of nothing).
    if (isExport(statement)) continue;
    const specifier = statement.moduleRequest.value;
    if (statement.entries.length === 0) read.runs.push(specifier);
    for (const entry of statement.entries) {
      if (entry.isType) continue;
      const { kind, name } = entry.importName;
      read.bindings.set(entry.localName.value, {
        specifier,
        name: kind === 'NamespaceObject' ? '*' : kind === 'Default' ? 'default' : (name ?? 'default'),
      });
    }
  }
  for (const entry of module.staticExports.filter(isExport).flatMap((s) => s.entries)) {
    if (entry.isType) continue;
    const exported = entry.exportName.kind === 'Default' ? 'default' : entry.exportName.name;
    const from = entry.moduleRequest?.value;
    if (from && entry.importName.kind === 'AllButDefault') read.stars.push(from);
    else if (from && exported)
      read.reexports.set(exported, { specifier: from, name: entry.importName.kind === 'All' ? '*' : (entry.importName.name ?? exported) });
    else if (entry.exportName.kind === 'Default') read.locals.set('default', '*default*');
    else if (exported && entry.localName.name) read.locals.set(exported, entry.localName.name);
  }
}

/** `export { a, b as c }` (no `from`): each exported name and the local name it exports. */
function exportList(statement: Node): [string, string][] {
  if (statement.type !== 'ExportNamedDeclaration' || statement.source || statement.exportKind === 'type') return [];
  return (statement.specifiers ?? []).filter((s) => s.exportKind !== 'type').map((s) => [nameOf(s.exported), nameOf(s.local)]);
}
const nameOf = (node: Node | null | undefined) => String(node?.name ?? node?.value ?? '');

/** A module that cannot be read as an ES module: used whole, and it uses whole every module it imports (usedGraph). */
export function opaqueModule(): ModuleCode {
  return { ...emptyModule(), opaque: true };
}

/** A module record with nothing read into it yet. */
function emptyModule(): ModuleCode {
  return {
    statements: [],
    kept: [],
    declaredIn: new Map(),
    bindings: new Map(),
    runs: [],
    locals: new Map(),
    reexports: new Map(),
    stars: [],
  };
}

/**
 * Whether a module has side effects, as its package.json says (`"sideEffects": false` or a list of
 * patterns; none: it has): rolldown's module info does not tell (moduleSideEffects is null).
 */
export function sideEffectsByPackage() {
  const byDir = new Map<string, { root: string; field: unknown }>();
  const packageOf = (dir: string): { root: string; field: unknown } => {
    let found = byDir.get(dir);
    if (!found) {
      const file = path.join(dir, 'package.json');
      const parent = path.dirname(dir);
      if (existsSync(file)) found = { root: dir, field: (JSON.parse(readFileSync(file, 'utf8')) as { sideEffects?: unknown }).sideEffects };
      else found = parent === dir ? { root: dir, field: undefined } : packageOf(parent);
      byDir.set(dir, found);
    }
    return found;
  };
  return (id: string): boolean => {
    if (!path.isAbsolute(id)) return true;
    const file = id.replace(/[?#].*$/, '');
    const { root, field } = packageOf(path.dirname(file));
    if (typeof field === 'boolean') return field;
    if (!Array.isArray(field)) return true;
    const relative = path.relative(root, file).split(path.sep).join('/');
    return field.some((pattern) => globToRegExp(String(pattern)).test(String(pattern).includes('/') ? relative : path.basename(file)));
  };
}

/** A package.json `sideEffects` pattern ('*.css', './src/x.ts', 'dist/**') as a regular expression. */
function globToRegExp(pattern: string): RegExp {
  const body = pattern
    .replace(/^\.\//, '')
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*\*\/?/g, '\0')
    .replace(/\*/g, '[^/]*')
    .replace(/\0/g, '.*');
  return new RegExp(`^${body}$`);
}

/** Every module a module names in its imports and re-exports. */
export function importedSpecifiers(code: ModuleCode): string[] {
  return [...new Set([...code.runs, ...[...code.bindings.values(), ...code.reexports.values()].map((b) => b.specifier), ...code.stars])];
}
