// The browser apps' endpoint declarations, as data without their schemas.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const endpointsModule = /[\\/]packages[\\/]contract[\\/]src[\\/]([\w-]+\.endpoints)\.ts$/;

/**
 * The console and the portal import the contract's endpoint declarations for their paths, methods,
 * access and cache roots (packages/ui/src/api/endpoints.ts); each declaration also holds its zod
 * schemas, for the API's validation and document, which a browser never reads. Building them was
 * most of what the signed-in frame's chunk ran before the first paint (a trace of a first visit:
 * the contract's top level and zod's constructors, about 100 ms of a 150 ms evaluation).
 *
 * In a build, each `*.endpoints.ts` module is replaced by its exports as plain data, every endpoint
 * without its schemas and API-document texts (endpoint-declarations.strip.ts): the contract is
 * evaluated once in Node (tsx) at the start of the build to get them. The schema modules the apps
 * do use (forms, choices) are bundled as they are. Types are untouched (tsc reads the real modules),
 * and dev and the unit tests use the real modules; a module whose exports are not plain data is
 * bundled as it is.
 */
export function endpointDeclarations(): Plugin {
  let modules: Record<string, Record<string, unknown> | null> = {};
  return {
    name: 'pubdesk:endpoint-declarations',
    apply: 'build',
    async buildStart() {
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', path.join(root, 'scripts/endpoint-declarations.dump.ts')],
        {
          cwd: root,
          maxBuffer: 16 * 1024 * 1024,
        },
      );
      modules = JSON.parse(stdout) as typeof modules;
    },
    load(id) {
      const match = endpointsModule.exec(id.split('?')[0]!);
      const exports = match ? modules[`${match[1]}.ts`] : null;
      if (!exports) return null;
      return Object.entries(exports)
        .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
        .join('\n');
    },
  };
}
