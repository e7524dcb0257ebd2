import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config/env.js';
import { buildApp } from '../src/app.js';
import type { App } from '../src/app-types.js';
import type { TestContext } from './harness.js';

/**
 * A second app over the test database that serves a built console (API tests run without one):
 * `writeDist` fills a temporary dist folder (with an `assets/` folder) the way the build would.
 */
export async function consoleApp(ctx: TestContext, writeDist: (dist: string) => void): Promise<{ app: App; close(): Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'pubdesk-console-'));
  const dist = path.join(dir, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeDist(dist);
  const config = loadConfig(
    { NODE_ENV: 'test', PUBDESK_DATA_DIR: path.join(dir, 'data'), PUBDESK_SECRET: 's'.repeat(40), PUBDESK_WEB_DIST: dist },
    { inMemory: true },
  );
  const app = await buildApp({ config, database: ctx.database, serveWeb: true });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
