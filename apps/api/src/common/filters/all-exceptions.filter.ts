import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { API_MESSAGES, errorBody, MESSAGES, TErrorBody, TFieldError } from '@app/contracts';
import { RequestValidationError } from '@ts-rest/nest';
import type { Request, Response } from 'express';
import type { ZodError } from 'zod';
import { localizedBody } from '../locale/request-locale';
import { setRateLimitHeaders, TooManyRequestsException } from '../rate-limit/rate-limiter.service';
import { databaseBusy, ServiceBusyException } from './service-busy';

/**
 * The one place that turns any thrown thing into the API's error body
 * `{ statusCode, message, error, errors? }` (DESIGN 3, spec 8). Unexpected errors answer a
 * generic 500 with the request id; their detail goes only to the log. Messages are answered
 * in the caller's language (common/locale/request-locale.ts).
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(thrown: unknown, host: ArgumentsHost): void {
    const exception = databaseBusy(thrown) ?? thrown;
    const ctx = host.switchToHttp();
    const req = ctx.getRequest<Request & { id?: string | number }>();
    const res = ctx.getResponse<Response>();
    const requestId = req.id === undefined ? undefined : String(req.id);
    const body = this.toBody(exception, requestId);
    if (exception instanceof ServiceBusyException) {
      this.logger.warn({ err: thrown, requestId, url: req.originalUrl }, 'Refused: service busy');
    } else if (body.statusCode >= 500) {
      this.logger.error(
        { err: exception, requestId, method: req.method, url: req.originalUrl },
        exception instanceof Error ? exception.message : 'Non-error thrown',
      );
    }
    if (res.headersSent) return;
    // A redirect thrown as an exception (a merged listing, issue 47) says where to.
    const location = answerField(exception, 'location');
    if (body.statusCode >= 300 && body.statusCode < 400 && typeof location === 'string')
      res.setHeader('Location', location);
    if (exception instanceof TooManyRequestsException && exception.limit !== undefined) {
      setRateLimitHeaders(res, {
        limit: exception.limit,
        remaining: 0,
        resetSeconds: exception.retryAfterSeconds,
      });
    }
    if (
      exception instanceof TooManyRequestsException ||
      exception instanceof ServiceBusyException
    ) {
      res.setHeader('Retry-After', String(exception.retryAfterSeconds));
    }
    // In the caller's language (issue 19): the same shape, English as it always was.
    res.status(body.statusCode).json(localizedBody(req, res, body));
  }

  private toBody(exception: unknown, requestId?: string): TErrorBody {
    if (exception instanceof RequestValidationError) {
      const errors = [
        ...fieldErrors(exception.pathParams, 'params'),
        ...fieldErrors(exception.headers, 'headers'),
        ...fieldErrors(exception.query, 'query'),
        ...fieldErrors(exception.body, 'body'),
      ];
      return errorBody(400, errors[0]?.message ?? MESSAGES.badRequest, { errors });
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      // A 500 is a bug: its detail stays in the log. A deliberate 503 and the like say why.
      if (status === 500) return errorBody(status, API_MESSAGES.internalError, { requestId });
      const response = exception.getResponse();
      const message = messageOf(response) ?? exception.message;
      const errors =
        typeof response === 'object' && response && 'errors' in response
          ? (response.errors as TFieldError[])
          : undefined;
      const body = errorBody(status, friendly(status, message), errors ? { errors } : {});
      // A 409 of likely duplicates carries them (POST /providers, issue 47).
      const candidates = answerField(exception, 'candidates');
      return Array.isArray(candidates) ? ({ ...body, candidates } as TErrorBody) : body;
    }
    const httpError = exposedHttpError(exception);
    if (httpError)
      return errorBody(httpError.status, friendly(httpError.status, httpError.message));
    return errorBody(500, API_MESSAGES.internalError, { requestId });
  }
}

/** A field of an HttpException's response object, if any. */
function answerField(exception: unknown, field: string): unknown {
  if (!(exception instanceof HttpException)) return undefined;
  const response = exception.getResponse();
  return typeof response === 'object' && response !== null && field in response
    ? (response as Record<string, unknown>)[field]
    : undefined;
}

/** Errors of the `http-errors` family (body-parser: 413, 415, 400) that are safe to show. */
function exposedHttpError(exception: unknown): { status: number; message: string } | null {
  if (!exception || typeof exception !== 'object') return null;
  const e = exception as { status?: unknown; expose?: unknown; message?: unknown };
  if (typeof e.status !== 'number' || e.status < 400 || e.status > 499 || e.expose !== true)
    return null;
  return { status: e.status, message: typeof e.message === 'string' ? e.message : '' };
}

function fieldErrors(error: ZodError | null, where: string): TFieldError[] {
  if (!error) return [];
  return error.issues.map((issue) => ({
    path: issue.path.length ? issue.path.join('.') : where,
    message: issue.message,
  }));
}

function messageOf(response: string | object): string | undefined {
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (typeof message === 'string') return message;
  if (Array.isArray(message) && typeof message[0] === 'string') return message[0];
  return undefined;
}

/** Body-parser failures reach Nest with the parser's own wording; say them plainly. */
function friendly(status: number, message: string): string {
  if (status === 413 && (!message || /entity too large/i.test(message)))
    return API_MESSAGES.bodyTooLarge;
  if (status === 400 && /JSON/i.test(message)) return API_MESSAGES.malformedJson;
  return message || MESSAGES.badRequest;
}
