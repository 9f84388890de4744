// The test summary of `pnpm test` (scripts/test.mjs) names each failed test, so that the end of
// a CI log, often all that is read of it, says what failed. Each runner's own result file is
// made here by that runner on a few tests that fail on purpose.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { readSuiteResult } from '../../scripts/test-results.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Runs a command to its end; its exit code (these runs fail on purpose). */
function run(command, args, cwd) {
  // Not as a part of this run (node --test tells its children so through NODE_TEST_CONTEXT).
  const { NODE_TEST_CONTEXT: _, ...env } = process.env;
  const child = spawn(command, args, { cwd, stdio: 'ignore', env: { ...env, CI: 'true' } });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => resolve(code));
  });
}

let dir;
before(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'summary-'));
});
after(() => rm(dir, { recursive: true, force: true }));

describe('the test summary names what failed', () => {
  it("from Jest's JSON report: a failed test with its message, a file that did not load", async () => {
    const cwd = await mkdtemp(path.join(dir, 'jest-'));
    await writeFile(path.join(cwd, 'jest.config.json'), '{}');
    await writeFile(
      path.join(cwd, 'sample.test.js'),
      "describe('group', () => {\n  it('passes', () => {});\n  it('fails', () => expect(1).toBe(2));\n});\n",
    );
    await writeFile(
      path.join(cwd, 'broken.test.js'),
      "require('./missing');\nit('never runs', () => {});\n",
    );
    const jest = path.join(root, 'apps', 'api', 'node_modules', '.bin', 'jest');
    const args = ['--config', 'jest.config.json', '--json', '--outputFile', 'out.json'];
    assert.equal(await run(jest, args, cwd), 1);
    const result = readSuiteResult(path.join(cwd, 'out.json'), 'json-report', cwd);
    assert.deepEqual(
      { ...result, failures: [...result.failures].sort() },
      {
        passed: 1,
        failed: 2,
        skipped: 0,
        failures: [
          "broken.test.js: Cannot find module './missing' from 'broken.test.js'",
          'sample.test.js › group fails: Error: expect(received).toBe(expected) // Object.is equality',
        ],
      },
    );
  });

  it("from Vitest's JSON report", async () => {
    const cwd = await mkdtemp(path.join(dir, 'vitest-'));
    await writeFile(
      path.join(cwd, 'sample.test.js'),
      "import { describe, expect, it } from 'vitest';\ndescribe('group', () => {\n  it('passes', () => {});\n  it('fails', () => expect(1).toBe(2));\n});\n",
    );
    const vitest = path.join(root, 'apps', 'web', 'node_modules', '.bin', 'vitest');
    const args = ['run', '--root', cwd, '--reporter=json', '--outputFile.json=out.json'];
    assert.equal(await run(vitest, args, cwd), 1);
    assert.deepEqual(readSuiteResult(path.join(cwd, 'out.json'), 'json-report', cwd), {
      passed: 1,
      failed: 1,
      skipped: 0,
      failures: [
        'sample.test.js › group fails: AssertionError: expected 1 to be 2 // Object.is equality',
      ],
    });
  });

  it("from node --test's TAP: the innermost failed tests, not their failed parents", async () => {
    const cwd = await mkdtemp(path.join(dir, 'tap-'));
    await writeFile(
      path.join(cwd, 'sample.test.mjs'),
      [
        "import { describe, it, test } from 'node:test';",
        "describe('group', () => {",
        "  it('passes', () => {});",
        "  it('fails inside', () => { throw new Error('no'); });",
        '});',
        "test('fails alone', () => { throw new Error('no'); });",
        "test('passes alone', () => {});",
        "test.todo('later');",
        '',
      ].join('\n'),
    );
    const args = [
      '--test',
      '--test-reporter=tap',
      '--test-reporter-destination=out.tap',
      'sample.test.mjs',
    ];
    assert.equal(await run(process.execPath, args, cwd), 1);
    assert.deepEqual(readSuiteResult(path.join(cwd, 'out.tap'), 'tap'), {
      passed: 2,
      failed: 2,
      skipped: 1,
      failures: ['fails inside', 'fails alone'],
    });
  });

  it("from the end-to-end runner's counts, and from an older file without names", async () => {
    const file = path.join(dir, 'e2e.json');
    await writeFile(
      file,
      JSON.stringify({ suite: 'e2e', passed: 3, failed: 1, failures: ['a page: it broke'] }),
    );
    assert.deepEqual(readSuiteResult(file, 'counts'), {
      passed: 3,
      failed: 1,
      skipped: 0,
      failures: ['a page: it broke'],
    });
    await writeFile(file, JSON.stringify({ suite: 'e2e', passed: 3, failed: 0 }));
    assert.deepEqual(readSuiteResult(file, 'counts').failures, []);
  });
});
