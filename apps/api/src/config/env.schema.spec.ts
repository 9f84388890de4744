import { ConfigError, parseEnv } from './env.schema';

describe('parseEnv', () => {
  it('applies the DESIGN.md defaults to an empty environment', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: './.data',
      WEB_ORIGIN: 'http://localhost:3000',
      MAIL_FROM: 'no-reply@localhost',
      STORAGE_DRIVER: 'local',
      SEED: 'sample',
      S3_FORCE_PATH_STYLE: false,
      SEARCH_INDEX: 'memory',
      SEARCH_INDEX_AWAIT_MAX: 100_000,
      HTTP_ACCEPTORS: 32,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.JWT_SECRET).toBeUndefined();
  });

  it('names the first admin Site Admin unless ADMIN_NAME says otherwise (first word, then the rest)', () => {
    expect(parseEnv({}).ADMIN_NAME).toEqual({ firstName: 'Site', lastName: 'Admin' });
    expect(parseEnv({ ADMIN_NAME: ' Ada  van Lovelace ' }).ADMIN_NAME).toEqual({
      firstName: 'Ada',
      lastName: 'van Lovelace',
    });
  });

  it('leaves LOG_FORMAT unset (chosen by the terminal) or takes pretty / json', () => {
    expect(parseEnv({}).LOG_FORMAT).toBeUndefined();
    expect(parseEnv({ LOG_FORMAT: '' }).LOG_FORMAT).toBeUndefined();
    expect(parseEnv({ LOG_FORMAT: 'json' }).LOG_FORMAT).toBe('json');
    expect(parseEnv({ LOG_FORMAT: 'pretty' }).LOG_FORMAT).toBe('pretty');
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ WEB_ORIGIN: 'not a url' }, 'WEB_ORIGIN'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ STORAGE_DRIVER: 'ftp' }, 'STORAGE_DRIVER'],
    [{ SEED: 'lots' }, 'SEED'],
    [{ SAMPLE_IMPORTS: 'yes' }, 'SAMPLE_IMPORTS'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL'],
    [{ REDIS_KEY_PREFIX: 'has space' }, 'REDIS_KEY_PREFIX'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'loopback, everyone' }, 'TRUST_PROXY'],
    [{ API_CLIENT_KEYS: 'web' }, 'API_CLIENT_KEYS'],
    [{ ADMIN_EMAIL: 'boss@example.com' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'x' }, 'ADMIN_EMAIL'],
    [{ GOOGLE_CLIENT_ID: 'id' }, 'GOOGLE_CLIENT_SECRET'],
    [{ STORAGE_DRIVER: 's3', S3_REGION: 'us-east-1' }, 'S3_BUCKET'],
    [{ S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE'],
    [{ LOG_FORMAT: 'xml' }, 'LOG_FORMAT'],
    [{ ADMIN_NAME: 'Cher' }, 'ADMIN_NAME'],
    [{ ADMIN_NAME: `Ann ${'x'.repeat(51)}` }, 'ADMIN_NAME'],
    [{ SEARCH_INDEX: 'elastic' }, 'SEARCH_INDEX'],
    [{ SEARCH_INDEX: 'memory\u0000' }, 'SEARCH_INDEX'],
    [{ SEARCH_INDEX_AWAIT_MAX: '-1' }, 'SEARCH_INDEX_AWAIT_MAX'],
    [{ HTTP_ACCEPTORS: '0' }, 'HTTP_ACCEPTORS'],
    [{ HTTP_ACCEPTORS: '2.5' }, 'HTTP_ACCEPTORS'],
    [{ HTTP_ACCEPTORS: '257' }, 'HTTP_ACCEPTORS'],
    [{ HTTP_ACCEPTORS: 'lots' }, 'HTTP_ACCEPTORS'],
    [{ HTTP_ACCEPTORS: '4\u0000' }, 'HTTP_ACCEPTORS'],
    [{ HTTP_ACCEPTORS: '1e9' }, 'HTTP_ACCEPTORS'],
    [{ SEARCH_INDEX_AWAIT_MAX: '1.5' }, 'SEARCH_INDEX_AWAIT_MAX'],
    [{ SEARCH_INDEX_AWAIT_MAX: 'lots' }, 'SEARCH_INDEX_AWAIT_MAX'],
  ])('rejects %j naming %s', (source, variable) => {
    expect(() => parseEnv(source)).toThrow(ConfigError);
    try {
      parseEnv(source);
    } catch (error) {
      expect((error as ConfigError).variable).toBe(variable);
      expect((error as ConfigError).message).toMatch(
        new RegExp(`^Invalid configuration: ${variable} `),
      );
    }
  });

  it('treats empty strings as unset and trims a trailing slash from WEB_ORIGIN', () => {
    const env = parseEnv({ DATABASE_URL: '', WEB_ORIGIN: 'https://example.com/' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.WEB_ORIGIN).toBe('https://example.com');
  });

  it('accepts a complete S3 and client-key configuration', () => {
    const env = parseEnv({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'b',
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
      API_CLIENT_KEYS: 'web:abc,partner:def',
    });
    expect(env.S3_FORCE_PATH_STYLE).toBe(true);
    expect(env.API_CLIENT_KEYS).toBe('web:abc,partner:def');
  });

  it('reads TRUST_PROXY as a hop count or a list of addresses', () => {
    expect(parseEnv({}).TRUST_PROXY).toEqual(['loopback']);
    expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: 'loopback, 10.0.0.0/8,fd00::/8' }).TRUST_PROXY).toEqual([
      'loopback',
      '10.0.0.0/8',
      'fd00::/8',
    ]);
  });
});
