// One lint configuration for every package. The boundaries the architecture relies on are rules here,
// not conventions: see docs/architecture.md ("Boundaries") and docs/decisions/0008-boundaries-as-lint-rules.md.
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';

const rootDir = path.dirname(fileURLToPath(import.meta.url));
const listDirs = (dir) =>
  existsSync(path.join(rootDir, dir))
    ? readdirSync(path.join(rootDir, dir), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

/** Front-end packages: the shell and every remote (each built and deployed on its own). */
const AREAS = listDirs('.').filter((name) => name === 'shell' || name.startsWith('mfe-'));
/** Node services: they never import front-end code. */
const SERVICES = listDirs('.').filter((name) => name.endsWith('-service') || name === 'service-kit');
const FRONT_END = [...AREAS, 'shared-ui'];

/**
 * Folders of an area that any feature may use; features and the app sit above them. Test harnesses
 * (src/testing, src/test) render the whole app and are outside the layers.
 */
const SHARED_LAYERS = ['api', 'components', 'data', 'store', 'lib', 'hooks', 'assets'];

const areaZones = AREAS.flatMap((area) => {
  const others = AREAS.filter((other) => other !== area).map((other) => `./${other}`);
  const features = listDirs(`${area}/src/features`);
  return [
    {
      target: `./${area}`,
      from: others,
      message:
        'Areas deploy on their own: a remote never imports another remote or the shell (share through shared-ui).',
    },
    ...features.map((feature) => ({
      target: `./${area}/src/features/${feature}`,
      from: `./${area}/src/features`,
      except: [`./${feature}`],
      message: 'A feature never imports another feature: move what both need to src/components or shared-ui.',
    })),
    {
      target: `./${area}/src/features`,
      from: `./${area}/src/app`,
      message: 'Imports go one way (app → features → shared): a feature never imports the app layer.',
    },
    ...SHARED_LAYERS.map((layer) => ({
      target: `./${area}/src/${layer}`,
      from: [`./${area}/src/features`, `./${area}/src/app`],
      message: 'Imports go one way (app → features → shared): shared code never imports a feature or the app.',
    })),
  ];
});

const boundaryZones = [
  ...areaZones,
  {
    target: './shared-ui',
    from: [...AREAS.map((area) => `./${area}`), ...SERVICES.map((service) => `./${service}`)],
    message: 'shared-ui is used by every area, so it never imports one.',
  },
  {
    // The wire is written once for the service, the pages and the tests: it depends on none of them.
    target: './member-contract',
    from: listDirs('.')
      .filter((name) => name !== 'member-contract' && !name.startsWith('.') && name !== 'node_modules')
      .map((name) => `./${name}`),
    message: 'member-contract is the wire every side shares: it imports nothing of the project (only zod).',
  },
  ...SERVICES.map((service) => ({
    target: `./${service}`,
    from: [...FRONT_END.map((part) => `./${part}`), './e2e'],
    message: 'Services never import front-end code.',
  })),
];

/** React Router reaches the areas only through shared-ui, so every page has one router instance. */
const routerOutsideSharedUi = ['react-router', 'react-router-dom'].map((name) => ({
  name,
  message: "React Router travels inside the shared-ui singleton: import it from '@mindset/shared-ui'.",
}));
const testingRouters = {
  name: '@mindset/shared-ui/testing',
  message: 'Memory routers are for tests; the app uses the router the shell provides.',
};
const catalogueOutsideSharedUi = {
  name: '@mindset/payment-contract',
  message:
    "Areas read the price catalogue through '@mindset/shared-ui' (one module instance; see docs/decisions/0007-one-price-source.md).",
};
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/src/testing/**', '**/src/test/**', '**/test-utils.tsx'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/.data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'perf-results/**',
      'releases/**',
      '**/lint-fixtures/**',
      // Build outputs the release, dev and skew tests leave behind (all git-ignored).
      '.redeploy-*/**',
      '.releases-e2e-*/**',
      '.dev-builds/**',
      '.skew/**',
      '.perf-floor/**',
      'shell/.release-*/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: FRONT_END.map((part) => `${part}/**/*.{ts,tsx}`),
    ...reactHooks.configs.flat.recommended,
    ...jsxA11y.flatConfigs.recommended,
    plugins: { ...reactHooks.configs.flat.recommended.plugins, ...jsxA11y.flatConfigs.recommended.plugins },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.flat.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    files: AREAS.map((area) => `${area}/**/*.{ts,tsx}`),
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [...routerOutsideSharedUi, testingRouters, catalogueOutsideSharedUi] },
      ],
    },
  },
  {
    files: TEST_FILES,
    // shared-ui is where React Router lives, its tests included.
    ignores: ['shared-ui/**'],
    rules: { 'no-restricted-imports': ['error', { paths: routerOutsideSharedUi }] },
  },
  {
    // The shell's and remotes' test setup runs in their jsdom test environment.
    files: ['federation-config/vitest.setup.mjs'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // member-service is cut by concept (docs/decisions/0084-member-service-by-concept.md): a concept's
    // SQL sits in its store.ts, and no concept reaches into another's routes.
    files: ['member-service/src/**/*.ts'],
    ignores: ['member-service/src/**/store.ts', 'member-service/src/live/liveHub.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='query']",
          message: "SQL belongs in the concept's store.ts: call a store function from here.",
        },
      ],
    },
  },
  {
    files: ['member-service/src/*/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*/routes'],
              message:
                "A concept never imports another concept's routes: use its store, rules or schemas (or the contract).",
            },
          ],
        },
      ],
    },
  },
  {
    // Command-line scripts report on the console by design.
    files: ['tooling/**/*.mjs', 'perf/**/*.mjs', '**/bench/**/*.ts', 'e2e/*.{ts,mjs}'],
    rules: { 'no-console': 'off' },
  },
);
