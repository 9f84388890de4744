import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

const SAFE_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Reuses a caller's x-request-id when it is safe to log, otherwise makes one; echoes it back. */
export function requestId(req: IncomingMessage, res: ServerResponse): string {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
  res.setHeader('x-request-id', id);
  return id;
}
