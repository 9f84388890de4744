import { NAME_MAX_LENGTH } from '@app/contracts';
import { z } from 'zod';

export const DEFAULT_ADMIN_NAME = 'Site Admin';

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v === '' ? undefined : v));

const urlWith = (protocols: string[], example: string) =>
  optionalString.refine(
    (v) => {
      if (v === undefined) return true;
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL like ${example}` },
  );

const booleanFlag = optionalString.refine(
  (v) => v === undefined || ['true', 'false', '1', '0'].includes(v),
  { message: 'must be true or false' },
);

/**
 * Every variable of DESIGN.md section 4. A bad value stops start-up with a line naming it.
 */
export const EnvSchema = z
  .object({
    PORT: z.coerce
      .number({ invalid_type_error: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be between 0 and 65535')
      .max(65535, 'must be between 0 and 65535')
      .default(3000),
    /**
     * Handles accepting connections on the API's port (its own and copies of it): a turn of
     * the event loop accepts one connection per handle (decision 0049). 1: the server's own.
     */
    HTTP_ACCEPTORS: z.coerce
      .number({ invalid_type_error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be between 1 and 256')
      .max(256, 'must be between 1 and 256')
      .default(32),
    DATABASE_URL: urlWith(['postgres:', 'postgresql:'], 'postgres://user:pass@host:5432/db'),
    DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./.data'),
    JWT_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, {
      message: 'must be at least 32 characters',
    }),
    WEB_ORIGIN: urlWith(['http:', 'https:'], 'https://example.com').transform((v) =>
      (v ?? 'http://localhost:3000').replace(/\/+$/, ''),
    ),
    SMTP_URL: urlWith(['smtp:', 'smtps:'], 'smtp://127.0.0.1:2525'),
    MAIL_FROM: z.string().trim().min(3, 'must be an email address').default('no-reply@localhost'),
    ADMIN_EMAIL: optionalString.refine((v) => v === undefined || /^[^\s@]+@[^\s@]+$/.test(v), {
      message: 'must be an email address',
    }),
    ADMIN_PASSWORD: optionalString,
    /** The first admin's first and last name: the first word, then the rest. */
    ADMIN_NAME: optionalString
      .transform((v) => v ?? DEFAULT_ADMIN_NAME)
      .refine(
        (v) => {
          const [first, ...rest] = v.split(/\s+/);
          const last = rest.join(' ');
          return Boolean(first && last) && Math.max(first!.length, last.length) <= NAME_MAX_LENGTH;
        },
        { message: `must be a first and a last name (each up to ${NAME_MAX_LENGTH} characters)` },
      )
      .transform((v) => {
        const [firstName, ...rest] = v.split(/\s+/);
        return { firstName: firstName!, lastName: rest.join(' ') };
      }),
    // Payments (issue 18, decision 0028): unset STRIPE_SECRET_KEY runs the test-mode stand-in.
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    STRIPE_PRICE_PREMIUM: optionalString,
    /** Where the SDK sends API calls (tests point it at a local fake); Stripe's own by default. */
    STRIPE_API_BASE: urlWith(['http:', 'https:'], 'http://127.0.0.1:12111'),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    GOOGLE_AUTH_URL: urlWith(['http:', 'https:'], 'https://accounts.google.com/o/oauth2/v2/auth'),
    GOOGLE_TOKEN_URL: urlWith(['http:', 'https:'], 'https://oauth2.googleapis.com/token'),
    GOOGLE_USERINFO_URL: urlWith(
      ['http:', 'https:'],
      'https://www.googleapis.com/oauth2/v3/userinfo',
    ),
    STORAGE_DRIVER: z
      .enum(['local', 's3'], { errorMap: () => ({ message: 'must be local or s3' }) })
      .default('local'),
    S3_BUCKET: optionalString,
    S3_REGION: optionalString,
    S3_ENDPOINT: urlWith(['http:', 'https:'], 'http://127.0.0.1:9000'),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: booleanFlag.transform((v) => v === 'true' || v === '1'),
    REDIS_URL: urlWith(['redis:', 'rediss:'], 'redis://127.0.0.1:6379'),
    /** Put before every Redis key, so that several deployments (or test runs) share one Redis. */
    REDIS_KEY_PREFIX: optionalString.refine((v) => v === undefined || /^[\w.:-]{1,64}$/.test(v), {
      message: 'must be up to 64 letters, digits or . _ : -',
    }),
    /**
     * Which proxies in front of the API may tell the client's address (X-Forwarded-For):
     * a hop count, or addresses / CIDR ranges / loopback, linklocal, uniquelocal.
     */
    TRUST_PROXY: z
      .string()
      .trim()
      .default('loopback')
      .refine(
        (v) =>
          /^\d{1,2}$/.test(v) ||
          v
            .split(',')
            .every((p) =>
              /^(loopback|linklocal|uniquelocal|[0-9a-fA-F:.]+(\/\d{1,3})?)$/.test(p.trim()),
            ),
        {
          message:
            'must be a hop count or addresses, CIDR ranges, loopback, linklocal or uniquelocal separated by commas',
        },
      )
      .transform((v) => (/^\d{1,2}$/.test(v) ? Number(v) : v.split(',').map((p) => p.trim()))),
    API_CLIENT_KEYS: optionalString.refine(
      (v) =>
        v === undefined || v.split(',').every((pair) => /^[^:\s,]+:[^:\s,]+$/.test(pair.trim())),
      { message: 'must be client:key pairs separated by commas, e.g. web:KEY,partner:KEY2' },
    ),
    SEED: z
      .enum(['sample', 'none'], { errorMap: () => ({ message: 'must be sample or none' }) })
      .default('sample'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        errorMap: () => ({
          message: 'must be one of fatal, error, warn, info, debug, trace, silent',
        }),
      })
      .default('info'),
    /** Unset: readable lines on a terminal, JSON lines otherwise (pipes, files, containers). */
    LOG_FORMAT: optionalString.pipe(
      z
        .enum(['pretty', 'json'], { errorMap: () => ({ message: 'must be pretty or json' }) })
        .optional(),
    ),
    WEB_DIST_DIR: optionalString,
    /**
     * Where searches find their matches (decision 0040): `memory`, the search index the API
     * keeps of the directory (a page's rows are still read from PostgreSQL), or `sql`, the
     * SQL search alone (the index's fallback while it loads).
     */
    SEARCH_INDEX: z.enum(['memory', 'sql']).default('memory'),
    /**
     * Up to this many providers the API loads its search index before it starts answering;
     * a larger directory loads it in the background (searches use SQL meanwhile).
     */
    SEARCH_INDEX_AWAIT_MAX: z.coerce
      .number({ invalid_type_error: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be 0 or more')
      .default(100_000),
    SEARCH_CACHE_TTL_SECONDS: z.coerce
      .number({ invalid_type_error: 'must be a number' })
      .min(0, 'must be 0 or more')
      .max(3600, 'must be at most 3600')
      .default(5),
    /**
     * Longest a query of a web request may run (milliseconds, 0: no limit); a request whose
     * query runs longer answers 503. Migrations and sample seeding are exempt.
     */
    DB_STATEMENT_TIMEOUT_MS: z.coerce
      .number({ invalid_type_error: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be 0 or more')
      .max(600_000, 'must be at most 600000')
      .default(3000),
    /**
     * Longest the provider page waits for its profile to fill the head (title, description,
     * JSON-LD); past it the plain page is served (milliseconds).
     */
    SEO_LOOKUP_TIMEOUT_MS: z.coerce
      .number({ invalid_type_error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(60_000, 'must be at most 60000')
      .default(300),
    /** Images decoded at once (unset: one per CPU core); docs/decisions/0016. */
    UPLOAD_CONCURRENCY: z.coerce
      .number({ invalid_type_error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(64, 'must be at most 64')
      .optional(),
    /** Uploads that may wait for a free slot; past that an upload answers 503. */
    UPLOAD_QUEUE_MAX: z.coerce
      .number({ invalid_type_error: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be 0 or more')
      .max(1000, 'must be at most 1000')
      .default(8),
    /** Longest an upload waits for a slot (milliseconds) before it answers 503. */
    UPLOAD_QUEUE_WAIT_MS: z.coerce
      .number({ invalid_type_error: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be 0 or more')
      .max(120_000, 'must be at most 120000')
      .default(10_000),
    /**
     * The job queue (pg-boss in the schema `pgboss` of the same database, decision 0059):
     * `on` runs it (sends, schedules and workers); `off` leaves it stopped (tests that need no
     * job; sending a job then fails with a clear error).
     */
    JOB_QUEUE: z
      .enum(['on', 'off'], { errorMap: () => ({ message: 'must be on or off' }) })
      .default('on'),
    /** Rows an import writes per transaction (each batch commits with the job's progress). */
    IMPORT_BATCH_ROWS: z.coerce
      .number({ invalid_type_error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(50_000, 'must be at most 50000')
      .default(5000),
    /** How often an idle worker of the job queue looks for work (seconds). */
    JOB_POLL_SECONDS: z.coerce
      .number({ invalid_type_error: 'must be a number' })
      .min(0.5, 'must be at least 0.5')
      .max(60, 'must be at most 60')
      .default(2),
    /** How often the orphaned-upload sweep runs (docs/decisions/0017); 0 turns it off. */
    UPLOAD_SWEEP_MINUTES: z.coerce
      .number({ invalid_type_error: 'must be a number' })
      .min(0, 'must be 0 or more')
      .max(10080, 'must be at most 10080')
      .default(60),
    /** How old an upload that nothing references must be before the sweep removes it. */
    UPLOAD_GRACE_HOURS: z.coerce
      .number({ invalid_type_error: 'must be a number' })
      .min(1, 'must be 1 or more')
      .max(8760, 'must be at most 8760')
      .default(24),
  })
  .superRefine((env, ctx) => {
    if (env.ADMIN_EMAIL && !env.ADMIN_PASSWORD) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'is required when ADMIN_EMAIL is set',
      });
    }
    if (env.ADMIN_PASSWORD && !env.ADMIN_EMAIL) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_EMAIL'],
        message: 'is required when ADMIN_PASSWORD is set',
      });
    }
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID'],
        message: 'must be set together with its pair',
      });
    }
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message: 'is required when STRIPE_SECRET_KEY is set',
      });
    }
    if (env.STORAGE_DRIVER === 's3') {
      for (const name of ['S3_BUCKET', 'S3_REGION'] as const) {
        if (!env[name]) {
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: 'is required when STORAGE_DRIVER is s3',
          });
        }
      }
    }
  });

export type Env = z.infer<typeof EnvSchema>;

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`Invalid configuration: ${variable} ${detail}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment; throws a ConfigError naming the first bad variable. */
export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new ConfigError(String(issue.path[0] ?? 'environment'), issue.message);
  }
  return result.data;
}
