// End-to-end harness: starts the built product as `pnpm start` runs it (node
// apps/api/dist/main.js, serving the API and apps/web/dist), drives the system Chromium
// through playwright-core, and prints a closing line `N passed, N failed`.
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
export const webRoot = path.resolve(here, '..');
export const apiMain = path.resolve(webRoot, '..', 'api', 'dist', 'main.js');
// E2E_RESULTS_DIR: elsewhere than the suite's own results (the infra tests run this runner
// without Chromium and must not overwrite the real run's counts).
export const resultsDir = process.env.E2E_RESULTS_DIR ?? path.join(webRoot, 'test-results');
export const screenshotDir = path.join(resultsDir, 'screenshots');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const WIDTHS = [360, 1280];

function freePort() {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (s.address());
      s.close(() => resolve(port));
    });
  });
}

/** The product as a real process, with its own data directory (and embedded database). */
export async function startProduct(extraEnv = {}) {
  if (!existsSync(apiMain)) throw new Error(`${apiMain} is missing: run pnpm build first`);
  if (!existsSync(path.join(webRoot, 'dist', 'index.html')))
    throw new Error('apps/web/dist is missing: run pnpm build first');
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'e2e-data-'));
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED: 'none',
    WEB_ORIGIN: `http://127.0.0.1:${port}`,
    ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    ...extraEnv,
  };
  const child = spawn(process.execPath, [apiMain], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  // Last resort when this runner ends without stopping the product (an uncaught error, a
  // process.exit): the product and its data directory (with its database) go too.
  const leftovers = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('exit', leftovers);
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  const product = {
    baseUrl,
    dataDir,
    child,
    output: () => output,
    /** SIGTERM, then the exit code (or null after the timeout); the data directory goes. */
    async stop(timeoutMs = 20_000) {
      let code = child.exitCode;
      if (code === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', (c) => resolve(c)));
        child.kill('SIGTERM');
        code = await Promise.race([
          exited,
          new Promise((r) => setTimeout(() => r(null), timeoutMs)),
        ]);
        if (code === null) child.kill('SIGKILL');
      }
      process.removeListener('exit', leftovers);
      await rm(dataDir, { recursive: true, force: true });
      return code;
    },
  };
  // Only bounds a product that never becomes healthy: a first start creates its embedded
  // database cluster, which took over a minute on a 2-core machine shared with other work.
  const deadline = Date.now() + 300_000;
  try {
    for (;;) {
      if (child.exitCode !== null)
        throw new Error(`the product exited with ${child.exitCode}:\n${output.slice(-2000)}`);
      try {
        const res = await fetch(`${baseUrl}/api/health`);
        if (res.status === 200) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline)
        throw new Error(`the product did not become healthy:\n${output.slice(-2000)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  } catch (error) {
    await product.stop();
    throw error;
  }
  return product;
}

/**
 * Runs `cleanup` once when the runner is interrupted (Ctrl-C, a kill, a closed terminal),
 * then exits with the signal's usual code.
 */
export function onInterrupt(cleanup) {
  const codes = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 };
  let started = false;
  for (const [signal, code] of Object.entries(codes)) {
    process.on(signal, () => {
      if (started) return;
      started = true;
      console.log(`\n${signal}: stopping the product and the browser`);
      void Promise.resolve(cleanup()).finally(() => process.exit(code));
    });
  }
}

export async function launchBrowser() {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`${CHROMIUM} is missing: apt-get update && apt-get install -y chromium`);
  }
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

export async function screenshot(page, name) {
  await mkdir(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

export function assert(condition, message) {
  if (!condition) throw new Error(message);
}

/** Runs named tests one after the other; returns the counts and the failed tests' names. */
export async function runTests(tests) {
  let passed = 0;
  let failed = 0;
  /** @type {string[]} */
  const failures = [];
  for (const { name, fn } of tests) {
    const started = Date.now();
    try {
      await fn();
      passed++;
      console.log(`  ✓ ${name} (${Date.now() - started} ms)`);
    } catch (error) {
      failed++;
      failures.push(`${name}: ${firstLine(error)}`);
      console.log(
        `  ✗ ${name}\n    ${String(error instanceof Error ? (error.stack ?? error.message) : error)
          .split('\n')
          .join('\n    ')}`,
      );
    }
  }
  return { passed, failed, failures };
}

/** The first line of an error's message, for the test summary. */
export function firstLine(error) {
  return String(error instanceof Error ? error.message : error).split('\n')[0] ?? '';
}

/** JSON calls to the product's API, failing the test on any non-2xx answer. */
export function apiClient(baseUrl) {
  return async (method, path, body, token) => {
    const res = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = await res.json().catch(() => null);
    assert(res.ok, `${method} ${path} answered ${res.status}: ${JSON.stringify(json)}`);
    return json;
  };
}

/** Signs in on the /login page, as a person does. */
export async function signInOnPage(page, baseUrl, email, password) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Log In', exact: true }).click();
}
