#!/usr/bin/env node
// `pnpm start`: builds what is not built yet (through Turborepo, so a second start reuses the
// build), saying what it builds while it builds, then runs the API, which serves the web app
// and prints the address to open once it answers. Ctrl+C or SIGTERM stops the build, or the
// server through its own graceful shutdown (HTTP server, database pool, embedded database).
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const turbo = path.join(root, 'node_modules', '.bin', 'turbo');
const buildArgs = ['run', 'build', '--filter=@app/api', '--filter=@app/web'];
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1' };
const TICK_MS = 15_000;

const say = (line) => process.stdout.write(`${line}\n`);
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;
// eslint-disable-next-line no-control-regex
const plain = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');

/** The build's tasks and whether each is already built (turbo's dry run), or null. */
function plannedTasks() {
  const dry = spawnSync(turbo, [...buildArgs, '--dry=json'], { cwd: root, env, encoding: 'utf8' });
  if (dry.status !== 0) return null;
  try {
    // Dependencies first: @app/contracts, then the packages built on it.
    const ordered = JSON.parse(dry.stdout).tasks.sort(
      (a, b) => (a.dependencies?.length ?? 0) - (b.dependencies?.length ?? 0),
    );
    return ordered.map((t) => ({
      name: t.package ?? t.taskId.split('#')[0],
      cached: t.cache?.status === 'HIT',
    }));
  } catch {
    return null;
  }
}

let child = null;
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    stopping = true;
    // The server shuts down gracefully on SIGINT/SIGTERM (a second one is ignored there).
    if (child && child.exitCode === null) child.kill(signal === 'SIGHUP' ? 'SIGTERM' : signal);
    else process.exit(130);
  });
}

function build() {
  return new Promise((resolve) => {
    const started = Date.now();
    const tasks = plannedTasks();
    const toBuild = tasks?.filter((t) => !t.cached).map((t) => t.name);
    if (toBuild && toBuild.length === 0) {
      say('Build is up to date.');
    } else if (toBuild) {
      say(`Building ${toBuild.join(', ')} (the first start takes a few minutes)…`);
    } else {
      say('Building the API and the web app…');
    }
    const pending = new Set(toBuild ?? []);
    const output = [];
    child = spawn(turbo, [...buildArgs, '--log-order=grouped', '--output-logs=full'], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const collect = (stream) =>
      createInterface({ input: stream }).on('line', (raw) => {
        const line = plain(raw);
        output.push(line);
        // Grouped logs: a task's whole output comes at once when it has finished.
        const done = /^(\S+):build: cache (hit|miss)/.exec(line);
        if (done && !stopping && pending.delete(done[1]))
          say(`  ✓ ${done[1]} built (${seconds(started)})`);
      });
    collect(child.stdout);
    collect(child.stderr);
    const ticker = setInterval(() => {
      if (pending.size > 0)
        say(`  … still building ${[...pending].join(', ')} (${seconds(started)})`);
    }, TICK_MS);
    child.on('exit', (code, signal) => {
      clearInterval(ticker);
      child = null;
      if (code === 0) {
        if (toBuild?.length !== 0) say(`Built in ${seconds(started)}.`);
        resolve();
        return;
      }
      if (stopping || signal) process.exit(130);
      say(output.join('\n'));
      say(`The build failed (exit code ${code}); the lines above say where.`);
      process.exit(code ?? 1);
    });
  });
}

await build();
if (stopping) process.exit(130);
say('Starting the server…');
child = spawn(process.execPath, [path.join(root, 'apps', 'api', 'dist', 'main.js')], {
  cwd: root,
  env: process.env,
  stdio: 'inherit',
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
