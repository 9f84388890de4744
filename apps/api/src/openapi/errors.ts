import {
  accessOf,
  errorBody,
  httpErrorName,
  MESSAGES,
  rateLimitOf,
  TErrorBody,
  TRouteMeta,
} from '@app/contracts';
import type { AppRoute } from '@ts-rest/core';
import { RATE_LIMIT_POLICIES } from '../common/rate-limit/rate-limit.policies';
import { PROBE_PATHS } from '../common/probe-paths';
import { isZodSchema } from './schemas';

/** One error answer of an operation: when it happens and what it looks like. */
export interface ErrorAnswer {
  status: number;
  description: string;
  example: TErrorBody;
}

function hasBody(route: AppRoute): boolean {
  return route.method !== 'GET' && 'body' in route && isZodSchema(route.body);
}

function pathParamNames(route: AppRoute): string[] {
  return [...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!);
}

const FORBIDDEN: Record<string, string> = {
  verified: MESSAGES.verifiedOnly,
  provider: MESSAGES.providerOnly,
  admin: MESSAGES.adminOnly,
};

const FORBIDDEN_WHEN: Record<string, string> = {
  verified: 'the account has not confirmed its email',
  provider: 'the account is not a provider',
  admin: 'the account is not an admin',
};

/**
 * The error answers a route can give, derived from what it declares, so that a new route is
 * documented without touching this file:
 * - 400 when it takes input (path ids, query, body);
 * - 401 for a missing or refused token (every non-public route), or a wrong API key where
 *   the deployment requires one (every route but the health probes);
 * - 403 from its access level, or when it writes a resource that may belong to someone else;
 * - 404 when it addresses a resource by id;
 * - 413 when it takes a body (JSON limit, or a multipart file over its limit);
 * - 429 when it declares a rate limit; 500 always; 503 when the database is overloaded;
 * - and whatever the route adds in its metadata `errors` (409 conflicts, for instance) or
 *   declares beside the shared answers (`responses`).
 */
export function errorAnswers(
  route: AppRoute,
  meta: TRouteMeta,
  sharedStatuses: ReadonlySet<number>,
): ErrorAnswer[] {
  const access = accessOf(meta);
  const rateLimit = rateLimitOf(meta);
  const declared = meta.errors ?? {};
  const multipart = 'contentType' in route && route.contentType === 'multipart/form-data';
  const params = pathParamNames(route);
  const answers = new Map<number, ErrorAnswer>();
  const add = (status: number, description: string, example: TErrorBody) => {
    const extra = (declared as Record<number, string | undefined>)[status];
    answers.set(status, {
      status,
      description: extra ? `${description}; ${extra}` : description,
      example,
    });
  };

  if (params.length || route.query || hasBody(route)) {
    add(
      400,
      'Invalid input: `message` repeats the first problem, `errors` lists each one with its field',
      errorBody(400, MESSAGES.badRequest, {
        errors: [{ path: params[0] ?? 'body', message: MESSAGES.badRequest }],
      }),
    );
  }
  if (access !== 'public') {
    add(
      401,
      'No bearer token, or one that is expired, revoked or belongs to a blocked account (or a wrong API key where the deployment requires one)',
      errorBody(401, MESSAGES.unauthorized),
    );
  } else if (!PROBE_PATHS.has(route.path)) {
    add(
      401,
      'Wrong or missing x-api-client / x-api-key, where the deployment requires API keys',
      errorBody(401, MESSAGES.invalidApiKey),
    );
  }
  const writes = route.method !== 'GET';
  if (FORBIDDEN[access]) {
    add(403, `Refused when ${FORBIDDEN_WHEN[access]}`, errorBody(403, FORBIDDEN[access]!));
  } else if (access === 'user' && writes && params.length) {
    add(403, 'Refused when the resource belongs to someone else', errorBody(403, 'Forbidden'));
  }
  if (params.length) {
    add(404, `Nothing found for the given ${params.join(', ')}`, errorBody(404, 'Not found'));
  }
  if (hasBody(route)) {
    add(
      413,
      multipart ? 'A file is over its size limit' : 'The JSON body is over 1 MB',
      errorBody(
        413,
        multipart
          ? route.path.endsWith('/images/upload')
            ? MESSAGES.uploadTooLarge
            : MESSAGES.claimFileTooLarge
          : 'Request body is too large',
      ),
    );
  }
  if (rateLimit) {
    const policy = RATE_LIMIT_POLICIES[rateLimit];
    const per = policy.by === 'user' ? 'account (or address when signed out)' : 'client address';
    add(
      429,
      `Rate limited ('${rateLimit}': ${policy.limit} requests per ${policy.windowSeconds} s per ${per}${policy.unverified ? `; ${policy.unverified.limit} per ${policy.unverified.windowSeconds} s for an unconfirmed email` : ''}); wait the seconds of Retry-After`,
      errorBody(429, `Too many requests. Please try again in ${policy.windowSeconds} seconds.`),
    );
  }
  for (const [status, description] of Object.entries(declared)) {
    const code = Number(status);
    if (!answers.has(code) && description)
      add(code, description, errorBody(code, httpErrorName(code)));
  }
  for (const status of Object.keys(route.responses).map(Number)) {
    if (status >= 400 && !sharedStatuses.has(status) && !answers.has(status)) {
      add(status, 'Declared by the route', errorBody(status, 'Error'));
    }
  }
  add(
    500,
    'Unexpected error: the body carries the request id to quote',
    errorBody(500, 'Internal server error', { requestId: 'b1946ac9-2d3e-4f1a-9c55-6a1e5ad7f2c3' }),
  );
  if (!answers.has(503)) {
    add(
      503,
      'The database is overloaded: try again after Retry-After seconds',
      errorBody(503, MESSAGES.serviceBusy),
    );
  }
  return [...answers.values()].sort((a, b) => a.status - b.status);
}
