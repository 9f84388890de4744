// Checks infra/k8s offline (no cluster here): every manifest against the Kubernetes schemas
// bundled in kubernetes-models (types, required fields, enums), unknown fields through
// TypeScript's excess-property check on the same package's types (what `kubeconform
// -strict` does), then the wiring between the objects and the app's configuration.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { parseAllDocuments } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const dir = path.join(root, 'infra', 'k8s');
const read = (file) => readFileSync(path.join(root, file), 'utf8');

/** Every object of every manifest, with the file it came from. */
const manifests = readdirSync(dir)
  .filter((f) => f.endsWith('.yaml') && f !== 'kustomization.yaml')
  .flatMap((file) =>
    parseAllDocuments(readFileSync(path.join(dir, file), 'utf8')).map((doc) => {
      assert.deepEqual(doc.errors, [], `${file} parses`);
      return { file, object: doc.toJS() };
    }),
  );
const find = (kind, file) => {
  const found = manifests.filter((m) => m.object.kind === kind && (!file || m.file === file));
  assert.equal(found.length, 1, `one ${kind}${file ? ` in ${file}` : ''}`);
  return found[0].object;
};
const modelPath = (apiVersion) => `kubernetes-models/${apiVersion}`;

test('every manifest is valid against the bundled Kubernetes schemas', async () => {
  const kinds = new Set();
  for (const { file, object } of manifests) {
    const models = await import(modelPath(object.apiVersion)).catch(() => ({}));
    const Model = models[object.kind];
    assert.ok(Model, `${file}: ${object.apiVersion} ${object.kind} is a known kind`);
    assert.doesNotThrow(() => new Model(object).validate(), `${file}: ${object.kind} is valid`);
    kinds.add(object.kind);
  }
  for (const kind of [
    'Namespace',
    'ConfigMap',
    'Secret',
    'Deployment',
    'Service',
    'Ingress',
    'HorizontalPodAutoscaler',
    'PodDisruptionBudget',
    'Job',
  ])
    assert.ok(kinds.has(kind), `a ${kind}`);
});

test('the schema check refuses a broken manifest', async () => {
  const { Deployment } = await import(modelPath('apps/v1'));
  const broken = structuredClone(find('Deployment'));
  broken.spec.replicas = 'two';
  delete broken.spec.template.spec.containers[0].readinessProbe.httpGet.port;
  assert.throws(() => new Deployment(broken).validate(), /replicas must be integer/);
});

