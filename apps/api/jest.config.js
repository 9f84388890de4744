/** @type {import('jest').Config} */
module.exports = {
  rootDir: '.',
  testEnvironment: '<rootDir>/test/environment.ts',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  transform: {
    '^.+\\.ts$': [
      'ts-jest',
      {
        // Type errors are caught by `pnpm typecheck`; tests only transpile (fast, CommonJS).
        tsconfig: { module: 'commonjs', moduleResolution: 'node10', isolatedModules: true },
      },
    ],
  },
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  setupFilesAfterEnv: ['<rootDir>/test/no-deprecations.ts'],
  testTimeout: 30000,
  // Two cores: each worker boots Nest and owns its own database.
  maxWorkers: 2,
};
