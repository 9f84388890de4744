import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * The API's layers (docs/decisions/0033): database/ and common/ are the core and import no
 * feature folder (only each other's core: config/ and, for common/, database/ nothing);
 * features may import the core and each other, without cycles.
 */
const API_CORE_ZONES = [
  {
    target: './apps/api/src/database',
    from: './apps/api/src',
    except: ['./database', './config'],
    message: 'database/ is the core: it imports no feature folder (decision 0033).',
  },
  {
    target: './apps/api/src/common',
    from: './apps/api/src',
    except: ['./common', './config'],
    message: 'common/ is the core: it imports no feature folder (decision 0033).',
  },
];

/** Shared lint rules for the API, the contracts and scripts. The web app extends it in apps/web. */
export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.turbo/**',
      '**/coverage/**',
      '**/.data/**',
      '**/.test-web-dist/**',
      'apps/web/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': 'error',
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: API_CORE_ZONES }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Known exceptions, each to be removed when its cause is fixed (decision 0033):
    // - the places migration reads the ZIP rows of places/places-data.ts (that file belongs
    //   in database/migrations/ beside its only user);
    // - reviews.service.ts <-> trust/alerts.repository.ts (displayName) is a cycle of the
    //   reviews and trust areas.
    files: ['apps/api/src/database/migrations/1796700000000-create-places.ts'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    files: ['apps/api/src/reviews/reviews.service.ts', 'apps/api/src/trust/alerts.repository.ts'],
    rules: { 'import-x/no-cycle': 'off' },
  },
  {
    // A migration/entity list holds classes of any shape.
    files: ['apps/api/src/entities.ts'],
    rules: { '@typescript-eslint/no-unsafe-function-type': 'off' },
  },
);
