import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AppConfig } from './app-config';

describe('AppConfig.load', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'cfg-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('generates a JWT secret once, keeps it in DATA_DIR (0600) and reuses it', async () => {
    const first = await AppConfig.load({ DATA_DIR: dir });
    const second = await AppConfig.load({ DATA_DIR: dir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    const file = path.join(dir, 'jwt-secret');
    expect((await readFile(file, 'utf8')).trim()).toBe(first.jwtSecret);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('uses JWT_SECRET when given and parses client keys', async () => {
    const secret = 'x'.repeat(40);
    const config = await AppConfig.load({
      DATA_DIR: dir,
      JWT_SECRET: secret,
      API_CLIENT_KEYS: 'web:k1, partner:k2',
    });
    expect(config.jwtSecret).toBe(secret);
    expect([...config.apiClientKeys]).toEqual([
      ['web', 'k1'],
      ['partner', 'k2'],
    ]);
    expect(config.dataDir).toBe(path.resolve(dir));
  });
});
