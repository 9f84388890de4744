import fc from 'fast-check';

/** Strings that have broken servers before: injections, traversal, encodings, sizes. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uFFFF\uFFFE',
  '\u202Eevil',
  '💥🧨'.repeat(50),
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '%',
  '%E0%A4%A',
  "' OR '1'='1' --",
  '1; DROP TABLE users; --',
  '\\',
  '"',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '99999999999999999999999999',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  'x'.repeat(300),
  'y'.repeat(70_000),
  // Text that must never reach a database or a mail header (docs/decisions/0018).
  'Jane\u0000Doe',
  '\uDC00',
  'a\uD83D',
  '\uDC00\uD800',
  'Bell\u0007 and escape\u001b[2J',
  'C1\u0085control',
  'invoice\u202Efdp.exe',
  '\u2066isolate\u2069',
  '\u202Aembedding\u202C',
  'Jane\r\nBcc: victim@example.com',
  'line\nbreak',
  'carriage\rreturn',
  'tab\tseparated',
  '\u2028separator\u2029',
  // Numbers past what a double or a bigint column holds.
  '1e400',
  '-1e400',
  '1e-400',
  '9'.repeat(400),
];

/** Characters that a text field must refuse, spliced into otherwise valid text. */
export const UNSAFE_TEXT = [
  '\u0000',
  '\uD800',
  '\uDFFF',
  '\u0007',
  '\u001b',
  '\u007f',
  '\u009b',
  '\u202E',
  '\u2067',
  '\r\n',
  '\n',
  '\r',
  '\t',
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
);

/** Values of the wrong type or size for any field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    -0,
    1.5,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    [],
    {},
    [null],
    { $gt: '' },
    { __proto__: null, toString: 'x' },
  ),
  fc.array(hostileString, { maxLength: 3 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** A JSON text nested `depth` levels deep. */
export function deepJson(depth: number): string {
  return '['.repeat(depth) + ']'.repeat(depth);
}

/** Raw request bodies that are not what a JSON API expects. */
export const hostileRawBody: fc.Arbitrary<{ text: string; contentType: string }> = fc.constantFrom(
  { text: '{"a":', contentType: 'application/json' },
  { text: "{'a': 1}", contentType: 'application/json' },
  { text: 'null', contentType: 'application/json' },
  { text: '"just a string"', contentType: 'application/json' },
  { text: '12345678901234567890123456789', contentType: 'application/json' },
  { text: '\u0000\u0001\u0002', contentType: 'application/json' },
  { text: deepJson(5000), contentType: 'application/json' },
  { text: '{"__proto__":{"isAdmin":true,"roles":["admin"]}}', contentType: 'application/json' },
  { text: '{"constructor":{"prototype":{"isAdmin":true}}}', contentType: 'application/json' },
  { text: 'a=1&b[c]=2&__proto__[x]=1', contentType: 'application/x-www-form-urlencoded' },
  {
    text: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
    contentType: 'application/xml',
  },
  { text: 'plain words', contentType: 'text/plain' },
  {
    text: '--b\r\nContent-Disposition: form-data; name="file"\r\n\r\nxx',
    contentType: 'multipart/form-data; boundary=b',
  },
  { text: 'garbage', contentType: 'multipart/form-data' },
  { text: '{"a":1}', contentType: 'application/json; charset=utf-7' },
  { text: '{"a":1}', contentType: 'application/json; charset=klingon' },
  { text: '{"a":1}', contentType: '' },
);

/** Places `text` in the middle of the `n`-th string of a JSON value (counting round). */
export function spliceIntoString(value: unknown, text: string, n: number): unknown {
  const leaves: string[][] = [];
  const walk = (v: unknown, path: string[]) => {
    if (typeof v === 'string') leaves.push(path);
    else if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...path, String(i)]));
    else if (v && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) walk(x, [...path, k]);
  };
  walk(value, []);
  if (leaves.length === 0) return typeof value === 'string' ? value + text : value;
  const target = leaves[n % leaves.length]!.join('\u0001');
  const rebuild = (v: unknown, path: string[]): unknown => {
    if (typeof v === 'string' && path.join('\u0001') === target) {
      const mid = Math.floor(v.length / 2);
      return v.slice(0, mid) + text + v.slice(mid);
    }
    if (Array.isArray(v)) return v.map((x, i) => rebuild(x, [...path, String(i)]));
    if (v && typeof v === 'object')
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, rebuild(x, [...path, k])]));
    return v;
  };
  return rebuild(value, []);
}

/** Number literals no JSON.stringify writes: beyond a double, beyond any integer column. */
export const HUGE_NUMBERS = [
  '1e400',
  '-1e400',
  '1e-400',
  '123456789012345678901234567890',
  '-99999999999999999999999999999999999999',
  '9007199254740993',
  '0.1e2147483648',
];

/** A JSON text of `value` with every number written as `literal`. */
export function withHugeNumbers(value: unknown, literal: string): string {
  const mark = '\u0001number\u0001';
  const text = JSON.stringify(value, (_k, v: unknown) => (typeof v === 'number' ? mark : v));
  return (text ?? 'null').split(JSON.stringify(mark)).join(literal);
}

/**
 * `__proto__` and `constructor` keys added to every object of a JSON value, as own keys
 * (what JSON.parse makes of them): hours, lead forms and buttons are stored as JSON.
 */
export function withNestedPrototypeKeys(value: unknown): string {
  const add = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(add);
    if (!v || typeof v !== 'object') return v;
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) out[k] = add(x);
    Object.defineProperty(out, '__proto__', {
      value: { roles: ['admin'], isAdmin: true, polluted: 'yes' },
      enumerable: true,
    });
    Object.defineProperty(out, 'constructor', {
      value: { prototype: { polluted: 'yes' } },
      enumerable: true,
    });
    return out;
  };
  return JSON.stringify(add(value)) ?? 'null';
}

/** `{"__proto__": …, "constructor": …}` spliced into a JSON object text. */
export function withPrototypeKeys(json: string): string {
  const extra =
    '"__proto__":{"roles":["admin"],"isAdmin":true},"constructor":{"prototype":{"x":1}}';
  if (json === '{}') return `{${extra}}`;
  return json.startsWith('{') ? `{${extra},${json.slice(1)}` : json;
}
