import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'pubdesk-env-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const base = () => ({ PUBDESK_DATA_DIR: path.join(dir, 'data') });
const memory = (env: Record<string, string>) => loadConfig({ ...base(), ...env }, { inMemory: true });
const errorOf = (fn: () => unknown): ConfigError => {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error('expected a ConfigError');
};

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = memory({});
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      HOST: '0.0.0.0',
      PORT: 8080,
      PRODUCT_NAME: 'Pubdesk',
      PUBDESK_ALLOW_SIGNUP: false,
      REPORT_TZ: 'UTC',
      UPLOAD_MAX_MB: 2,
      pgliteDir: 'memory://',
      isSmtpConfigured: false,
      isS3Configured: false,
      mainHost: null,
    });
    expect(config.uploadDir).toBe(path.join(dir, 'data', 'uploads'));
  });

  it('names a bad PORT', () => {
    for (const PORT of ['abc', '0', '70000', '80.5']) {
      const error = errorOf(() => memory({ PORT }));
      expect(error.message).toMatch(/^Invalid configuration:\n {2}PORT: /);
    }
    expect(memory({ PORT: '3000' }).PORT).toBe(3000);
  });

  it('names a bad DATABASE_URL, and a PostgreSQL URL turns PGlite off', () => {
    for (const DATABASE_URL of ['mysql://db/x', 'not a url', 'localhost:5432']) {
      expect(errorOf(() => memory({ DATABASE_URL })).message).toContain('DATABASE_URL: must be a postgres:// URL');
    }
    expect(memory({ DATABASE_URL: 'postgresql://u:p@db:5432/pubdesk' }).pgliteDir).toBeNull();
    expect(memory({ DATABASE_URL: 'postgres://db/pubdesk' }).pgliteDir).toBeNull();
  });

  it('names every bad variable at once', () => {
    const error = errorOf(() =>
      memory({ PORT: 'x', LOG_LEVEL: 'loud', REPORT_TZ: 'Mars/Olympus', PUBDESK_ALLOW_SIGNUP: 'maybe', PUBDESK_SECRET: 'short' }),
    );
    for (const name of ['PORT', 'LOG_LEVEL', 'REPORT_TZ', 'PUBDESK_ALLOW_SIGNUP', 'PUBDESK_SECRET'])
      expect(error.message).toContain(`  ${name}: `);
  });

  it('reads flags in their usual spellings', () => {
    for (const v of ['1', 'true', 'yes', 'on']) expect(memory({ PUBDESK_ALLOW_SIGNUP: v }).PUBDESK_ALLOW_SIGNUP).toBe(true);
    for (const v of ['0', 'false', 'no', 'off']) expect(memory({ PUBDESK_ALLOW_SIGNUP: v }).PUBDESK_ALLOW_SIGNUP).toBe(false);
  });

  it('refuses a partial S3 configuration and accepts a whole one', () => {
    const s3 = { S3_ENDPOINT: 'https://s3.example.com', S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };
    for (const missing of Object.keys(s3)) {
      const partial = Object.fromEntries(Object.entries(s3).filter(([k]) => k !== missing));
      expect(errorOf(() => memory(partial)).message).toContain(
        'S3_*: set all of S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or none',
      );
    }
    expect(errorOf(() => memory({ S3_BUCKET: 'media' })).message).toContain('S3_*');
    expect(memory(s3).isS3Configured).toBe(true);
  });

  it('derives mainHost and SMTP from their URLs', () => {
    const config = memory({ PUBDESK_MAIN_ORIGIN: 'https://Console.Example.com:8443/', SMTP_URL: 'smtp://mail.example.com:25' });
    expect(config.mainHost).toBe('console.example.com');
    expect(config.isSmtpConfigured).toBe(true);
    expect(errorOf(() => memory({ SMTP_URL: 'http://mail.example.com' })).message).toContain('SMTP_URL');
  });

  it('generates a signing secret on first start, keeps it in the data dir (0600) and reuses it', () => {
    const first = loadConfig(base());
    const file = path.join(dir, 'data', 'secret');
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.secret).toMatch(/^[0-9a-f]{96}$/);
    expect(readFileSync(file, 'utf8')).toBe(first.secret);
    expect(first.pgliteDir).toBe(path.join(dir, 'data', 'pglite'));

    const second = loadConfig(base());
    expect(second.secret).toBe(first.secret);
  });

  it('keeps nothing on disk in memory mode, and prefers PUBDESK_SECRET', () => {
    const a = memory({});
    const b = memory({});
    expect(a.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(a.secret).not.toBe(b.secret);
    expect(existsSync(path.join(dir, 'data'))).toBe(false);

    const secret = 's'.repeat(40);
    expect(loadConfig({ ...base(), PUBDESK_SECRET: secret }).secret).toBe(secret);
    expect(existsSync(path.join(dir, 'data'))).toBe(true);
    expect(existsSync(path.join(dir, 'data', 'secret'))).toBe(false);
  });

  it('reads TRUST_PROXY: loopback by default, a flag, a hop count or a list', () => {
    expect(memory({}).TRUST_PROXY).toEqual(['loopback']);
    expect(memory({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(memory({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(memory({ TRUST_PROXY: '10.0.0.0/8, loopback' }).TRUST_PROXY).toEqual(['10.0.0.0/8', 'loopback']);
    const hops = memory({ TRUST_PROXY: '2' }).TRUST_PROXY as (address: string, hop: number) => boolean;
    expect([hops('10.0.0.1', 0), hops('10.0.0.1', 1), hops('10.0.0.1', 2)]).toEqual([true, true, false]);
  });
});
