/**
 * Bad input to every operation of the OpenAPI document is answered, never a server error, and a
 * refusal has DRF's shape (`{detail}` or field errors): wrong types, out-of-range and fractional
 * ids, NUL bytes, long strings, arrays for scalars, broken JSON, wrong content types and broken
 * multipart, sent as an admin and anonymously. Deterministic (a fixed seed per operation) and
 * bounded (a fixed number of requests each).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import fc from 'fast-check';
import { createTestContext, type TestContext } from './harness.js';
import { seed } from '../src/seed/index.js';
import { operationsOf, requestFor, type FuzzRequest, type Operation } from './openapi-fuzz-inputs.js';

const SEED = 20_240_611;
const REQUESTS_PER_OPERATION = 40;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await seed(ctx.database.db, { demo: true, embedded: true, secret: ctx.config.secret });
});
afterAll(() => ctx.close());

/** A stable seed per operation, so adding one operation does not change the others' inputs. */
function seedOf(op: Operation): number {
  let h = SEED;
  for (const ch of `${op.method} ${op.path}`) h = (Math.imul(h, 31) + ch.charCodeAt(0)) | 0;
  return h;
}

/** `{"detail": "..."}` or `{"field": ["message", ...]}`, as the console reads them. */
function isDrfError(text: string): boolean {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return false;
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return false;
  const record = body as Record<string, unknown>;
  if ('detail' in record) return typeof record.detail === 'string';
  const values = Object.values(record);
  return values.length > 0 && values.every((v) => Array.isArray(v) && v.every((m) => typeof m === 'string'));
}

interface Failure {
  operation: string;
  problem: 'server error' | 'not a DRF error body';
  status: number;
  url: string;
  anonymous: boolean;
  input: string;
  body: string;
}

const clip = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}…(${text.length} characters)` : text);

async function send(request: FuzzRequest, method: string, authorization: string) {
  const headers: Record<string, string> = {};
  if (!request.anonymous) headers.authorization = authorization;
  else if (request.junkAuthorization) headers.authorization = request.junkAuthorization;
  if (request.body?.contentType) headers['content-type'] = request.body.contentType;
  return ctx.app.inject({ method: method as 'GET', url: request.url, headers, ...(request.body ? { payload: request.body.payload } : {}) });
}

it('answers bad input to every operation without a server error', async () => {
  const operations = operationsOf(ctx.app.swagger() as Parameters<typeof operationsOf>[0]);
  const failures: Failure[] = [];
  let sent = 0;
  const statuses = new Map<number, number>();
  for (const op of operations) {
    // A fresh admin per operation: one operation may delete, suspend or demote the one before.
    const admin = await ctx.createUser({ role: 'admin' });
    const authorization = `Bearer ${await ctx.tokenFor(admin)}`;
    for (const request of fc.sample(requestFor(op), { seed: seedOf(op), numRuns: REQUESTS_PER_OPERATION })) {
      const res = await send(request, op.method, authorization);
      sent++;
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      // A HEAD answer has no body by definition (the resumable upload's offset).
      const bodyless = op.method === 'HEAD';
      const problem =
        res.statusCode >= 500
          ? 'server error'
          : res.statusCode >= 400 && !bodyless && !isDrfError(res.body)
            ? 'not a DRF error body'
            : null;
      if (problem) {
        const input = typeof request.described === 'string' ? request.described : (JSON.stringify(request.described) ?? '');
        failures.push({
          operation: `${op.method} ${op.path}`,
          problem,
          status: res.statusCode,
          url: clip(request.url),
          anonymous: request.anonymous,
          input: clip(input),
          body: clip(res.body),
        });
      }
    }
  }
  const serverErrors = failures.filter((f) => f.problem === 'server error').length;
  // eslint-disable-next-line no-console -- the summary line is part of the test's report
  console.log(
    `bad-input property test: ${sent} requests over ${operations.length} operations, ${serverErrors} server errors, ${failures.length - serverErrors} non-DRF error bodies`,
  );
  // eslint-disable-next-line no-console -- how far the inputs got: mostly refused, some accepted
  console.log(
    `  answers: ${[...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status} x${n}`)
      .join(', ')}`,
  );
  // Each failure as one line: the operation, the URL and the input that made it.
  for (const failure of failures.slice(0, 50)) console.error(JSON.stringify(failure));
  expect(failures.slice(0, 10)).toEqual([]);
}, 180_000);
