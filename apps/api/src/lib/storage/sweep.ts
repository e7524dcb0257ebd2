import { randomUUID } from 'node:crypto';
import { lstat, opendir, readdir, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';

/**
 * The temporary files the local store writes beside their targets (local.ts): `.<name>.<uuid>.part`.
 * A dot name is never a valid key (keys.ts), so nothing else the store keeps looks like one.
 */
const PART_FILE = /^\..+\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.part$/;

/** The temporary file for a write to `file`, in its folder (rename within a folder is atomic). */
export const partFileOf = (file: string): string => path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.part`);

export const isPartFile = (name: string): boolean => PART_FILE.test(name);

const MINUTE = 60_000;
/** At start: this process writes nothing yet, and a live writer elsewhere (another API instance) keeps its part's mtime fresh. */
export const PART_AGE_AT_START_MS = 10 * MINUTE;
/** The daily sweep: a part unwritten for an hour belongs to no live upload. */
export const PART_AGE_DAILY_MS = 60 * MINUTE;
/** The most folder entries one sweep looks at; the rest wait for the next sweep. */
const MAX_ENTRIES = 500_000;
/** Keys nest at most 256 deep (512 characters): deeper is not the store's. */
const MAX_DEPTH = 256;

export interface SweepOptions {
  /** Parts whose last write is older than this are removed. */
  olderThanMs: number;
  /** Now, in ms since the epoch (tests). */
  now?: number;
  maxEntries?: number;
}

export interface SweepResult {
  removed: number;
  bytes: number;
  /** Entries looked at. */
  scanned: number;
  /** The entry bound was reached before the whole folder was seen. */
  truncated: boolean;
}

/**
 * Removes the temporary files of local writes that never finished (a process killed during an
 * upload) under `root`: only names of the part pattern, only regular files, only those whose
 * last write is older than `olderThanMs`. A part still being written has a fresh mtime (every
 * chunk written updates it), so several processes sharing the folder do not take each other's.
 * The walk is iterative and bounded (entries and depth); symbolic links are neither followed nor
 * removed. A missing folder is nothing to sweep.
 */
export async function sweepStaleParts(root: string, options: SweepOptions): Promise<SweepResult> {
  const cutoff = (options.now ?? Date.now()) - options.olderThanMs;
  const maxEntries = options.maxEntries ?? MAX_ENTRIES;
  const result: SweepResult = { removed: 0, bytes: 0, scanned: 0, truncated: false };
  const folders: Array<{ dir: string; depth: number }> = [{ dir: root, depth: 0 }];
  while (folders.length > 0) {
    const { dir, depth } = folders.pop()!;
    let handle;
    try {
      handle = await opendir(dir);
    } catch (error) {
      // Gone meanwhile (or never made), or not ours to read: nothing to sweep there.
      if (['ENOENT', 'ENOTDIR', 'EACCES', 'EPERM'].includes((error as NodeJS.ErrnoException).code ?? '')) continue;
      throw error;
    }
    // Leaving the loop early (the bound) closes the folder.
    for await (const entry of handle) {
      if (result.scanned >= maxEntries) {
        result.truncated = true;
        return result;
      }
      result.scanned++;
      const full = path.join(dir, entry.name);
      // A Dirent describes the entry itself: a symbolic link is neither a folder nor a file here.
      if (entry.isDirectory()) {
        if (depth < MAX_DEPTH) folders.push({ dir: full, depth: depth + 1 });
      } else if (entry.isFile() && isPartFile(entry.name)) {
        await removeIfStale(full, cutoff, result);
      }
    }
  }
  return result;
}

async function removeIfStale(file: string, cutoff: number, result: SweepResult): Promise<void> {
  try {
    const stats = await lstat(file);
    if (!stats.isFile() || stats.mtimeMs >= cutoff) return;
    await unlink(file);
    result.removed++;
    result.bytes += stats.size;
  } catch (error) {
    // Renamed into place or removed by its writer meanwhile.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/** The temporary folders a video probe copies a stored file into (S3: the tools need to seek). */
export const PROBE_COPY_PREFIX = 'pubdesk-probe-';

/**
 * Removes the folders directly in `root` whose name starts with `prefix` and that nothing has
 * written to for `olderThanMs`: what a killed probe left in the system's temporary folder (a live
 * one is minutes old at most). Answers how many were removed.
 */
export async function sweepOldFolders(root: string, prefix: string, olderThanMs: number, now = Date.now()): Promise<number> {
  let removed = 0;
  let entries;
  try {
    entries = await readdir(root, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    if (!entry.isDirectory() || !entry.name.startsWith(prefix)) continue;
    const full = path.join(root, entry.name);
    const info = await stat(full).catch(() => null);
    if (!info || info.mtimeMs > now - olderThanMs) continue;
    await rm(full, { recursive: true, force: true });
    removed++;
  }
  return removed;
}
