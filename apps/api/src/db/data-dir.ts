import { chmodSync, lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** What the data folder holds besides other files a user may keep there (config/env.ts). */
const dataEntries = ['pglite', 'uploads', 'secret'];

function chmodIfNeeded(target: string, mode: number, current: number): void {
  if ((current & 0o7777) !== mode) chmodSync(target, mode);
}

/**
 * Owner-only modes for a whole tree: folders 0700, files 0600. Symbolic links are left alone
 * (their target may be anywhere); a missing target is nothing to do.
 */
export function restrictTree(target: string): void {
  let stat;
  try {
    stat = lstatSync(target);
  } catch {
    return;
  }
  if (stat.isSymbolicLink()) return;
  if (!stat.isDirectory()) return chmodIfNeeded(target, 0o600, stat.mode);
  chmodIfNeeded(target, 0o700, stat.mode);
  for (const entry of readdirSync(target)) restrictTree(path.join(target, entry));
}

/**
 * Keeps the data folder private: the database files hold password hashes and sealed
 * credentials, and PGlite creates its files world-writable (0666) whatever the umask. From
 * now on this process creates files for its owner only (umask 077); the folder becomes 0700
 * and what Pubdesk keeps in it (the database, uploads, the generated secret) is brought to
 * 0700/0600, which also repairs a folder made by an older version. The folder itself is left
 * alone if it is sticky (/tmp and the like are shared by design).
 */
export function restrictDataDir(dataDir: string): void {
  process.umask(0o077);
  const stat = lstatSync(dataDir, { throwIfNoEntry: false });
  if (stat?.isDirectory() && !(stat.mode & 0o1000)) chmodIfNeeded(dataDir, 0o700, stat.mode);
  for (const entry of dataEntries) restrictTree(path.join(dataDir, entry));
}
