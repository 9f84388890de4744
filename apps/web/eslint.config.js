import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
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

const API_CLIENT = ['api-client', 'load-api', 'tools-api', 'payments-api', 'trust-api'].map(
  (name) => `./src/lib/${name}.ts`,
);

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
        createTypeScriptImportResolver({ project: new URL('./tsconfig.json', import.meta.url).pathname }),
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
    files: ['e2e/**/*.{js,mjs,ts}', 'scripts/**/*.mjs', '*.config.{js,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
