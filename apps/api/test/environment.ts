import NodeEnvironment from 'jest-environment-node';

/**
 * The Node test environment, plus the DeprecationWarnings that the worker process raises while
 * a test file runs, handed to the file as `__DEPRECATIONS__` (test/no-deprecations.ts fails the
 * file on any). The warnings are emitted on the real process, which the file's sandboxed
 * `process` does not see.
 */
export default class Environment extends NodeEnvironment {
  private readonly deprecations: string[] = [];
  private readonly onWarning = (warning: Error) => {
    if (warning.name !== 'DeprecationWarning') return;
    // TypeORM's own schema diff (RdbmsSchemaBuilder, run only by the foundation test's
    // "migrations match the entities" check) queries concurrently on one connection: not
    // code of this project.
    if (warning.stack?.includes('RdbmsSchemaBuilder')) return;
    this.deprecations.push(warning.message);
  };

  override async setup(): Promise<void> {
    await super.setup();
    this.global.__DEPRECATIONS__ = this.deprecations;
    process.on('warning', this.onWarning);
  }

  override async teardown(): Promise<void> {
    process.off('warning', this.onWarning);
    await super.teardown();
  }
}
