import { ZErrorBodySchema } from '@app/contracts';
import { JwtService } from '@nestjs/jwt';
import type { AppRoute } from '@ts-rest/core';
import fc from 'fast-check';
import request from 'supertest';
import type { ZodTypeAny } from 'zod';
import { AppConfig } from '../../src/config/app-config';
import { createTestApp, TestApp } from '../test-app';
import {
  HUGE_NUMBERS,
  hostileRawBody,
  hostileString,
  hostileValue,
  spliceIntoString,
  UNSAFE_TEXT,
  withHugeNumbers,
  withNestedPrototypeKeys,
  withPrototypeKeys,
} from './hostile';
import { contractRoutes, fillPath, pathParamNames } from './routes';
import { seedWorld, World, worldIds } from './world';
import { zodArbitrary } from './zod-arbitrary';

/**
 * Property-based fuzzing of every route of the contract (docs/decisions/0011): valid-shaped
 * and hostile path parameters, queries, bodies and headers, as every kind of caller. Every
 * answer must be below 500, carry no stack trace or internals, and every 4xx must be in the
 * error shape. Deterministic: FUZZ_SEED and FUZZ_RUNS override the fixed seed and run count;
 * a failure prints the seed, the path and the request that failed.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_008);
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

/** What must never appear in an answer: stack frames, file paths, driver errors. */
const LEAKS =
  /\bat \S+ \(|\bat \/|node_modules|\/src\/\S+\.ts|\.(?:ts|js):\d+:\d+|QueryFailedError|TypeORMError|EntityNotFound|ECONNREFUSED|syntax error at or near|invalid input syntax|violates .* constraint/i;

interface FuzzRequest {
  url: string;
  auth: string | undefined;
  body:
    | { kind: 'none' }
    | { kind: 'json'; text: string }
    | { kind: 'raw'; text: string; contentType: string };
  ip: string;
}

let t: TestApp;
let world: World;
let authHeaders: string[];

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Callers: anonymous, every role, and broken credentials. */
function callers(w: World): string[] {
  const jwt = new JwtService();
  const secret = t.app.get(AppConfig).jwtSecret;
  const payload = JSON.parse(Buffer.from(w.admin.token.split('.')[1]!, 'base64url').toString());
  const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
  const { iat: _iat, exp: _exp, ...claims } = payload as Record<string, unknown>;
  return [
    ...[w.user, w.stranger, w.unverified, w.owner, w.otherOwner, w.admin].map(
      (u) => u.auth.authorization,
    ),
    `Bearer ${header}.${w.admin.token.split('.')[1]}.`,
    `Bearer ${jwt.sign(claims, { secret: `${secret}x`, expiresIn: 60 })}`,
    `Bearer ${jwt.sign(claims, { secret, expiresIn: -10 })}`,
    'Bearer',
    'Bearer ',
    'Bearer a.b.c',
    `Basic ${Buffer.from('admin:admin').toString('base64')}`,
    `Bearer ${'a'.repeat(6000)}`,
    'Bearer \u00ff\u00fe',
  ];
}

/** Percent-encodes what can be encoded; a lone surrogate becomes an invalid UTF-8 escape. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value.replace(/[\uD800-\uDFFF]/g, '%ED%A0%80').replace(/[^%\w.~-]/g, (c) => {
      try {
        return encodeURIComponent(c);
      } catch {
        return '%ED%A0%80';
      }
    });
  }
}

function pathParamArb(w: World): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...worldIds(w)).map(encode) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: hostileString.map(encode) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...worldIds(w)), fc.constantFrom(...UNSAFE_TEXT))
        .map(([id, text]) => encode(id + text)),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom('..', '../..', '..%2F..%2Fadmin', '%2e%2e', '%', '%ZZ'),
    },
  );
}

function queryArb(schema: ZodTypeAny | undefined): fc.Arbitrary<string> {
  const valid = schema ? zodArbitrary(schema) : fc.constant({});
  // A quarter of the valid-shaped queries carry unsafe text in one of their values.
  const values = fc.oneof(
    { weight: 3, arbitrary: valid },
    {
      weight: 1,
      arbitrary: fc
        .tuple(valid, fc.constantFrom(...UNSAFE_TEXT), fc.nat())
        .map(([v, text, n]) => spliceIntoString(v, text, n)),
    },
  );
  const shaped = schema
    ? values.map((value) =>
        typeof value === 'object' && value !== null && !Array.isArray(value)
          ? Object.entries(value).flatMap(([k, v]) =>
              v === undefined ? [] : Array.isArray(v) ? v.map((x) => [k, x]) : [[k, v]],
            )
          : [],
      )
    : fc.constant([] as unknown[][]);
  const extra = fc.array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom('__proto__', 'constructor', 'q', 'limit', 'a[b]', 'sort'),
        hostileString,
      ),
      hostileValue,
    ),
    { maxLength: 2 },
  );
  return fc
    .tuple(
      shaped,
      fc.oneof({ weight: 3, arbitrary: fc.constant([]) }, { weight: 2, arbitrary: extra }),
    )
    .map(([pairs, more]) =>
      [...pairs, ...more]
        .map(
          ([k, v]) =>
            `${encode(String(k))}=${encode(typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))}`,
        )
        .join('&'),
    );
}

/** A valid-shaped object with one field broken, dropped or added. */
function mutate(value: unknown): fc.Arbitrary<unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return hostileValue;
  const keys = Object.keys(value);
  return fc.oneof(
    keys.length
      ? fc
          .tuple(fc.constantFrom(...keys), hostileValue)
          .map(([k, v]) => ({ ...(value as object), [k]: v }))
      : hostileValue,
    keys.length
      ? fc.constantFrom(...keys).map((k) => {
          const { [k]: _dropped, ...rest } = value as Record<string, unknown>;
          return rest;
        })
      : fc.constant({}),
    fc
      .tuple(hostileString, hostileValue)
      .map(([k, v]) => ({ ...(value as object), [k]: v, roles: ['admin'], isAdmin: true })),
    fc.constant([value]),
  );
}

