import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import { createTestApp, TestApp } from './test-app';

type Obj = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
interface ToolReport {
  errors: string[];
  warnings?: string[];
}

const METHODS = ['get', 'put', 'post', 'patch', 'delete'];

function operations(doc: Obj): Array<[string, string, Obj]> {
  return Object.entries(doc.paths as Obj).flatMap(([p, item]) =>
    METHODS.filter((m) => item[m]).map((m) => [p, m, item[m]] as [string, string, Obj]),
  );
}

describe('OpenAPI document (decision 0027)', () => {
  let t: TestApp;
  let doc: Obj;
  let workDir: string;

  beforeAll(async () => {
    t = await createTestApp();
    doc = (await request(t.http).get('/api/docs/openapi.json').expect(200)).body as Obj;
    workDir = await mkdtemp(path.join(tmpdir(), 'openapi-check-'));
  });
  afterAll(async () => {
    await t?.close();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  it('passes swagger-parser, Spectral (spectral:oas) and Redocly (recommended) with 0 errors, and its generated client type-checks', async () => {
    const file = path.join(workDir, 'openapi.json');
    await writeFile(file, JSON.stringify(doc));
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [path.join(__dirname, 'openapi', 'check-openapi.mjs'), file, path.join(workDir, 'client')],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const report = JSON.parse(stdout) as Record<string, ToolReport>;
    expect(report.swaggerParser!.errors).toEqual([]);
    expect(report.spectral!.errors).toEqual([]);
    expect(report.redocly!.errors).toEqual([]);
    expect(report.typescript!.errors).toEqual([]);
    // The warnings README lists (API section); a new one must be looked at, then listed.
    expect(report.spectral!.warnings).toEqual([]);
    expect(report.redocly!.warnings).toEqual([
      'operation-4xx-response #/paths/~1api~1health/get/responses: Operation must have at least one `4XX` response.',
      'operation-4xx-response #/paths/~1api~1health~1ready/get/responses: Operation must have at least one `4XX` response.',
      // Issue 47's paths as its interfaces fix them: a match's id and an import's id sit at
      // the same depth; the ids are uuids and 'matches' is none, so a server tells them apart.
      'no-ambiguous-paths #/paths/~1api~1admin~1imports~1{id}~1report: Paths should resolve unambiguously. Found two ambiguous paths: `/api/admin/imports/matches/{id}` and `/api/admin/imports/{id}/report`.',
    ]);
  }, 600_000);

  it('is OpenAPI 3.1 with a stable, unique operationId (the contract route name) and a tag on every operation', () => {
    expect(doc.openapi).toBe('3.1.0');
    const ops = operations(doc);
    expect(ops.length).toBeGreaterThan(70);
    const ids = ops.map(([, , op]) => op.operationId as string);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [, , op] of ops) {
      expect(op.operationId).toMatch(/^[a-z][A-Za-z]*(\.[a-z][A-Za-z]*)+$/);
      expect(op.tags).toEqual([op.operationId.split('.')[0]]);
    }
    expect(doc.paths['/api/providers'].get.operationId).toBe('providers.list');
    expect(doc.paths['/api/admin/profile-claims/{id}/approve'].post.operationId).toBe(
      'admin.approveClaim',
    );
    const tags = (doc.tags as Obj[]).map((tag) => tag.name);
    expect(new Set(ids.map((id) => id.split('.')[0]))).toEqual(new Set(tags));
  });

  it('applies the bearer scheme from each route’s access metadata', () => {
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    const byId = Object.fromEntries(operations(doc).map(([, , op]) => [op.operationId, op]));
    expect(byId['users.me'].security).toEqual([{ bearerAuth: [] }]);
    expect(byId['admin.users'].security).toEqual([{ bearerAuth: [] }]);
    // Public routes take an optional token.
    expect(byId['providers.list'].security).toEqual([{}, { bearerAuth: [] }]);
    const secured = operations(doc).filter(([, , op]) => op.security.length === 1);
    expect(secured.length).toBeGreaterThan(50);
  });

  it('types the multipart bodies (binary file parts, text fields with their rules) and requires JSON bodies', () => {
    const claim = doc.paths['/api/providers/{id}/claims'].post.requestBody;
    expect(claim.required).toBe(true);
    const form = claim.content['multipart/form-data'];
    expect(form.schema.properties.registration).toMatchObject({ type: 'string', format: 'binary' });
    expect(form.schema.properties.addressProof).toMatchObject({ type: 'string', format: 'binary' });
    expect(form.schema.properties.fullName).toMatchObject({ type: 'string', maxLength: 200 });
    expect(form.schema.required).toEqual(
      expect.arrayContaining(['registration', 'addressProof', 'websiteUrl', 'workEmail']),
    );
    expect(form.encoding.registration.contentType).toBe('application/pdf, image/jpeg, image/png');
    for (const p of ['/api/images/upload', '/api/documents/upload']) {
      const body = doc.paths[p].post.requestBody;
      expect(body.content['multipart/form-data'].schema.properties.file.format).toBe('binary');
    }
    const login = doc.paths['/api/auth/login'].post.requestBody;
    expect(login.required).toBe(true);
    expect(login.content['application/json'].schema.type).toBe('object');
    // Every JSON body is required unless the contract makes it optional.
    const optional = operations(doc)
      .filter(([, , op]) => op.requestBody && !op.requestBody.required)
      .map(([, , op]) => op.operationId);
    expect(optional.sort()).toEqual(['admin.sendClaimEmail', 'auth.resendVerificationCode']);
  });

  it('carries the business rules of the zod schemas (lengths, patterns, formats)', () => {
    const register = doc.paths['/api/auth/register'].post.requestBody.content['application/json']
      .schema as Obj;
    expect(register.properties.password.minLength).toBeGreaterThanOrEqual(8);
    expect(JSON.stringify(register.properties.password)).toMatch(/pattern/);
    const limit = doc.paths['/api/providers'].get.parameters.find((p: Obj) => p.name === 'limit');
    expect(limit?.schema.maximum).toEqual(expect.any(Number));
  });

  it('lists only the errors each route can answer, each described with the error schema', () => {
    const byId = Object.fromEntries(operations(doc).map(([, , op]) => [op.operationId, op]));
    const codes = (id: string) => Object.keys(byId[id].responses).filter((s) => s >= '400');
    expect(codes('health.check')).toEqual(['500', '503']);
    expect(codes('health.ready')).toEqual(['500', '503']);
    expect(codes('users.me')).toEqual(['401', '500', '503']);
    expect(codes('claims.submit')).toEqual([
      '400',
      '401',
      '403',
      '404',
      '409',
      '413',
      '429',
      '500',
      '503',
    ]);
    expect(codes('providers.list')).not.toContain('404');
    expect(codes('providers.list')).not.toContain('403');
    for (const [, , op] of operations(doc)) {
      for (const [status, answer] of Object.entries(op.responses as Obj)) {
        expect(answer.description).toEqual(expect.any(String));
        if (Number(status) >= 400) {
          expect(answer.content['application/json'].schema).toEqual({
            $ref: '#/components/schemas/ErrorBody',
          });
          expect(answer.content['application/json'].example.statusCode).toBe(Number(status));
        }
      }
    }
    expect(byId['claims.submit'].responses['409'].description).toMatch(/owner/);
  });

  it('documents the headers: RateLimit-* and Retry-After, x-request-id, Content-Disposition', () => {
    const byId = Object.fromEntries(operations(doc).map(([, , op]) => [op.operationId, op]));
    const login = byId['auth.login'].responses;
    expect(Object.keys(login['429'].headers)).toEqual(
      expect.arrayContaining([
        'Retry-After',
        'RateLimit-Limit',
        'RateLimit-Remaining',
        'RateLimit-Reset',
        'x-request-id',
      ]),
    );
    expect(Object.keys(login['200'].headers)).toEqual(
      expect.arrayContaining(['RateLimit-Limit', 'x-request-id']),
    );
    expect(byId['users.me'].responses['200'].headers['RateLimit-Limit']).toBeUndefined();
    expect(
      byId['account.exportData'].responses['200'].headers['Content-Disposition'],
    ).toBeDefined();
    expect(
      byId['providerTools.leadsCsv'].responses['200'].headers['Content-Disposition'],
    ).toBeDefined();
    expect(byId['providerTools.leadsCsv'].responses['200'].content['text/csv']).toBeDefined();
    for (const [, , op] of operations(doc)) {
      expect(op.parameters).toContainEqual({ $ref: '#/components/parameters/RequestId' });
    }
  });
});
