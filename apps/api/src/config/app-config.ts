import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Env, parseEnv } from './env.schema';

/**
 * The validated configuration, with the values derived at start-up (absolute data
 * directory, generated JWT secret, parsed client keys). Injected wherever config is read.
 */
export class AppConfig {
  readonly apiClientKeys: ReadonlyMap<string, string>;

  constructor(
    readonly env: Env,
    readonly dataDir: string,
    readonly jwtSecret: string,
  ) {
    this.apiClientKeys = new Map(
      (env.API_CLIENT_KEYS ?? '')
        .split(',')
        .map((pair) => pair.trim())
        .filter(Boolean)
        .map((pair) => pair.split(':') as [string, string]),
    );
  }

  get port(): number {
    return this.env.PORT;
  }

  get webOrigin(): string {
    return this.env.WEB_ORIGIN;
  }

  /** Reads and checks the environment, creates DATA_DIR and the kept JWT secret. */
  static async load(source: NodeJS.ProcessEnv = process.env): Promise<AppConfig> {
    const env = parseEnv(source);
    const dataDir = path.resolve(env.DATA_DIR);
    await mkdir(dataDir, { recursive: true });
    const jwtSecret = env.JWT_SECRET ?? (await keptSecret(path.join(dataDir, 'jwt-secret')));
    return new AppConfig(env, dataDir, jwtSecret);
  }
}

/** A random secret made once and kept in a file readable only by its owner. */
async function keptSecret(file: string): Promise<string> {
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return existing;
  } catch {
    // not made yet
  }
  const secret = randomBytes(48).toString('base64url');
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}
