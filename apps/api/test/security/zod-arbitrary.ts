import * as contracts from '@app/contracts';
import fc from 'fast-check';
import type { ZodTypeAny } from 'zod';

/**
 * A fast-check arbitrary of values shaped like a zod 3 schema (docs/decisions/0011). It
 * follows the schema's structure and its length, range, format and enum constraints, so
 * most generated values pass validation and reach the handler; refinements are not
 * solved, so some do not (which the fuzzer wants too). Unknown node kinds fall back to
 * any JSON value, so a new zod construct never breaks the fuzzer.
 */
export function zodArbitrary(schema: ZodTypeAny, depth = 0): fc.Arbitrary<unknown> {
  const arb = structural(schema, depth);
  return isComposite(schema) ? arb : bestOf(schema, arb);
}

const WRAPPERS = ['ZodOptional', 'ZodNullable', 'ZodDefault', 'ZodCatch', 'ZodReadonly'];

/** Objects, arrays and the like (under any wrappers): their parts are picked, not them. */
function isComposite(schema: ZodTypeAny): boolean {
  const def = schema._def as Record<string, unknown> & { typeName?: string };
  if (WRAPPERS.includes(def.typeName ?? '')) return isComposite(def.innerType as ZodTypeAny);
  if (def.typeName === 'ZodEffects') return isComposite(def.schema as ZodTypeAny);
  if (def.typeName === 'ZodPipeline') return isComposite(def.in as ZodTypeAny);
  return ['ZodObject', 'ZodArray', 'ZodRecord', 'ZodTuple', 'ZodIntersection'].includes(
    def.typeName ?? '',
  );
}

/** Draws a few candidates and keeps the first the schema accepts (else the first). */
function bestOf(schema: ZodTypeAny, arb: fc.Arbitrary<unknown>, n = 12): fc.Arbitrary<unknown> {
  return fc
    .array(arb, { minLength: n, maxLength: n })
    .map((values) => values.find((v) => schema.safeParse(v).success) ?? values[0]);
}

