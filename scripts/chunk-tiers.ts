// Shared code grouped by the first page that needs it: the console's first visit in a few files
// (issue 33) without the login page loading what only signed-in screens run.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSync, type Plugin, type Rolldown } from 'vite';
import { vendorGroups, type ChunkGroup } from './vite-build';

/**
 * A tier of shared code: what its root modules need (layouts and the like: matched among the
 * lazily imported modules) and no lower tier has, in one chunk. The entry is the lowest tier; each
 * tier listed comes after the ones before it. With `sharedBy`, the tier also takes what at least
 * `minScreens` of the matching screens need (with `oneOf`: one of them matching it). A screen's
 * own code is best left out of a tier: in a chunk that every screen loads, its top-level code
 * would run on every screen.
 */
export interface Tier {
  name: string;
  roots: readonly RegExp[];
  sharedBy?: { screens: RegExp; minScreens: number; oneOf?: RegExp };
}

/** Where an imported binding comes from: a module and the export's name ('*' for the namespace). */
interface Binding {
  specifier: string;
  name: string;
}

/**
 * A module's top-level code as tree-shaking sees it: its statements with the names each one
 * mentions, which statement declares each name, and what it imports and re-exports from where.
 */
interface ModuleCode {
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
function languageOf(id: string): 'js' | 'jsx' | 'ts' | 'tsx' | null {
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
function readModule(id: string, code: string, sideEffects: boolean): ModuleCode | null {
  const lang = languageOf(id);
  if (!lang) return null;
  const { program, module, errors } = parseSync(id, code, { lang, sourceType: 'module' });
  if (errors.length > 0 || !module.hasModuleSyntax) return null;
  const read: ModuleCode = {
    statements: [],
    kept: [],
    declaredIn: new Map(),
    bindings: new Map(),
    runs: [],
    locals: new Map(),
    reexports: new Map(),
    stars: [],
  };
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
function opaqueModule(): ModuleCode {
  return {
    statements: [],
    kept: [],
    declaredIn: new Map(),
    bindings: new Map(),
    runs: [],
    locals: new Map(),
    reexports: new Map(),
    stars: [],
    opaque: true,
  };
}

/**
 * Whether a module has side effects, as its package.json says (`"sideEffects": false` or a list of
 * patterns; none: it has): rolldown's module info does not tell (moduleSideEffects is null).
 */
function sideEffectsByPackage() {
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
function importedSpecifiers(code: ModuleCode): string[] {
  return [...new Set([...code.runs, ...[...code.bindings.values(), ...code.reexports.values()].map((b) => b.specifier), ...code.stars])];
}

/** A use of a module: its statement that declares a local name, or the whole module ('*'). */
interface Use {
  id: string;
  local: string;
}

/**
 * The module graph as the bundle uses it, statement by statement: using a name of a module
 * includes the statement that declares it, then the statements and imports that one names, and
 * the statements that run whatever is used. A name is followed through re-exports to the module
 * that declares it: using `@mantine/core`'s Button reaches the Button, not the 400 other
 * components its index re-exports (the build's own module graph links the index to all of them),
 * and links the user to the Button's module, which is what the built chunk will import. It errs
 * on the side of too much (any identifier a statement mentions counts), never too little.
 *
 * `links` collects, over every reach, which module uses which: the imports between chunks.
 */
function usedGraph(ctx: Rolldown.PluginContext) {
  const hasSideEffects = sideEffectsByPackage();
  const modules = new Map<string, ModuleCode>();
  const resolutions = new Map<string, Promise<string | null>>();
  const origins = new Map<string, Promise<Use[]>>();
  const links = new Map<string, Set<string>>();

  const codeOf = (id: string): ModuleCode => {
    let found = modules.get(id);
    if (!found) {
      const info = ctx.getModuleInfo(id);
      const read = info?.code ? readModule(id, info.code, hasSideEffects(id)) : null;
      found = read ?? opaqueModule();
      modules.set(id, found);
    }
    return found;
  };
  const resolve = (importer: string, specifier: string): Promise<string | null> => {
    const key = `${importer}\0${specifier}`;
    let found = resolutions.get(key);
    if (!found) {
      found = ctx.resolve(specifier, importer).then((r) => (r && !r.external && ctx.getModuleInfo(r.id) ? r.id : null));
      resolutions.set(key, found);
    }
    return found;
  };

  /** Where an export of a module is declared, through re-exports and `export *`. */
  const originsOf = (id: string, name: string): Promise<Use[]> => {
    const key = `${id}\0${name}`;
    let found = origins.get(key);
    if (!found) {
      found = findOrigins(id, name);
      origins.set(key, found);
    }
    return found;
  };
  async function findOrigins(id: string, name: string): Promise<Use[]> {
    const code = codeOf(id);
    const local = code.locals.get(name);
    if (name === '*' || code.opaque) return [{ id, local: '*' }];
    if (local !== undefined && code.declaredIn.has(local)) return [{ id, local }];
    const binding = local !== undefined ? code.bindings.get(local) : code.reexports.get(name);
    if (binding) {
      const target = await resolve(id, binding.specifier);
      return target ? originsOf(target, binding.name) : [];
    }
    const found = await Promise.all(
      code.stars.map(async (star) => {
        const target = await resolve(id, star);
        const names = target ? (ctx.getModuleInfo(target)?.exports ?? []) : [];
        return target && (names.length === 0 || names.includes(name)) ? originsOf(target, name) : [];
      }),
    );
    // A name this cannot place (declared in a way it does not read): the whole module.
    return found.flat().length > 0 ? found.flat() : [{ id, local: '*' }];
  }

  /** Every module the `roots` need, each root used whole (a dynamic import may use any export). */
  async function reach(roots: readonly string[]): Promise<Set<string>> {
    const included = new Map<string, Set<number | string>>();
    const link = (from: string | null, to: string) => {
      if (from && from !== to) links.set(from, (links.get(from) ?? new Set()).add(to));
    };
    const doneOf = (id: string) => included.get(id) ?? included.set(id, new Set()).get(id)!;

    const use = async (from: string | null, id: string, name: string): Promise<void> => {
      for (const origin of await originsOf(id, name)) {
        link(from, origin.id);
        await (origin.local === '*' ? whole(origin.id) : declaration(origin.id, origin.local));
      }
    };
    const useBinding = async (from: string, binding: Binding) => {
      const target = await resolve(from, binding.specifier);
      if (target) await use(from, target, binding.name);
    };
    const enter = async (id: string) => {
      const done = doneOf(id);
      if (done.has(':entered')) return;
      done.add(':entered');
      const code = codeOf(id);
      const named = new Set<string>();
      await Promise.all([
        ...code.kept.map((index) => statement(id, index)),
        ...importedSpecifiers(code).map(async (specifier) => {
          const target = await resolve(id, specifier);
          if (target) named.add(target);
          // A module with side effects runs wherever it is imported, used or not.
          if (target && (code.runs.includes(specifier) || hasSideEffects(target))) {
            link(id, target);
            await enter(target);
          }
        }),
      ]);
      // What the module imports beyond its source: an opaque module's imports, and helpers that
      // plugins add (Vite's preload helper beside each dynamic import).
      const added = (ctx.getModuleInfo(id)?.importedIds ?? []).filter((dep) => !named.has(dep));
      await Promise.all(added.map((dep) => (link(id, dep), whole(dep))));
    };
    const statement = async (id: string, index: number): Promise<void> => {
      const done = doneOf(id);
      if (done.has(index)) return;
      done.add(index);
      const code = codeOf(id);
      await Promise.all(
        (code.statements[index] ?? []).map((name) => {
          const local = code.declaredIn.get(name);
          if (local !== undefined) return statement(id, local);
          const binding = code.bindings.get(name);
          return binding ? useBinding(id, binding) : undefined;
        }),
      );
    };
    const declaration = async (id: string, local: string) => {
      await enter(id);
      const index = codeOf(id).declaredIn.get(local);
      if (index !== undefined) await statement(id, index);
    };
    /** The whole module: every export, as a namespace import or a dynamic import can reach them. */
    const whole = async (id: string): Promise<void> => {
      const done = doneOf(id);
      await enter(id);
      if (done.has(':whole')) return;
      done.add(':whole');
      const code = codeOf(id);
      await Promise.all([
        ...[...code.locals.values()].map((local) => declaration(id, local)),
        ...[...code.reexports.keys()].map((name) => use(id, id, name)),
        ...code.stars.map(async (star) => {
          const target = await resolve(id, star);
          if (target) await use(id, target, '*');
        }),
      ]);
    };

    await Promise.all(roots.map((root) => whole(root)));
    return new Set(included.keys());
  }
  return { reach, links };
}

/** The tiers' order: the entry's is 0, the listed tiers 1, 2… A module no tier takes has none. */
type Rank = number;

/**
 * Each module's rank: the lowest tier that reaches it, then lowered until no chunk imports one of
 * a higher tier: a module that a tier's module (or the entry's) uses is moved down to that tier.
 * A vendor chunk (vendorGroups: it takes its modules whatever their tier) sits between: it
 * imports only chunks of tiers below the lowest tier that uses it, so the two never import each
 * other (a cycle between chunks can run a module before the one it needs).
 */
function settleRanks(ranks: Map<string, Rank>, links: Map<string, Set<string>>, vendorOf: (id: string) => string | null) {
  const vendorRank = new Map<string, Rank>();
  let changed = true;
  while (changed) {
    changed = false;
    const lower = (id: string, rank: Rank) => {
      if (rank >= 0 && rank < (ranks.get(id) ?? Infinity)) {
        ranks.set(id, rank);
        changed = true;
      }
    };
    for (const [from, tos] of links) {
      const fromVendor = vendorOf(from);
      const rank = fromVendor ? vendorRank.get(fromVendor) : ranks.get(from);
      if (rank === undefined) continue;
      for (const to of tos) {
        const toVendor = vendorOf(to);
        if (toVendor && toVendor === fromVendor) continue;
        if (toVendor) {
          if (rank < (vendorRank.get(toVendor) ?? Infinity)) {
            vendorRank.set(toVendor, rank);
            changed = true;
          }
        } else lower(to, fromVendor ? rank - 1 : rank);
      }
    }
  }
}

/** The vendor group rolldown will put a module in (the highest priority that matches), if any. */
function vendorGroupOf(id: string): string | null {
  const matches = vendorGroups.filter((g) => (typeof g.test === 'function' ? g.test(id) : g.test.test(id)));
  return matches.sort((a, b) => b.priority - a.priority)[0]?.name ?? null;
}

/** Module id -> the name of its tier's chunk, for the modules some tier takes. */
async function assignTiers(ctx: Rolldown.PluginContext, entryTier: string | null, tiers: readonly Tier[]): Promise<Map<string, string>> {
  const graph = usedGraph(ctx);
  const ids = [...ctx.getModuleIds()];
  const entries = ids.filter((id) => ctx.getModuleInfo(id)?.isEntry);
  const lazy = ids.filter((id) => (ctx.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0);
  const ranks = new Map<string, Rank>();
  const take = (rank: Rank, needed: Iterable<string>) => {
    for (const id of needed) if (!ranks.has(id)) ranks.set(id, rank);
  };
  take(0, await graph.reach(entries));
  for (const [index, tier] of tiers.entries()) {
    take(index + 1, await graph.reach(lazy.filter((id) => tier.roots.some((r) => r.test(id)))));
    if (tier.sharedBy) take(index + 1, await sharedBy(graph, lazy, tier.sharedBy));
  }
  // Every lazy module's uses too: a module in a tier's chunk brings all of its code that any
  // screen uses, and with it the imports of that code.
  await graph.reach(lazy);
  // A lazily loaded module that no lower tier needs keeps a chunk of its own (the screen's chunk,
  // which its route loads), and so does the entry's own module.
  const own = new Set([...entries, ...entries.flatMap((id) => ctx.getModuleInfo(id)?.importedIds ?? [])]);
  for (const id of lazy) if (ranks.get(id) !== 0) ranks.delete(id);
  settleRanks(ranks, graph.links, vendorGroupOf);
  const names = [entryTier, ...tiers.map((t) => t.name)];
  const tierOf = new Map<string, string>();
  for (const [id, rank] of ranks) {
    const name = names[rank];
    if (name && !own.has(id)) tierOf.set(id, name);
  }
  return tierOf;
}

/** What at least `minScreens` of the screens need (one of them matching `oneOf`, if given). */
async function sharedBy(
  graph: ReturnType<typeof usedGraph>,
  lazy: string[],
  { screens, minScreens, oneOf }: NonNullable<Tier['sharedBy']>,
) {
  const count = new Map<string, number>();
  const wanted = new Set<string>();
  for (const screen of lazy.filter((id) => screens.test(id))) {
    for (const id of await graph.reach([screen])) {
      count.set(id, (count.get(id) ?? 0) + 1);
      if (!oneOf || oneOf.test(screen)) wanted.add(id);
    }
  }
  return [...count].filter(([id, n]) => n >= minScreens && wanted.has(id)).map(([id]) => id);
}

/** Scripts only: a stylesheet stays with the chunk that imports it, so the CSS order does not change. */
const isScript = (id: string) => languageOf(id) !== null;
const isLibrary = (id: string) => /[\\/]node_modules[\\/]/.test(id);

/**
 * A tier's chunk that imports a higher tier's: the module graph was read short of what the bundle
 * uses (a lower page then loads the higher tier's chunk too, and the two may import each other).
 */
function tierInversions(bundle: Rolldown.OutputBundle, names: readonly string[]): string[] {
  const rankOf = (name: string | undefined) => names.indexOf(String(name).replace(/-lib$/, ''));
  const rankByFile = new Map(
    Object.values(bundle).flatMap((c) => (c.type === 'chunk' && rankOf(c.name) >= 0 ? [[c.fileName, rankOf(c.name)] as const] : [])),
  );
  return [...rankByFile].flatMap(([file, rank]) => {
    const chunk = bundle[file];
    const higher = chunk?.type === 'chunk' ? chunk.imports.filter((i) => (rankByFile.get(i) ?? -1) > rank) : [];
    return higher.map(
      (i) => `chunk tiers: ${file} imports ${i}, a chunk of a higher tier: scripts/chunk-tiers.ts read the module graph short`,
    );
  });
}

/**
 * The chunk groups of the tiers and the plugin that fills them: it reads the module graph once
 * the build has loaded every module (buildEnd), before the chunks are made. `entry` names the
 * chunk of what the entry needs beyond its own module (null: left to rolldown). Each tier is two
 * chunks: its libraries (`<name>-lib`, which import no code of ours) and its own code, which
 * imports them. A tier's chunks import only the entry's and lower tiers' chunks, so
 * includeDependenciesRecursively is off: a tier's dependencies are in place already.
 */
export function chunkTiers(entry: string | null, tiers: readonly Tier[]) {
  const names = [...(entry ? [entry] : []), ...tiers.map((t) => t.name)];
  let tierOf = new Map<string, string>();
  const plugin: Plugin = {
    name: 'pubdesk:chunk-tiers',
    apply: 'build',
    async buildEnd(error) {
      if (error) return;
      tierOf = await assignTiers(this, entry, tiers);
    },
    generateBundle(_options, bundle) {
      for (const warning of tierInversions(bundle, names)) this.warn(warning);
    },
  };
  const groups: ChunkGroup[] = names.flatMap((name, index) => [
    {
      name: `${name}-lib`,
      test: (id: string) => isLibrary(id) && isScript(id) && tierOf.get(id) === name,
      priority: 10 - index,
      includeDependenciesRecursively: false,
    },
    {
      name,
      test: (id: string) => !isLibrary(id) && isScript(id) && tierOf.get(id) === name,
      priority: 10 - index,
      includeDependenciesRecursively: false,
    },
  ]);
  return { plugin, groups };
}
