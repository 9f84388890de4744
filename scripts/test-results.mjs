// The result file each test suite's runner writes (a Turborepo output of its task, so that a
// cached run has its counts too) and how to read the counts out of it.
import { existsSync, readFileSync } from 'node:fs';

export const SUITES = [
  {
    name: 'contracts unit',
    taskId: '@app/contracts#test',
    result: 'packages/contracts/test-results/unit.json',
    format: 'json-report',
  },
  {
    name: 'api',
    taskId: '@app/api#test',
    result: 'apps/api/test-results/unit.json',
    format: 'json-report',
  },
  {
    name: 'web unit',
    taskId: '@app/web#test',
    result: 'apps/web/test-results/unit.json',
    format: 'json-report',
  },
  {
    name: 'web end-to-end',
    taskId: '@app/web#test:e2e',
    result: 'apps/web/test-results/e2e.json',
    format: 'counts',
  },
  { name: 'infra', taskId: '//#test:infra', result: 'test-results/infra.tap', format: 'tap' },
];

/**
 * { passed, failed, skipped } from a result file, or null when there is none.
 * - json-report: Jest's --json and Vitest's json reporter (the same fields).
 * - counts: the end-to-end runner's own { passed, failed }.
 * - tap: the closing `# pass N` lines of node --test's tap reporter.
 */
export function readSuiteResult(file, format) {
  if (!existsSync(file)) return null;
  const text = readFileSync(file, 'utf8');
  if (format === 'json-report') {
    const report = JSON.parse(text);
    return {
      passed: report.numPassedTests,
      // A test file that fails to load has no failed test of its own: it counts as one.
      failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0),
      skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    };
  }
  if (format === 'counts') {
    const { passed, failed } = JSON.parse(text);
    return { passed, failed, skipped: 0 };
  }
  const count = (label) => Number(text.match(new RegExp(`^# ${label} (\\d+)$`, 'm'))?.[1] ?? 0);
  return {
    passed: count('pass'),
    failed: count('fail') + count('cancelled'),
    skipped: count('skipped') + count('todo'),
  };
}
