import { errorBody, MESSAGES } from '@app/contracts';
import type { NextFunction, Request, Response } from 'express';
import { timingSafeEqual } from 'node:crypto';
import { PROBE_PATHS } from '../probe-paths';
import { localizedBody } from '../locale/request-locale';

/**
 * Paths a browser reaches without our headers: health probes, the API docs, Google's
 * redirects and public files. Everything else under /api carries x-api-client/x-api-key
 * when API_CLIENT_KEYS is set (DESIGN 3).
 */
const OPEN_PATHS = [
  /^\/api\/docs(\/|$)/,
  /^\/api\/auth\/google(\/|$)/,
  /^\/api\/(uploads|files)\//,
  // Stripe calls the webhook with its own signature (decision 0028).
  /^\/api\/webhooks\/stripe$/,
];

export function apiKeyMiddleware(keys: ReadonlyMap<string, string>) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (
      keys.size === 0 ||
      !req.path.startsWith('/api') ||
      PROBE_PATHS.has(req.path) ||
      OPEN_PATHS.some((p) => p.test(req.path))
    ) {
      return next();
    }
    const client = req.header('x-api-client');
    const key = req.header('x-api-key');
    const expected = client ? keys.get(client) : undefined;
    if (expected && key && sameSecret(key, expected)) return next();
    res.status(401).json(localizedBody(req, res, errorBody(401, MESSAGES.invalidApiKey)));
  };
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
