import { HttpException, HttpStatus } from '@nestjs/common';
import { errorBody, MESSAGES } from '@app/contracts';

/** Seconds a client is asked to wait after a 503 for an overloaded database. */
export const DATABASE_BUSY_RETRY_AFTER_SECONDS = 5;

/** 503 with `Retry-After`: the server refuses work it cannot do now, rather than queue it. */
export class ServiceBusyException extends HttpException {
  constructor(
    readonly retryAfterSeconds: number,
    message: string = MESSAGES.serviceBusy,
  ) {
    super(errorBody(503, message), HttpStatus.SERVICE_UNAVAILABLE);
  }
}

/**
 * A query cancelled by statement_timeout (SQLSTATE 57014), or no pool connection free within
 * the pool's connection timeout: the database is overloaded, not broken; 503, not 500.
 */
export function databaseBusy(exception: unknown): ServiceBusyException | null {
  if (!exception || typeof exception !== 'object') return null;
  const e = exception as { code?: unknown; driverError?: { code?: unknown }; message?: unknown };
  const code = e.driverError?.code ?? e.code;
  const poolTimeout =
    typeof e.message === 'string' && e.message.includes('timeout exceeded when trying to connect');
  return code === '57014' || poolTimeout
    ? new ServiceBusyException(DATABASE_BUSY_RETRY_AFTER_SECONDS)
    : null;
}
