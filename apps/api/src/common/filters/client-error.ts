import { errorBody } from '@app/contracts';
import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';

const MESSAGES: Record<number, string> = {
  400: 'Bad request',
  408: 'Request timed out',
  431: 'Request headers are too large',
};

/**
 * Requests Node's HTTP parser refuses before any handler runs (headers or URL over the
 * size limit, malformed request lines, timeouts) get the API's JSON error body too, not
 * Node's empty answer (docs/decisions/0011).
 */
export function answerClientErrorsInJson(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const status =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? 431
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? 408
          : 400;
    const body = JSON.stringify(errorBody(status, MESSAGES[status]!));
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'X-Content-Type-Options: nosniff\r\n' +
        'Connection: close\r\n\r\n' +
        body,
    );
  });
}
