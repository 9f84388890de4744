import { accessOf, rateLimitOf, TRouteMeta, ZErrorBodySchema } from '@app/contracts';
import { AppRoute, AppRouter, isAppRoute, isAppRouteOtherResponse } from '@ts-rest/core';
import { RATE_LIMIT_POLICIES } from '../common/rate-limit/rate-limit.policies';
import { errorAnswers } from './errors';
import { documentRefinedRules } from './rule-docs';
import { fileFieldNames, isZodSchema, JsonSchema, toJsonSchema } from './schemas';

type Obj = Record<string, unknown>;

/** What each tag (the contract's top-level areas) covers; a new area gets a plain sentence. */
const TAG_DESCRIPTIONS: Record<string, string> = {
  health: 'Liveness of the API and its database; readiness for traffic (its search index loaded)',
  auth: 'Registration, sign-in (password and Google), email verification and password reset',
  users: 'Public profiles and the signed-in user',
  providers: 'The directory: search, suggestions, provider pages, their reviews and posts',
  places: 'Place suggestions (cities, ZIP codes) for the search box',
  reviews: 'Editing, deleting, answering and appealing reviews',
  bookmarks: "The signed-in user's saved providers",
  posts: "Providers' posts",
  images: 'Image and private document uploads (multipart)',
  claims: 'Claiming a provider profile (multipart, with documents)',
  admin: 'The admin console: users, providers, claims, appeals, admins and the audit log',
  providerTools: "A provider owner's tools: profile, plan, leads, mini-site, campaigns",
  account: 'Account settings: profile, email, password, notifications, export and deletion',
  imports: 'Imports of open data (Overture, NPPES) as queued jobs, their reports and review queue',
  suggestions: 'Changes an import would make to a claimed listing, for its owner to decide',
};

const ACCESS_TEXT: Record<string, string> = {
  public: 'Public (a bearer token, when sent, personalises the answer).',
  user: 'Requires a signed-in user (bearer token).',
  verified: 'Requires a signed-in user with a confirmed email.',
  provider: 'Requires a signed-in provider account.',
  admin: 'Requires an admin.',
};

const JSON_TYPE = 'application/json';

/** Each route of a router with its dotted name (`providers.list`, `admin.claims`). */
export function routesOf(router: AppRouter, prefix: string[] = []): Array<[string[], AppRoute]> {
  return Object.entries(router).flatMap(([key, value]) =>
    isAppRoute(value)
      ? [[[...prefix, key], value] as [string[], AppRoute]]
      : routesOf(value as AppRouter, [...prefix, key]),
  );
}

