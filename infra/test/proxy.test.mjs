// The proxy in front of the API wherever the product is deployed (decision 0055): nginx in
// docker-compose.yml (infra/nginx/nginx.conf, checked with `nginx -t` and run for real
// against a local server), the Ingress's annotations and the ingress-nginx controller's
// keys on Kubernetes. Slow clients must meet header and body timeouts of seconds there.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { connect, createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { parse, parseAllDocuments } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const read = (file) => readFileSync(path.join(root, file), 'utf8');
const CONF = 'infra/nginx/nginx.conf';

/** Seconds of an nginx time (`10s`, `1m`, `500ms`). */
function seconds(value) {
  const m = /^(\d+)(ms|s|m)?$/.exec(value);
  assert.ok(m, `a time: ${value}`);
  return Number(m[1]) * { ms: 0.001, s: 1, m: 60 }[m[2] ?? 's'];
}

/** The value of `directive` in `block` text (first occurrence). */
function directive(text, name) {
  const m = new RegExp(`^\\s*${name}\\s+([^;]+);`, 'm').exec(text);
  assert.ok(m, `${name} is set`);
  return m[1].trim();
}

/** The API's default keep-alive timeout in seconds (apps/api/src/config/env.schema.ts). */
function apiKeepAliveSeconds() {
  const source = read('apps/api/src/config/env.schema.ts');
  const block = source.slice(source.indexOf('HTTP_KEEP_ALIVE_TIMEOUT_MS:'));
  return Number(/\.default\(([\d_]+)\)/.exec(block)[1].replace(/_/g, '')) / 1000;
}

/** The config with its upstream and port replaced, checked or run under `dir`. */
function localConfig(dir, { upstream = '127.0.0.1:3000', listen = 8080 } = {}) {
  const text = read(CONF)
    .replace(/server app:3000;/, `server ${upstream};`)
    .replace(/listen 8080;/, `listen 127.0.0.1:${listen};`);
  const file = path.join(dir, 'nginx.conf');
  writeFileSync(file, text);
  return file;
}

const globals = (dir) => `pid ${path.join(dir, 'nginx.pid')}; error_log stderr;`;

test('docker-compose.yml puts nginx in front of the app, which publishes no port of its own', () => {
  const compose = parse(read('docker-compose.yml'));
  const proxy = compose.services.proxy;
  assert.match(proxy.image, /^nginx:/);
  assert.ok(proxy.volumes.includes(`./${CONF}:/etc/nginx/nginx.conf:ro`));
  assert.deepEqual(proxy.ports, ['3000:8080']);
  assert.equal(proxy.depends_on.app.condition, 'service_healthy');
  const app = compose.services.app;
  assert.equal(app.ports, undefined, 'the API is reached through the proxy only');
  assert.deepEqual(app.expose, ['3000']);
  assert.equal(app.environment.TRUST_PROXY, '1', 'nginx is one hop');
  assert.equal(app.environment.WEB_ORIGIN, 'http://localhost:3000');
});

test('nginx.conf passes `nginx -t`, and the check refuses a broken one', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'nginx-t-'));
  try {
    const ok = spawnSync('nginx', ['-t', '-p', dir, '-c', localConfig(dir), '-g', globals(dir)], {
      encoding: 'utf8',
    });
    assert.equal(ok.status, 0, ok.stderr);
    assert.match(ok.stderr, /test is successful/);
    const broken = path.join(dir, 'broken.conf');
    writeFileSync(
      broken,
      readFileSync(localConfig(dir), 'utf8').replace(
        'client_header_timeout 10s;',
        'client_header_timeout;',
      ),
    );
    const refused = spawnSync('nginx', ['-t', '-p', dir, '-c', broken, '-g', globals(dir)], {
      encoding: 'utf8',
    });
    assert.notEqual(refused.status, 0);
    assert.match(refused.stderr, /invalid number of arguments in "client_header_timeout"/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('nginx.conf bounds slow clients and keeps connections to the API alive', () => {
  const conf = read(CONF);
  assert.ok(seconds(directive(conf, 'client_header_timeout')) <= 10);
  assert.ok(seconds(directive(conf, 'client_body_timeout')) <= 10);
  assert.ok(seconds(directive(conf, 'send_timeout')) <= 60);
  assert.equal(directive(conf, 'reset_timedout_connection'), 'on');
  assert.ok(seconds(directive(conf, 'keepalive_timeout')) <= 30);
  assert.equal(directive(conf, 'client_max_body_size'), '12m');
  assert.match(directive(conf, 'limit_conn'), /^per_client \d+$/);
  const upstream = /upstream api \{([^}]*)\}/.exec(conf)[1];
  assert.ok(Number(directive(upstream, 'keepalive')) > 0);
  assert.ok(
    seconds(directive(upstream, 'keepalive_timeout')) < apiKeepAliveSeconds(),
    'nginx closes an idle connection to the API before the API does',
  );
  const location = /location \/ \{([^}]*)\}/.exec(conf)[1];
  assert.equal(directive(location, 'proxy_http_version'), '1.1');
  assert.equal(directive(location, 'proxy_set_header Connection'), '""');
  assert.equal(directive(location, 'proxy_request_buffering'), 'on');
  for (const name of ['proxy_connect_timeout', 'proxy_send_timeout', 'proxy_read_timeout'])
    assert.ok(seconds(directive(location, name)) <= 60, name);
});

