#!/usr/bin/env node
// Reads the relative imports of the API and of the console and checks that they run the way
// their layers do. The API:
//
//   config, db  ->  lib (+ app-types.ts)  ->  plugins  ->  modules/<feature>  ->  wiring
//
// The console (apps/web/src) and the portal (apps/portal/src):
//
//   lib  ->  components  ->  features/<feature>  ->  app (+ main.tsx, test/)
//
// A file may import its own layer or one below it. A feature may import another feature only
// through that feature's index.ts, and the features must form no cycle. The wiring sits on top
// and nothing imports it: in the API app.ts, features.ts, migrate.ts, server.ts,
// worker.ts and seed/; in the console app/ (router, layout, navigation, the list of features),
// main.tsx and the test helpers. Dynamic import() counts like a static one; tests and their
// fixtures (*.test.ts, *.fixture.ts) are not read. Prints the figures
// and fails (exit 1) on an upward import, a cycle, or a reach into another feature's internal file.
//
// Usage: node scripts/import-layers.mjs [--verbose] [--levels] [source folder]
//   (default: apps/api/src, apps/web/src, apps/portal/src; a folder under apps/web or apps/portal is read
//   with the console's layers)
// --verbose also lists each feature's level and the features it stands on.
// --levels lists every unit (core folder, feature, wiring file) by level, each with the units it
// imports that stand one level below it: the chain that holds it up there.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const showLevels = args.includes('--levels');
const chosen = args.find((a) => !a.startsWith('--'));

/** How one source tree is cut into layers: each layer's rank, and the unit and layer of a file. */
const layouts = {
  api: {
    featureFolder: 'modules',
    ranks: { config: 0, db: 1, lib: 2, plugins: 3, module: 4, wiring: 5 },
    unitOf(rel) {
      const parts = rel.split('/');
      if (parts[0] === 'modules') return { unit: `modules/${parts[1]}`, layer: 'module' };
      if (parts.length === 1) {
        // app-types.ts holds the Deps and App types every layer above lib uses: core by nature.
        if (rel === 'app-types.ts') return { unit: 'lib', layer: 'lib' };
        return { unit: rel, layer: 'wiring' };
      }
      if (parts[0] === 'seed') return { unit: 'seed', layer: 'wiring' };
      // services/ (the storage helper) is core; it is on its way into lib.
      if (parts[0] === 'services') return { unit: 'lib', layer: 'lib' };
      if (parts[0] in this.ranks) return { unit: parts[0], layer: parts[0] };
      return { unit: parts[0], layer: 'wiring' };
    },
  },
  web: {
    featureFolder: 'features',
    ranks: { lib: 0, components: 1, module: 2, wiring: 3 },
    unitOf(rel) {
      const parts = rel.split('/');
      if (parts[0] === 'features') return { unit: `features/${parts[1]}`, layer: 'module' };
      if (parts.length > 1 && (parts[0] === 'lib' || parts[0] === 'components')) return { unit: parts[0], layer: parts[0] };
      // app/ (router, layout, navigation, the list of features), main.tsx and the test helpers.
      if (parts.length === 1) return { unit: rel, layer: 'wiring' };
      return { unit: parts[0], layer: 'wiring' };
    },
  },
};

function listFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...listFiles(full));
    else if (/\.tsx?$/.test(name) && !/\.(test|spec|fixture)\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

// `import ... from './x.js'`, `export ... from './x.js'`, `import './x.js'`, `import('./x.js')`.
const importPattern =
  /(?:^|\n)\s*(?:import|export)\s[^;]*?\bfrom\s*['"](\.[^'"]+)['"]|(?:^|\n)\s*import\s*['"](\.[^'"]+)['"]|\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g;

/** The file an import names: the API writes `./x.js` for x.ts; the console writes `./x` for x.ts or x.tsx. */
function resolveImport(fromFile, spec) {
  const base = path.resolve(path.dirname(fromFile), spec);
  const stem = base.replace(/\.js$/, '');
  const candidates = [`${stem}.ts`, `${stem}.tsx`, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
}

/** Strongly connected components (Tarjan): any component of two or more is a cycle. */
function stronglyConnected(nodes, next) {
  let index = 0;
  const stack = [];
  const info = new Map();
  const components = [];
  const visit = (v) => {
    info.set(v, { index, low: index, onStack: true });
    index++;
    stack.push(v);
    for (const w of next(v)) {
      if (!info.has(w)) {
        visit(w);
        info.get(v).low = Math.min(info.get(v).low, info.get(w).low);
      } else if (info.get(w).onStack) info.get(v).low = Math.min(info.get(v).low, info.get(w).index);
    }
    if (info.get(v).low === info.get(v).index) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        info.get(w).onStack = false;
        component.push(w);
      } while (w !== v);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const u of nodes) if (!info.has(u)) visit(u);
  return components;
}

/** Checks one source tree; prints its figures and returns whether it holds. */
function check(root, layout) {
  const { ranks, featureFolder } = layout;
  const unitOf = (rel) => layout.unitOf(rel);
  const files = listFiles(root);
  const edges = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(importPattern)) {
      const spec = match[1] ?? match[2] ?? match[3];
      const target = resolveImport(file, spec);
      if (!target || !target.startsWith(root + path.sep)) continue;
      edges.push({ from: path.relative(root, file).split(path.sep).join('/'), to: path.relative(root, target).split(path.sep).join('/') });
    }
  }

  const upward = [];
  const deepReaches = [];
  const unitEdges = new Map();
  for (const edge of edges) {
    const a = unitOf(edge.from);
    const b = unitOf(edge.to);
    if (a.unit === b.unit) continue;
    if (!unitEdges.has(a.unit)) unitEdges.set(a.unit, new Set());
    unitEdges.get(a.unit).add(b.unit);
    if (ranks[b.layer] > ranks[a.layer]) {
      upward.push(edge);
    } else if (a.layer === 'module' && b.layer === 'module' && !/^index\.tsx?$/.test(edge.to.slice(b.unit.length + 1))) {
      deepReaches.push(edge);
    }
  }

  const units = [...new Set(files.map((f) => unitOf(path.relative(root, f).split(path.sep).join('/')).unit))].sort();
  const cycles = stronglyConnected(units, (u) => unitEdges.get(u) ?? []);
  const prefix = `${featureFolder}/`;
  const moduleUnits = units.filter((u) => u.startsWith(prefix));
  // The features among themselves: a cycle here survives even once the core stops importing up.
  const featureCycles = stronglyConnected(moduleUnits, (u) => [...(unitEdges.get(u) ?? [])].filter((w) => w.startsWith(prefix)));

  /** Levels: a unit stands one above the highest unit it imports (over the acyclic condensation). */
  function levels() {
    const componentOf = new Map(units.map((u) => [u, u]));
    for (const c of cycles) for (const u of c) componentOf.set(u, c.join('+'));
    const memo = new Map();
    const level = (c, seen = new Set()) => {
      if (memo.has(c)) return memo.get(c);
      seen.add(c);
      let best = 0;
      for (const u of units.filter((x) => componentOf.get(x) === c)) {
        for (const w of unitEdges.get(u) ?? []) {
          const d = componentOf.get(w);
          if (d !== c && !seen.has(d)) best = Math.max(best, level(d, seen) + 1);
        }
      }
      seen.delete(c);
      memo.set(c, best);
      return best;
    };
    const all = [...new Set(componentOf.values())];
    return { count: Math.max(...all.map((c) => level(c))) + 1, of: (u) => level(componentOf.get(u)) };
  }
  const layered = levels();

  console.log(`import layers of ${path.relative(process.cwd(), root) || '.'}`);
  console.log(`  files: ${files.length}, units (core folders, features, wiring files): ${units.length}, features: ${moduleUnits.length}`);
  console.log(`  import edges: ${edges.length} (between units: ${[...unitEdges.values()].reduce((n, s) => n + s.size, 0)})`);
  console.log(`  levels: ${layered.count} (highest feature level: ${Math.max(0, ...moduleUnits.map((u) => layered.of(u)))})`);
  console.log(`  upward imports: ${upward.length}`);
  for (const e of upward) console.log(`    ${e.from} -> ${e.to}`);
  console.log(`  reaches into another feature's internal file: ${deepReaches.length}`);
  for (const e of deepReaches) console.log(`    ${e.from} -> ${e.to}`);
  console.log(`  cycles: ${cycles.length} (units in them: ${cycles.reduce((n, c) => n + c.length, 0)})`);
  for (const c of cycles) console.log(`    ${c.join(' <-> ')}`);
  console.log(`  cycles among the features alone: ${featureCycles.length}`);
  for (const c of featureCycles) console.log(`    ${c.join(' <-> ')}`);
  if (verbose) {
    console.log('  features (level: the features each imports):');
    for (const u of moduleUnits.sort((a, b) => layered.of(a) - layered.of(b) || a.localeCompare(b))) {
      const uses = [...(unitEdges.get(u) ?? [])]
        .filter((w) => w.startsWith(prefix))
        .map((w) => w.slice(prefix.length))
        .sort();
      console.log(`    ${layered.of(u)} ${u.slice(prefix.length)}: ${uses.join(', ') || '-'}`);
    }
  }
  if (showLevels) {
    console.log('  units by level (level unit <- the units one level below it that it imports):');
    for (const u of [...units].sort((a, b) => layered.of(a) - layered.of(b) || a.localeCompare(b))) {
      const level = layered.of(u);
      const holders = [...(unitEdges.get(u) ?? [])].filter((w) => layered.of(w) === level - 1).sort();
      console.log(`    ${level} ${u}${holders.length ? ` <- ${holders.join(', ')}` : ''}`);
    }
  }
  return !(upward.length || cycles.length || deepReaches.length);
}

// The portal (apps/portal/src) is cut the way the console is.
const layoutOf = (root) => (root.split(path.sep).some((part) => part === 'web' || part === 'portal') ? layouts.web : layouts.api);
const roots = chosen
  ? [path.resolve(chosen)]
  : [path.resolve('apps/api/src'), path.resolve('apps/web/src'), path.resolve('apps/portal/src')];
let holds = true;
for (const root of roots) holds = check(root, layoutOf(root)) && holds;

if (!holds) {
  console.error('import-layers: the imports do not run the way the layers do (see above)');
  process.exit(1);
}
