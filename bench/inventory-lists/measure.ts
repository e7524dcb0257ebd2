/**
 * Seeds 100,000 websites and 1,000,000 placement groups, then times, in one process and over the
 * same database connection:
 *   - the API: `GET /api/websites/?search=<word>&limit=10` and `GET /api/placements_groups/?website=<id>`
 *     through fastify.inject (routing, auth, validation, queries, serialisation; no sockets);
 *   - raw SQL: the same page and count queries sent straight through the driver.
 * Prints median and p95 of each and the ratio. Target: API p95 under 3x raw SQL and under 20 ms
 * on PostgreSQL. DATABASE_URL selects PostgreSQL (a fresh database, dropped afterwards);
 * otherwise the embedded database in a temporary folder.
 */
import type { Database } from '../../apps/api/src/db/client.js';
import { adminApp, timed, withBenchDatabase } from '../shared/in-process.js';

const WEBSITES = Number(process.env.BENCH_WEBSITES ?? 100_000);
const GROUPS_PER_SITE = Number(process.env.BENCH_GROUPS_PER_SITE ?? 10);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 300);
const SEARCH_WORD = process.env.BENCH_WORD ?? 'harbor';

/** Website names are two words from these lists and a number, so a word matches about 1 site in 40. */
const first = [
  'Harbor',
  'Summit',
  'Maple',
  'Cedar',
  'River',
  'Copper',
  'Falcon',
  'Willow',
  'Granite',
  'Meadow',
  'Atlas',
  'Beacon',
  'Coral',
  'Delta',
  'Ember',
  'Fjord',
  'Glacier',
  'Horizon',
  'Iris',
  'Juniper',
];
const second = ['News', 'Sports', 'Recipes', 'Tech', 'Travel', 'Money', 'Health', 'Games', 'Autos', 'Style'];

async function seed(database: Database): Promise<void> {
  const q = (text: string, params?: unknown[]) => database.query(text, params);
  await q(`insert into users (username, email, password, role) values
    ('admin', 'admin@bench.test', 'x', 'admin'), ('network1', 'n1@bench.test', 'x', 'network'), ('publisher1', 'p1@bench.test', 'x', 'publisher')`);
  await q(`insert into group_types (name, code, system_default) select 'Format ' || g, 'f' || g, true from generate_series(1, 5) g`);
  await q(
    `insert into websites (name, url, category, status, network_id, publisher_id, created_at)
     select ($1::text[])[1 + (g * 7) % 20] || ' ' || ($2::text[])[1 + g % 10] || ' ' || g,
            'https://site-' || g || '.example', 'news', 'active', 2, 3, now() - (g || ' minutes')::interval
     from generate_series(1, $3::int) g`,
    [first.slice(), second.slice(), WEBSITES],
  );
  await q(
    `insert into placement_groups (name, group_id, website_id, status)
     select 'Placement ' || g, 1 + g % 5, 1 + (g / $1::int), 'active' from generate_series(0, $2::int - 1) g`,
    [GROUPS_PER_SITE, WEBSITES * GROUPS_PER_SITE],
  );
  await q('analyze');
}

async function main() {
  await withBenchDatabase('inv', async (bench) => {
    const { database } = bench;
    const t0 = Date.now();
    console.log(
      `seeding ${WEBSITES.toLocaleString()} websites and ${(WEBSITES * GROUPS_PER_SITE).toLocaleString()} placement groups on ${database.kind}...`,
    );
    await seed(database);
    console.log(`seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

    const { app, headers } = await adminApp(bench);
    const websiteId = Math.floor(WEBSITES / 2);
    const pattern = `%${SEARCH_WORD.toLowerCase()}%`;

    const cases = [
      {
        name: `GET /api/websites/?search=${SEARCH_WORD}&limit=10`,
        api: async () => {
          const res = await app.inject({ url: `/api/websites/?search=${SEARCH_WORD}&limit=10`, headers });
          if (res.statusCode !== 200) throw new Error(res.body);
        },
        raw: () =>
          Promise.all([
            database.query('select * from websites where search like $1 order by created_at desc, id desc limit 10 offset 0', [pattern]),
            database.query('select count(*) from websites where search like $1', [pattern]),
          ]),
      },
      {
        name: `GET /api/placements_groups/?website=${websiteId}`,
        api: async () => {
          const res = await app.inject({ url: `/api/placements_groups/?website=${websiteId}`, headers });
          if (res.statusCode !== 200) throw new Error(res.body);
        },
        raw: () =>
          Promise.all([
            database.query(
              `select p.*, g.name as group_name from placement_groups p join websites w on w.id = p.website_id
               left join group_types g on g.id = p.group_id where p.website_id = $1 order by p.id limit 50 offset 0`,
              [websiteId],
            ),
            database.query('select count(*) from placement_groups p join websites w on w.id = p.website_id where p.website_id = $1', [
              websiteId,
            ]),
          ]),
      },
    ];

    console.log(`\n${ITERATIONS} timed requests each after 20 warm-up, one connection, ${database.kind}`);
    console.log('query'.padEnd(48), 'API med', 'API p95', 'SQL med', 'SQL p95', 'p95 ratio', 'target');
    // BENCH_ONLY=<text> times only the cases whose name contains it.
    for (const c of cases.filter((k) => !process.env.BENCH_ONLY || k.name.includes(process.env.BENCH_ONLY))) {
      const api = await timed(c.api, ITERATIONS, 20);
      const raw = await timed(c.raw, ITERATIONS, 20);
      const ratio = api.p95 / raw.p95;
      const met = ratio < 3 && api.p95 < 20;
      console.log(
        c.name.padEnd(48),
        api.p50.toFixed(2).padStart(7),
        api.p95.toFixed(2).padStart(7),
        raw.p50.toFixed(2).padStart(7),
        raw.p95.toFixed(2).padStart(7),
        ratio.toFixed(2).padStart(9),
        met ? ' met (p95 < 3x SQL and < 20 ms)' : ' NOT met',
      );
    }
    await app.close();
  });
}

await main();