const freePort = () =>
  new Promise((resolve) => {
    const s = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function until(what, check, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

function send(port, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path: '/api/health', method, headers, agent: false },
      (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode, text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

test('nginx with this config proxies to the API, names the client, refuses a body over 12 MB', async (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'nginx-run-'));
  const seen = [];
  const api = createServer((req, res) => {
    seen.push({ forwardedFor: req.headers['x-forwarded-for'], connection: req.headers.connection });
    req.resume();
    req.on('end', () => res.end('{"data":{"status":"ok"}}'));
  });
  await new Promise((r) => api.listen(0, '127.0.0.1', r));
  const listen = await freePort();
  const file = localConfig(dir, { upstream: `127.0.0.1:${api.address().port}`, listen });
  const nginx = spawn(
    'nginx',
    ['-p', dir, '-c', file, '-g', `${globals(dir)} daemon off; master_process off;`],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  nginx.stderr.on('data', (d) => (stderr += d));
  t.after(async () => {
    nginx.kill('SIGTERM');
    await new Promise((r) => (nginx.exitCode === null ? nginx.once('exit', r) : r()));
    api.close();
    rmSync(dir, { recursive: true, force: true });
  });
  await until(
    'nginx to listen',
    () =>
      new Promise((resolve) => {
        const s = connect(listen, '127.0.0.1', () => (s.destroy(), resolve(true)));
        s.on('error', () =>
          resolve(nginx.exitCode === null ? false : Promise.reject(new Error(stderr))),
        );
      }),
  );
  const answer = await send(listen, { headers: { 'x-forwarded-for': '203.0.113.9' } });
  assert.equal(answer.status, 200);
  assert.equal(seen[0].forwardedFor, '127.0.0.1', "the client's own claim is replaced");
  assert.notEqual(seen[0].connection, 'close', 'kept alive to the API');
  const tooLarge = await send(listen, {
    method: 'POST',
    headers: {
      'content-type': 'application/octet-stream',
      'content-length': String(13 * 1024 * 1024),
    },
    body: Buffer.alloc(13 * 1024 * 1024),
  }).catch((error) => ({ status: error.code }));
  assert.ok([413, 'ECONNRESET', 'EPIPE'].includes(tooLarge.status), `refused: ${tooLarge.status}`);
  assert.equal(seen.length, 1, 'the API never saw the large body');
});

test('the Ingress and the ingress-nginx controller set the proxy timeouts and the body size', () => {
  const ingress = parseAllDocuments(read('infra/k8s/ingress.yaml'))[0].toJS();
  const a = ingress.metadata.annotations;
  const key = (name) => a[`nginx.ingress.kubernetes.io/${name}`];
  assert.equal(key('proxy-body-size'), '12m');
  assert.equal(key('proxy-request-buffering'), 'on');
  assert.ok(Number(key('proxy-connect-timeout')) <= 10);
  assert.ok(Number(key('proxy-send-timeout')) <= 60);
  assert.ok(Number(key('proxy-read-timeout')) <= 60);
  assert.ok(Number(key('limit-connections')) > 0);
  const controller = parseAllDocuments(
    read('infra/ingress-nginx/controller-configmap.yaml'),
  )[0].toJS();
  assert.equal(controller.kind, 'ConfigMap');
  assert.equal(controller.metadata.name, 'ingress-nginx-controller');
  assert.ok(Number(controller.data['client-header-timeout']) <= 10);
  assert.ok(Number(controller.data['client-body-timeout']) <= 10);
  assert.ok(Number(controller.data['upstream-keepalive-timeout']) < apiKeepAliveSeconds());
});
