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
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/portal/src/**/*.{ts,tsx}', 'packages/ui/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // A module can load before the signed-in frame installs the screens' catalogue (route chunks
      // load beside the frame's): a text looked up as a module loads could stay its raw key.
      'no-restricted-syntax': [
        'error',
        ...[
          ':matches(Program, ExportNamedDeclaration) > VariableDeclaration > VariableDeclarator > CallExpression[callee.name="t"]',
          ':matches(Program, ExportNamedDeclaration) > VariableDeclaration > VariableDeclarator > CallExpression CallExpression[callee.name="t"]',
          ':matches(Program, ExportNamedDeclaration) > VariableDeclaration > VariableDeclarator > :matches(ObjectExpression, ArrayExpression) CallExpression[callee.name="t"]:not(:function CallExpression)',
        ].map((selector) => ({
          selector,
          message: 'Look texts up when drawn (a function, or in render), not as the module loads: the catalogue may not be installed yet.',
        })),
      ],
    },
  },
  // What the browser apps share stands below every app: it never reaches into one.
  {
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@pubdesk/web', '@pubdesk/web/*', '@pubdesk/api', '@pubdesk/api/*', '**/apps/**'],
              message: 'packages/ui is shared by the apps and stands below them: take what it needs as a parameter (see auth/audience.ts).',
            },
          ],
        },
      ],
    },
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
              message: 'A module stands below the wiring (app, features, migrate, server, worker, seed).',
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
              message: 'The core stands below the wiring (app, features, migrate, server, worker, seed).',
            },
          ],
        },
      ],
    },
  },
  // The console's layers (scripts/import-layers.mjs checks the whole graph, dynamic imports too):
  // lib -> components -> features/<stem> -> app. A feature reaches another only through its
  // index.ts and never the app; components and lib never reach a feature or the app.
  ...webLayerRules('apps/web/src'),
  // The portal is cut the same way.
  ...webLayerRules('apps/portal/src'),
);

/** The wiring files as a file `depth` folders below apps/api/src imports them. */
function wiringImports(depth) {
  const up = '../'.repeat(depth);
  return [...['app', 'features', 'migrate', 'server', 'worker'].map((name) => `${up}${name}.js`), `${up}seed/**`];
}

/** `../` `count` times, as a regular expression. */
function upRegex(count) {
  return '\\.\\./'.repeat(count);
}

/**
 * The console's import rules, one block per folder depth under apps/web/src (relative imports
 * name a folder by how far up they climb): features/<stem>/ files sit 2 below src, their
 * subfolders 3 and more; components/ and lib/ files 1 and more.
 */
function webLayerRules(root) {
  const deepReach = {
    message:
      "Another feature is reached only through its index.ts ('../<feature>'): export what others may use there, or move what several features use down to components/ or lib/.",
  };
  const blocks = [];
  for (let depth = 2; depth <= 5; depth++) {
    blocks.push({
      files: [`${root}/features/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              { regex: `^${upRegex(depth - 1)}[^./][^/]*/(?!index$)`, ...deepReach },
              {
                regex: `^${upRegex(depth)}app(/|$)`,
                message:
                  'A feature stands below the app (router, layout, navigation): declare its routes and menu entries in its <stem>.feature.ts, and read what the frame provides through lib/ (useMenu, the auth store).',
              },
            ],
          },
        ],
      },
    });
  }
  for (const [layer, above] of [
    ['lib', 'components|features|app'],
    ['components', 'features|app'],
  ]) {
    for (let depth = 1; depth <= 4; depth++) {
      blocks.push({
        files: [`${root}/${layer}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
        rules: {
          'no-restricted-imports': [
            'error',
            {
              patterns: [
                {
                  regex: `^${upRegex(depth)}(${above})(/|$)`,
                  message: `${layer}/ stands below ${above.split('|').join(', ')}/: take what it needs as a parameter or a context the frame provides, or move the shared piece down.`,
                },
              ],
            },
          ],
        },
      });
    }
  }
  return blocks;
}
