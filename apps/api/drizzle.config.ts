import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Every module's tables: a new feature's table file is found without a central list.
  schema: './src/modules/*/*.table.ts',
  out: './drizzle',
});
