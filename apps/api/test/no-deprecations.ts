/**
 * Every API test file fails on a DeprecationWarning raised while it ran (such as pg's
 * "client.query() when the client is already executing a query"), so that one is fixed at
 * its cause rather than left to scroll by (test/environment.ts collects them).
 */
declare const __DEPRECATIONS__: string[];

afterAll(async () => {
  // process.emitWarning reports on the next tick.
  await new Promise((resolve) => setImmediate(resolve));
  expect(__DEPRECATIONS__).toEqual([]);
});
