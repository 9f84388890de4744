// Checks the container and CI files offline (no Docker engine runs on the development
// machines): they parse, wire the documented variables, and keep the promises in the
// README (non-root image, health check, the same steps as .ci/run).
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const read = (file) => readFileSync(path.join(root, file), 'utf8');

/** The variables of README's configuration table and of the operations guide's (Stripe, S3). */
function documentedVariables() {
  const names = new Set();
  for (const line of [read('README.md'), read('docs/operations.md')].join('\n').split('\n')) {
    if (!line.startsWith('| `')) continue;
    for (const m of line.split('|')[1].matchAll(/`([A-Z][A-Z0-9_]+)`/g)) names.add(m[1]);
  }
  return names;
}

test('docker-compose.yml parses and wires the app to its services with documented variables', () => {
  const compose = parse(read('docker-compose.yml'));
  for (const name of ['postgres', 'redis', 'minio', 'minio-init', 'mailpit', 'app']) {
    assert.ok(compose.services[name], `service ${name}`);
  }
  const app = compose.services.app;
  assert.equal(app.build.dockerfile, 'infra/docker/api.Dockerfile');
  assert.ok(existsSync(path.join(root, app.build.dockerfile)));
  const documented = documentedVariables();
  for (const key of Object.keys(app.environment)) {
    assert.ok(documented.has(key), `${key} is a documented configuration variable`);
  }
  assert.match(app.environment.DATABASE_URL, /@postgres:5432\//);
  assert.equal(app.environment.REDIS_URL, 'redis://redis:6379');
  assert.equal(app.environment.S3_ENDPOINT, 'http://minio:9000');
  assert.equal(app.environment.SMTP_URL, 'smtp://mailpit:1025');
  assert.match(app.environment.JWT_SECRET, /^\$\{JWT_SECRET:\?/, 'the JWT secret comes from the environment, not the repo');
  for (const dep of ['postgres', 'redis']) assert.equal(app.depends_on[dep].condition, 'service_healthy');
});

test('the Dockerfile builds in stages, runs as non-root, checks /api/health and copies real paths', () => {
  const dockerfile = read('infra/docker/api.Dockerfile');
  assert.ok((dockerfile.match(/^FROM /gm) ?? []).length >= 3, 'multi-stage');
  assert.match(dockerfile, /^USER app$/m);
  assert.match(dockerfile, /^HEALTHCHECK .*\/api\/health/ms);
  assert.match(dockerfile, /^CMD \["node", "apps\/api\/dist\/main\.js"\]$/m);
  assert.match(dockerfile, /--frozen-lockfile/);
  for (const m of dockerfile.matchAll(/^COPY (?!--from)(.+) \S+$/gm)) {
    for (const source of m[1].split(/\s+/)) {
      if (source === '.') continue;
      assert.ok(existsSync(path.join(root, source)), `COPY source ${source} exists`);
    }
  }
  const pnpm = JSON.parse(read('package.json')).packageManager.split('@')[1];
  assert.match(dockerfile, new RegExp(`PNPM_VERSION=${pnpm.replace(/\./g, '\\.')}`));
});

test('the GitHub workflow runs the same steps as .ci/run', () => {
  const workflow = parse(read('.github/workflows/ci.yml'));
  const job = workflow.jobs.test;
  assert.ok(job.services.postgres && job.services.redis);
  const runs = job.steps.map((s) => s.run ?? '').join('\n');
  const ci = read('.ci/run');
  for (const step of ['pnpm install --frozen-lockfile', 'pnpm test']) {
    assert.ok(runs.includes(step), `workflow runs ${step}`);
    assert.ok(ci.includes(step), `.ci/run runs ${step}`);
  }
  assert.match(runs, /chromium/);
  const pnpm = JSON.parse(read('package.json')).packageManager.split('@')[1];
  assert.equal(job.steps.find((s) => s.uses?.startsWith('pnpm/action-setup')).with.version, pnpm);
});
