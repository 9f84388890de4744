import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request as httpRequest, Agent } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';

/**
 * Issue 43, 'anonymous sponsored-event batches with random campaign ids grow the API's memory
 * without bound' (decision 0058): the built server as a real process (`node dist/main.js`,
 * as `pnpm start` runs it, memory counters: no REDIS_URL) with its heap limited as a pod
 * limits it, fed batches of 50 events with made-up campaign ids from a new IPv6 /64 each
 * (so the route's per-client limit never stops them), while its resident memory is sampled
 * from /proc. The code before the fix remembered every event and ran out of heap (V8's
 * 'Reached heap limit') within about 4,000 batches.
 */
const MAIN = path.join(__dirname, '..', 'dist', 'main.js');

/** Batches sent before the first sample (JIT, pools and caches warm) and then measured. */
const WARM_BATCHES = 1_500;
const MEASURED_BATCHES = 10_000;
/** The old-generation heap the process may use, in MB: far less than a pod's 1.5 GiB. */
const HEAP_LIMIT_MB = 160;
/** Requests in flight at once. */
const CONCURRENCY = 12;
/**
 * What the resident memory may grow by over the measured batches (garbage not collected
 * yet). The code before the fix kept about 1 KB per event: 10,000 × 50 events ≈ 500 MB.
 */
const GROWTH_LIMIT_MB = 80;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin(sql: string): Promise<void> {
  const client = new Client({
    connectionString: withDatabase(process.env.TEST_ADMIN_DATABASE_URL!, 'postgres'),
  });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)![1]) / 1024;
}

const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });

/** The answer's status, or 0 when there was none (the process is gone). */
function post(port: number, body: string, forwardedFor: string): Promise<number> {
  return new Promise((resolve) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: '/api/sponsored/events',
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-forwarded-for': forwardedFor,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

/** A random address of 2001:db8::/32, in a new /64 (almost) every time. */
function rotatingAddress(): string {
  const group = () => randomBytes(2).readUInt16BE(0).toString(16);
  return `2001:db8:${group()}:${group()}::${group()}`;
}

function batch(): string {
  return JSON.stringify({
    events: Array.from({ length: 50 }, (_, i) => ({
      campaignId: randomUUID(),
      type: i % 5 === 0 ? 'click' : 'impression',
    })),
  });
}

/** Sends `n` batches, CONCURRENCY at a time; answers how many were accepted (202). */
async function flood(port: number, n: number): Promise<number> {
  let next = 0;
  let accepted = 0;
  const worker = async () => {
    while (next < n) {
      next++;
      if ((await post(port, batch(), rotatingAddress())) === 202) accepted++;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return accepted;
}

describe('sponsored events: memory under batches of made-up campaigns', () => {
  let child: ChildProcess | undefined;
  let dataDir: string;
  const dbName = `test_mem_${process.pid}_${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    if (!existsSync(MAIN))
      throw new Error(`${MAIN} is missing: build the API first (pnpm --filter @app/api build)`);
    dataDir = await mkdtemp(path.join(tmpdir(), 'api-mem-'));
    await admin(`CREATE DATABASE "${dbName}"`);
  });
  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child!.once('exit', r));
      child.kill('SIGKILL');
      await exited;
    }
    agent.destroy();
    await admin(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('stays flat: the events are refused before anything is remembered', async () => {
    const port = await freePort();
    child = spawn(process.execPath, [`--max-old-space-size=${HEAP_LIMIT_MB}`, MAIN], {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        LOG_LEVEL: 'warn',
        SEED: 'none',
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: withDatabase(process.env.TEST_ADMIN_DATABASE_URL!, dbName),
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
    const deadline = Date.now() + 300_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
        .then((r) => r.status === 200)
        .catch(() => false);
      if (ok) break;
      if (Date.now() > deadline) throw new Error('server did not become healthy in time');
      await new Promise((r) => setTimeout(r, 200));
    }

    expect(await flood(port, WARM_BATCHES)).toBe(WARM_BATCHES);
    const before = await rssMb(child.pid!);
    let peak = before;
    const sampler = setInterval(() => {
      void rssMb(child!.pid!).then(
        (mb) => (peak = Math.max(peak, mb)),
        () => undefined,
      );
    }, 250);
    try {
      // Every batch is accepted (202, nothing counted): the limit is memory, not refusals.
      expect(await flood(port, MEASURED_BATCHES)).toBe(MEASURED_BATCHES);
    } finally {
      clearInterval(sampler);
    }
    const after = await rssMb(child.pid!);
    peak = Math.max(peak, after);
    // Printed for the record (the figures of the report): RSS before, peak and after.
    process.stdout.write(
      `sponsored flood: RSS ${before.toFixed(0)} MB → peak ${peak.toFixed(0)} MB, after ${after.toFixed(0)} MB (${MEASURED_BATCHES} batches × 50 events)\n`,
    );
    expect(peak - before).toBeLessThan(GROWTH_LIMIT_MB);
    expect(child.exitCode).toBeNull();
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    expect(stderr).toBe('');
  }, 600_000);
});
