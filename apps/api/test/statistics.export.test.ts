import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { StatisticList, StatisticReport } from '@pubdesk/contract';
import { everyRowAfter } from '../src/lib/table-export.js';
import { statisticsRepo } from '../src/modules/statistics/statistics.repo.js';
import type { StatisticRow } from '../src/modules/statistics/statistics.table.js';
import { eachTestIn } from './harness.js';

import { dayOf, statisticsWorld } from './statistics-fixtures.js';
import { notFound } from './expected.js';

const { ctx, world: w } = eachTestIn(statisticsWorld);

/** 40 days of one data item: more than a page of the JSON list, so the file must hold the whole range. */
async function seedDays() {
  for (let n = 1; n <= 40; n++) {
    const date = new Date(Date.UTC(2026, 8, n)).toISOString().slice(0, 10);
    await w.admin.call('POST', '/api/data_statistics/', dayOf(w.dataA.id, date, { revenue: `${n}.25`, complete: n % 3 !== 0 }));
  }
}

/** Our files hold no commas or quotes inside a cell, so splitting lines and commas reads them. */
const csvRows = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((line) => line.split(','));

describe('the list read whole, page after page from the last row (a file of millions of rows)', () => {
  it('gives every row once, in the list order both ways, across pages that split a day', async () => {
    // Two data items on each of five days: a page of three ends inside a day, where the id decides.
    for (let n = 1; n <= 5; n++) {
      for (const data of [w.dataA, w.dataB]) {
        await w.admin.call('POST', '/api/data_statistics/', dayOf(data.id, `2026-09-0${n}`, { revenue: `${n}.00` }));
      }
    }
    const repo = statisticsRepo(ctx.database.db);
    for (const newestFirst of [true, false]) {
      const listed = (
        await w.admin.call('GET', `/api/data_statistics/?limit=100&o=${newestFirst ? '-date' : 'date'}`)
      ).json<StatisticList>();
      const read: number[] = [];
      for await (const row of everyRowAfter<StatisticRow>((after, size) => repo.listAfter({}, after, size, newestFirst), 3))
        read.push(row.id);
      expect(read).toEqual(listed.results.map((r) => r.id));
      expect(read).toHaveLength(10);
    }
    // A filter holds on every page.
    const onlyA: number[] = [];
    for await (const row of everyRowAfter<StatisticRow>((after, size) => repo.listAfter({ dataIds: [w.dataA.id] }, after, size, true), 2)) {
      onlyA.push(row.dataId);
    }
    expect(onlyA).toEqual(Array(5).fill(w.dataA.id));
  });
});

describe('report files', () => {
  it('hold exactly the rows and totals of the JSON, over the whole range, with the time zone in the heading', async () => {
    await seedDays();
    const query = 'start_date=2026-09-01&end_date=2026-10-31&o=date';
    const json = (await w.admin.call('GET', `/api/statistics/websites/${w.siteA.id}/?${query}&limit=100`)).json<StatisticReport>();
    expect(json.count).toBe(40);

    const res = await w.admin.call('GET', `/api/statistics/websites/${w.siteA.id}/?${query}&format=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="website-${w.siteA.id}.csv"`);
    const [header, ...rows] = csvRows(res.body);
    expect(header!.slice(0, 3)).toEqual(['Date (UTC)', 'Requests', 'Impressions']);
    expect(header).toContain('Pubdesk Revenue After');
    expect(rows).toHaveLength(41);
    const col = (name: string) => header!.indexOf(name);
    expect(rows.slice(0, 40).map((r) => [r[0], r[col('Revenue')], r[col('Network Revenue After')], r[col('Complete')]])).toEqual(
      json.results.map((d) => [d.date, d.revenue, d.network_share!.revenue_after, String(d.complete)]),
    );
    expect(rows[40]![0]).toBe('Total');
    expect(rows[40]![col('Revenue')]).toBe(json.statistics_sum.revenue);
    expect(rows[40]![col('CPM')]).toBe(json.statistics_sum.cpm);

    const xlsx = await w.admin.call('GET', `/api/statistics/websites/${w.siteA.id}/?${query}&format=xlsx`);
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(42);
    expect(sheet.getRow(1).getCell(1).value).toBe('Date (UTC)');
    expect(sheet.getRow(2).getCell(1).value).toBe(json.results[0]!.date);
    expect(sheet.getRow(2).getCell(col('Revenue') + 1).value).toBe(Number(json.results[0]!.revenue));
    expect(sheet.getRow(42).getCell(col('Revenue') + 1).value).toBe(Number(json.statistics_sum.revenue));
  });

  it('give the data statistics list and the search whole, a network only its view and a publisher only its revenue', async () => {
    await seedDays();
    const list = (await w.admin.call('GET', `/api/data_statistics/?pgdid=${w.dataA.id}&complete=true&limit=100`)).json<StatisticList>();
    const file = csvRows((await w.admin.call('GET', `/api/data_statistics/?pgdid=${w.dataA.id}&complete=true&format=csv`)).body);
    expect(file).toHaveLength(list.count + 2);
    expect(file.slice(1, -1).map((r) => r[0])).toEqual(list.results.map((r) => r.date));
    expect(file[0]!.at(-1)).toBe('Updated at (UTC)');

    const search = csvRows((await w.admin.call('GET', `/api/data_statistics/search/?website=${w.siteA.id}&format=csv`)).body);
    expect(search[1]!.slice(0, 5)).toEqual(['2026-09-01', '2026-10-10', 'Adnet', w.siteA.name, 'Alpha line']);
    expect(search[0]!.slice(-3)).toEqual(['Status', 'Complete', 'Updated at (UTC)']);

    const network = csvRows((await w.netA.call('GET', `/api/statistics/websites/${w.siteA.id}/?format=csv`)).body);
    expect(network[0]).not.toContain('Supplier Revenue Before');
    expect(network[0]).toContain('Network Revenue Before');
    // A publisher's file has its revenue alone: no stage, the network's income included.
    const publisher = csvRows((await w.pubA.call('GET', `/api/statistics/websites/${w.siteA.id}/?format=csv`)).body);
    expect(publisher[0]!.filter((heading) => heading.includes('Revenue Before') || heading.includes('Share'))).toEqual([]);
    expect(publisher[0]).toContain('Revenue');
    const other = await w.netA.call('GET', `/api/statistics/websites/${w.siteB.id}/?format=csv`);
    expect({ status: other.statusCode, body: other.json() }).toEqual({ status: 404, body: notFound });
    const bad = await w.admin.call('GET', `/api/statistics/websites/${w.siteA.id}/?format=pdf`);
    expect(bad.statusCode).toBe(400);
  });
});
