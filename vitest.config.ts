import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace: the API tier (in-memory PGlite, or PostgreSQL when
// DATABASE_URL is set), the contract's unit tests and the console's component tests.
// The API files that replace a module of the app (vi.mock, a wrapped route collector) and so
// need modules of their own, loaded afresh for them alone.
const isolatedApiTests = ['test/guard.test.ts', 'test/seed-atomic.test.ts'];

export default defineConfig({
  test: {
    // A worker per CPU. Vitest's default keeps one CPU for its own process, which leaves a single
    // worker on a 2-CPU machine (CI's); its own process is nearly idle here, as the time goes into
    // each file's database, so two workers take the run from about 450 s to about 300 s there.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'api',
          root: './apps/api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: isolatedApiTests,
          environment: 'node',
          testTimeout: 30000,
          hookTimeout: 60000,
          pool: 'forks',
          // Each file builds its own app on its own database, and nothing in the API keeps state
          // in a module: a worker may keep the modules it has loaded for its next file. Loading
          // the app afresh for each of about a hundred files was a third of the tier's CPU time.
          isolate: false,
        },
      },
      {
        test: {
          name: 'api-isolated',
          root: './apps/api',
          include: isolatedApiTests,
          environment: 'node',
          testTimeout: 30000,
          hookTimeout: 60000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'scripts',
          root: './scripts',
          include: ['*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      './packages/ui/vitest.config.ts',
      './apps/web/vitest.config.ts',
      './apps/portal/vitest.config.ts',
    ],
  },
});
