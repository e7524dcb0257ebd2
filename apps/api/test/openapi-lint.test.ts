/**
 * The OpenAPI document, as integrators and their client generators read it, passes Redocly's
 * recommended rules (redocly.yaml at the repository's root says which are off, and why): every
 * operation has a summary and its refusals, nullable schemas are valid OpenAPI 3.0, the document
 * names its server. Warnings fail it too.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lintFromString, loadConfig } from '@redocly/openapi-core';
import { createTestContext, type TestContext } from './harness.js';

const configPath = fileURLToPath(new URL('../../../redocly.yaml', import.meta.url));

interface Operation {
  security?: unknown[];
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
}

let ctx: TestContext;
let source: string;
let doc: Document;
beforeAll(async () => {
  ctx = await createTestContext();
  const res = await ctx.app.inject({ url: '/api/docs/json' });
  source = res.body;
  doc = res.json<Document>();
});
afterAll(() => ctx.close());

describe('the API document', () => {
  it('lints clean with the recommended rules', async () => {
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config: await loadConfig({ configPath }) });
    const found = problems.map((p) => `${p.severity} ${p.ruleId} at ${p.location[0]?.pointer ?? '?'}: ${p.message}`);
    expect(found).toEqual([]);
  });

  it("shows each operation's refusals, derived from its declaration and declared", () => {
    const statuses = (path: string, method: string) => Object.keys(doc.paths[path]![method]!.responses);
    // Public, with a body, and its own 401, 403 and 429: no bearer token asked for.
    expect(statuses('/api/auth/token/', 'post')).toEqual(['200', '400', '401', '403', '413', '415', '429']);
    expect(doc.paths['/api/auth/token/']!.post!.security).toEqual([]);
    // A permission and a path id; an empty answer.
    expect(statuses('/api/websites/{id}/', 'delete')).toEqual(['204', '400', '401', '403', '404']);
    // A declared conflict.
    expect(statuses('/api/wallets/invoices/{id}/', 'patch')).toContain('409');
    // Session only: the 403 says who else is refused.
    expect(doc.paths['/api/auth/api-keys/']!.post!.responses['403']!.description).toMatch(/session_required.*impersonated_session/);
    // One definition of each error body.
    const invoice = doc.paths['/api/wallets/invoices/{id}/']!.patch!.responses;
    expect(invoice['404']!.content!['application/json']!.schema).toEqual({ $ref: '#/components/schemas/Error' });
    expect(invoice['400']!.content!['application/json']!.schema).toEqual({
      anyOf: [{ $ref: '#/components/schemas/FieldErrors' }, { $ref: '#/components/schemas/Error' }],
    });
  });
});
