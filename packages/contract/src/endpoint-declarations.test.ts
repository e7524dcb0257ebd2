import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { withoutSchemas } from '../../../scripts/endpoint-declarations.strip';

/**
 * The browser builds take the endpoint declarations as plain data without their schemas
 * (scripts/endpoint-declarations.ts): each `*.endpoints.ts` module must export only endpoints and
 * plain data for that, and the copy must keep every field but the schemas and the API texts.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const files = readdirSync(here).filter((name) => name.endsWith('.endpoints.ts'));
/** Bundled as they are: the resumable upload's hand-written operations hold schemas outside any endpoint. */
const keptWhole = ['videos.endpoints.ts'];
const serverOnly = ['params', 'query', 'body', 'response', 'summary', 'description', 'errors', 'tags'];

type Declaration = Record<string, unknown> & { method: string; path: string; operationId: string };
const isDeclaration = (value: unknown): value is Declaration =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'operationId' in value;

describe.each(files)('%s in a browser build', (file) => {
  it(
    keptWhole.includes(file) ? 'is bundled as it is' : 'is plain data: every endpoint without its schemas, nothing else lost',
    async () => {
      const exports = (await import(pathToFileURL(path.join(here, file)).href)) as Record<string, unknown>;
      const stripped = withoutSchemas(exports);
      if (keptWhole.includes(file)) {
        expect(stripped).toBeNull();
        return;
      }
      expect(stripped).not.toBeNull();
      for (const [name, group] of Object.entries(exports)) {
        if (typeof group !== 'object' || group === null) {
          expect(stripped![name]).toEqual(group);
          continue;
        }
        for (const [key, declaration] of Object.entries(group)) {
          if (!isDeclaration(declaration)) continue;
          const copy = (stripped![name] as Record<string, Record<string, unknown>>)[key]!;
          const expected = Object.fromEntries(Object.entries(declaration).filter(([field]) => !serverOnly.includes(field)));
          expect(copy, `${name}.${key}`).toEqual(JSON.parse(JSON.stringify(expected)));
          expect(JSON.parse(JSON.stringify(copy))).toEqual(copy);
        }
      }
    },
  );
});
