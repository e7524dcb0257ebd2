import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

/** The embedded database's folder is in use by another live process. */
export class EmbeddedDatabaseInUse extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The embedded database in ${dir} is in use by another process (pid ${pid}): stop it first, ` +
        'or run every process on PostgreSQL (DATABASE_URL).',
    );
  }
}

/** The folders this process holds: a lock naming this pid but not held here is a former process's (a container restarted as pid 1 again). */
const held = new Set<string>();

/** Whether another process with this pid runs (signal 0 only asks), or this one holds the folder. */
function alive(pid: number, dir: string): boolean {
  if (pid === process.pid) return held.has(dir);
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims the embedded database's folder for this process: `<dir>.lock` holds the owner's pid.
 * PGlite is one process's database and takes no lock of its own: a second server started on the
 * same folder would open it beside the first, each writing its own files over the other's. A
 * lock left by a process that died (its pid runs no more, or is this process's without this
 * process holding the folder) is taken over. Answers the release.
 */
export function lockEmbeddedDatabase(dir: string): () => void {
  const file = `${dir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      held.add(dir);
      return () => {
        held.delete(dir);
        rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && alive(owner, dir)) throw new EmbeddedDatabaseInUse(dir, owner);
      // Left by a process that is gone: take it over.
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not claim ${file}`);
}
