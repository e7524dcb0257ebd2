import { readdirSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../src/db/client.js';
import { failedQuery } from '../src/db/query-error.js';
import { PgliteThread, type EmbeddedClient } from '../src/db/pglite-thread.js';
import { createTestContext, type TestContext } from './harness.js';
import { sb } from './helpers.js';
import { newUserBody } from './users-fixtures.js';

// The server runs the embedded database in a thread of its own (db/pglite-thread.ts). These
// tests hold that client to what PGlite in-process does, and the whole app to working on it.
// On PostgreSQL there is no embedded database: the file has nothing to test.
const embedded = !process.env.DATABASE_URL;

let ctx: TestContext;
let client: EmbeddedClient;

beforeAll(async () => {
  if (!embedded) return;
  ctx = await createTestContext({}, { pgliteThread: true, jobs: { runWorker: true, pollingIntervalSeconds: 0.5 } });
  client = ctx.database.pglite!;
});
afterAll(() => ctx?.close());

describe.runIf(embedded)('the embedded database in its own thread', () => {
  it('answers rows with the types drizzle expects: timestamps as text, numbers, bytes, json, arrays', async () => {
    const { rows, fields } = await client.query<Record<string, unknown>>(
      `select timestamptz '2026-11-26 10:00:00+00' as at, 12.50::numeric as money, 9007199254740993::int8 as big,
              '\\x0102'::bytea as bytes, '{"a": [1]}'::jsonb as doc, array[1, 2] as ids, $1::text as param`,
      ['hello'],
    );
    expect(rows).toEqual([
      {
        at: expect.stringMatching(/^2026-11-26 10:00:00\+00/),
        money: '12.50',
        big: 9007199254740993n,
        bytes: new Uint8Array([1, 2]),
        doc: { a: [1] },
        ids: [1, 2],
        param: 'hello',
      },
    ]);
    expect(fields.map((f) => f.name)).toEqual(['at', 'money', 'big', 'bytes', 'doc', 'ids', 'param']);
    expect((await client.query('select 1 as a, 2 as b', [], { rowMode: 'array' })).rows).toEqual([[1, 2]]);
    expect((await client.exec('select 1 as a; select 2 as b')).map((r) => r.rows)).toEqual([[{ a: 1 }], [{ b: 2 }]]);
  });

  it("refuses with PostgreSQL's code and severity, which the server's error handling reads", async () => {
    await client.exec('create temp table uniq (v int primary key)');
    await client.query('insert into uniq values (1)');
    const refused = await client.query('insert into uniq values (1)').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(Error);
    expect(refused).toMatchObject({ code: '23505', severity: 'ERROR', message: expect.stringContaining('duplicate key') });
    const throughDrizzle = await ctx.database.db.execute(sql`insert into uniq values (1)`).catch((e: unknown) => e);
    expect(failedQuery(throughDrizzle)).toEqual({ query: 'insert into uniq values (1)', sqlstate: '23505' });
  });

  it('commits a transaction that returns, rolls back one that throws, and makes statements outside wait for it', async () => {
    await client.exec('create temp table ledger (v int)');
    await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into ledger values (1)`);
      // A savepoint inside (drizzle's nested transaction), rolled back on its own.
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into ledger values (2)`);
          inner.rollback();
        })
        .catch(() => undefined);
    });
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into ledger values (3)`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await selectRows(ctx.database.db, sql`select v from ledger order by v`)).toEqual([{ v: 1 }]);

    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query('insert into ledger values (4)');
      order.push('inside');
      await held;
      order.push('commit');
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const outside = client.query<{ n: number }>('select count(*)::int as n from ledger').then((r) => {
      order.push('outside');
      return r.rows[0]!.n;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await transaction;
    // The statement outside waited for the commit, and so saw the row.
    expect(await outside).toBe(2);
    expect(order).toEqual(['inside', 'commit', 'outside']);
  });

  it('delivers notifications before the answer of the statement that sent them, until unlistened', async () => {
    const heard: string[] = [];
    const stop = await client.listen('thread_test', (payload) => heard.push(payload));
    await client.query(`select pg_notify('thread_test', 'one')`);
    expect(heard).toEqual(['one']);
    await stop();
    await client.query(`select pg_notify('thread_test', 'two')`);
    expect(heard).toEqual(['one']);
  });

  it("keeps the server's thread free while a long statement runs", async () => {
    let turns = 0;
    let counting = true;
    const count = () => {
      if (!counting) return;
      turns++;
      setImmediate(count);
    };
    setImmediate(count);
    // Several hundred milliseconds of work for the database; in-process it would hold the thread throughout.
    await client.query('select count(*) from generate_series(1, 3000000) g where g % 7 = 3');
    counting = false;
    expect(turns).toBeGreaterThan(100);
  });

  it.runIf(process.platform === 'linux')('runs at the nice value asked for, the server keeping its own', async () => {
    const nices = () =>
      readdirSync('/proc/self/task').map((tid) =>
        Number(readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]),
      );
    const before = nices();
    // From a dump of this file's database: quicker than a new cluster's initdb.
    const thread = await PgliteThread.open({ dir: 'memory://', dump: await client.dumpDataDir('none'), textOids: [], nice: 7 });
    try {
      expect(nices().filter((n) => n === 7).length).toBe(before.filter((n) => n === 7).length + 1);
      expect(getPriority()).toBe(0);
      expect((await thread.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await thread.close();
    }
  });

  it('dumps the database whole (the tests start every file from such a dump)', async () => {
    const dump = await client.dumpDataDir('none');
    expect(dump.size).toBeGreaterThan(1_000_000);
  });

  it('serves the API and runs the job queue on it', async () => {
    const admin = await ctx.authAs('admin');
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/',
      headers: { authorization: admin.authorization },
      payload: newUserBody({ username: 'threaded', email: 'threaded@example.test' }),
    });
    expect(created.statusCode).toBe(201);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/',
      headers: { authorization: admin.authorization },
      payload: newUserBody({ username: 'threaded', email: 'other@example.test' }),
    });
    expect(sb(again)).toMatchObject({ status: 400, body: { username: [expect.any(String)] } });
    expect((await ctx.app.deps.jobs.schedules()).map((s) => s.name)).toContain('wallets.generate-invoices');
  });
});
