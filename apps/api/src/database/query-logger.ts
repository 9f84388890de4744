import { Logger as NestLogger } from '@nestjs/common';
import type { Logger as TypeOrmLogger } from 'typeorm';

/** PostgreSQL's unique_violation: the callers that can meet one catch it and answer a 400. */
const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, driverError } = error as { code?: unknown; driverError?: { code?: unknown } };
  return (driverError?.code ?? code) === UNIQUE_VIOLATION;
}

/**
 * TypeORM's query errors, through the app's logger (pino, LOG_LEVEL) instead of TypeORM's own
 * console writer. A unique violation is an expected outcome (an email or slug already taken,
 * a claim already pending): the code that runs the query catches it and answers a 400, so it
 * is logged at debug level. Any other failed query is an error; an uncaught one is logged
 * again as a 500 by the exceptions filter.
 */
export class QueryLogger implements TypeOrmLogger {
  private readonly logger = new NestLogger('Database');

  logQueryError(error: string | Error, query: string): void {
    if (isUniqueViolation(error)) {
      this.logger.debug(`unique violation (answered by the caller): ${String(error)}`);
      return;
    }
    this.logger.error(`query failed: ${String(error)} — ${query}`);
  }

  // Only query errors were ever logged (`logging: ['error']`): the rest stays quiet.
  logQuery(): void {}
  logQuerySlow(): void {}
  logSchemaBuild(): void {}
  logMigration(): void {}
  log(): void {}
}
