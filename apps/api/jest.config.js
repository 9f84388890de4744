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
  // Relative imports written with their built name ('./source.js') find the .ts file.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  setupFilesAfterEnv: ['<rootDir>/test/no-deprecations.ts'],
  // Only bounds a test or hook that is failing: booting Nest and migrating a fresh database in
  // a beforeAll took over 30 s on a 2-core machine shared with other work (load 15+).
  testTimeout: 120_000,
  // Two cores: each worker boots Nest and owns its own database.
  maxWorkers: 2,
  // How long a worker may take to end once the run is over before Jest kills it and warns
  // "a worker process has failed to exit gracefully" (default 500 ms). Nothing is left open
  // by then (no active handle; the process's 'exit' event fires within 5 ms of Jest's end
  // message), but the process takes ~400 ms more to be gone on a quiet machine, tearing
  // down the memory of ~25 test files that each booted Nest, and longer on a busy one.
  workerGracefulExitTimeout: 10_000,
};
