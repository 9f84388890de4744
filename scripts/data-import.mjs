#!/usr/bin/env node
// `pnpm data:import --source overture|nppes --file <path> [--confidence 0.5]`: builds the API
// when it is not built yet (through Turborepo, as `pnpm start`), then runs its importer
// without the HTTP server (apps/api/src/imports/import-cli.ts). A relative --file is taken
// from the directory the command was run in.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(root, 'apps', 'api', 'dist', 'imports', 'import-cli.js');
const cwd = process.env.INIT_CWD ?? process.cwd();

if (!existsSync(cli)) {
  process.stdout.write('Building the API (the first run takes a minute)…\n');
  const turbo = path.join(root, 'node_modules', '.bin', 'turbo');
  const built = spawnSync(turbo, ['run', 'build', '--filter=@app/api'], {
    cwd: root,
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built.status !== 0) {
    process.stderr.write('The build failed; run `pnpm build` to see why.\n');
    process.exit(1);
  }
}

// The file as the person named it (from where they ran the command); DATA_DIR and the rest
// as `pnpm start` reads them (from the repository's root).
const args = process.argv
  .slice(2)
  .map((arg, i, all) =>
    all[i - 1] === '--file'
      ? path.resolve(cwd, arg)
      : arg.startsWith('--file=')
        ? `--file=${path.resolve(cwd, arg.slice(7))}`
        : arg,
  );
const child = spawn(process.execPath, ['--enable-source-maps', cli, ...args], {
  cwd: root,
  env: process.env,
  stdio: 'inherit',
});
// Ctrl+C reaches the child too (same terminal): it stops after its current batch.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
