import { spawn } from 'node:child_process';
import { Server as NetServer, type Server, type Socket } from 'node:net';

/**
 * Handles of the API's listening socket besides the server's own, each accepting
 * connections for the same HTTP server (decision 0049).
 *
 * libuv accepts one connection per listening handle per event-loop turn (since 1.45,
 * libuv/libuv#3696), and a turn of a busy API serves every connection it has already
 * accepted: a burst of new connections waits in the kernel's queue, the last of fifty for
 * seconds. Each acceptor is the same socket under another descriptor, so a turn accepts
 * one connection per handle. Node has no dup(): the copies are made by passing the
 * server's handle to a short-lived child process and back (a descriptor passed over a Unix
 * socket arrives as a new one). The child never listens on what it holds; it echoes the
 * handles and exits.
 */
export interface Acceptors {
  /** Handles accepting besides the server's own. */
  readonly count: number;
  /** Stops accepting on them; resolves when the connections they accepted have closed. */
  close(): Promise<void>;
}

const ECHO = `process.on('message', (m, h) => process.send(m, h));`;
const COPY_WAIT_MS = 30_000;

type NativeHandle = object;

const closeHandle = (copy: NativeHandle) => (copy as { close?: () => void }).close?.();

function handleOf(server: Server): NativeHandle {
  const handle = (server as unknown as { _handle?: NativeHandle | null })._handle;
  if (!handle) throw new Error('The server is not listening');
  return handle;
}

/** Copies of the listening `server`'s handle, `count` of them, from a child process. */
async function copiesOf(server: Server, count: number): Promise<NativeHandle[]> {
  const handle = handleOf(server);
  const child = spawn(process.execPath, ['-e', ECHO], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  const copies: NativeHandle[] = [];
  let failed = false;
  let stuck: NodeJS.Timeout | undefined;
  try {
    await new Promise<void>((resolve, reject) => {
      // Echoing takes milliseconds; a child that never answers must not hold the start.
      stuck = setTimeout(() => {
        child.kill();
        reject(new Error(`No copy of the listening socket within ${COPY_WAIT_MS} ms`));
      }, COPY_WAIT_MS);
      // `on`: every send still queued fails when the server closes meanwhile (a shutdown
      // during start-up); the first failure rejects, the rest have nothing left to stop.
      child.on('error', reject);
      child.once('exit', (code) =>
        reject(new Error(`The process copying the listening socket exited (${code})`)),
      );
      child.on('message', (_message, copy?: NativeHandle) => {
        if (!copy) return reject(new Error('A copy of the listening socket came back empty'));
        if (failed) return closeHandle(copy);
        copies.push(copy);
        if (copies.length === count) resolve();
      });
      // A raw handle travels as itself (child_process's 'net.Native'): the child gets no
      // net.Server, so it never accepts a connection meant for the API.
      for (let i = 0; i < count; i++) child.send({ copy: i }, handle as never);
    });
    return copies;
  } catch (error) {
    // Copies held here, in the child or on their way would keep the socket listening after
    // the server closed it: each is closed, the child gone and the channel shut (a copy
    // still on it closed as it arrives) before the failure is told.
    failed = true;
    copies.splice(0).forEach(closeHandle);
    // No pid: the child never started (and may never tell an exit).
    if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    }
    if (child.connected) {
      const shut = new Promise((resolve) => child.once('disconnect', resolve));
      child.disconnect();
      await shut;
    }
    throw error;
  } finally {
    clearTimeout(stuck);
    if (child.connected) child.disconnect();
  }
}

/**
 * Makes `total` handles accept connections for `server` (its own and `total - 1` copies).
 * Every connection a copy accepts is handed to `server` as its own would be, with Nagle's
 * algorithm off as `http.Server` sets it; an accept error is the server's error.
 */
export async function addAcceptors(server: Server, total: number): Promise<Acceptors> {
  const extra = Math.max(0, Math.floor(total) - 1);
  const copies = extra > 0 ? await copiesOf(server, extra) : [];
  const settled = await Promise.allSettled(
    copies.map(
      (copy) =>
        new Promise<NetServer>((resolve, reject) => {
          const acceptor = new NetServer();
          acceptor.once('error', reject);
          acceptor.listen(copy, () => {
            acceptor.off('error', reject);
            acceptor.on('error', (error) => server.emit('error', error));
            acceptor.on('connection', (socket: Socket) => {
              socket.setNoDelay(true);
              server.emit('connection', socket);
            });
            resolve(acceptor);
          });
        }),
    ),
  );
  const acceptors = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const refused = settled.find((s) => s.status === 'rejected');
  if (refused) {
    // All or none: the copies that listen stop, the others are closed.
    for (const acceptor of acceptors) acceptor.close();
    copies.forEach((copy, i) => {
      if (settled[i]!.status === 'rejected') closeHandle(copy);
    });
    throw (refused as PromiseRejectedResult).reason;
  }
  let closing: Promise<void> | undefined;
  return {
    count: acceptors.length,
    close: () =>
      (closing ??= Promise.all(
        acceptors.map(
          (acceptor) => new Promise<void>((resolve) => acceptor.close(() => resolve())),
        ),
      ).then(() => undefined)),
  };
}
