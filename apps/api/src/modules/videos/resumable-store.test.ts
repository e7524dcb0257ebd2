import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resumableStore } from './resumable-store.js';

describe('resumableStore', () => {
  it('leaves its folder to the caller: made on a folder that is gone, it neither makes one nor throws later', async () => {
    const gone = mkdtempSync(path.join(tmpdir(), 'pubdesk-resumable-'));
    rmSync(gone, { recursive: true });
    const folder = path.join(gone, 'resumable');
    const store = resumableStore(folder);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(store.directory).toBe(folder);
    expect(existsSync(gone)).toBe(false);
  });
});