function structural(schema: ZodTypeAny, depth: number): fc.Arbitrary<unknown> {
  const def = schema._def as Record<string, unknown> & { typeName?: string };
  if (depth > 8) return fc.constant(null);
  /** Same value, another wrapper: no second round of picking. */
  const inner = (s: unknown) => structural(s as ZodTypeAny, depth + 1);
  switch (def.typeName) {
    case 'ZodString':
      return stringArbitrary(def.checks as Check[]);
    case 'ZodNumber':
      return numberArbitrary(def.checks as Check[]);
    case 'ZodBigInt':
      return fc.bigInt().map(String);
    case 'ZodBoolean':
      return fc.boolean();
    case 'ZodDate':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
    case 'ZodLiteral':
      return fc.constant(def.value);
    case 'ZodEnum':
      return fc.constantFrom(...(def.values as string[]));
    case 'ZodNativeEnum':
      return fc.constantFrom(...Object.values(def.values as object));
    case 'ZodNull':
      return fc.constant(null);
    case 'ZodUndefined':
    case 'ZodVoid':
      return fc.constant(undefined);
    case 'ZodOptional':
      return fc.option(inner(def.innerType), { nil: undefined, freq: 4 });
    case 'ZodNullable':
      return fc.option(inner(def.innerType), { nil: null, freq: 4 });
    case 'ZodDefault':
    case 'ZodCatch':
    case 'ZodReadonly':
    case 'ZodBranded':
      return inner(def.innerType ?? def.type);
    case 'ZodEffects':
      return inner(def.schema);
    case 'ZodPipeline':
      return inner(def.in);
    case 'ZodLazy':
      return inner((def.getter as () => ZodTypeAny)());
    case 'ZodArray': {
      const min = (def.minLength as { value: number } | null)?.value ?? 0;
      const max = (def.maxLength as { value: number } | null)?.value ?? min + 3;
      const exact = (def.exactLength as { value: number } | null)?.value;
      return fc.array(zodArbitrary(def.type as ZodTypeAny, depth + 1), {
        minLength: exact ?? min,
        maxLength: exact ?? Math.min(max, min + 4),
      });
    }
    case 'ZodObject': {
      const shape = (def.shape as () => Record<string, ZodTypeAny>)();
      const entries = Object.entries(shape).map(([key, s]) => [key, zodArbitrary(s, depth + 1)]);
      return fc.record(Object.fromEntries(entries) as Record<string, fc.Arbitrary<unknown>>);
    }
    case 'ZodRecord':
      return fc.dictionary(
        fc.string({ maxLength: 8 }),
        zodArbitrary(def.valueType as ZodTypeAny, depth + 1),
        { maxKeys: 3 },
      );
    case 'ZodUnion':
    case 'ZodDiscriminatedUnion': {
      const options = def.options as ZodTypeAny[] | Map<unknown, ZodTypeAny>;
      const list = options instanceof Map ? [...options.values()] : options;
      return fc.oneof(...list.map((o) => zodArbitrary(o, depth + 1)));
    }
    case 'ZodIntersection':
      return fc
        .tuple(inner(def.left), inner(def.right))
        .map(([a, b]) => (isObject(a) && isObject(b) ? { ...a, ...b } : a));
    case 'ZodTuple':
      return fc.tuple(...(def.items as ZodTypeAny[]).map((s) => zodArbitrary(s, depth + 1)));
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

interface Check {
  kind: string;
  value?: number;
  regex?: RegExp;
  inclusive?: boolean;
}

/** Free text that often satisfies "at least N characters" refinements. */
const sentence = fc
  .array(fc.constantFrom('care', 'Miami', 'team', 'honest', 'on time', 'clear', 'bill'), {
    minLength: 3,
    maxLength: 40,
    size: 'max',
  })
  .map((words) => words.join(' '));

/**
 * Every string listed in an exported array of the contracts package (provider types,
 * categories, states, sorts...): what `refine(v => LIST.includes(v))` rules accept.
 */
const KNOWN_STRINGS = [
  ...new Set(
    Object.values(contracts as Record<string, unknown>)
      .filter((v): v is unknown[] => Array.isArray(v))
      .flat()
      .filter((v): v is string => typeof v === 'string' && v.length > 0 && v.length <= 100),
  ),
];

const digits = (n: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));

/** Common formats: e-mail, phone, URL, ZIP, password-like, date. */
const formats = fc.oneof(
  digits(6).map((h) => `u${h}@example.com`),
  digits(7).map((d) => `+1 305 ${d.slice(0, 3)}-${d.slice(3)}`),
  digits(4).map((d) => `https://example.com/p/${d}`),
  digits(5),
  digits(4).map((d) => `Strong#Pass${d}word`),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
);

function stringArbitrary(checks: Check[] = []): fc.Arbitrary<string> {
  const has = (kind: string) => checks.find((c) => c.kind === kind);
  let min = has('min')?.value ?? has('length')?.value ?? 0;
  let max = has('max')?.value ?? has('length')?.value ?? Math.max(min + 40, 200);
  if (min > max) [min, max] = [max, min];
  const fit = (a: fc.Arbitrary<string>) => a.filter((s) => s.length >= min && s.length <= max);
  if (has('uuid')) return fc.uuid();
  if (has('email'))
    return fc.oneof(
      fit(fc.emailAddress()),
      fc
        .string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 3, maxLength: 12 })
        .map((h) => `u${h}@example.com`),
    );
  if (has('url')) return fit(fc.webUrl());
  if (has('datetime')) return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  const regex = has('regex')?.regex;
  if (regex) return fc.oneof(fit(fc.stringMatching(regex)), fc.string({ maxLength: max }));
  return fc.oneof(
    fc.string({ minLength: min, maxLength: Math.min(max, min + 40) }),
    fit(sentence.map((s) => s.slice(0, max))),
    { weight: 3, arbitrary: fit(formats) },
    ...(KNOWN_STRINGS.length
      ? [{ weight: 2, arbitrary: fit(fc.constantFrom(...KNOWN_STRINGS)) }]
      : []),
    fc.string({ minLength: min, maxLength: Math.min(max, min + 20), unit: 'grapheme' }),
  );
}

function numberArbitrary(checks: Check[] = []): fc.Arbitrary<number> {
  const has = (kind: string) => checks.find((c) => c.kind === kind);
  const min = has('min')?.value ?? -1_000_000;
  const max = has('max')?.value ?? 1_000_000;
  if (has('int')) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
