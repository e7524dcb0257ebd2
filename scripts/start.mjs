// `npm start`: build the console, the portal and the player if missing or older than their sources, then
// serve them with the API (embedded database and demo data unless DATABASE_URL says otherwise).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builds = [
  {
    name: 'the console',
    workspace: '@pubdesk/web',
    output: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'scripts/vite-build.ts',
      'packages/ui/src',
      'packages/contract/src',
    ],
  },
  {
    name: 'the portal',
    workspace: '@pubdesk/portal',
    output: 'apps/portal/dist/index.html',
    sources: [
      'apps/portal/src',
      'apps/portal/index.html',
      'apps/portal/vite.config.ts',
      'scripts/vite-build.ts',
      'packages/ui/src',
      'packages/contract/src',
    ],
  },
  {
    name: 'the player',
    workspace: '@pubdesk/player',
    output: 'apps/player/dist/player.js',
    sources: ['apps/player/src', 'apps/player/vite.config.ts'],
  },
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((max, name) => Math.max(max, newestMtime(path.join(target, name))), stat.mtimeMs);
}

for (const build of builds) {
  const output = path.join(root, build.output);
  const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
  const sourcesAt = Math.max(...build.sources.map((s) => newestMtime(path.join(root, s))));
  if (builtAt >= sourcesAt) continue;
  console.log(builtAt ? `${build.name} changed since the last build: building it...` : `Building ${build.name}...`);
  const result = spawnSync('npm', ['run', 'build', '-w', build.workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV ??= 'production';
await import('./run-server.mjs');
