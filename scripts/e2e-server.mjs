// The server the Playwright suite drives: a fresh embedded database with demo data on port
// 8181 (or E2E_PORT), the built console, and a known admin password.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

process.env.PUBDESK_DATA_DIR = mkdtempSync(path.join(tmpdir(), 'pubdesk-e2e-'));
process.env.PORT = process.env.E2E_PORT ?? '8181';
process.env.HOST = '127.0.0.1';
process.env.PUBDESK_DEMO = '1';
process.env.PUBDESK_ADMIN_PASSWORD = 'admin-pass-123';
process.env.NODE_ENV = 'production';
process.env.LOG_LEVEL ??= 'warn';
// The browser shares the machine (CI's two CPUs) and Chromium raises its own processes' priority
// (nice -8): a database thread at the default nice 10 waits behind its drawing, and every screen
// waits for its data that much longer. Here it runs at the server's priority.
process.env.PGLITE_THREAD_NICE ??= '0';
delete process.env.DATABASE_URL;

await import('./run-server.mjs');
