import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';
import { EmbeddedDatabaseInUse, lockEmbeddedDatabase } from './embedded-lock.js';

const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pubdesk-lock-'));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the embedded database is one process', () => {
  it('refuses a second opening of the same folder while the first is open, and lets it in once closed', async () => {
    const dir = path.join(folder(), 'pglite');
    const first = await openDatabase({ pgliteDir: dir });
    await expect(openDatabase({ pgliteDir: dir })).rejects.toBeInstanceOf(EmbeddedDatabaseInUse);
    await first.query('create table kept (n int)');
    await first.query('insert into kept values (1)');
    await first.close();
    const second = await openDatabase({ pgliteDir: dir });
    expect(await second.query('select n from kept')).toEqual([{ n: 1 }]);
    await second.close();
  });

  it("takes over a lock left by a process that is gone, and names a live owner's pid", () => {
    const dir = path.join(folder(), 'pglite');
    // A pid no process has (above Linux's pid_max).
    writeFileSync(`${dir}.lock`, '4194305');
    const release = lockEmbeddedDatabase(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    expect(() => lockEmbeddedDatabase(dir)).toThrow(`in use by another process (pid ${process.pid})`);
    release();
    // A former process that had this pid (a container restarted as pid 1 again): not held here.
    writeFileSync(`${dir}.lock`, String(process.pid));
    lockEmbeddedDatabase(dir)();
  });
});
