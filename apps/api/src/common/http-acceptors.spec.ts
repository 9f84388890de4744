import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { addAcceptors, type Acceptors } from './http-acceptors';

/** Connections waiting in the kernel's accept queue of the IPv4 socket listening on `port`. */
function acceptQueue(port: number): number {
  const local = `0100007F:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  for (const line of readFileSync('/proc/net/tcp', 'utf8').split('\n').slice(1)) {
    const [, address, , state, queues] = line.trim().split(/\s+/);
    if (address === local && state === '0A') return parseInt(queues!.split(':')[1]!, 16);
  }
  throw new Error(`Nothing listens on 127.0.0.1:${port}`);
}

/**
 * Holds the event loop (so nothing is accepted) until `count` connections wait in the
 * kernel's queue; a deadline only stops a test that would otherwise never end.
 */
function holdUntilQueued(port: number, count: number): void {
  const deadline = Date.now() + 30_000;
  while (acceptQueue(port) < count) {
    if (Date.now() > deadline) throw new Error(`${count} connections never queued`);
  }
}

const listening = async (server: Server): Promise<number> => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
};

/**
 * Opens `count` connections at once while the event loop is held, so that all of them wait
 * in the kernel's queue together; answers each connection's event-loop turn of acceptance,
 * the server's side of each (in the order accepted) and the clients' side.
 */
async function burstOf(
  server: Server,
  port: number,
  count: number,
): Promise<{ turns: number[]; accepted: Socket[]; clients: Socket[] }> {
  let turn = 0;
  let counting = true;
  const tick = () => {
    turn++;
    if (counting) setImmediate(tick);
  };
  const turns: number[] = [];
  const accepted: Socket[] = [];
  let allAccepted = () => {};
  const all = new Promise<void>((resolve) => (allAccepted = resolve));
  const onConnection = (socket: Socket) => {
    turns.push(turn);
    accepted.push(socket);
    if (accepted.length === count) allAccepted();
  };
  server.on('connection', onConnection);
  const clients: Socket[] = [];
  for (let i = 0; i < count; i++) clients.push(connect(port, '127.0.0.1').on('error', () => {}));
  // Each connect() runs in a tick queued by connect(); this one runs after them and before
  // the loop next polls, so nothing is accepted until every handshake has completed.
  process.nextTick(() => {
    holdUntilQueued(port, count);
    setImmediate(tick);
  });
  await all;
  counting = false;
  server.off('connection', onConnection);
  return { turns, accepted, clients };
}

/** The event-loop turn in which each of `count` connections opened at once is accepted. */
async function turnsOfABurst(server: Server, port: number, count: number): Promise<number[]> {
  const { turns, clients } = await burstOf(server, port, count);
  for (const client of clients) client.destroy();
  return turns;
}

/** One HTTP request on an open connection; its status and body. */
const answerOn = (client: Socket, path: string) =>
  new Promise<string>((resolve, reject) => {
    let raw = '';
    client.setEncoding('utf8');
    client.on('data', (chunk: string) => (raw += chunk));
    client.on('end', () => {
      const [head = '', body = ''] = raw.split('\r\n\r\n');
      resolve(`${head.split(' ')[1]} ${body}`);
    });
    client.on('error', reject);
    client.end(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
  });

/** What net.Socket's setNoDelay last set, kept under a symbol of its own. */
const noDelayOf = (socket: Socket) => {
  const key = Object.getOwnPropertySymbols(socket).find((s) => s.description === 'kSetNoDelay');
  return key !== undefined && (socket as unknown as Record<symbol, boolean>)[key] === true;
};

describe('addAcceptors', () => {
  let server: Server;
  let acceptors: Acceptors | undefined;

  beforeEach(() => {
    server = createServer((req, res) => res.end(`answered ${req.url}`));
    acceptors = undefined;
  });
  afterEach(async () => {
    await acceptors?.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('accepts a burst of connections in one event-loop turn instead of one a turn', async () => {
    const port = await listening(server);
    const alone = await turnsOfABurst(server, port, 6);
    expect(new Set(alone).size).toBe(6);

    acceptors = await addAcceptors(server, 8);
    expect(acceptors.count).toBe(7);
    const burst = await turnsOfABurst(server, port, 6);
    expect(new Set(burst).size).toBe(1);
  });

  it('hands every connection a copy accepts to the HTTP server, which answers it, Nagle off', async () => {
    const port = await listening(server);
    acceptors = await addAcceptors(server, 4);
    // Twelve queued together: four a turn, three of every four by a copy.
    const { accepted, clients } = await burstOf(server, port, 12);
    try {
      // net.Socket's `_server` is the handle's server that accepted it (http.Server sets
      // `server` to itself on every connection it is given).
      const byCopies = accepted.filter(
        (socket) => (socket as unknown as { _server?: unknown })._server !== server,
      );
      expect(byCopies.length).toBeGreaterThanOrEqual(6);
      expect(accepted.map(noDelayOf)).toEqual(accepted.map(() => true));
      const answers = await Promise.all(clients.map((client, i) => answerOn(client, `/${i}`)));
      expect(answers).toEqual(clients.map((_, i) => `200 answered /${i}`));
    } finally {
      for (const client of clients) client.destroy();
    }
  });

  it('stops accepting on its copies when closed; the server still accepts on its own', async () => {
    const port = await listening(server);
    acceptors = await addAcceptors(server, 4);
    await acceptors.close();
    const turns = await turnsOfABurst(server, port, 4);
    expect(new Set(turns).size).toBe(4);
  });

  it('gives up without a crash when the server closes while its copies are being made', async () => {
    const port = await listening(server);
    const copying = addAcceptors(server, 8);
    // The first copy is on its way; the next seven can no longer be sent (a shutdown
    // during start-up).
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await expect(copying).rejects.toThrow();
    // No copy that came back keeps the socket listening: nothing accepts on the port.
    const refused = await new Promise<string>((resolve) =>
      connect(port, '127.0.0.1')
        .on('connect', function (this: Socket) {
          this.destroy();
          resolve('connected');
        })
        .on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error')),
    );
    expect(refused).toBe('ECONNREFUSED');
    server = createServer();
    await listening(server);
  });

  it('adds nothing for one acceptor, and refuses a server that is not listening', async () => {
    await listening(server);
    acceptors = await addAcceptors(server, 1);
    expect(acceptors.count).toBe(0);
    await expect(addAcceptors(createServer(), 3)).rejects.toThrow('The server is not listening');
  });
});
