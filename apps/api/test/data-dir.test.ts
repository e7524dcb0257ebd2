import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../src/config/env.js';
import { openDatabase } from '../src/db/client.js';
import { restrictDataDir } from '../src/db/data-dir.js';
import { createTestContext } from './harness.js';

/**
 * The data folder (embedded database, uploads, generated secret) is readable by its owner only:
 * 0700 folders and 0600 files, on a new folder and on one an older version left world-writable.
 */
let root: string;
let config: Config;
/** A copy of the test template's cluster: starting from it skips initdb (seconds of CPU). */
let dump: Blob | undefined;

const mode = (target: string) => statSync(target).mode & 0o7777;

/** Every path under `dir` with a mode other than 0700 (folders) or 0600 (files). */
function looseModes(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => mode(file) !== (statSync(file).isDirectory() ? 0o700 : 0o600))
    .map((file) => `${path.relative(dir, file)} ${mode(file).toString(8)}`);
}

/** Loosens every mode the way PGlite and a 022 umask leave them. */
function loosen(dir: string): void {
  chmodSync(dir, 0o755);
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    chmodSync(path.join(entry.parentPath, entry.name), entry.isDirectory() ? 0o777 : 0o666);
  }
}

beforeAll(async () => {
  const template = await createTestContext();
  dump = template.database.pglite ? await template.database.pglite.dumpDataDir('none') : undefined;
  await template.close();
  root = mkdtempSync(path.join(tmpdir(), 'pubdesk-datadir-'));
  config = loadConfig({ NODE_ENV: 'test', PUBDESK_DATA_DIR: path.join(root, 'data'), LOG_LEVEL: 'silent' });
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('the data folder', () => {
  it('is private from the first start: folder 0700, database files and secret 0600', async () => {
    const database = await openDatabase({ pgliteDir: config.pgliteDir, ...(dump ? { pgliteDump: dump } : {}) });
    expect(mode(config.PUBDESK_DATA_DIR)).toBe(0o700);
    expect(mode(path.join(config.PUBDESK_DATA_DIR, 'secret'))).toBe(0o600);
    expect(readdirSync(config.pgliteDir!).length).toBeGreaterThan(10);
    expect(looseModes(config.PUBDESK_DATA_DIR)).toEqual([]);
    // Files PGlite makes while running (a new table) are closed up when it stops.
    await database.query('create table later_table (id int)');
    await database.close();
    expect(looseModes(config.PUBDESK_DATA_DIR)).toEqual([]);
    // Files this process writes from now on (uploads) are its owner's only.
    expect(process.umask()).toBe(0o077);
  }, 60_000);

  it('repairs a folder an older version left world-writable, uploads included', async () => {
    const uploads = path.join(config.PUBDESK_DATA_DIR, 'uploads', 'whitelabel');
    mkdirSync(uploads, { recursive: true });
    writeFileSync(path.join(uploads, 'logo.png'), 'png');
    loosen(config.PUBDESK_DATA_DIR);
    expect(looseModes(config.PUBDESK_DATA_DIR).length).toBeGreaterThan(100);

    const database = await openDatabase({ pgliteDir: config.pgliteDir });
    await database.close();
    expect(mode(config.PUBDESK_DATA_DIR)).toBe(0o700);
    expect(looseModes(config.PUBDESK_DATA_DIR)).toEqual([]);
  }, 60_000);

  it('leaves other files in the folder, and a shared (sticky) folder, as they are', () => {
    const shared = path.join(root, 'shared');
    mkdirSync(path.join(shared, 'uploads'), { recursive: true });
    chmodSync(shared, 0o1777);
    writeFileSync(path.join(shared, 'notes.txt'), 'mine');
    chmodSync(path.join(shared, 'notes.txt'), 0o644);
    restrictDataDir(shared);
    expect(mode(shared)).toBe(0o1777);
    expect(mode(path.join(shared, 'notes.txt'))).toBe(0o644);
    expect(mode(path.join(shared, 'uploads'))).toBe(0o700);
  });
});
