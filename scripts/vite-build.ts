// What the console's and the portal's Vite builds share: how vendor code is split into chunks
// (so a login page loads only what it renders) and the precompressed copies the server sends.
// The console's shared code is grouped further by the first page that needs it (chunk-tiers.ts).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { BuildEnvironmentOptions, Plugin } from 'vite';

/** A group of rolldown's codeSplitting: the modules `test` matches, in one chunk. */
export interface ChunkGroup {
  name: string;
  test: RegExp | ((id: string) => boolean);
  priority: number;
  includeDependenciesRecursively?: boolean;
}

/**
 * Vendor code is grouped so that each library is cached on its own and the login page loads
 * only what it renders: charts and dates live in chunks that only their screens import.
 */
export const vendorGroups: ChunkGroup[] = [
  // Charts and dates take only their own modules: by default a group also captures everything
  // they import (Mantine core's shared pieces), and the login page would then load the dates
  // chunk for a Loader or an Alert.
  {
    name: 'charts',
    // recharts and the libraries only it uses: left out, they would land in the screen that
    // imports the chart, which the charts chunk then imports back (a cycle that breaks loading).
    test: /[\\/]node_modules[\\/](recharts|@mantine[\\/]charts|d3-[a-z-]+|victory-vendor|internmap|@reduxjs[\\/]toolkit|redux|redux-thunk|react-redux|reselect|immer|es-toolkit|eventemitter3|decimal\.js-light|tiny-invariant|use-sync-external-store|@standard-schema[\\/][a-z]+|@mantine[\\/]core[\\/].*[\\/]ColorSwatch)[\\/]/,
    priority: 30,
    includeDependenciesRecursively: false,
  },
  { name: 'dates', test: /[\\/]node_modules[\\/](@mantine[\\/]dates|dayjs)[\\/]/, priority: 30, includeDependenciesRecursively: false },
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 },
  { name: 'router', test: /[\\/]node_modules[\\/]react-router[\\/]/, priority: 20 },
  { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/, priority: 20 },
  // Popovers, selects, menus and tooltips share the positioning engine.
  { name: 'floating', test: /[\\/]node_modules[\\/]@floating-ui[\\/]/, priority: 20 },
  { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 20 },
  // Zod's jitless setting must run before any chunk that loads Zod: alone in a chunk, it is
  // the entry's first import instead of code at the end of the entry chunk.
  { name: 'zod-jitless', test: /[\\/]packages[\\/]ui[\\/]src[\\/]zod-jitless\.ts$/, priority: 40 },
];

/**
 * Lazy chunks preload only what is not loaded yet. Beside each dynamic import() Vite writes the
 * list of chunks the imported one needs, for `<link rel="modulepreload">`; by default the list also
 * names the chunks the entry imports statically (React, the router, Mantine's core), which the
 * page has loaded before any import() can run. Leaving those out shortens the lists the entry and
 * the login screen carry (about 0.9 kB gzip of the console's login page, bench/bundle) and changes
 * nothing the browser fetches. The index.html's own modulepreload links are kept as they are.
 * For a build with one entry (each app's index.html): use the plugin and the option together.
 */
export function lazyPreloads(): { plugin: Plugin; modulePreload: NonNullable<BuildEnvironmentOptions['modulePreload']> } {
  /** The entry's chunk and every chunk it imports statically, by file name ('assets/react-x.js'). */
  let loaded = new Set<string>();
  const plugin: Plugin = {
    name: 'pubdesk:lazy-preloads',
    apply: 'build',
    generateBundle: {
      // Before Vite's own generateBundle, which writes the lists (calling resolveDependencies).
      order: 'pre',
      handler(_options, bundle) {
        const seen = new Set<string>();
        const visit = (file: string) => {
          const chunk = bundle[file];
          if (seen.has(file) || chunk?.type !== 'chunk') return;
          seen.add(file);
          chunk.imports.forEach(visit);
        };
        for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) visit(chunk.fileName);
        loaded = seen;
      },
    },
  };
  return {
    plugin,
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? deps.filter((dep) => !loaded.has(dep)) : deps),
    },
  };
}

/** Built files worth compressing: text. Images and fonts are compressed formats already. */
const compressible = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below about 1 kB the saving does not pay for a second request path and file. */
const minBytes = 1024;

/**
 * Writes `file.br` (brotli, best quality) and `file.gz` (gzip level 9) beside each built text
 * file over 1 kB, once at build time; the server sends the one the browser accepts
 * (@fastify/static `preCompressed`, apps/api/src/plugins/web.ts) instead of compressing on
 * every request. Vite's own folder (.vite: the manifest) is not served to browsers.
 */
export function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  let outDir = '';
  return {
    name: 'pubdesk:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const files = entries
        .filter((e) => e.isFile() && compressible.test(e.name) && !path.relative(outDir, e.parentPath).split(path.sep).includes('.vite'))
        .map((e) => path.join(e.parentPath, e.name));
      await Promise.all(
        files.map(async (file) => {
          if ((await stat(file)).size < minBytes) return;
          const data = await readFile(file);
          const [br, gzipped] = await Promise.all([
            brotli(data, {
              params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
            }),
            gz(data, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
        }),
      );
    },
  };
}

/**
 * Rolldown options both apps build with. The contract's modules only declare schemas and texts:
 * a screen that imports the message catalogue must not pull in every zod schema (and zod) with it.
 */
export function rolldownOptions(groups: readonly ChunkGroup[] = []) {
  return {
    treeshake: {
      moduleSideEffects: [{ test: /[\\/]packages[\\/]contract[\\/]src[\\/]/, sideEffects: false }],
    },
    output: {
      codeSplitting: { groups: [...vendorGroups, ...groups] },
    },
  };
}

/**
 * Fails the build when chunks import each other in a cycle. The language allows it, but a cycle
 * between the chunks of two tiers once made a first load render nothing, without an error (a
 * screen's chunk waiting on a chunk that waited on it: decisions.md, issue 33 third part). The
 * cycle is named, chunk by chunk.
 */
export function noChunkCycles(): Plugin {
  return {
    name: 'pubdesk:no-chunk-cycles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const imports = new Map<string, readonly string[]>();
      for (const file of Object.values(bundle)) if (file.type === 'chunk') imports.set(file.fileName, file.imports);
      const cycle = findCycle(imports);
      if (cycle) this.error(`chunks import each other in a cycle: ${cycle.join(' -> ')}`);
    },
  };
}

/** A cycle in a graph given as each node's edges (depth first, each node once, without recursion), or null. */
export function findCycle(edges: ReadonlyMap<string, readonly string[]>): string[] | null {
  const done = new Set<string>();
  for (const root of edges.keys()) {
    if (done.has(root)) continue;
    // The path from the root, each node with the index of the next edge to follow.
    const path: { node: string; next: number }[] = [{ node: root, next: 0 }];
    const onPath = new Set([root]);
    while (path.length > 0) {
      const top = path[path.length - 1]!;
      const next = (edges.get(top.node) ?? [])[top.next++];
      if (next === undefined) {
        path.pop();
        onPath.delete(top.node);
        done.add(top.node);
      } else if (onPath.has(next)) {
        const from = path.findIndex((step) => step.node === next);
        return [...path.slice(from).map((step) => step.node), next];
      } else if (!done.has(next)) {
        path.push({ node: next, next: 0 });
        onPath.add(next);
      }
    }
  }
  return null;
}
