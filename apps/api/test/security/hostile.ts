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

/** `{"__proto__": …, "constructor": …}` spliced into a JSON object text. */
export function withPrototypeKeys(json: string): string {
  const extra =
    '"__proto__":{"roles":["admin"],"isAdmin":true},"constructor":{"prototype":{"x":1}}';
  if (json === '{}') return `{${extra}}`;
  return json.startsWith('{') ? `{${extra},${json.slice(1)}` : json;
}
