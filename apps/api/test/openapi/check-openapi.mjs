// Checks an OpenAPI document with three independent tools and a generated client:
//   node check-openapi.mjs <openapi.json> <work dir>
// Prints one JSON line: { swaggerParser, spectral, redocly, typescript } with each tool's
// errors and warnings. Run by openapi.e2e-spec.ts (these tools are ESM; Jest runs CommonJS).
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import SwaggerParser from '@apidevtools/swagger-parser';
import spectralCore from '@stoplight/spectral-core';
import spectralParsers from '@stoplight/spectral-parsers';
import spectralRulesets from '@stoplight/spectral-rulesets';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';

const require = createRequire(import.meta.url);
const [file, workDir] = process.argv.slice(2);
const text = await readFile(file, 'utf8');

async function swaggerParser() {
  try {
    await SwaggerParser.validate(JSON.parse(text));
    return { errors: [] };
  } catch (error) {
    const details = error.details ?? [];
    return {
      errors: details.length
        ? details.map((d) => `${(d.instancePath ?? d.path ?? '').toString()} ${d.message}`)
        : [String(error.message)],
    };
  }
}

async function spectral() {
  const { Spectral, Document } = spectralCore;
  const linter = new Spectral();
  linter.setRuleset({ extends: [[spectralRulesets.oas, 'recommended']] });
  const results = await linter.run(new Document(text, spectralParsers.Json, file));
  const show = (r) => `${r.code} ${r.path.join('.')}: ${r.message}`;
  return {
    errors: results.filter((r) => r.severity === 0).map(show),
    warnings: results.filter((r) => r.severity === 1).map(show),
  };
}

async function redocly() {
  const config = await createConfig({ extends: ['recommended'] });
  const problems = await lintFromString({ source: text, absoluteRef: path.resolve(file), config });
  const show = (p) => `${p.ruleId} ${p.location?.[0]?.pointer ?? ''}: ${p.message}`;
  return {
    errors: problems.filter((p) => p.severity === 'error').map(show),
    warnings: problems.filter((p) => p.severity === 'warn').map(show),
  };
}

/** Generates types with openapi-typescript, then type-checks them with a small usage file. */
async function typescript() {
  await mkdir(workDir, { recursive: true });
  const ast = await openapiTS(JSON.parse(text));
  await writeFile(path.join(workDir, 'api.d.ts'), astToString(ast));
  await writeFile(
    path.join(workDir, 'usage.ts'),
    `import type { paths, components, operations } from './api';
type Search = paths['/api/providers']['get'];
type SearchQuery = NonNullable<Search['parameters']['query']>;
const query: SearchQuery = {};
type Provider = paths['/api/providers/{id}']['get']['responses'][200]['content']['application/json'];
type ErrorBody = components['schemas']['ErrorBody'];
const error: ErrorBody = { statusCode: 404, message: 'Provider not found', error: 'Not Found' };
type Login = operations['auth.login']['requestBody'];
type Claim = NonNullable<paths['/api/providers/{id}/claims']['post']['requestBody']>['content']['multipart/form-data'];
const fileField: Claim['registration'] = 'binary';
export const used: Array<unknown> = [query, error, fileField];
export type Checked = [Provider, Login];
`,
  );
  const tsc = require.resolve('typescript/bin/tsc');
  try {
    await promisify(execFile)(
      process.execPath,
      [
        tsc,
        '--noEmit',
        '--strict',
        '--target',
        'es2022',
        '--module',
        'nodenext',
        '--moduleResolution',
        'nodenext',
        '--skipLibCheck',
        'false',
        path.join(workDir, 'api.d.ts'),
        path.join(workDir, 'usage.ts'),
      ],
      { cwd: workDir },
    );
    return { errors: [] };
  } catch (error) {
    return {
      errors: String(error.stdout || error.message)
        .split('\n')
        .filter(Boolean),
    };
  }
}

const [a, b, c, d] = await Promise.all([swaggerParser(), spectral(), redocly(), typescript()]);
process.stdout.write(
  JSON.stringify({ swaggerParser: a, spectral: b, redocly: c, typescript: d }) + '\n',
);
