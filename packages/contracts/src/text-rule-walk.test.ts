import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { describe, expect, it } from 'vitest';
import { z, type ZodTypeAny } from 'zod';
import { contract, singleLineText, multiLineText, textRuleOf } from './index.js';

/**
 * Every string a request carries goes through the one text rule (issue 43, docs/decisions/0018):
 * this walks the whole contract — every route's path parameters, query, headers and body —
 * and names each string schema that does not pass through `singleLineText` / `multiLineText`.
 * A route with `:params` in its path and no `pathParams` schema leaves them unchecked strings
 * too. Multipart bodies (`c.type<>()`) have no runtime schema: their text fields are checked
 * where they are parsed.
 */

type Leaf = string;

/** `where` of every string leaf of `schema` that no text rule covers. */
function uncovered(schema: unknown, where: string): Leaf[] {
  if (!(schema instanceof z.ZodType)) return [];
  const s = schema as ZodTypeAny;
  if (textRuleOf(s)) return [];
  const def = s._def as { typeName?: string } & Record<string, unknown>;
  switch (def.typeName) {
    case z.ZodFirstPartyTypeKind.ZodString:
      return [where];
    case z.ZodFirstPartyTypeKind.ZodObject:
      return [
        ...Object.entries((s as z.AnyZodObject).shape).flatMap(([key, value]) =>
          uncovered(value, `${where}.${key}`),
        ),
        ...uncovered(def.catchall, `${where}[other keys]`),
      ];
    case z.ZodFirstPartyTypeKind.ZodArray:
      return uncovered(def.type, `${where}[]`);
    case z.ZodFirstPartyTypeKind.ZodSet:
      return uncovered(def.valueType, `${where}[]`);
    case z.ZodFirstPartyTypeKind.ZodTuple:
      return [
        ...(def.items as ZodTypeAny[]).flatMap((item, i) => uncovered(item, `${where}[${i}]`)),
        ...uncovered(def.rest, `${where}[…]`),
      ];
    case z.ZodFirstPartyTypeKind.ZodRecord:
    case z.ZodFirstPartyTypeKind.ZodMap:
      return [
        ...uncovered(def.keyType, `${where}{key}`),
        ...uncovered(def.valueType, `${where}{value}`),
      ];
    case z.ZodFirstPartyTypeKind.ZodUnion:
    case z.ZodFirstPartyTypeKind.ZodDiscriminatedUnion:
      return [...new Set((def.options as ZodTypeAny[]).flatMap((o) => uncovered(o, where)))];
    case z.ZodFirstPartyTypeKind.ZodIntersection:
      return [...uncovered(def.left, where), ...uncovered(def.right, where)];
    case z.ZodFirstPartyTypeKind.ZodOptional:
    case z.ZodFirstPartyTypeKind.ZodNullable:
    case z.ZodFirstPartyTypeKind.ZodReadonly:
      return uncovered(def.innerType, where);
    case z.ZodFirstPartyTypeKind.ZodDefault:
    case z.ZodFirstPartyTypeKind.ZodCatch:
      return uncovered(def.innerType, where);
    case z.ZodFirstPartyTypeKind.ZodBranded:
      return uncovered(def.type, where);
    case z.ZodFirstPartyTypeKind.ZodLazy:
      return uncovered((def.getter as () => ZodTypeAny)(), where);
    case z.ZodFirstPartyTypeKind.ZodEffects:
      // A refine or transform: what reaches it is the inner schema's input.
      return uncovered(def.schema, where);
    case z.ZodFirstPartyTypeKind.ZodPipeline:
      // The input side meets the request's string first.
      return uncovered(def.in, where);
    default:
      // Numbers, booleans, dates, enums, literals, files: no free text.
      return [];
  }
}

/** Every route of `router` with its dotted name. */
function routesOf(router: AppRouter, prefix = ''): Array<[string, AppRoute]> {
  return Object.entries(router).flatMap(([key, value]) =>
    isAppRoute(value)
      ? [[`${prefix}${key}`, value] as [string, AppRoute]]
      : routesOf(value as AppRouter, `${prefix}${key}.`),
  );
}

/** `METHOD /path (contract.name) part.field` of every string in `route` that skips the rule. */
function routeProblems(name: string, route: AppRoute): string[] {
  const label = `${route.method} ${route.path} (contract.${name})`;
  const problems: string[] = [];
  const params = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  if (params.length && !(route.pathParams instanceof z.ZodType))
    problems.push(`${label} path params ${params.join(', ')}: no pathParams schema`);
  else problems.push(...uncovered(route.pathParams, 'path').map((w) => `${label} ${w}`));
  if ('query' in route)
    problems.push(...uncovered(route.query, 'query').map((w) => `${label} ${w}`));
  problems.push(...uncovered(route.headers, 'headers').map((w) => `${label} ${w}`));
  if ('body' in route) problems.push(...uncovered(route.body, 'body').map((w) => `${label} ${w}`));
  return problems;
}

describe('the text rule covers every string of every route', () => {
  it('the walk finds plain strings, wherever they hide, and passes the rule’s own', () => {
    const c = z.object({
      ok: singleLineText(),
      okToo: multiLineText(z.string().max(10)).optional().describe('kept mark'),
      okUuid: singleLineText(z.string().uuid()),
      bad: z.string(),
      list: z.array(z.string().min(1)).optional(),
      nested: z.object({ deep: z.string().uuid().nullable() }),
      either: z.union([z.number(), z.string()]),
      piped: z.string().pipe(z.coerce.number()),
      refined: z.string().refine((v) => v !== 'x'),
      choice: z.enum(['a', 'b']),
      n: z.coerce.number(),
    });
    expect(uncovered(c, 'body')).toEqual([
      'body.bad',
      'body.list[]',
      'body.nested.deep',
      'body.either',
      'body.piped',
      'body.refined',
    ]);
    expect(
      routeProblems('x', {
        method: 'GET',
        path: '/api/things/:id',
        responses: {},
      } as AppRoute),
    ).toEqual(['GET /api/things/:id (contract.x) path params id: no pathParams schema']);
  });

  it('every route’s path params, query, headers and body', () => {
    const problems = routesOf(contract).flatMap(([name, route]) => routeProblems(name, route));
    // Each line names the route and the field whose schema skips singleLineText/multiLineText.
    expect(problems).toEqual([]);
  });
});
