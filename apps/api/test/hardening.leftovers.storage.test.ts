import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobDefinitions } from '../src/app.js';
import { loadConfig } from '../src/config/env.js';
import {
  createStorage,
  isPartFile,
  PART_AGE_AT_START_MS,
  PART_AGE_DAILY_MS,
  PROBE_COPY_PREFIX,
  sweepOldFolders,
  sweepStaleParts,
} from '../src/lib/storage/index.js';
import { createTestContext, type TestContext } from './harness.js';
import { captureLog } from './jobs-fixtures.js';

const HOUR = 3_600_000;
const uuid = '0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9';
const part = (name: string) => `.${name}.${uuid}.part`;

const folders: string[] = [];
afterAll(() => {
  for (const made of folders.splice(0)) rmSync(made, { recursive: true, force: true });
});
function folder(): string {
  const made = mkdtempSync(path.join(tmpdir(), 'pubdesk-sweep-'));
  folders.push(made);
  return made;
}
/** Writes a file whose last write was `ageMs` ago. */
function file(root: string, relative: string, ageMs: number, bytes = 'x'): string {
  const full = path.join(root, relative);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, bytes);
  const at = new Date(Date.now() - ageMs);
  utimesSync(full, at, at);
  return full;
}
const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check()).toBe(true);
};

describe('the sweep of stale upload parts', () => {
  it('removes only stale parts of the pattern the local store writes', async () => {
    const root = folder();
    const outside = folder();
    const stale = [
      file(root, `players/12/${part('video.mp4')}`, 2 * HOUR, 'y'.repeat(1000)),
      file(root, part('logo.png'), 3 * HOUR),
      file(root, `a/b/c/d/e/f/${part('deep.jpg')}`, 2 * HOUR),
    ];
    const kept = [
      // Fresh: another process may be writing it.
      file(root, `players/13/${part('video.mp4')}`, 60_000),
      // Objects, however old, and names that only look like parts.
      file(root, 'players/12/video.mp4', 100 * HOUR),
      file(root, 'players/12/.hidden', 100 * HOUR),
      file(root, '.video.mp4.part', 100 * HOUR),
      file(root, `video.mp4.${uuid}.part`, 100 * HOUR),
      file(root, `${part('video.mp4')}.bak`, 100 * HOUR),
      file(root, `.video.mp4.${uuid.toUpperCase()}.part`, 100 * HOUR),
      file(root, '.video.mp4.not-a-uuid.part', 100 * HOUR),
    ];
    // A folder named like a part is not removed, and is still walked.
    mkdirSync(path.join(root, part('folder')));
    stale.push(file(root, `${part('folder')}/${part('inside.png')}`, 2 * HOUR));
    // Symbolic links are neither followed nor removed.
    const beyond = file(outside, part('beyond.png'), 100 * HOUR);
    symlinkSync(outside, path.join(root, 'linked-folder'));
    symlinkSync(beyond, path.join(root, part('link.png')));

    const result = await sweepStaleParts(root, { olderThanMs: PART_AGE_DAILY_MS });
    expect(result).toMatchObject({ removed: stale.length, bytes: 1000 + 3, truncated: false });
    for (const gone of stale) expect({ gone, exists: existsSync(gone) }).toEqual({ gone, exists: false });
    for (const still of [...kept, beyond, path.join(root, part('link.png')), path.join(root, part('folder'))])
      expect({ still, exists: existsSync(still) }).toEqual({ still, exists: true });
  });

  it('takes the start-time age: a part of half an hour goes at start, not in the daily sweep', async () => {
    const root = folder();
    const halfHour = file(root, part('a.png'), 30 * 60_000);
    const fiveMinutes = file(root, part('b.png'), 5 * 60_000);
    expect((await sweepStaleParts(root, { olderThanMs: PART_AGE_DAILY_MS })).removed).toBe(0);
    expect((await sweepStaleParts(root, { olderThanMs: PART_AGE_AT_START_MS })).removed).toBe(1);
    expect([existsSync(halfHour), existsSync(fiveMinutes)]).toEqual([false, true]);
  });

  it('is bounded, and a missing folder is nothing to sweep', async () => {
    const root = folder();
    for (let i = 0; i < 30; i++) file(root, `many/${part(`f${i}.png`)}`, 2 * HOUR);
    const first = await sweepStaleParts(root, { olderThanMs: HOUR, maxEntries: 10 });
    expect(first).toMatchObject({ scanned: 10, truncated: true });
    expect(first.removed).toBeLessThan(10);
    expect(await sweepStaleParts(root, { olderThanMs: HOUR })).toMatchObject({ removed: 30 - first.removed, truncated: false });
    expect(await sweepStaleParts(path.join(root, 'nothing-here'), { olderThanMs: HOUR })).toEqual({
      removed: 0,
      bytes: 0,
      scanned: 0,
      truncated: false,
    });
  });

  it("matches the local store's own temporary file: a put cut off mid-body leaves one the sweep removes once stale", async () => {
    const dataDir = folder();
    const config = loadConfig({ PUBDESK_DATA_DIR: dataDir, PUBDESK_SECRET: 'x'.repeat(40) });
    const storage = createStorage(config);
    const body = new PassThrough();
    const put = storage.put('players/1/video.mp4', body, { contentType: 'video/mp4' });
    body.write(Buffer.alloc(64 * 1024));
    const folderOf = path.join(config.uploadDir, 'players/1');
    await waitFor(() => existsSync(folderOf) && readdirSync(folderOf).some(isPartFile));
    // Being written: fresh, kept even by the start-time sweep.
    expect((await sweepStaleParts(config.uploadDir, { olderThanMs: PART_AGE_AT_START_MS })).removed).toBe(0);
    // As a process killed now would leave it, seen an hour and more later.
    expect((await sweepStaleParts(config.uploadDir, { olderThanMs: PART_AGE_DAILY_MS, now: Date.now() + 2 * HOUR })).removed).toBe(1);
    expect(readdirSync(folderOf)).toEqual([]);
    body.destroy(new Error('client gone'));
    await expect(put).rejects.toThrow();
  });
});

