// The result file each test suite's runner writes (a Turborepo output of its task, so that a
// cached run has its counts too) and how to read the counts out of it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

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
 * { passed, failed, skipped, failures } from a result file, or null when there is none;
 * `failures` names each failed test (with its message's first line), so that a run's summary
 * says what failed even when only its end is read.
 * - json-report: Jest's --json and Vitest's json reporter (the same fields).
 * - counts: the end-to-end runner's own { passed, failed, failures }.
 * - tap: the closing `# pass N` lines of node --test's tap reporter, and its `not ok` lines.
 */
export function readSuiteResult(file, format, root = process.cwd()) {
  if (!existsSync(file)) return null;
  const text = readFileSync(file, 'utf8');
  if (format === 'json-report') {
    const report = JSON.parse(text);
    return {
      passed: report.numPassedTests,
      // A test file that fails to load has no failed test of its own: it counts as one.
      failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0),
      skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
      failures: reportFailures(report, root),
    };
  }
  if (format === 'counts') {
    const { passed, failed, failures = [] } = JSON.parse(text);
    return { passed, failed, skipped: 0, failures };
  }
  const count = (label) => Number(text.match(new RegExp(`^# ${label} (\\d+)$`, 'm'))?.[1] ?? 0);
  return {
    passed: count('pass'),
    failed: count('fail') + count('cancelled'),
    skipped: count('skipped') + count('todo'),
    // The innermost failed tests: a failed parent's line comes after its children's.
    failures: [...text.matchAll(/^( *)not ok \d+ - (.+?)(?: # .*)?$/gm)]
      .filter((m, i, all) => !all[i - 1] || all[i - 1][1].length <= m[1].length)
      .map((m) => m[2]),
  };
}

/** `file › test: message` of each failed test of a Jest or Vitest JSON report. */
function reportFailures(report, root) {
  const failures = [];
  for (const suite of report.testResults ?? []) {
    const file = path.relative(root, suite.name ?? suite.testFilePath ?? '');
    const failed = (suite.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const test of failed) {
      const name = test.fullName ?? [...(test.ancestorTitles ?? []), test.title].join(' ');
      failures.push(`${file} › ${name}: ${firstLine(test.failureMessages?.[0])}`);
    }
    // A file that failed outside its tests (it did not load, an error after them).
    if (suite.status === 'failed' && failed.length === 0) {
      failures.push(`${file}: ${firstLine(suite.message || suite.failureMessage)}`);
    }
  }
  return failures;
}

/** A message's first line without terminal colours (past Jest's '● Test suite failed to run'). */
function firstLine(message) {
  return (
    String(message ?? '')
      // eslint-disable-next-line no-control-regex
      .replace(/\x1b\[[0-9;]*m/g, '')
      .split('\n')
      .map((line) => line.trim())
      .find((line) => line !== '' && !line.startsWith('●')) ?? ''
  );
}
