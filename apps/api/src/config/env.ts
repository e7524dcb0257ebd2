import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'], { message: 'use 1/0, true/false, yes/no or on/off' })
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

const url = (protocols: RegExp, hint: string) =>
  z.string().refine((v) => {
    try {
      return protocols.test(new URL(v).protocol);
    } catch {
      return false;
    }
  }, hint);

/** Every setting the server reads, validated once at start (see README "Configuration"). */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number({ message: 'must be a number' }).int().min(1).max(65535).default(8080),
  DATABASE_URL: url(/^postgres(ql)?:$/, 'must be a postgres:// URL').optional(),
  PUBDESK_DATA_DIR: z.string().min(1).default('./data'),
  PUBDESK_ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  PUBDESK_DEMO: flag.optional(),
  PUBDESK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PUBDESK_MAIN_ORIGIN: url(/^https?:$/, 'must be an http(s) URL').optional(),
  PUBDESK_TERMS_URL: z.string().default(''),
  PUBDESK_PRIVACY_URL: z.string().default(''),
  PUBDESK_ALLOW_SIGNUP: flag.default(false),
  PUBDESK_WEB_DIST: z.string().optional(),
  /** The built portal (default apps/portal/dist), served at /portal/. */
  PUBDESK_PORTAL_DIST: z.string().optional(),
  /** The built player script (default apps/player/dist). */
  PUBDESK_PLAYER_DIST: z.string().optional(),
  PRODUCT_NAME: z.string().min(1).max(60).default('Pubdesk'),
  /**
   * The publisher and network portal on the main label, opened with `?impersonating=<key>`;
   * unset: this server's /portal/ on the main origin (lib/main-origin.ts, `portalUrl`).
   */
  PUBDESK_PORTAL_URL: url(/^https?:$/, 'must be an http(s) URL').optional(),
  SMTP_URL: url(/^smtps?:$/, 'must be an smtp:// or smtps:// URL').optional(),
  SMTP_FROM: z.string().default('Pubdesk <no-reply@pubdesk.local>'),
  /**
   * Run the background jobs in the server process. Off on API instances that run beside a
   * separate `npm run worker` (PostgreSQL only: the embedded database has one process).
   */
  PUBDESK_RUN_WORKER: flag.default(true),
  REPORT_TZ: z
    .string()
    .default('UTC')
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'must be an IANA time zone such as UTC or Europe/Berlin'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Whose X-Forwarded-For is believed for the client's address (audited ip, sign-in throttling
   * per IP). Believing anyone's would let a client choose its own address.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .min(1)
    .default('loopback')
    .transform((v): boolean | string[] | ((address: string, hop: number) => boolean) => {
      if (['true', 'false'].includes(v)) return v === 'true';
      // A hop count: believe that many proxies in front of us.
      if (/^\d+$/.test(v)) return (_address, hop) => hop < Number(v);
      return v
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
    }),
  UPLOAD_MAX_MB: z.coerce.number().positive().max(1024).default(2),
  /** The largest library video, in MB (2 GB by default). */
  VIDEO_MAX_MB: z.coerce.number().positive().max(1_048_576).default(2048),
  /** The embedded database thread's nice value on Linux (0 = the server's priority): see db/pglite-thread.ts. */
  PGLITE_THREAD_NICE: z.coerce.number().int().min(0).max(19).default(10),
  /** The currency statistics are kept in: Google's reports are asked in it, other sources converted to it. */
  PUBDESK_CURRENCY: z.enum(['USD', 'EUR', 'CAD'], { message: 'must be USD, EUR or CAD' }).default('USD'),
  /** The ad platforms' addresses: only ever from here, never from a record a user typed. */
  PUBDESK_GOOGLE_TOKEN_URL: url(/^https?:$/, 'must be an http(s) URL').default('https://oauth2.googleapis.com/token'),
  PUBDESK_ADMANAGER_API_URL: url(/^https?:$/, 'must be an http(s) URL').default('https://admanager.googleapis.com'),
  PUBDESK_ADSENSE_API_URL: url(/^https?:$/, 'must be an http(s) URL').default('https://adsense.googleapis.com'),
  PUBDESK_ANIVIEW_API_URL: url(/^https?:$/, 'must be an http(s) URL').default('https://manage.aniview.com'),
  /**
   * Let the ads.txt check fetch websites on private, loopback and link-local addresses: for an
   * install whose websites live on its own network. Off by default: a website's address is typed
   * by its publisher, and the server must not be made to read its own network.
   */
  PUBDESK_ADS_TXT_PRIVATE: flag.default(false),
  /** The largest CSV file an import upload takes, in MB. */
  IMPORT_MAX_MB: z.coerce.number().positive().max(10_240).default(200),
  S3_ENDPOINT: url(/^https?:$/, 'must be an http(s) URL').optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: url(/^https?:$/, 'must be an http(s) URL').optional(),
});

export type RawEnv = z.infer<typeof envSchema>;

export interface Config extends RawEnv {
  secret: string;
  /** Embedded PGlite data folder, or null when DATABASE_URL points at PostgreSQL. */
  pgliteDir: string | null;
  /** Uploaded files' folder when not on S3. */
  uploadDir: string;
  /** Resumable uploads in progress (their bytes so far), always on the local disk. */
  resumableDir: string;
  isSmtpConfigured: boolean;
  isS3Configured: boolean;
  mainHost: string | null;
}

export class ConfigError extends Error {}

/** Parses the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, opts: { inMemory?: boolean } = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const raw = parsed.data;
  const s3Vars = [raw.S3_ENDPOINT, raw.S3_BUCKET, raw.S3_ACCESS_KEY_ID, raw.S3_SECRET_ACCESS_KEY];
  if (s3Vars.some(Boolean) && !s3Vars.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_*: set all of S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or none',
    );
  }
  if (!raw.PUBDESK_RUN_WORKER && !raw.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  PUBDESK_RUN_WORKER: off needs DATABASE_URL (no other process can open the embedded database to run the jobs)',
    );
  }
  const dataDir = path.resolve(raw.PUBDESK_DATA_DIR);
  if (!opts.inMemory) mkdirSync(dataDir, { recursive: true });
  return {
    ...raw,
    PUBDESK_DATA_DIR: dataDir,
    secret: raw.PUBDESK_SECRET ?? (opts.inMemory ? randomBytes(32).toString('hex') : persistedSecret(dataDir)),
    pgliteDir: raw.DATABASE_URL ? null : opts.inMemory ? 'memory://' : path.join(dataDir, 'pglite'),
    uploadDir: path.join(dataDir, 'uploads'),
    resumableDir: path.join(dataDir, 'resumable'),
    isSmtpConfigured: Boolean(raw.SMTP_URL),
    isS3Configured: s3Vars.every(Boolean),
    mainHost: raw.PUBDESK_MAIN_ORIGIN ? new URL(raw.PUBDESK_MAIN_ORIGIN).hostname.toLowerCase() : null,
  };
}

/** Token-signing secret generated on first start and kept beside the data, mode 0600. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
