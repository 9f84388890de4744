import { readFileSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * How long and how many connections the API's HTTP server holds (decision 0055): a client
 * that sends half a request header, or opens connections and sends nothing, must neither
 * keep its descriptors for ever nor keep the health check and the pages from answering.
 */
export interface HttpBounds {
  /** Longest a client may take to send a request's headers (Node's `headersTimeout`). */
  headersTimeoutMs: number;
  /** Longest a client may take to send a whole request, body included (`requestTimeout`). */
  requestTimeoutMs: number;
  /** How long an idle keep-alive connection stays open after its last answer. */
  keepAliveTimeoutMs: number;
  /** Connections held at once, whichever handle accepted them (decision 0049). */
  maxConnections: number;
}

/** Descriptors kept for everything that is not a client's connection (database, files, logs). */
export const DESCRIPTOR_RESERVE_MIN = 128;
/** Used where the descriptor limit cannot be read (not Linux) and none is configured. */
export const FALLBACK_MAX_CONNECTIONS = 4096;

/** The process's soft limit of open descriptors (RLIMIT_NOFILE), or undefined off Linux. */
export function softDescriptorLimit(limitsFile = '/proc/self/limits'): number | undefined {
  try {
    const line = readFileSync(limitsFile, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const soft = line?.slice('Max open files'.length).trim().split(/\s+/)[0];
    if (soft === 'unlimited') return Number.MAX_SAFE_INTEGER;
    const value = Number(soft);
    return Number.isSafeInteger(value) && value > 0 ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Connections the server may hold with `softLimit` descriptors: the limit less a reserve
 * (an eighth, at least DESCRIPTOR_RESERVE_MIN) for the database pool, Redis, uploads being
 * written, the log and the listening socket's copies, so that an accept never fails for
 * want of a descriptor (libuv then closes every new connection, the health check's too).
 */
export function maxConnectionsFor(softLimit: number | undefined): number {
  if (softLimit === undefined) return FALLBACK_MAX_CONNECTIONS;
  const reserve = Math.max(DESCRIPTOR_RESERVE_MIN, Math.ceil(softLimit / 8));
  return Math.max(1, softLimit - reserve);
}

/**
 * Holds at most `max` connections. A connection is *waiting* from its accept until its
 * request's headers are in, and again between keep-alive requests; a new connection over
 * the bound closes the connection that has waited longest (a slow client's or an idle
 * keep-alive one, never a request being served), so that slow clients cannot fill the
 * server and a health check or a page still gets in. Only when every connection is serving
 * a request is the new one closed.
 */
export class ConnectionGate {
  private readonly open = new Set<Socket>();
  /** Insertion order: the one that has waited longest first. */
  private readonly waiting = new Set<Socket>();
  /** Connections closed to make room for a new one, and new ones refused. */
  evicted = 0;
  refused = 0;

  constructor(readonly max: number) {}

  get size(): number {
    return this.open.size;
  }

  /** Admits `socket`, closing the longest-waiting connection when full; false: refused. */
  admit(socket: Socket): boolean {
    if (this.open.size >= this.max) {
      const oldest = this.waiting.values().next().value;
      if (!oldest) {
        this.refused++;
        return false;
      }
      this.forget(oldest);
      oldest.destroy();
      this.evicted++;
    }
    this.open.add(socket);
    this.waiting.add(socket);
    socket.once('close', () => this.forget(socket));
    return true;
  }

  /** The socket's request headers are in: it is being served. */
  serving(socket: Socket): void {
    this.waiting.delete(socket);
  }

  /** The socket's answer is done: it waits for its next request (keep-alive). */
  idle(socket: Socket): void {
    if (!this.open.has(socket) || socket.destroyed) return;
    this.waiting.delete(socket);
    this.waiting.add(socket);
  }

  private forget(socket: Socket): void {
    this.open.delete(socket);
    this.waiting.delete(socket);
  }
}

/**
 * Applies `bounds` to `server` before it listens. The gate sees every connection the server
 * gets, those the listening socket's copies accept too (they hand theirs to the server as
 * `'connection'`, decision 0049), so the bound holds for all of them together.
 */
export function boundHttpServer(server: Server, bounds: HttpBounds): ConnectionGate {
  server.headersTimeout = bounds.headersTimeoutMs;
  server.requestTimeout = bounds.requestTimeoutMs;
  server.keepAliveTimeout = bounds.keepAliveTimeoutMs;
  // Node checks the two timeouts above every `connectionsCheckingInterval` (30 s by
  // default, read when the server starts listening): a timeout of seconds needs a check
  // about every second.
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval =
    Math.max(100, Math.min(1000, Math.floor(bounds.headersTimeoutMs / 2)));
  const gate = new ConnectionGate(bounds.maxConnections);
  server.prependListener('connection', (socket: Socket) => {
    if (!gate.admit(socket)) socket.destroy();
  });
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    gate.serving(socket);
    res.once('close', () => gate.idle(socket));
  });
  server.prependListener('upgrade', (req: IncomingMessage) => gate.serving(req.socket));
  return gate;
}
