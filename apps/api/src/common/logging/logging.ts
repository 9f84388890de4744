import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LoggerService } from '@nestjs/common';
import type { Params } from 'nestjs-pino';
import pino, { type DestinationStream, type Logger as Pino } from 'pino';
import pretty from 'pino-pretty';
import type { Env } from '../../config/env.schema';
import { PROBE_PATHS } from '../probe-paths';
import { requestId } from '../middleware/request-id';

export type LogFormat = 'pretty' | 'json';

/** LOG_FORMAT when set; otherwise readable lines on a terminal and JSON everywhere else. */
export function resolveLogFormat(
  env: Pick<Env, 'LOG_FORMAT'>,
  isTerminal = Boolean(process.stdout.isTTY),
): LogFormat {
  return env.LOG_FORMAT ?? (isTerminal ? 'pretty' : 'json');
}

interface LoggedRequest {
  id?: unknown;
  method?: string;
  url?: string;
}

/**
 * One short line per entry: time, level, `[context]`, the message, and for a request its
 * duration and request id (`GET /api/providers 200 12 ms · 3f2c…`).
 */
function prettyLine(log: Record<string, unknown>, messageKey: string): string {
  const context = typeof log.context === 'string' ? `[${log.context}] ` : '';
  const req = log.req as LoggedRequest | undefined;
  const ms = typeof log.responseTime === 'number' ? ` ${log.responseTime} ms` : '';
  const id = req?.id ? ` · ${String(req.id)}` : '';
  return `${context}${String(log[messageKey] ?? '')}${ms}${id}`;
}

/** Where pino writes: stdout as JSON, or through pino-pretty (synchronously, in order). */
export function logDestination(format: LogFormat): DestinationStream {
  if (format === 'json') return pino.destination({ dest: 1, sync: true });
  return pretty({
    sync: true,
    colorize: Boolean(process.stdout.isTTY),
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,context,req,res,responseTime',
    messageFormat: prettyLine,
    singleLine: true,
  });
}

/** A logger for the few lines written before the Nest app exists (embedded database, retries). */
export function bootLogger(env: Pick<Env, 'LOG_FORMAT' | 'LOG_LEVEL'>): Pino {
  return pino({ level: env.LOG_LEVEL }, logDestination(resolveLogFormat(env)));
}

const requestLine = (req: IncomingMessage, res: ServerResponse) =>
  `${req.method} ${(req as { originalUrl?: string }).originalUrl ?? req.url} ${res.statusCode}`;

/**
 * pino-http for every request: one line at info (warn for 4xx, error for 5xx) with the method,
 * path, status, duration and request id; no headers (authorization and cookies never reach it).
 */
export function loggerParams(env: Pick<Env, 'LOG_FORMAT' | 'LOG_LEVEL'>): Params {
  return {
    pinoHttp: [
      {
        level: env.LOG_LEVEL,
        genReqId: requestId,
        customLogLevel: (_req, res, err) =>
          err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
        customSuccessMessage: requestLine,
        customErrorMessage: requestLine,
        serializers: {
          req: (req: LoggedRequest & { remoteAddress?: string }) => ({
            id: req.id,
            method: req.method,
            url: req.url,
            remoteAddress: req.remoteAddress,
          }),
          res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
        },
        autoLogging: { ignore: (req) => PROBE_PATHS.has(req.url ?? '') },
      },
      logDestination(resolveLogFormat(env)),
    ],
  };
}

/** Nest's start-up chatter, one line per module and per route: kept at debug. */
const START_UP_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer']);

/**
 * The app's Nest logger: the pino logger, with the ~20 module and ~120 route lines Nest writes
 * at start-up moved to debug and counted, so that info says "N routes mapped" once.
 */
export class AppLogger implements LoggerService {
  private routes = 0;

  constructor(private readonly inner: LoggerService) {}

  get routesMapped(): number {
    return this.routes;
  }

  log(message: unknown, ...rest: unknown[]): void {
    const context = rest[rest.length - 1];
    if (typeof context === 'string' && START_UP_CONTEXTS.has(context)) {
      if (context === 'RouterExplorer') this.routes += 1;
      this.inner.debug?.(message, ...rest);
      return;
    }
    this.inner.log(message, ...rest);
  }

  error(message: unknown, ...rest: unknown[]): void {
    this.inner.error(message, ...rest);
  }

  warn(message: unknown, ...rest: unknown[]): void {
    this.inner.warn(message, ...rest);
  }

  debug(message: unknown, ...rest: unknown[]): void {
    this.inner.debug?.(message, ...rest);
  }

  verbose(message: unknown, ...rest: unknown[]): void {
    this.inner.verbose?.(message, ...rest);
  }

  fatal(message: unknown, ...rest: unknown[]): void {
    this.inner.fatal?.(message, ...rest);
  }
}