/**
 * A value the schema accepts when a few draws find one: whole values, and objects cut down to
 * one of their keys (a partial update with one valid field passes where a full one rarely
 * does). Unsafe text spliced into it then meets nothing but the text rule.
 */
function accepted(schema: ZodTypeAny, shaped: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const oneKey = shaped.chain((v) =>
    typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).length > 0
      ? fc.constantFrom(...Object.entries(v)).map(([k, x]) => ({ [k]: x }))
      : fc.constant(v),
  );
  return fc
    .array(fc.oneof(shaped, oneKey), { minLength: 8, maxLength: 8 })
    .map((values) => values.find((v) => schema.safeParse(v).success) ?? values[0]);
}

function bodyArb(route: AppRoute): fc.Arbitrary<FuzzRequest['body']> {
  const schema = 'body' in route ? (route.body as ZodTypeAny | undefined) : undefined;
  const none = fc.constant({ kind: 'none' as const });
  if (!schema || typeof schema !== 'object' || !('_def' in schema)) {
    if (route.method === 'GET') return none;
    return fc.oneof(
      none,
      hostileValue.map((v) => ({ kind: 'json' as const, text: JSON.stringify(v) ?? 'null' })),
      hostileRawBody.map((r) => ({ kind: 'raw' as const, ...r })),
    );
  }
  const shaped = zodArbitrary(schema);
  const json = (v: unknown) => ({ kind: 'json' as const, text: JSON.stringify(v) ?? 'null' });
  return fc.oneof(
    { weight: 4, arbitrary: shaped.map(json) },
    { weight: 3, arbitrary: shaped.chain(mutate).map(json) },
    {
      weight: 1,
      arbitrary: shaped.map((v) => ({
        kind: 'json' as const,
        text: withPrototypeKeys(JSON.stringify(v) ?? '{}'),
      })),
    },
    // Valid text but for one unsafe character: NUL, a lone surrogate, a bidi override, a
    // line break in a single-line field... (docs/decisions/0018).
    {
      weight: 4,
      arbitrary: fc
        .tuple(accepted(schema, shaped), fc.constantFrom(...UNSAFE_TEXT), fc.nat())
        .map(([v, text, n]) => json(spliceIntoString(v, text, n))),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(shaped, fc.constantFrom(...HUGE_NUMBERS)).map(([v, literal]) => ({
        kind: 'json' as const,
        text: withHugeNumbers(v, literal),
      })),
    },
    {
      weight: 1,
      arbitrary: shaped.map((v) => ({ kind: 'json' as const, text: withNestedPrototypeKeys(v) })),
    },
    { weight: 1, arbitrary: hostileRawBody.map((r) => ({ kind: 'raw' as const, ...r })) },
    { weight: 1, arbitrary: none },
  );
}

