import { readFileSync } from 'node:fs';

/** A process's private resident memory (RssAnon, bytes), from /proc; 0 where it cannot be read. */
export function privateRss(pid: number): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('RssAnon:'));
    return line ? Number(line.split(/\s+/)[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}