function sentence(words: string): string {
  const spaced = words.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

const ref = (kind: string, name: string) => ({ $ref: `#/components/${kind}/${name}` });

function parameters(route: AppRoute): Obj[] {
  const out: Obj[] = [];
  const pathSchema = isZodSchema(route.pathParams)
    ? toJsonSchema(route.pathParams, 'input')
    : undefined;
  const pathProps = (pathSchema?.properties ?? {}) as Record<string, JsonSchema>;
  for (const [, name] of route.path.matchAll(/:([A-Za-z0-9_]+)/g)) {
    const schema = pathProps[name!] ?? { type: 'string' };
    out.push({
      name,
      in: 'path',
      required: true,
      description:
        (schema.description as string | undefined) ?? `The ${sentence(name!).toLowerCase()}`,
      schema,
    });
  }
  if (isZodSchema(route.query)) {
    const query = toJsonSchema(route.query, 'input');
    const required = new Set((query.required ?? []) as string[]);
    for (const [name, schema] of Object.entries(
      (query.properties ?? {}) as Record<string, JsonSchema>,
    )) {
      const isArray = schema.type === 'array';
      out.push({
        name,
        in: 'query',
        required: required.has(name),
        description: (schema.description as string | undefined) ?? sentence(name),
        schema,
        ...(isArray ? { style: 'form', explode: true } : {}),
      });
    }
  }
  out.push(ref('parameters', 'RequestId'));
  return out;
}

function requestBody(route: AppRoute): Obj | undefined {
  if (route.method === 'GET' || !('body' in route) || !isZodSchema(route.body)) return undefined;
  const schema = toJsonSchema(route.body, 'input');
  const required = !route.body.isOptional();
  if ('contentType' in route && route.contentType === 'multipart/form-data') {
    const files = fileFieldNames(schema);
    return {
      required: true,
      description: `Multipart form: ${files.map((f) => `file \`${f.name}\``).join(', ')}${
        Object.keys((schema.properties ?? {}) as Obj).length > files.length
          ? ' and the text fields'
          : ''
      }`,
      content: {
        'multipart/form-data': {
          schema,
          encoding: Object.fromEntries(
            files.map(({ name, mediaTypes }) => [name, { contentType: mediaTypes.join(', ') }]),
          ),
        },
      },
    };
  }
  const type = 'contentType' in route && route.contentType ? route.contentType : JSON_TYPE;
  return { required, content: { [type]: { schema } } };
}

function successHeaders(meta: TRouteMeta, download: boolean): Obj {
  const headers: Obj = { 'x-request-id': ref('headers', 'RequestId') };
  if (rateLimitOf(meta)) {
    headers['RateLimit-Limit'] = ref('headers', 'RateLimitLimit');
    headers['RateLimit-Remaining'] = ref('headers', 'RateLimitRemaining');
    headers['RateLimit-Reset'] = ref('headers', 'RateLimitReset');
  }
  if (download) headers['Content-Disposition'] = ref('headers', 'ContentDisposition');
  return headers;
}

function responses(route: AppRoute, meta: TRouteMeta): Obj {
  const out: Obj = {};
  // The router's shared error answers (every route lists them, ts-rest's commonResponses).
  const shared = new Set(
    Object.entries(route.responses)
      .filter(([, answer]) => answer === ZErrorBodySchema)
      .map(([status]) => Number(status)),
  );
  for (const [statusText, answer] of Object.entries(route.responses)) {
    const status = Number(statusText);
    if (status >= 300) continue;
    const other = isAppRouteOtherResponse(answer);
    const body = other ? answer.body : answer;
    const type = other ? answer.contentType : JSON_TYPE;
    const download = Boolean(meta.download) || (other && type !== JSON_TYPE);
    out[statusText] = {
      description: status === 204 ? 'Done; no body' : (route.summary ?? 'Success'),
      headers: successHeaders(meta, download),
      ...(isZodSchema(body)
        ? { content: { [type]: { schema: toJsonSchema(body, 'output') } } }
        : {}),
    };
  }
  for (const error of errorAnswers(route, meta, shared)) {
    const headers: Obj = { 'x-request-id': ref('headers', 'RequestId') };
    if (error.status === 429) {
      headers['Retry-After'] = ref('headers', 'RetryAfter');
      headers['RateLimit-Limit'] = ref('headers', 'RateLimitLimit');
      headers['RateLimit-Remaining'] = ref('headers', 'RateLimitRemaining');
      headers['RateLimit-Reset'] = ref('headers', 'RateLimitReset');
    }
    if (error.status === 503) headers['Retry-After'] = ref('headers', 'RetryAfter');
    out[String(error.status)] = {
      description: error.description,
      headers,
      content: {
        [JSON_TYPE]: { schema: ref('schemas', 'ErrorBody'), example: error.example },
      },
    };
  }
  return out;
}

function description(route: AppRoute, meta: TRouteMeta): string {
  const parts = [route.description ?? route.summary ?? '', ACCESS_TEXT[accessOf(meta)]];
  const rateLimit = rateLimitOf(meta);
  if (rateLimit) {
    const policy = RATE_LIMIT_POLICIES[rateLimit];
    parts.push(
      `Rate limit '${rateLimit}': ${policy.limit} requests per ${policy.windowSeconds} s per ${policy.by === 'user' ? 'account' : 'client address'} (RateLimit-* headers tell where the caller stands).`,
    );
  }
  return parts.filter(Boolean).join('\n\n');
}

function operation(name: string[], route: AppRoute): Obj {
  const meta = (route.metadata ?? {}) as TRouteMeta;
  const access = accessOf(meta);
  const body = requestBody(route);
  return {
    operationId: name.join('.'),
    tags: [name[0]],
    summary: route.summary ?? sentence(name[name.length - 1]!),
    description: description(route, meta),
    ...(route.deprecated ? { deprecated: true } : {}),
    security: access === 'public' ? [{}, { bearerAuth: [] }] : [{ bearerAuth: [] }],
    parameters: parameters(route),
    ...(body ? { requestBody: body } : {}),
    responses: responses(route, meta),
  };
}

/**
 * The OpenAPI 3.1 document of a ts-rest router, generated from the contract alone: every
 * route with its dotted name as operationId, its area as tag, the bearer scheme unless the
 * route is public, its inputs and answers from the zod schemas, and the errors it can give.
 */
export function buildOpenApiDocument(router: AppRouter): Obj {
  documentRefinedRules();
  const paths: Record<string, Obj> = {};
  const tags = new Set<string>();
  for (const [name, route] of routesOf(router)) {
    const path = route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    paths[path] ??= {};
    const method = route.method.toLowerCase();
    const same = paths[path][method] as Obj | undefined;
    const next = operation(name, route);
    // One path and method with two bodies (POST /admin/imports: JSON or multipart): one
    // operation whose request body has both content types.
    if (same?.requestBody && next.requestBody) {
      const body = same.requestBody as { content: Obj; description?: string };
      const extra = next.requestBody as { content: Obj; description?: string };
      body.content = { ...body.content, ...extra.content };
      if (extra.description) body.description = extra.description;
      continue;
    }
    paths[path][method] = next;
    tags.add(name[0]!);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Injury provider directory API',
      version: '1.0.0',
      summary: 'Directory and reviews of injury-related providers in the US',
      description: [
        'Generated from the ts-rest contract (`packages/contracts`).',
        'Every error answers `{ statusCode, message, error, errors?, requestId? }`; every answer carries `x-request-id` (send your own to correlate logs).',
        'Where the deployment sets API_CLIENT_KEYS, every route but health, the docs and public files also needs the headers `x-api-client` and `x-api-key`.',
      ].join('\n\n'),
      contact: { name: 'API maintainers' },
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/', description: 'The server that serves this document (paths carry /api)' }],
    tags: [...tags].map((name) => ({
      name,
      description: TAG_DESCRIPTIONS[name] ?? `The ${sentence(name).toLowerCase()} routes`,
    })),
    paths,
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The access token answered by sign-in (`Authorization: Bearer <token>`)',
        },
      },
      schemas: { ErrorBody: toJsonSchema(ZErrorBodySchema, 'output') },
      parameters: {
        RequestId: {
          name: 'x-request-id',
          in: 'header',
          required: false,
          description:
            'Your id for this request (1-64 of A-Z a-z 0-9 . _ -), echoed back and logged',
          schema: { type: 'string', pattern: '^[A-Za-z0-9._-]{1,64}$' },
        },
      },
      headers: {
        RequestId: {
          description: 'The id of this request (yours when it was safe to reuse), as logged',
          schema: { type: 'string' },
        },
        RateLimitLimit: {
          description: 'Requests allowed in the current window',
          schema: { type: 'integer', minimum: 0 },
        },
        RateLimitRemaining: {
          description: 'Requests left in the current window',
          schema: { type: 'integer', minimum: 0 },
        },
        RateLimitReset: {
          description: 'Seconds until the window resets',
          schema: { type: 'integer', minimum: 0 },
        },
        RetryAfter: {
          description: 'Seconds to wait before trying again',
          schema: { type: 'integer', minimum: 0 },
        },
        ContentDisposition: {
          description: 'attachment; filename="…": the answer is a file to save',
          schema: { type: 'string' },
        },
      },
    },
  };
}
