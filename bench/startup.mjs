#!/usr/bin/env node
// Time from `node apps/api/dist/main.js` (what `pnpm start` runs once built) to the first
// 200 from GET /api/health, with the embedded database: a first start (initdb included)
// and warm starts on the same DATA_DIR. Prints a table; needs `pnpm build` first.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, mkdir, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const main = path.join(root, 'apps', 'api', 'dist', 'main.js');
if (!existsSync(main)) {
  console.error('Build first: pnpm build');
  process.exit(1);
}
const runs = Number(process.argv[2] ?? 5);

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function once(dataDir) {
  const port = await freePort();
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' };
  const started = performance.now();
  const child = spawn(process.execPath, [main], { env, stdio: 'ignore' });
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.status === 200) break;
    } catch {
      /* not yet */
    }
    if (child.exitCode !== null) throw new Error('server exited');
    await new Promise((r) => setTimeout(r, 20));
  }
  const ms = performance.now() - started;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
  return ms;
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-startup-'));
try {
  const first = await once(dataDir);
  const warm = [];
  for (let i = 0; i < runs; i++) warm.push(await once(dataDir));
  warm.sort((a, b) => a - b);
  const median = warm[Math.floor(warm.length / 2)];
  const rows = [
    ['first start (creates the database)', first],
    [`warm start, median of ${runs}`, median],
    ['warm start, best', warm[0]],
  ];
  console.log('| start to healthy (embedded PostgreSQL) | ms |\n| --- | --- |');
  for (const [name, ms] of rows) console.log(`| ${name} | ${Math.round(ms)} |`);
  await mkdir(path.join(root, 'bench', 'results'), { recursive: true });
  await writeFile(
    path.join(root, 'bench', 'results', 'startup.json'),
    JSON.stringify({ date: new Date().toISOString(), firstMs: Math.round(first), warmMedianMs: Math.round(median), warmMs: warm.map(Math.round) }, null, 2) + '\n',
  );
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
