// Nothing is left behind on any way out of the test runners: each runner is started with a
// temporary directory of its own (TMPDIR) and, once it has ended, that directory is empty and
// no process that was given it is still running.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Processes whose environment or command line mentions `marker` (Linux /proc). */
function processesWith(marker) {
  const found = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    if (Number(pid) === process.pid) continue;
    try {
      const env = readFileSync(`/proc/${pid}/environ`, 'latin1');
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'latin1');
      if (env.includes(marker) || cmd.includes(marker))
        found.push(`${pid} ${cmd.replaceAll('\0', ' ')}`);
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return found;
}

/** Runs `command` with a TMPDIR of its own; `during(child, tmp)` may act while it runs. */
async function runInOwnTmp(command, args, { cwd, env = {}, during } = {}) {
  const tmp = await mkdtemp(path.join(tmpdir(), 'leftovers-'));
  // Like /tmp, passable by the OS user `postgres` that an embedded server runs as under root.
  await chmod(tmp, 0o711);
  const childEnv = { ...process.env, TMPDIR: tmp, ...env };
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete childEnv[key];
  const child = spawn(command, args, { cwd, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  await during?.(child, tmp);
  const result = await exited;
  return { ...result, output, tmp };
}

/** Waits (polling the file system, without a time limit of its own) for `check` to hold. */
async function until(check) {
  while (!check()) await new Promise((r) => setTimeout(r, 100));
}

async function assertNothingLeft(tmp, output) {
  // A process still shutting down is given until it has gone; one that never goes fails the
  // test through the runner's timeout.
  await until(() => processesWith(tmp).length === 0);
  // Jest's transform cache (jest_*) is meant to outlive a run.
  const left = readdirSync(tmp).filter((name) => !name.startsWith('jest_'));
  await rm(tmp, { recursive: true, force: true });
  assert.deepEqual(left, [], `left in the temporary directory:\n${output.slice(-1500)}`);
}

describe('the end-to-end runner', () => {
  const built =
    existsSync(path.join(root, 'apps/api/dist/main.js')) &&
    existsSync(path.join(root, 'apps/web/dist/index.html'));

  it(
    'starts nothing and leaves nothing when Chromium is missing, and fails',
    {
      skip: built ? false : 'apps/api and apps/web are not built (pnpm build first)',
      timeout: 300_000,
    },
    async () => {
      // Its result file goes to a folder of its own, not over the real e2e run's counts.
      const results = await mkdtemp(path.join(tmpdir(), 'e2e-results-'));
      try {
        const run = await runInOwnTmp(process.execPath, ['e2e/run.mjs'], {
          cwd: path.join(root, 'apps/web'),
          env: {
            CHROMIUM_PATH: '/nonexistent/chromium',
            E2E_DATABASE_URL: undefined,
            E2E_RESULTS_DIR: results,
          },
        });
        assert.equal(run.code, 1, run.output);
        assert.match(run.output, /\/nonexistent\/chromium is missing/);
        assert.match(run.output, /^0 passed, 1 failed$/m);
        assert.equal(
          JSON.parse(readFileSync(path.join(results, 'e2e.json'), 'utf8')).failed,
          1,
          'the result file says so',
        );
        await assertNothingLeft(run.tmp, run.output);
      } finally {
        await rm(results, { recursive: true, force: true });
      }
    },
  );
});

describe('the API test run (embedded PostgreSQL)', () => {
  const jest = ['node_modules/jest/bin/jest.js', 'src/config/env.schema.spec.ts'];
  const env = { TEST_DATABASE_URL: undefined, DATABASE_URL: undefined, CI: 'true' };
  const cwd = path.join(root, 'apps/api');

  it('removes the embedded database folder after the tests', { timeout: 300_000 }, async () => {
    const run = await runInOwnTmp(process.execPath, jest, { cwd, env });
    assert.equal(run.code, 0, run.output);
    await assertNothingLeft(run.tmp, run.output);
  });

  it('removes it too when the run is interrupted (Ctrl-C)', { timeout: 300_000 }, async () => {
    const run = await runInOwnTmp(process.execPath, jest, {
      cwd,
      env,
      // Interrupted once the embedded server is up (its pid file is written).
      during: async (child, tmp) => {
        await until(() => {
          const folder = readdirSync(tmp).find((name) => name.startsWith('api-test-pg-'));
          return (
            child.exitCode !== null ||
            (folder !== undefined && existsSync(path.join(tmp, folder, 'db/pgdata/postmaster.pid')))
          );
        });
        child.kill('SIGINT');
      },
    });
    assert.equal(run.code, 130, run.output);
    await assertNothingLeft(run.tmp, run.output);
  });
});

/** pid → { ppid, sid } of every process (Linux /proc). */
function processTable() {
  const table = new Map();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      // Fields after the command (which may hold spaces) in parentheses: state ppid pgrp session.
      const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
      const [, ppid, , sid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      table.set(Number(pid), { ppid: Number(ppid), sid: Number(sid) });
    } catch {
      // gone meanwhile
    }
  }
  return table;
}

/** The process `pid`, its descendants, and every process of their sessions. */
function processTree(pid) {
  const table = processTable();
  const tree = new Set([pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [p, { ppid }] of table)
      if (tree.has(ppid) && !tree.has(p)) {
        tree.add(p);
        grew = true;
      }
  }
  const sessions = new Set(
    [...tree].map((p) => table.get(p)?.sid).filter((sid) => sid !== process.pid),
  );
  const own = table.get(process.pid)?.sid;
  for (const [p, { sid }] of table) if (sessions.has(sid) && sid !== own) tree.add(p);
  return tree;
}

describe('pnpm dev', () => {
  it('stops every watcher and server when pnpm dev is killed', { timeout: 300_000 }, async () => {
    const dev = spawn('pnpm', ['dev'], {
      cwd: root,
      // A port of its own, so that a developer's running `pnpm dev` is not in the way.
      env: { ...process.env, PORT: '3917', API_PORT: '3917' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    dev.stdout.on('data', (d) => (output += d));
    dev.stderr.on('data', (d) => (output += d));
    // Running once the watchers have started (the contracts' first watch compilation).
    await until(() => dev.exitCode !== null || /Watching for file changes/.test(output));
    assert.equal(dev.exitCode, null, output);
    const started = processTree(dev.pid);
    assert.ok(started.size > 3, `the dev stack is running:\n${[...started].join(' ')}`);
    dev.kill('SIGTERM');
    await new Promise((resolve) => dev.once('exit', resolve));
    const table = () => processTable();
    // Given until every one has gone; one that stays fails the test through its timeout.
    await until(() => [...started].every((pid) => !table().has(pid)));
  });
});
