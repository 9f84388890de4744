// `pnpm start` (scripts/start.mjs) as a newcomer runs it: it says what it builds (or that the
// build is up to date), starts the server, prints the banner once the server answers, and
// SIGTERM stops the server and its embedded database cleanly.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { freePort, root } from '../lib/api-stack.mjs';

describe('pnpm start', () => {
  let dataDir;
  let child;
  let stdout = '';
  let port;

  before(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'start-test-'));
    port = await freePort();
    const env = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED: 'none',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'pretty',
    };
    child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stdout += d));
  });

  after(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Resolves when the output matches, fails when the process ends first. */
  const waitFor = (pattern) =>
    new Promise((resolve, reject) => {
      const check = () => {
        if (pattern.test(stdout)) return resolve();
        if (child.exitCode !== null)
          return reject(new Error(`exited with ${child.exitCode} before ${pattern}:\n${stdout}`));
        setTimeout(check, 200);
      };
      check();
    });

  it('says what it builds, then starts the server and prints where to go', async () => {
    await waitFor(/InjuryPros is ready/);
    const lines = stdout.split('\n');
    assert.match(lines[0], /^(Build is up to date\.|Building @app\/.+…)$/);
    assert.ok(lines.includes('Starting the server…'), stdout);
    assert.match(stdout, new RegExp(`Open +http://localhost:${port}`));
    assert.match(stdout, /Database +embedded PostgreSQL in /);
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    assert.equal(res.status, 200);
  });

  it('stops the server and its database on SIGTERM, exiting 0', async () => {
    const pidFile = path.join(dataDir, 'db', 'pgdata', 'postmaster.pid');
    assert.ok(existsSync(pidFile));
    const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    assert.equal(await exited, 0);
    assert.match(stdout, /Shutdown complete/);
    assert.equal(existsSync(pidFile), false);
  });
});
