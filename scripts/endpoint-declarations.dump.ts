// Prints, as JSON, what every `packages/contract/src/*.endpoints.ts` module exports, each endpoint
// without its schemas: the browser builds' stand-in for those modules (endpoint-declarations.ts).
// Run with tsx: `node --import tsx scripts/endpoint-declarations.dump.ts`.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { withoutSchemas } from './endpoint-declarations.strip';

const contractSrc = fileURLToPath(new URL('../packages/contract/src/', import.meta.url));
const files = readdirSync(contractSrc).filter((name) => name.endsWith('.endpoints.ts'));

const modules: Record<string, Record<string, unknown> | null> = {};
for (const file of files) {
  const exports = (await import(pathToFileURL(path.join(contractSrc, file)).href)) as Record<string, unknown>;
  modules[file] = withoutSchemas(exports);
}
process.stdout.write(JSON.stringify(modules));
