import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The web's boundaries (decision 0035). A feature imports src/components, src/lib,
 * src/config, packages, its own folder, and other features only through their public
 * index.ts. Only api/ folders (features/<name>/api, components/api) and src/lib itself call
 * the API client. Shared code (components, lib, config) imports no feature.
 */
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const API_CLIENT = [
  'api-client',
  'load-api',
  'tools-api',
  'payments-api',
  'trust-api',
  'account-api',
].map((name) => `./src/lib/${name}.ts`);

const boundaryZones = [
  ...FEATURES.flatMap((feature) =>
    FEATURES.filter((other) => other !== feature).map((other) => ({
      target: `./src/features/${feature}`,
      from: `./src/features/${other}`,
      except: ['./index.ts'],
      message: `Import features/${other} through its public index.ts only (decision 0035).`,
    })),
  ),
  {
    target: ['./src/components', './src/lib', './src/config'],
    from: './src/features',
    message: 'Shared code (components, lib, config) imports no feature (decision 0035).',
  },
  {
    target: [
      './src/features/*/!(api)/**/*',
      './src/features/*/*.{ts,tsx}',
      './src/components/!(api)/**/*',
      './src/components/*.{ts,tsx}',
      './src/app/**/*',
    ],
    from: API_CLIENT,
    message:
      "Call the API from the feature's api/ folder (or src/components/api), not from a component, page or hook (decision 0035).",
  },
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: new URL('./tsconfig.json', import.meta.url).pathname,
        }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'always'],
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // No hard-coded user-visible text in a component (issue 19, decision 0036): words live in
    // the folder's i18n/en.json and are shown with useT(). Class names, ids, URLs, keys,
    // ARIA roles and other single tokens are not words; tests are not checked.
    files: ['src/**/*.tsx'],
    ignores: ['src/**/__tests__/**', 'src/test/**'],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: [
            // one token without spaces that does not start with a capital: 'flex', 'h-10', '/search'
            '^[^A-Z\\s][^\\s]*$',
            // constants and codes: 'FL', 'USD', 'POST'
            '^[A-Z0-9_]+$',
            // class lists: 'inline-flex h-10 items-center …' (no capital letter anywhere)
            '^[^A-Z]*[-:/][^A-Z]*$',
          ],
          ignoreNames: [
            { regex: { pattern: 'className|ClassName|class$', flags: 'i' } },
            {
              regex: {
                pattern:
                  '^(aria-(controls|describedby|labelledby|live|haspopup|current|invalid|hidden|autocomplete|orientation|sort)|data-.*|id|key|name|type|href|to|src|srcSet|sizes|rel|target|method|role|variant|size|side|align|autoComplete|inputMode|enterKeyHint|accept|pattern|lang|dir|htmlFor|form|mode|loading|decoding|fetchPriority|viewBox|d|fill|stroke|xmlns|queryKey)$',
              },
            },
          ],
          ignoreFunctions: [
            '*.t',
            'cn',
            'clsx',
            'console.*',
            'new URL',
            'URLSearchParams',
            '*.searchParams.get',
            '*.searchParams.set',
            'navigate',
            'useNavigate',
            'matchPath',
            'document.querySelector',
            '*.startsWith',
            '*.endsWith',
            '*.includes',
            '*.split',
            '*.join',
            '*.replace',
            '*.setItem',
            '*.getItem',
            'Error',
            'new Error',
            'invariant',
            'addEventListener',
            'removeEventListener',
            'window.matchMedia',
            'useMediaQuery',
          ],
        },
      ],
    },
  },
  {
    // Issue 22: tests wait for a condition under one limit (asyncUtilTimeout in
    // src/test/setup.ts, 30 s); a shorter per-query timeout is what failed on a busy machine.
    files: ['src/**/__tests__/**', 'src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "CallExpression[callee.name=/^(waitFor|findBy|findAllBy)/] > ObjectExpression > Property[key.name='timeout']",
          "CallExpression[callee.property.name=/^(findBy|findAllBy)/] > ObjectExpression > Property[key.name='timeout']",
        ].map((selector) => ({
          selector,
          message:
            'No per-query timeout: the suite has one (src/test/setup.ts); wait for the condition.',
        })),
      ],
    },
  },
  {
    files: ['e2e/**/*.{js,mjs,ts}', 'scripts/**/*.mjs', '*.config.{js,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
