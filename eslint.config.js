import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const featuresDir = './apps/web/src/features';
const features = readdirSync(new URL(featuresDir, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const modulesDir = './apps/api/src/modules';
const apiModules = readdirSync(new URL(modulesDir, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** A module's tests and their fixtures may set up through other modules' internals. */
const apiTestFiles = [
  'apps/api/src/**/*.test.ts',
  'apps/api/src/**/*-test-fixture.ts',
  'apps/api/src/**/*-test-fixtures.ts',
  'apps/api/src/**/*-test-helpers.ts',
  'apps/api/src/**/testing/**',
];

const zones = [
  // Dependencies point one way: domain imports nothing of ours; contracts only domain;
  // web never reaches into the api and the api never into the web.
  { target: './packages/domain', from: ['./packages/contracts', './apps'] },
  { target: './packages/contracts', from: ['./apps'] },
  { target: './apps/web', from: ['./apps/api'] },
  { target: './apps/api', from: ['./apps/web'] },
  // A feature never imports another feature: shared pieces live in lib/, and what composes
  // several features lives in app/.
  ...features.map((feature) => ({
    target: `${featuresDir}/${feature}`,
    from: featuresDir,
    except: [`./${feature}`],
    message:
      'A feature imports no other feature: move the shared piece to lib/, or compose in app/.',
  })),
  { target: './apps/web/src/lib', from: [featuresDir, './apps/web/src/app'] },
  // lib/ (http client, auth, formatting ...) sits below the shared UI, which may use it.
  {
    target: './apps/web/src/lib',
    from: './apps/web/src/components',
    message: 'lib/ imports no shared UI: move the piece that draws to components/.',
  },
  // Shared UI (the schedule editors ...): used by features, imports none of them.
  {
    target: './apps/web/src/components',
    from: [featuresDir, './apps/web/src/app'],
    message: 'Shared UI imports no feature and no app/ module.',
  },
];

// An API module uses another only through its public file (`<area>/<area>.public.ts`): its
// repositories, services and tables stay its own.
const moduleZones = apiModules.map((module) => ({
  target: `${modulesDir}/${module}`,
  from: modulesDir,
  except: [
    `./${module}`,
    ...apiModules
      .filter((other) => other !== module)
      .map((other) => `./${other}/${other}.public.ts`),
  ],
  message: 'A module imports another only through its public file (<area>/<area>.public.ts).',
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/api/src/db/migrations/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { maxDepth: 4, ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs'],
          conditionNames: ['import', 'default'],
        }),
      ],
      'import-x/ignore': ['node_modules'],
    },
  },
  {
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: apiTestFiles,
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...zones, ...moduleZones] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'apps/web/scripts/**'],
    rules: { 'no-console': 'off' },
  },
);
