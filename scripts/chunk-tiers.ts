// Shared code grouped by the first page that needs it: the console's first visit in a few files
// (issue 33) without the login page loading what only signed-in screens run.
import type { Plugin, Rolldown } from 'vite';
import {
  importedSpecifiers,
  languageOf,
  opaqueModule,
  readModule,
  sideEffectsByPackage,
  type Binding,
  type ModuleCode,
} from './module-code';
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