function requestArb(route: AppRoute, w: World): fc.Arbitrary<FuzzRequest> {
  const params = pathParamNames(route.path);
  const query = (route as { query?: ZodTypeAny }).query;
  // Half the requests are "coherent": a caller with ids of their own records (the admin
  // with any), so that handlers get past the access checks and run on real rows.
  const coherent = fc
    .constantFrom<[string, string[]]>(
      [w.owner.auth.authorization, [w.provider, w.review, w.post, w.owner.id]],
      [w.user.auth.authorization, [w.review, w.provider, w.user.id, w.user.email]],
      [w.admin.auth.authorization, worldIds(w)],
    )
    .chain(([auth, ids]) =>
      fc.record({
        auth: fc.constant<string | undefined>(auth),
        params: fc.tuple(...params.map(() => fc.constantFrom(...ids).map(encode))),
      }),
    );
  const anyone = fc.record({
    auth: fc.oneof(
      { weight: 1, arbitrary: fc.constant(undefined) },
      { weight: 5, arbitrary: fc.constantFrom(...authHeaders.slice(0, 6)) },
      { weight: 2, arbitrary: fc.constantFrom(...authHeaders.slice(6)) },
    ),
    params: fc.tuple(...params.map(() => pathParamArb(w))),
  });
  return fc
    .record({
      who: fc.oneof(coherent, anyone),
      query: queryArb(query && '_def' in query ? query : undefined),
      body: bodyArb(route),
      ip: fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map((n) => `10.${n.join('.')}`),
    })
    .map(({ who: { auth, params: values }, query: qs, body, ip }) => {
      const path = fillPath(route.path, Object.fromEntries(params.map((n, i) => [n, values[i]!])));
      return { url: qs ? `${path}?${qs}` : path, auth, body, ip };
    });
}

async function send(method: string, r: FuzzRequest) {
  const verb = method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  let req = request(t.http)[verb](r.url).set('x-forwarded-for', r.ip).timeout(15_000);
  if (r.auth !== undefined) req = req.set('authorization', r.auth);
  if (r.body.kind === 'json') req = req.set('content-type', 'application/json').send(r.body.text);
  if (r.body.kind === 'raw') {
    if (r.body.contentType) req = req.set('content-type', r.body.contentType);
    req = req.send(r.body.text);
  }
  return req;
}

function checkAnswer(res: request.Response): void {
  const text = res.text ?? '';
  if (res.status >= 500) throw new Error(`answered ${res.status}: ${text.slice(0, 500)}`);
  if (LEAKS.test(text)) throw new Error(`answer leaks internals: ${text.slice(0, 500)}`);
  if (res.status >= 400) {
    if (!/application\/json/.test(String(res.headers['content-type'])))
      throw new Error(
        `${res.status} is not JSON: ${res.headers['content-type']} ${text.slice(0, 200)}`,
      );
    const body = ZErrorBodySchema.safeParse(res.body);
    if (!body.success || body.data.statusCode !== res.status || !body.data.message)
      throw new Error(`${res.status} is not in the error shape: ${text.slice(0, 300)}`);
  }
}

/** The seed, the path and the failing request, with long strings cut short. */
function report(details: fc.RunDetails<[FuzzRequest]>): string {
  const example = JSON.stringify(details.counterexample?.[0], (_k, v: unknown) =>
    typeof v === 'string' && v.length > 300 ? `${v.slice(0, 300)}…(${v.length} chars)` : v,
  );
  const cause = details.errorInstance instanceof Error ? details.errorInstance.message : '';
  return [
    `Fuzzing failed: ${cause.slice(0, 1000)}`,
    `Replay with FUZZ_SEED=${details.seed} (fast-check path "${details.counterexamplePath}")`,
    `Request: ${example}`,
  ].join('\n');
}

const routes = contractRoutes();
/** Statuses answered per route: printed with FUZZ_STATS=1. */
const reached = new Map<string, number[]>();
afterAll(() => {
  if (!process.env.FUZZ_STATS) return;
  for (const [title, statuses] of reached) {
    const counts: Record<number, number> = {};
    for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
    process.stdout.write(`${title.split(' (')[0]} ${JSON.stringify(counts)}\n`);
  }
});

describe('fuzzing every route of the contract', () => {
  it('finds the routes', () => {
    expect(routes.length).toBeGreaterThanOrEqual(60);
  });

  it.each(routes.map((r) => [`${r.route.method} ${r.route.path} (${r.name})`, r.route] as const))(
    '%s: no 5xx, no leak, 4xx in the error shape',
    async (_title, route) => {
      const statuses: number[] = [];
      world = await seedWorld(t);
      authHeaders = callers(world);
      const details = await fc.check(
        fc.asyncProperty(requestArb(route, world), async (r) => {
          const res = await send(route.method, r);
          statuses.push(res.status);
          checkAnswer(res);
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
      if (details.failed) throw new Error(report(details));
      reached.set(_title, statuses);
    },
  );
});
