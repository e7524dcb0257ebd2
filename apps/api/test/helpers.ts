import { expect } from 'vitest';
import { decodeJwt } from 'jose';
import type { LightMyRequestResponse } from 'fastify';
import type { List, Role } from '@pubdesk/contract';
import type { TestContext } from './harness.js';
import { eq, inArray } from 'drizzle-orm';
import { touchUsers, type Permission } from '../src/modules/access/index.js';
import { permissionExceptions, permissions } from '../src/modules/access/access.table.js';
import { users } from '../src/modules/users/users.table.js';
import { assignments } from '../src/modules/assignments/index.js';
import { groupTypes } from '../src/modules/group-types/index.js';
import type { GroupTypeRow } from '../src/modules/group-types/group-types.table.js';
import type { UserRow } from '../src/modules/users/index.js';
import { websites } from '../src/modules/websites/index.js';
import type { WebsiteRow } from '../src/modules/websites/websites.table.js';
import { insertWebsite } from '../src/modules/websites/websites.service.js';

/** Shared fixtures for the API tests: tiny images, multipart bodies, JWT payloads. */

/** A valid 1x1 transparent PNG. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

export const SVG_LOGO = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');

export const TEXT_FILE = Buffer.from('just some text, not an image\n');

export interface FilePart {
  field: string;
  data: Buffer;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body with the given file parts, for `app.inject`. */
export function multipart(files: FilePart[], fields: Record<string, string> = {}): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----pubdesk-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename ?? `${f.field}.bin`}"\r\n` +
          `Content-Type: ${f.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** An upload: a multipart PATCH of `files` to `url`. */
export function multipartPatch(ctx: TestContext, url: string, authorization: string, files: FilePart[]) {
  const body = multipart(files);
  return ctx.app.inject({ method: 'PATCH', url, headers: { authorization, ...body.headers }, payload: body.payload });
}

/** The `user` claim (and the rest) of an access token, without verifying it. */
export function accessPayload(token: string) {
  return decodeJwt(token) as ReturnType<typeof decodeJwt> & { user: Record<string, unknown>; token_type: string };
}

/**
 * The key at the end of a `/reset/<key>` or `/verifiy/<key>` link in a mail body (staff's, in the
 * console), or of a `/portal/reset/<key>` or `/portal/verify/<key>` link (everyone else's).
 */
export function keyFromMail(text: string, kind: 'reset' | 'verifiy' | 'verify'): string {
  const match = new RegExp(`https?://[^\\s/]+(?:/portal)?/${kind}/([A-Za-z0-9_-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no /${kind}/<key> link in mail: ${text}`);
  return match[1];
}

/** Status and parsed body in one value, so a failing assertion shows both. */
export function sb(res: LightMyRequestResponse): { status: number; body: unknown } {
  let body: unknown = res.body;
  try {
    body = res.json();
  } catch {
    // not JSON: keep the text
  }
  return { status: res.statusCode, body };
}

// Inventory fixtures ---------------------------------------------------------------------------

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

/** `app.inject` as one user, `call('PATCH', '/api/websites/1/', {name: 'x'})`; without `authorization`, as nobody. */
export function caller(ctx: TestContext, authorization?: string) {
  return (method: Method, url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      ...(authorization ? { headers: { authorization } } : {}),
      ...(payload !== undefined ? { payload } : {}),
    });
}

/** A page of a list endpoint, asserted 200: `await listPage<Website>(admin.call, '/api/websites/?search=x')`. */
export async function listPage<T>(call: ReturnType<typeof caller>, url: string): Promise<List<T>> {
  const res = await call('GET', url);
  expect(res.statusCode).toBe(200);
  return res.json<List<T>>();
}

/** The names on a list page, in its order. */
export const namesOf = (page: List<{ name: string }>): string[] => page.results.map((row) => row.name);

/** A user of the role with a ready Authorization header (no password login). */
export interface Actor {
  user: UserRow;
  authorization: string;
  call: ReturnType<typeof caller>;
}
export async function actor(ctx: TestContext, role: Role, opts: Parameters<TestContext['createUser']>[0] = {}): Promise<Actor> {
  const user = await ctx.createUser({ ...opts, role });
  const authorization = `Bearer ${await ctx.tokenFor(user)}`;
  return { user, authorization, call: caller(ctx, authorization) };
}

