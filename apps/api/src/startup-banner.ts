import path from 'node:path';
import { AppConfig } from './config/app-config';
import { redact } from './database/wait-for-database';

export interface BannerFacts {
  /** The embedded server's data directory, when no DATABASE_URL is set. */
  embeddedDatabaseDir?: string;
  /** The database in use (its password is never shown). */
  databaseUrl: string;
}

/**
 * What a person needs once the server answers: the address to open, which database, how to
 * become admin and where mails go. One `[label, text]` pair a line.
 */
export function bannerLines(config: AppConfig, facts: BannerFacts): Array<[string, string]> {
  const address = `http://localhost:${config.port}`;
  const { env } = config;
  return [
    ['Open', address],
    [
      'Database',
      facts.embeddedDatabaseDir
        ? `embedded PostgreSQL in ${facts.embeddedDatabaseDir} (set DATABASE_URL to use your own)`
        : redact(facts.databaseUrl),
    ],
    [
      'Admin',
      env.ADMIN_EMAIL
        ? `sign in as ${env.ADMIN_EMAIL} (ADMIN_EMAIL, ADMIN_PASSWORD)`
        : 'none from the environment: set ADMIN_EMAIL and ADMIN_PASSWORD, then restart',
    ],
    [
      'Mail',
      env.SMTP_URL
        ? `sent through ${redact(env.SMTP_URL)}`
        : `no SMTP_URL: written to ${path.join(config.dataDir, 'outbox')}`,
    ],
    ['API docs', `${address}/api/docs`],
  ];
}

/** The banner as a framed block for a terminal. */
export function formatBanner(lines: Array<[string, string]>): string {
  const width = Math.max(...lines.map(([label]) => label.length));
  const body = lines.map(([label, text]) => `  ${label.padEnd(width)}  ${text}`);
  const title = '  InjuryPros is ready (Ctrl+C to stop)';
  const rule = '─'.repeat(Math.max(title.length, ...body.map((l) => l.length)) + 2);
  return ['', rule, title, '', ...body, rule, ''].join('\n') + '\n';
}
