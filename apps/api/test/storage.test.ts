import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/env.js';
import { createStorage, InvalidKeyError, isValidKey, sizeGuard, TooLargeError, uniqueKey, type Storage } from '../src/lib/storage/index.js';

const localStore = (): { storage: Storage; root: string } => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pubdesk-storage-'));
  const storage = createStorage(loadConfig({ PUBDESK_DATA_DIR: dataDir, PUBDESK_SECRET: 'x'.repeat(40) }));
  return { storage, root: path.join(dataDir, 'uploads') };
};
const png = { contentType: 'image/png' };
const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('storage keys', () => {
  it('accept path segments of letters, digits, dot, dash and underscore', () => {
    for (const key of ['players/12/logo.png', 'avatars/0b1c-x_y.jpeg', 'a', 'video/2024/clip.final.mp4'])
      expect(isValidKey(key)).toBe(true);
  });

  it('refuse traversal, absolute paths, hidden names, empty segments and other characters', () => {
    const bad = [
      '',
      '../x',
      'a/../b',
      'a/..',
      '/etc/passwd',
      'a//b',
      'a/',
      '.hidden',
      'a/.b.part',
      'a\\b',
      'C:/x',
      'a b',
      'ä',
      'a?b',
      'x'.repeat(513),
    ];
    for (const key of bad) expect({ key, valid: isValidKey(key) }).toEqual({ key, valid: false });
  });

  it('uniqueKey gives a fresh key under a prefix', () => {
    expect(uniqueKey('avatars', 'png')).toMatch(/^avatars\/[0-9a-f-]{36}\.png$/);
    expect(uniqueKey('avatars', 'png')).not.toBe(uniqueKey('avatars', 'png'));
  });
});

describe('sizeGuard', () => {
  const run = (chunks: Buffer[], guard: ReturnType<typeof sizeGuard>) => pipeline(Readable.from(chunks), guard, new PassThrough().resume());

  it('lets up to maxBytes through and counts them', async () => {
    const guard = sizeGuard(10);
    await run([Buffer.alloc(4), Buffer.alloc(6)], guard);
    expect(guard.bytes).toBe(10);
  });

  it('fails as soon as more pass, with the error it was given', async () => {
    await expect(run([Buffer.alloc(6), Buffer.alloc(6)], sizeGuard(10))).rejects.toBeInstanceOf(TooLargeError);
    const fieldError = new Error('The file is larger than 1 MB.');
    await expect(run([Buffer.alloc(11)], sizeGuard(10, { tooLarge: () => fieldError }))).rejects.toBe(fieldError);
  });

  it('fails a body its source cut short, and an empty one when asked to', async () => {
    const cut = new Error('cut');
    await expect(run([Buffer.alloc(10)], sizeGuard(10, { tooLarge: () => cut, truncated: () => true }))).rejects.toBe(cut);
    const empty = new Error('empty');
    await expect(run([], sizeGuard(10, { empty: () => empty }))).rejects.toBe(empty);
  });
});

describe('local storage', () => {
  it('keeps files in the data folder and serves them under /media/', async () => {
    const { storage, root } = localStore();
    const saved = await storage.put(uniqueKey('logos', 'png'), Buffer.from('png-bytes'), png);
    expect(storage.kind).toBe('local');
    expect(saved.url).toMatch(/^\/media\/logos\/[0-9a-f-]{36}\.png$/);
    expect(saved.size).toBe(9);
    const file = path.join(root, saved.key);
    expect(readFileSync(file, 'utf8')).toBe('png-bytes');
    await storage.remove(saved.url);
    expect(existsSync(file)).toBe(false);
  });

  it('writes a stable key again in place, streams it back, and removes it by key', async () => {
    const { storage, root } = localStore();
    await storage.put('players/12/logo.png', Buffer.from('one'), png);
    const saved = await storage.put('players/12/logo.png', Readable.from([Buffer.from('tw'), Buffer.from('o')]), png);
    expect(saved).toEqual({ key: 'players/12/logo.png', url: '/media/players/12/logo.png', size: 3 });
    expect(readdirSync(path.join(root, 'players/12'))).toEqual(['logo.png']);
    expect((await buffer((await storage.get('players/12/logo.png'))!)).toString()).toBe('two');
    await storage.remove('players/12/logo.png');
    expect(await storage.get('players/12/logo.png')).toBeNull();
  });

  it('never shows a partial file: the old object stays until the new one is complete', async () => {
    const { storage, root } = localStore();
    await storage.put('docs/a.txt', Buffer.from('old'), png);
    const body = new PassThrough();
    const writing = storage.put('docs/a.txt', body, png);
    body.write('new-');
    await tick();
    expect(readFileSync(path.join(root, 'docs/a.txt'), 'utf8')).toBe('old');
    expect(readdirSync(path.join(root, 'docs')).filter((f) => f.endsWith('.part'))).toHaveLength(1);
    body.end('content');
    await writing;
    expect(readFileSync(path.join(root, 'docs/a.txt'), 'utf8')).toBe('new-content');
    expect(readdirSync(path.join(root, 'docs'))).toEqual(['a.txt']);
  });

  it('a failed or oversized body keeps nothing, and the old object stays', async () => {
    const { storage, root } = localStore();
    await storage.put('docs/a.txt', Buffer.from('old'), png);
    const broken = new PassThrough();
    const writing = storage.put('docs/a.txt', broken, png);
    broken.write('partial');
    await tick();
    broken.destroy(new Error('connection reset'));
    await expect(writing).rejects.toThrow('connection reset');

    await expect(
      storage.put('docs/a.txt', Readable.from([Buffer.alloc(8), Buffer.alloc(8)]), { ...png, maxBytes: 10 }),
    ).rejects.toBeInstanceOf(TooLargeError);
    await expect(storage.put('docs/b.txt', Buffer.alloc(11), { ...png, maxBytes: 10 })).rejects.toBeInstanceOf(TooLargeError);
    expect(readdirSync(path.join(root, 'docs'))).toEqual(['a.txt']);
    expect(readFileSync(path.join(root, 'docs/a.txt'), 'utf8')).toBe('old');
  });

  it('a body that fails at once (before its file is open) rejects the put and leaves no temporary file', async () => {
    const { storage, root } = localStore();
    for (let i = 0; i < 50; i++) {
      const body = new PassThrough();
      const writing = storage.put('docs/a.txt', body, png);
      body.destroy(new Error('connection reset'));
      await expect(writing).rejects.toThrow();
    }
    expect(readdirSync(path.join(root, 'docs'))).toEqual([]);
  });

  it('refuses an invalid key before touching the disk, and ignores one on remove', async () => {
    const { storage, root } = localStore();
    await expect(storage.put('../escape.txt', Buffer.from('x'), png)).rejects.toBeInstanceOf(InvalidKeyError);
    await expect(storage.put('/tmp/escape.txt', Buffer.from('x'), png)).rejects.toBeInstanceOf(InvalidKeyError);
    expect(existsSync(path.join(root, '..', 'escape.txt'))).toBe(false);
    await expect(storage.remove('/media/../../secret')).resolves.toBeUndefined();
    await expect(storage.remove('https://elsewhere.example/x.png')).resolves.toBeUndefined();
  });
});