/** Every table the inventory writes, for before/after counts around a refused write. */
export const inventoryTables = [
  'websites',
  'wallets',
  'placement_groups',
  'fill_rates',
  'shares',
  'players',
  'tags',
  'group_types',
] as const;
export async function rowCounts(ctx: TestContext, tables: readonly string[] = inventoryTables): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await ctx.database.query<{ n: number }>(`select count(*)::int as n from "${table}"`);
    out[table] = Number(row?.n ?? 0);
  }
  return out;
}

export async function seedGroupType(
  ctx: TestContext,
  values: { name: string; code?: string; systemDefault?: boolean; status?: 'active' | 'suspended' },
): Promise<GroupTypeRow> {
  const [row] = await ctx.database.db.insert(groupTypes).values(values).returning();
  return row!;
}

let siteSeq = 0;
/** A website (and its wallet) written straight to the database. */
export async function seedWebsite(ctx: TestContext, values: Partial<typeof websites.$inferInsert> = {}): Promise<WebsiteRow> {
  const n = ++siteSeq;
  return insertWebsite(ctx.database.db, {
    name: `Site ${n}`,
    url: `https://site${n}.example.com`,
    category: 'news',
    status: 'active',
    ...values,
  });
}

/**
 * Two networks with a publisher and a website each, plus a system-default format (visible to
 * networks) and a staff-only one: the smallest world in which scope can leak.
 */
export async function inventoryWorld(ctx: TestContext) {
  const admin = await actor(ctx, 'admin');
  const netA = await actor(ctx, 'network', { firstName: 'Net', lastName: 'A' });
  const netB = await actor(ctx, 'network', { firstName: 'Net', lastName: 'B' });
  const pubA = await actor(ctx, 'publisher');
  const pubB = await actor(ctx, 'publisher');
  const mrec = await seedGroupType(ctx, { name: 'Medium Rectangle', code: 'mrec', systemDefault: true });
  const native = await seedGroupType(ctx, { name: 'Native', code: 'native', systemDefault: false });
  const siteA = await seedWebsite(ctx, {
    name: 'Alpha News',
    url: 'https://alpha.example.com',
    networkId: netA.user.id,
    publisherId: pubA.user.id,
  });
  const siteB = await seedWebsite(ctx, {
    name: 'Beta Sports',
    url: 'https://beta.example.org',
    networkId: netB.user.id,
    publisherId: pubB.user.id,
  });
  return { admin, netA, netB, pubA, pubB, mrec, native, siteA, siteB };
}

/**
 * Assigns a staff user (account manager, ad operation, organization) to a network, publisher or
 * website, as an admin would through `/assigned/`: managers see only what is assigned to them.
 */
export async function assignStaff(
  ctx: TestContext,
  staff: UserRow,
  parties: { network?: number; publisher?: number; website?: number },
): Promise<void> {
  const column = ({ account_manager: 'accountManagerId', ad_operation: 'adOperationId', organization: 'organizationId' } as const)[
    staff.role as 'account_manager'
  ];
  if (!column) throw new Error(`${staff.role} is not assigned work`);
  await ctx.database.db
    .insert(assignments)
    .values({ [column]: staff.id, networkId: parties.network, publisherId: parties.publisher, websiteId: parties.website });
}

/**
 * Runs `fn` with `permission` granted, by a per-user grant exception, to every user of `role`:
 * row scope must still hold for them, which is what the tests that use this check.
 */
export async function withGrant<T>(ctx: TestContext, role: Role, permission: Permission, fn: () => Promise<T>): Promise<T> {
  const db = ctx.database.db;
  const [perm] = await db.select({ id: permissions.id }).from(permissions).where(eq(permissions.codename, permission));
  const members = (await db.select({ id: users.id }).from(users).where(eq(users.role, role))).map((u) => u.id);
  const granted = members.length
    ? await db
        .insert(permissionExceptions)
        .values(members.map((userId) => ({ userId, permissionId: perm!.id, type: 'grant' as const })))
        .onConflictDoNothing()
        .returning({ id: permissionExceptions.id })
    : [];
  await touchUsers(db, members);
  await ctx.app.deps.access.settle();
  try {
    return await fn();
  } finally {
    if (granted.length)
      await db.delete(permissionExceptions).where(
        inArray(
          permissionExceptions.id,
          granted.map((g) => g.id),
        ),
      );
    await touchUsers(db, members);
    await ctx.app.deps.access.settle();
  }
}