describe('the sweep of probe copies', () => {
  it("removes the probes' temporary folders nothing has written to for an hour, and nothing else", async () => {
    const root = folder();
    for (const [name, ageMs] of [
      ['pubdesk-probe-old', 2 * HOUR],
      ['pubdesk-probe-live', 60_000],
      ['other-old', 2 * HOUR],
    ] as const) {
      mkdirSync(path.join(root, name));
      file(root, `${name}/video.mp4`, ageMs);
      const at = new Date(Date.now() - ageMs);
      utimesSync(path.join(root, name), at, at);
    }
    expect(await sweepOldFolders(root, PROBE_COPY_PREFIX, PART_AGE_DAILY_MS)).toBe(1);
    expect(readdirSync(root).sort()).toEqual(['other-old', 'pubdesk-probe-live']);
  });
});

describe('the daily sweep job', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('is registered with a daily schedule, and sweeps the upload folder with the daily age', async () => {
    const schedules = await ctx.app.deps.jobs.schedules();
    expect(schedules).toContainEqual({ name: 'jobs.sweep-upload-parts', cron: '47 3 * * *', tz: 'UTC' });

    const dataDir = folder();
    const config = loadConfig({ PUBDESK_DATA_DIR: dataDir, PUBDESK_SECRET: 'x'.repeat(40) });
    const stale = file(config.uploadDir, `players/3/${part('clip.mp4')}`, 2 * HOUR);
    const recent = file(config.uploadDir, `players/3/${part('other.mp4')}`, 30 * 60_000);
    const old = file(config.uploadDir, 'players/3/clip.mp4', 100 * HOUR);
    const job = jobDefinitions({ db: ctx.database.db, config, log: captureLog().log }).find((d) => d.name === 'jobs.sweep-upload-parts');
    expect(job?.schedule).toEqual({ cron: '47 3 * * *', payload: {} });
    await job!.handler({}, { id: 'test', name: job!.name, attempt: 1, lastAttempt: true });
    expect([existsSync(stale), existsSync(recent), existsSync(old)]).toEqual([false, true, true]);
    // No folder at all (S3 from the start): nothing happens.
    const bare = loadConfig({ PUBDESK_DATA_DIR: folder(), PUBDESK_SECRET: 'x'.repeat(40) });
    const again = jobDefinitions({ db: ctx.database.db, config: bare, log: captureLog().log }).find((d) => d.name === job!.name);
    await expect(again!.handler({}, { id: 'test', name: job!.name, attempt: 1, lastAttempt: true })).resolves.toBeUndefined();
  });
});
