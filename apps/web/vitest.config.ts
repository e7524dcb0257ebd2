import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Screen tests render whole Mantine pages in jsdom: seconds each on a loaded 2-core CI machine.
    testTimeout: 30_000,
  },
});