/** Type-checks `objects` as literals of their kubernetes-models interfaces; returns the errors. */
function excessProperties(objects) {
  const source = objects
    .map(({ object }, i) => {
      const from = JSON.stringify(modelPath(object.apiVersion));
      return `import type { I${object.kind} as T${i} } from ${from};\nexport const m${i}: T${i} = ${JSON.stringify(object)};`;
    })
    .join('\n');
  const file = path.join(root, 'infra', 'k8s', '__manifests__.mts');
  const options = {
    strict: true,
    noEmit: true,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    skipLibCheck: true,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, version) =>
    name === file ? ts.createSourceFile(name, source, version) : getSourceFile(name, version);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => name === file || fileExists(name);
  const program = ts.createProgram([file], options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

test('no manifest has a field Kubernetes does not know (strict)', () => {
  assert.deepEqual(excessProperties(manifests), []);
  const typo = structuredClone(find('Deployment'));
  typo.spec.template.spec.containers[0].readynessProbe = { httpGet: { path: '/', port: 80 } };
  const errors = excessProperties([{ object: typo }]);
  assert.equal(errors.length, 1);
  assert.match(errors[0], /readynessProbe/);
});

test('the Deployment probes /api/health on its http port, limits resources, runs as the image user', () => {
  const deployment = find('Deployment');
  const pod = deployment.spec.template.spec;
  const [container] = pod.containers;
  const http = container.ports.find((p) => p.name === 'http');
  assert.equal(String(http.containerPort), find('ConfigMap').data.PORT);
  const probes = {
    startupProbe: '/api/health',
    readinessProbe: '/api/health/ready',
    livenessProbe: '/api/health',
  };
  for (const [probe, path] of Object.entries(probes)) {
    assert.equal(container[probe].httpGet.path, path, probe);
    assert.equal(container[probe].httpGet.port, 'http', probe);
  }
  for (const kind of ['requests', 'limits'])
    for (const resource of ['cpu', 'memory'])
      assert.ok(container.resources[kind][resource], `${kind}.${resource}`);
  const uid = read('infra/docker/api.Dockerfile').match(/useradd .*--uid (\d+)/)[1];
  assert.equal(String(pod.securityContext.runAsUser), uid);
  assert.equal(pod.securityContext.runAsNonRoot, true);
  assert.equal(container.securityContext.readOnlyRootFilesystem, true);
  const dataDir = find('ConfigMap').data.DATA_DIR;
  assert.ok(
    container.volumeMounts.some((m) => m.mountPath === dataDir),
    'DATA_DIR is writable',
  );
  const shutdown = Number(
    read('apps/api/src/main.ts')
      .match(/SHUTDOWN_TIMEOUT_MS = ([\d_]+)/)[1]
      .replace(/_/g, ''),
  );
  assert.ok(pod.terminationGracePeriodSeconds * 1000 > shutdown, 'grace period covers shutdown');
  assert.equal(deployment.spec.strategy.rollingUpdate.maxUnavailable, 0);
});

test('Service, Ingress, HPA and PodDisruptionBudget point at the Deployment', () => {
  const deployment = find('Deployment');
  const labels = deployment.spec.template.metadata.labels;
  const matches = (selector) => Object.entries(selector).every(([k, v]) => labels[k] === v);
  assert.ok(matches(deployment.spec.selector.matchLabels));
  const service = find('Service');
  assert.ok(matches(service.spec.selector), 'Service selects the pods');
  assert.equal(service.spec.ports[0].targetPort, 'http');
  const backend = find('Ingress').spec.rules[0].http.paths[0].backend.service;
  assert.equal(backend.name, service.metadata.name);
  assert.equal(backend.port.name, service.spec.ports[0].name);
  const hpa = find('HorizontalPodAutoscaler');
  assert.deepEqual(
    [hpa.spec.scaleTargetRef.kind, hpa.spec.scaleTargetRef.name],
    ['Deployment', deployment.metadata.name],
  );
  assert.ok(hpa.spec.minReplicas >= 2, 'at least two replicas');
  assert.ok(matches(find('PodDisruptionBudget').spec.selector.matchLabels));
  const host = find('Ingress').spec.rules[0].host;
  assert.equal(find('ConfigMap').data.WEB_ORIGIN, `https://${host}`);
  // One namespace for all.
  const namespace = find('Namespace').metadata.name;
  for (const { object } of manifests)
    if (object.kind !== 'Namespace') assert.equal(object.metadata.namespace, namespace);
});

test('the migration Job runs the migrate-only entry with the same image and configuration', () => {
  const job = find('Job');
  const pod = job.spec.template.spec;
  const [container] = pod.containers;
  assert.deepEqual(container.command, ['node', 'apps/api/dist/database/migrate.js']);
  assert.ok(existsSync(path.join(root, 'apps/api/src/database/migrate.ts')));
  assert.ok(['Never', 'OnFailure'].includes(pod.restartPolicy));
  const api = find('Deployment').spec.template.spec.containers[0];
  assert.deepEqual(container.envFrom, api.envFrom);
  const kustomization = read('infra/k8s/kustomization.yaml');
  const image = parseAllDocuments(kustomization)[0].toJS().images[0];
  assert.equal(api.image, image.name);
  assert.equal(container.image, `${image.newName}:${image.newTag}`);
});

test('kustomization lists the app manifests; the Job and the Secret are applied apart', () => {
  const kustomization = parseAllDocuments(read('infra/k8s/kustomization.yaml'))[0].toJS();
  const files = new Set(manifests.map((m) => m.file));
  for (const resource of kustomization.resources) assert.ok(files.has(resource), resource);
  const apart = [...files].filter((f) => !kustomization.resources.includes(f)).sort();
  assert.deepEqual(apart, ['migrate-job.yaml', 'secret.example.yaml']);
});

/** Variable names of the app's configuration schema (apps/api/src/config/env.schema.ts). */
function schemaVariables() {
  const source = read('apps/api/src/config/env.schema.ts');
  const body = source.slice(source.indexOf('export const EnvSchema'));
  return new Set([...body.matchAll(/^ {4}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]));
}

test('ConfigMap and Secret set the app variables, secret ones only in the Secret', () => {
  const variables = schemaVariables();
  assert.ok(variables.has('DATABASE_URL') && variables.has('TRUST_PROXY'));
  const config = find('ConfigMap').data;
  const secret = find('Secret').stringData;
  for (const key of [...Object.keys(config), ...Object.keys(secret)])
    assert.ok(variables.has(key), `${key} is a configuration variable`);
  const secretKeys = [
    'DATABASE_URL',
    'JWT_SECRET',
    'REDIS_URL',
    'SMTP_URL',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
    'ADMIN_EMAIL',
    'ADMIN_PASSWORD',
    'GOOGLE_CLIENT_ID',
    'GOOGLE_CLIENT_SECRET',
    'API_CLIENT_KEYS',
    'STRIPE_SECRET_KEY',
    'STRIPE_WEBHOOK_SECRET',
    'STRIPE_PRICE_PREMIUM',
  ];
  assert.deepEqual(Object.keys(secret).sort(), [...secretKeys].sort());
  // Left at their defaults on Kubernetes; a new variable must be placed in one of the three.
  const defaults = [
    'GOOGLE_AUTH_URL',
    'GOOGLE_TOKEN_URL',
    'GOOGLE_USERINFO_URL',
    'S3_ENDPOINT',
    'WEB_DIST_DIR',
    'SEARCH_CACHE_TTL_SECONDS',
    'SEARCH_INDEX',
    'SEARCH_INDEX_AWAIT_MAX',
    'HTTP_ACCEPTORS',
    'HTTP_HEADERS_TIMEOUT_MS',
    'HTTP_REQUEST_TIMEOUT_MS',
    'HTTP_KEEP_ALIVE_TIMEOUT_MS',
    'HTTP_MAX_CONNECTIONS',
    'UPLOAD_SWEEP_MINUTES',
    'UPLOAD_GRACE_HOURS',
    'UPLOAD_QUOTA_BYTES_PER_DAY',
    'UPLOAD_MIN_FREE_BYTES',
    'DB_STATEMENT_TIMEOUT_MS',
    'UPLOAD_CONCURRENCY',
    'UPLOAD_QUEUE_MAX',
    'UPLOAD_QUEUE_WAIT_MS',
    'SEO_LOOKUP_TIMEOUT_MS',
    'STRIPE_API_BASE',
    'JOB_POLL_SECONDS',
    'IMPORT_BATCH_ROWS',
    'SAMPLE_IMPORTS',
  ];
  for (const name of variables)
    assert.ok(
      name in config || name in secret || defaults.includes(name),
      `${name} is set by the ConfigMap or the Secret, or deliberately left at its default`,
    );
  assert.equal(config.STORAGE_DRIVER, 's3', 'uploads shared by the replicas');
  assert.equal(config.SEED, 'none');
});

test('the configuration passes the app check once filled, and not with the placeholders', (t) => {
  const schema = path.join(root, 'apps/api/dist/config/env.schema.js');
  if (!existsSync(schema)) return t.skip('apps/api is not built (pnpm build first)');
  const { parseEnv } = createRequire(import.meta.url)(schema);
  const env = { ...find('ConfigMap').data, ...find('Secret').stringData };
  assert.throws(() => parseEnv(env), /JWT_SECRET/);
  const filled = parseEnv({ ...env, JWT_SECRET: 'x'.repeat(48) });
  assert.deepEqual(filled.TRUST_PROXY, ['uniquelocal']);
  assert.equal(filled.REDIS_URL, env.REDIS_URL);
});
