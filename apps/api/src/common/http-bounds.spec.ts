import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, get, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addAcceptors, type Acceptors } from './http-acceptors';
import { boundHttpServer, maxConnectionsFor, softDescriptorLimit } from './http-bounds';

const listening = async (server: Server): Promise<number> => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
};

async function until(what: string, check: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

function halfHeader(port: number): { socket: Socket; closed: () => boolean; answer: () => string } {
  const socket = connect(port, '127.0.0.1');
  let closed = false;
  let answer = '';
  socket.on('error', () => undefined);
  socket.on('data', (d: Buffer) => (answer += d.toString()));
  socket.on('close', () => (closed = true));
  socket.write('GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ');
  return { socket, closed: () => closed, answer: () => answer };
}

function getStatus(port: number, pathname = '/'): Promise<number> {
  return new Promise((resolve, reject) =>
    get({ host: '127.0.0.1', port, path: pathname, agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode!);
    }).on('error', reject),
  );
}

describe('boundHttpServer', () => {
  let server: Server;
  let acceptors: Acceptors | undefined;
  const held: ServerResponse[] = [];
  const clients: Socket[] = [];
  afterEach(async () => {
    for (const c of clients.splice(0)) c.destroy();
    for (const res of held.splice(0)) res.end();
    await acceptors?.close();
    acceptors = undefined;
    await new Promise((r) => server.close(r));
  });

  function boundServer(maxConnections: number, headersTimeoutMs = 60_000): Server {
    server = createServer((req, res) => {
      if (req.url === '/hold') held.push(res);
      else res.end('ok');
    });
    boundHttpServer(server, {
      headersTimeoutMs,
      requestTimeoutMs: 60_000,
      keepAliveTimeoutMs: 5000,
      maxConnections,
    });
    return server;
  }

  it('over the bound, a new connection closes the one that has waited longest, whichever handle accepted them', async () => {
    const port = await listening(boundServer(3));
    acceptors = await addAcceptors(server, 4);
    const slow = [halfHeader(port), halfHeader(port), halfHeader(port)];
    clients.push(...slow.map((s) => s.socket));
    let connections = 0;
    server.on('connection', () => connections++);
    await until('three connections', () => connections === 3);
    // A fourth client gets its answer; one half header is let go for it (the first
    // accepted: the handles may accept the three in any order).
    expect(await getStatus(port)).toBe(200);
    await until('one of them to close', () => slow.some((s) => s.closed()));
    expect(slow.filter((s) => s.closed())).toHaveLength(1);
  });

  it('never closes a connection whose request is being served: a new one is refused instead', async () => {
    const port = await listening(boundServer(2));
    const holding = [getStatus(port, '/hold'), getStatus(port, '/hold')];
    await until('two requests held', () => held.length === 2);
    await expect(getStatus(port)).rejects.toThrow(/socket hang up|ECONNRESET/);
    for (const res of held.splice(0)) res.end();
    await expect(Promise.all(holding)).resolves.toEqual([200, 200]);
    // Answered: both wait again (keep-alive or closing), and a new client gets in.
    expect(await getStatus(port)).toBe(200);
  });

  it('closes half a header with a 408 once the header timeout is past, within a second of it', async () => {
    const port = await listening(boundServer(10, 300));
    const started = Date.now();
    const slow = halfHeader(port);
    clients.push(slow.socket);
    await until('the slow client to be closed', slow.closed);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(server.headersTimeout).toBe(300);
  });
});

describe('the descriptor limit', () => {
  it('reads the soft limit of open files', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'limits-'));
    const file = path.join(dir, 'limits');
    writeFileSync(
      file,
      'Limit                     Soft Limit           Hard Limit           Units\n' +
        'Max open files            1024                 524288               files\n',
    );
    expect(softDescriptorLimit(file)).toBe(1024);
    expect(softDescriptorLimit(path.join(dir, 'missing'))).toBeUndefined();
    expect(softDescriptorLimit()).toBeGreaterThan(0);
  });

  it('keeps a reserve of descriptors besides the connections', () => {
    expect(maxConnectionsFor(1024)).toBe(896);
    expect(maxConnectionsFor(65536)).toBe(57344);
    expect(maxConnectionsFor(100)).toBe(1);
    expect(maxConnectionsFor(undefined)).toBe(4096);
  });
});
