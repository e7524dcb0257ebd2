import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace: the API tier (in-memory PGlite, or PostgreSQL when
// DATABASE_URL is set), the contract's unit tests and the console's component tests.
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
          environment: 'node',
          testTimeout: 30000,
          hookTimeout: 60000,
          pool: 'forks',
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
    ],
  },
});
