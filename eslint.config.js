import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/drizzle/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['bench/**', 'scripts/**', '**/e2e/**'],
    rules: { 'no-console': 'off' },
  },
  // The API's layers (scripts/import-layers.mjs checks the whole graph): a module reaches another
  // only through its index.ts and never the wiring; the core (config, db, lib, plugins) never
  // reaches a module or the wiring.
  {
    files: ['apps/api/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*/*', '!../../**', '!../*/index.js'],
              message: "Another module is reached only through its index.ts ('../<module>/index.js'): export what you need there.",
            },
            {
              group: wiringImports(2),
              message: 'A module stands below the wiring (app, features, schema, migrate, server, worker, seed).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/{config,db,lib,plugins}/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/modules/**'],
              message:
                'The core stands below the modules: define an interface in lib/ and let the wiring (app.ts) pass the implementation.',
            },
            {
              group: [...wiringImports(1), ...wiringImports(2)],
              message: 'The core stands below the wiring (app, features, schema, migrate, server, worker, seed).',
            },
          ],
        },
      ],
    },
  },
);

/** The wiring files as a file `depth` folders below apps/api/src imports them. */
function wiringImports(depth) {
  const up = '../'.repeat(depth);
  return [...['app', 'features', 'schema', 'migrate', 'server', 'worker'].map((name) => `${up}${name}.js`), `${up}seed/**`];
}
