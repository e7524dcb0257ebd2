import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
// E2E_PORT lets two runs (say, a local one beside CI) use their own server.
const port = Number(process.env.E2E_PORT ?? 8181);

/**
 * Drives the real server (fresh demo database, built console and portal) in Debian's Chromium.
 * `npm run build` must have produced apps/web/dist and apps/portal/dist first (the test:e2e
 * script does). One server for both apps: the console's tests, then the portal's.
 */
export default defineConfig({
  projects: [
    { name: 'console', testDir: './e2e' },
    { name: 'portal', testDir: '../portal/e2e' },
  ],
  outputDir: '../../test-results/web-e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // The JSON report feeds the closing 'N passed, N failed' line of .ci/run.
  reporter: [['list'], ['json', { outputFile: `${repoRoot}.reports/playwright.json` }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace (a screencast and a DOM snapshot per step) costs about a fifth of the
    // suite's CPU, for the tests that pass too. CI, which retries once, records the retry only: a
    // failure keeps its screenshot, and its retry's trace shows it again step by step.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
