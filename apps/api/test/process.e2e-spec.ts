import { ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The built server as a real process (`node dist/main.js`), the way `pnpm start` runs it.
 * turbo builds the API before its tests run.
 */
const MAIN = path.join(__dirname, '..', 'dist', 'main.js');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

/** Only what the process needs: no DATABASE_URL leaks in from the test runner's environment. */
function baseEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    LOG_LEVEL: 'warn',
    SEED: 'none',
    ...extra,
  };
}

/** Children started by the running test: killed after it, whatever its outcome. */
const started: ChildProcess[] = [];
afterEach(() => {
  for (const child of started.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

function start(env: NodeJS.ProcessEnv): {
  child: ChildProcess;
  output: () => { stdout: string; stderr: string };
} {
  const child = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  started.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  return { child, output: () => ({ stdout, stderr }) };
}

/**
 * The child's exit code, waiting for the exit itself: the test's timeout bounds a child that
 * never exits (a fixed limit here failed the test on a loaded machine and left the child
 * running, which kept the Jest worker from exiting).
 */
function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve(child.exitCode);
    child.once('exit', (code) => resolve(code));
  });
}

async function waitForHealth(
  port: number,
  child: ChildProcess,
  timeoutMs: number,
): Promise<unknown> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.status === 200) return res.json();
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become healthy in time');
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('the built server process', () => {
  beforeAll(() => {
    if (!existsSync(MAIN))
      throw new Error(`${MAIN} is missing: build the API first (pnpm --filter @app/api build)`);
  });

  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'api-proc-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('boots with no DATABASE_URL on an embedded PostgreSQL, and SIGTERM stops both cleanly', async () => {
    const port = await freePort();
    const { child, output } = start(baseEnv({ DATA_DIR: dataDir, PORT: String(port) }));
    try {
      await expect(waitForHealth(port, child, 110_000)).resolves.toMatchObject({
        data: { status: 'ok', database: 'up' },
      });
      const pidFile = path.join(dataDir, 'db', 'pgdata', 'postmaster.pid');
      const pgPid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
      expect(isAlive(pgPid)).toBe(true);

      child.kill('SIGTERM');
      expect(await exitOf(child)).toBe(0);
      expect(isAlive(pgPid)).toBe(false);
      expect(existsSync(pidFile)).toBe(false);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    expect(output().stderr).toBe('');
  });

  it('stops at once with one line naming a bad variable', async () => {
    const { child, output } = start(baseEnv({ DATA_DIR: dataDir, PORT: 'eighty' }));
    expect(await exitOf(child)).toBe(1);
    expect(output().stderr).toBe('Invalid configuration: PORT must be a number\n');
  });

  it('retries an unreachable database, then reports it in one line without the password', async () => {
    const { child, output } = start(
      baseEnv({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://app:s3cret@127.0.0.1:1/app' }),
    );
    expect(await exitOf(child)).toBe(1);
    const { stderr, stdout } = output();
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(
      /^Cannot reach the database at postgres:\/\/app:\*\*\*@127\.0\.0\.1:1\/app after 5 attempts \(ECONNREFUSED/,
    );
    expect(stderr + stdout).not.toContain('s3cret');
    expect(stdout).toContain('retrying');
  });
});
