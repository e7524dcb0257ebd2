import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AuthContext } from '../../lib/auth-context.js';
import { videosService } from './videos.service.js';

/** Bytes that sniff as MP4 (an `ftyp` box). */
const mp4Head = () => {
  const bytes = Buffer.alloc(64, 7);
  bytes.writeUInt32BE(24, 0);
  bytes.write('ftypisom', 4, 'latin1');
  return bytes;
};

describe('a stored video whose row cannot be written', () => {
  it('is removed from storage, and the write fails as it did', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'pubdesk-video-')), 'upload.mp4');
    writeFileSync(file, mp4Head());
    const removed: string[] = [];
    const service = videosService({
      storage: {
        putFile: async (key: string) => ({ key, url: `/uploads/${key}`, size: 64 }),
        remove: async (key: string) => void removed.push(key),
      },
      transaction: async () => {
        throw new Error('the upload was finished by another request');
      },
      config: { VIDEO_MAX_MB: 1 },
    } as unknown as Parameters<typeof videosService>[0]);
    const auth = { user: { id: 1, role: 'admin' } } as AuthContext;
    const fields = { website_id: 3, name: 'Clip' } as Parameters<typeof service.fromResumable>[1];
    await expect(service.fromResumable(auth, fields, file, 'upload-1')).rejects.toThrow('the upload was finished by another request');
    expect(removed).toEqual([expect.stringMatching(/\.mp4$/)]);
  });
});
