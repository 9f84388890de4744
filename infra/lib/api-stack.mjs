// Shared by the multi-process tests of infra/test/: the built API (apps/api/dist/main.js)
// run as real child processes against this machine's PostgreSQL and Redis and an
// S3-compatible server (s3rver) started in this process. Kept outside infra/test/ so that
// `node --test infra/test/` does not run it as a test file.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const apiDir = path.join(root, 'apps', 'api');
const MAIN = path.join(apiDir, 'dist', 'main.js');

/** Packages of the API workspace (pnpm does not hoist them to the root). */
export const apiRequire = createRequire(path.join(apiDir, 'package.json'));
const { Client } = apiRequire('pg');

export const ADMIN_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** The same secret for every process of a test: tokens signed by one are checked by another. */
export const JWT_SECRET = randomBytes(36).toString('base64url');

function withDatabase(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function reachable(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 2000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/**
 * Why these tests cannot run here, or null when they can. On the development machine and
 * in .ci/run both servers run; a CI machine without them skips with this reason.
 */
export async function missingServices() {
  const reason = await whyNot();
  // The runner only marks the suite as skipped; say why where a person reads it.
  if (reason) process.stderr.write(`\nSkipping ${callerFile()}: ${reason}\n`);
  return reason;
}

async function whyNot() {
  if (!existsSync(MAIN)) return `${path.relative(root, MAIN)} is not built (pnpm build first)`;
  const pg = new URL(ADMIN_DATABASE_URL);
  if (!(await reachable(pg.hostname, Number(pg.port || 5432))))
    return `no PostgreSQL server at ${pg.hostname}:${pg.port || 5432} (TEST_DATABASE_URL)`;
  const redis = new URL(REDIS_URL);
  if (!(await reachable(redis.hostname, Number(redis.port || 6379))))
    return `no Redis server at ${redis.hostname}:${redis.port || 6379} (TEST_REDIS_URL)`;
  return null;
}

/** The test file being run (node --test runs one file per process). */
function callerFile() {
  const file = process.argv[1];
  return file ? path.relative(root, file) : 'these tests';
}

/** A database of its own for one test file; `drop()` removes it. */
export async function createDatabase() {
  const name = `infra_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withClient(ADMIN_DATABASE_URL, (c) => c.query(`CREATE DATABASE "${name}"`));
  const url = withDatabase(ADMIN_DATABASE_URL, name);
  const client = new Client({ connectionString: url });
  let connected = false;
  return {
    url,
    /** Runs SQL on this database (connects on first use, after the API has migrated it). */
    async query(sql, params) {
      if (!connected) {
        await client.connect();
        connected = true;
      }
      return (await client.query(sql, params)).rows;
    },
    async drop() {
      if (connected) await client.end().catch(() => undefined);
      await withClient(ADMIN_DATABASE_URL, (c) =>
        c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      );
    },
  };
}

async function withClient(url, fn) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A TCP port nobody listens on right now. */
export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** An S3-compatible server (s3rver, files in a temporary folder) with one bucket. */
export async function startS3(bucket = 'injurypros-test') {
  const S3rver = apiRequire('s3rver');
  const directory = await mkdtemp(path.join(tmpdir(), 'infra-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    bucket,
    directory,
    env: {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_FORCE_PATH_STYLE: 'true',
      // s3rver's fixed development credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/**
 * Starts `node apps/api/dist/main.js` on a free port with `env` and waits until
 * /api/health answers 200. `stop()` sends SIGTERM, `kill()` SIGKILL; both wait for the exit.
 */
export async function startApi(env, { timeoutMs = 40_000 } = {}) {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'infra-api-'));
  const child = spawn(process.execPath, [MAIN], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      LOG_LEVEL: 'warn',
      SEED: 'none',
      SEARCH_CACHE_TTL_SECONDS: '0',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      JWT_SECRET,
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + timeoutMs;
  let done = false;
  exited.then(() => (done = true));
  while (!done) {
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      await exited;
      throw new Error(`the API did not become healthy in ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  if (done) throw new Error(`the API exited during start-up:\n${output}`);

  const end = async (signal) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    const result = await exited;
    await rm(dataDir, { recursive: true, force: true });
    return result;
  };
  return {
    url,
    pid: child.pid,
    output: () => output,
    stop: () => end('SIGTERM'),
    kill: () => end('SIGKILL'),
  };
}

/** JSON request to an API process; returns { status, body }. */
export async function api(base, method, route, { token, body, headers = {} } = {}) {
  const res = await fetch(`${base}${route}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

export const PASSWORD = 'Correct-Horse-Battery-9';
let passwordHash;

/**
 * Confirmed accounts written straight to the database with PASSWORD (argon2id), for tests
 * whose subject is not the sign-up flow; they sign in through the API like anyone.
 */
export async function createUsers(db, count) {
  const { hash } = apiRequire('@node-rs/argon2');
  passwordHash ??= await hash(PASSWORD);
  const emails = Array.from(
    { length: count },
    (_, i) => `infra-${i}-${randomBytes(5).toString('hex')}@example.com`,
  );
  const rows = await db.query(
    `INSERT INTO users (email, password_hash, first_name, last_name, is_email_confirmed)
     SELECT e, $2, 'Infra', 'Tester', true FROM unnest($1::text[]) AS e
     RETURNING id, email`,
    [emails, passwordHash],
  );
  return rows;
}

/** Signs in through POST /api/auth/login from `ip` (the API trusts the loopback proxy). */
export async function login(base, email, ip) {
  const res = await api(base, 'POST', '/api/auth/login', {
    body: { email, password: PASSWORD },
    headers: { 'x-forwarded-for': ip },
  });
  if (res.status !== 200)
    throw new Error(`login ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.token;
}

/** Providers written straight to the database, with the API's own search columns. */
export async function createProviders(db, count) {
  const { searchColumns } = await import(
    pathToFileURL(path.join(apiDir, 'dist', 'providers', 'search-text.js')).href
  );
  const ids = [];
  for (let i = 0; i < count; i++) {
    const name = `Infra Provider ${randomBytes(4).toString('hex')}`;
    const category = 'Law Firms';
    const { nameNormalized, searchText } = searchColumns({ name, category, specialties: [] });
    const [row] = await db.query(
      `INSERT INTO providers (id, name, name_normalized, search_text, category, specialties,
         description, plan, state, city)
       VALUES (gen_random_uuid()::text, $1, $2, $3, $4, '{}', $5, 'basic', 'FL', 'Miami')
       RETURNING id`,
      [name, nameNormalized, searchText, category, `${name} helps people after accidents.`],
    );
    ids.push(row.id);
  }
  return ids;
}

/** A valid review body (five scores, text of the minimum length). */
export function reviewBody(seed) {
  const score = (k) => 1 + ((seed + k) % 5);
  return {
    ratings: {
      respectful: score(0),
      explained: score(1),
      onTime: score(2),
      costs: score(3),
      overall: score(4),
    },
    text: `Review ${seed}: ${'they explained every step, answered calls and kept the costs clear. '.repeat(2)}`,
  };
}

/** A unique client address per test run, so rate-limit counters never meet another run's. */
export function randomIp() {
  const b = randomBytes(3);
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}
