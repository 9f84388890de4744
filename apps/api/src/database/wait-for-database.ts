import { Client } from 'pg';

export class DatabaseUnreachableError extends Error {}

/** Tries to connect a few times with a growing pause; then reports one clear line. */
export async function waitForDatabase(
  url: string,
  { attempts = 5, firstDelayMs = 500 }: { attempts?: number; firstDelayMs?: number } = {},
  onRetry: (attempt: number, reason: string) => void = () => undefined,
): Promise<void> {
  let reason = 'unknown error';
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const client = new Client({ connectionString: url, connectionTimeoutMillis: 3000 });
    try {
      await client.connect();
      await client.query('SELECT 1');
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => undefined);
      reason = describe(error);
      if (attempt < attempts) {
        onRetry(attempt, reason);
        await new Promise((r) => setTimeout(r, firstDelayMs * 2 ** (attempt - 1)));
      }
    }
  }
  throw new DatabaseUnreachableError(
    `Cannot reach the database at ${redact(url)} after ${attempts} attempts (${reason}); check DATABASE_URL`,
  );
}

function describe(error: unknown): string {
  if (error && typeof error === 'object') {
    const e = error as { code?: string; message?: string };
    return [e.code, e.message].filter(Boolean).join(' ') || 'unknown error';
  }
  return String(error);
}

/** The URL without its password, for messages. */
export function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'the configured URL';
  }
}
