// `pnpm test`: every check and every test suite in one Turborepo run (build, typecheck, lint,
// the unit and API suites, the end-to-end suite, the infra suite), then one summary line per
// suite (its runner's own counts and its time) and one overall line `N passed, N failed`
// (`, N skipped` when some were). A failing task does not stop the others (--continue), so
// every suite reports; the exit code is non-zero when anything failed. Tasks whose inputs have
// not changed are replayed from Turborepo's cache, with the counts they had (decision 0019).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readSuiteResult, SUITES } from './test-results.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runsDir = path.join(root, '.turbo', 'runs');
const TASKS = ['build', 'typecheck', 'lint', 'test', 'test:e2e', 'test:infra'];
// Failed tests named a suite in the summary.
const MAX_NAMED = 10;

// A suite that crashes before writing its result must not be read from an older run.
for (const suite of SUITES) rmSync(path.join(root, suite.result), { force: true });
const before = new Set(existsSync(runsDir) ? readdirSync(runsDir) : []);

const turbo = spawn(
  path.join(root, 'node_modules', '.bin', 'turbo'),
  [
    'run',
    ...TASKS,
    '--continue=always',
    '--summarize',
    // Two at a time: the suites themselves use both cores of a small machine.
    '--concurrency=2',
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => turbo.kill(signal));
const turboCode = await new Promise((resolve) => turbo.once('exit', (code) => resolve(code ?? 1)));

/** The task records of this run's Turborepo summary (.turbo/runs/<id>.json). */
function runSummary() {
  const fresh = existsSync(runsDir) ? readdirSync(runsDir).filter((f) => !before.has(f)) : [];
  if (fresh.length !== 1) return new Map();
  const summary = JSON.parse(readFileSync(path.join(runsDir, fresh[0]), 'utf8'));
  return new Map(summary.tasks.map((task) => [task.taskId, task]));
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
function timing(task) {
  if (task.cache?.status === 'HIT') return `${seconds(task.cache.timeSaved)} (cached)`;
  const { startTime, endTime } = task.execution ?? {};
  return startTime && endTime ? seconds(endTime - startTime) : 'not run';
}

const tasks = runSummary();
const total = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
for (const suite of SUITES) {
  const task = tasks.get(suite.taskId);
  // Not part of this run (pnpm test --filter=…).
  if (!task) continue;
  const result = readSuiteResult(path.join(root, suite.result), suite.format, root);
  let counts = result;
  if (!counts) {
    // No result written: the suite did not run (or crashed); it counts as one failure.
    counts = { passed: 0, failed: 1, skipped: 0, failures: [] };
  } else if (task?.execution?.exitCode && counts.failed === 0) {
    // The runner failed after its tests passed (an error outside the tests).
    counts = { ...counts, failed: 1 };
  }
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
  const skipped = counts.skipped ? `, ${counts.skipped} skipped` : '';
  const note = result ? '' : ' (no result: see its output above)';
  lines.push(
    `  ${suite.name.padEnd(16)} ${counts.passed} passed, ${counts.failed} failed${skipped}, ${timing(task)}${note}`,
  );
  // What failed, by name: the end of a long log is often all that is read.
  const shown = counts.failures.slice(0, MAX_NAMED);
  for (const failure of shown) lines.push(`    ✗ ${failure.slice(0, 300)}`);
  if (counts.failures.length > shown.length) {
    lines.push(`    … and ${counts.failures.length - shown.length} more (see its output above)`);
  }
}
const failedTasks = [...tasks.values()]
  .filter((task) => task.execution?.exitCode && !SUITES.some((s) => s.taskId === task.taskId))
  .map((task) => task.taskId);

console.log('\nTest summary');
for (const line of lines) console.log(line);
if (failedTasks.length > 0) console.log(`  failed tasks: ${failedTasks.join(', ')}`);
console.log(
  `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
);
process.exit(turboCode !== 0 || total.failed > 0 || failedTasks.length > 0 ? 1 : 0);
