// `pnpm dev`: the development servers (`turbo run dev`: the contracts' and the API's
// TypeScript watchers, the API under node --watch, Vite) in a process group of their own.
// However this process is asked to stop (Ctrl-C, a SIGTERM, a closed terminal), the whole
// group is stopped with it: SIGTERM first, SIGKILL for whatever is left after 5 s. Without
// this, a kill of `pnpm dev` left the watchers and servers running in the background.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const GRACE_MS = 5000;

const child = spawn(
  path.join(root, 'node_modules', '.bin', 'turbo'),
  ['run', 'dev', '--env-mode=loose', ...process.argv.slice(2)],
  // Its own process group (detached), so that one signal reaches every process under it.
  // No stdin: a background group that read the terminal would be stopped by it.
  { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], detached: true },
);

/** Signals every process of the dev group; false once none is left. */
function signalGroup(signal) {
  try {
    process.kill(-child.pid, signal);
    return true;
  } catch {
    return false;
  }
}

let stopping = false;
function stop(signal) {
  if (stopping) return;
  stopping = true;
  signalGroup('SIGTERM');
  const started = Date.now();
  const timer = setInterval(() => {
    // Done when the group is empty (signal 0 only checks); SIGKILL after the grace period.
    if (!signalGroup(0)) {
      clearInterval(timer);
      process.exit(signal === 'SIGINT' ? 130 : signal === 'SIGHUP' ? 129 : 143);
    }
    if (Date.now() - started > GRACE_MS) signalGroup('SIGKILL');
  }, 100);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal));
child.once('exit', (code, signal) => {
  if (stopping) return;
  // turbo ended by itself (a task failed): stop what it may have left, with its exit code.
  signalGroup('SIGTERM');
  process.exit(code ?? (signal ? 1 : 0));
});
