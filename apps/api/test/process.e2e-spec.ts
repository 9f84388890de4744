import { ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, readlink, rm } from 'node:fs/promises';
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

/**
 * A first boot initialises a PostgreSQL cluster and runs every migration: seconds on a quiet
 * machine, minutes on a loaded one. The tests wait for the server to answer, up to these
 * outer bounds (they only stop a hung server from holding the run).
 */
const BOOT_WAIT_MS = 480_000;
const TEST_LIMIT_MS = 600_000;

/** How many of process `pid`'s descriptors are the socket listening on `port` (Linux). */
async function listeningDescriptors(pid: number, port: number): Promise<number> {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6'])
    for (const line of (await readFile(table, 'utf8')).split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields[1]?.endsWith(`:${hexPort}`) && fields[3] === '0A') inodes.add(fields[9]!);
    }
  let count = 0;
  for (const fd of await readdir(`/proc/${pid}/fd`)) {
    const target = await readlink(`/proc/${pid}/fd/${fd}`).catch(() => '');
    const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
    if (inode && inodes.has(inode)) count++;
  }
  return count;
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

  it(
    'boots with no DATABASE_URL on an embedded PostgreSQL, and SIGTERM stops both cleanly',
    async () => {
      const port = await freePort();
      const { child, output } = start(
        baseEnv({ DATA_DIR: dataDir, PORT: String(port), HTTP_ACCEPTORS: '5' }),
      );
      try {
        await expect(waitForHealth(port, child, BOOT_WAIT_MS)).resolves.toMatchObject({
          data: { status: 'ok', database: 'up' },
        });
        // The port's socket under HTTP_ACCEPTORS descriptors (decision 0049), once copied.
        // The copies are made after the server listens; the deadline only bounds a failure.
        let descriptors = 0;
        const deadline = Date.now() + BOOT_WAIT_MS;
        while (
          (descriptors = await listeningDescriptors(child.pid!, port)) < 5 &&
          Date.now() < deadline
        )
          await new Promise((r) => setTimeout(r, 100));
        expect(descriptors).toBe(5);
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
    },
    TEST_LIMIT_MS,
  );

  /** When the server last answered its first health check (see logsOfOneRequest). */
  let healthyAt = 0;

  /**
   * Starts the server at LOG_LEVEL=info, sends one search, stops it; returns its stdout
   * (and sets healthyAt).
   */
  async function logsOfOneRequest(extra: Record<string, string>): Promise<string> {
    const port = await freePort();
    const { child, output } = start(
      baseEnv({ DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'info', ...extra }),
    );
    try {
      await waitForHealth(port, child, BOOT_WAIT_MS);
      healthyAt = Date.now();
      const res = await fetch(`http://127.0.0.1:${port}/api/providers?q=law`, {
        headers: { 'x-request-id': 'req-0042', authorization: 'Bearer secret-token' },
      });
      expect(res.status).toBe(200);
      child.kill('SIGTERM');
      expect(await exitOf(child)).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    expect(output().stderr).toBe('');
    return output().stdout;
  }

  it(
    'LOG_FORMAT=pretty: short readable lines, one per request, routes summed up, and a banner',
    async () => {
      const stdout = await logsOfOneRequest({
        LOG_FORMAT: 'pretty',
        ADMIN_EMAIL: 'boss@example.com',
        ADMIN_PASSWORD: 'Admin#Secret99',
      });
      const lines = stdout.split('\n');
      expect(lines.filter((l) => l.startsWith('{'))).toEqual([]);
      expect(stdout).not.toMatch(/Mapped \{/);
      expect(stdout).not.toContain('dependencies initialized');
      expect(stdout).toMatch(
        /^\[\d\d:\d\d:\d\d\] INFO: \[NestApplication\] \d{2,} routes mapped$/m,
      );
      const requestLines = lines.filter((l) => l.includes('/api/providers'));
      expect(requestLines).toHaveLength(1);
      expect(requestLines[0]).toMatch(
        /^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/providers\?q=law 200 \d+ ms · req-0042$/,
      );
      expect(stdout).not.toContain('secret-token');
      expect(stdout).toContain('InjuryPros is ready');
      expect(stdout).toMatch(/Database +embedded PostgreSQL in .*api-proc-/);
      expect(stdout).toMatch(/Admin +sign in as boss@example\.com/);
      expect(stdout).toContain(`no SMTP_URL: written to ${path.join(dataDir, 'outbox')}`);
      expect(stdout).toMatch(/Open +http:\/\/localhost:\d+/);
    },
    TEST_LIMIT_MS,
  );

  it(
    'writes JSON lines when not on a terminal: one short line per request, the banner as entries',
    async () => {
      const stdout = await logsOfOneRequest({});
      const entries = stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { msg: string; time: number; req?: unknown });
      const requests = stdout.split('\n').filter((l) => l.includes('"req":'));
      expect(requests).toHaveLength(1);
      expect(requests[0]!.length).toBeLessThan(400);
      expect(requests[0]).not.toContain('secret-token');
      expect(entries).toContainEqual(
        expect.objectContaining({
          msg: 'GET /api/providers?q=law 200',
          req: expect.objectContaining({ id: 'req-0042' }),
        }),
      );
      expect(entries.filter((e) => /Mapped \{/.test(e.msg))).toEqual([]);
      // The places are read at start (decision 0050), before the server answers: read on
      // the first search naming a place, they held the event loop most of a second while
      // the first visitors' searches waited. (This search names none.)
      const places = entries.find((e) => /^Places: [\d,]{5,} in memory in \d+ ms$/.test(e.msg));
      expect(places?.time).toBeLessThanOrEqual(healthyAt);
      expect(entries.map((e) => e.msg)).toContainEqual(
        expect.stringMatching(
          /^Admin: none from the environment: set ADMIN_EMAIL and ADMIN_PASSWORD/,
        ),
      );
    },
    TEST_LIMIT_MS,
  );

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
