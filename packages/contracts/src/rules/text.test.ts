import { describe, expect, it } from 'vitest';
import type { ZodTypeAny } from 'zod';
import {
  MESSAGES,
  multiLineText,
  singleLineText,
  textProblem,
  ZAccountProfileBodySchema,
  ZCreateLeadBodySchema,
  zDescription,
  zEmail,
  zFirstName,
  zLoginPassword,
  zNewPassword,
  ZProvidersQuerySchema,
  zReviewText,
  ZSaveMiniSiteBodySchema,
  ZUpdateProviderBodySchema,
} from '../index.js';

/** Every issue of a parse as `path: message`, or [] when the value passes. */
function issues(schema: ZodTypeAny, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

const BAD = MESSAGES.textInvalidCharacters;
const ONE_LINE = MESSAGES.textSingleLine;
const LONG = 'A careful team that explained every step and kept every appointment on time. '
  .repeat(2)
  .trim();

describe('textProblem: what no text may carry', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['bell', 'a\u0007b'],
    ['escape', '\u001b[2J'],
    ['vertical tab', 'a\u000bb'],
    ['form feed', 'a\u000cb'],
    ['DEL', 'a\u007fb'],
    ['C1 control', 'a\u0085b'],
    ['lone high surrogate', 'a\uD800b'],
    ['lone high surrogate at the end', 'a\uD83D'],
    ['lone low surrogate', '\uDC00b'],
    ['reversed pair', '\uDC00\uD800'],
  ])('refuses %s in any text', (_name, text) => {
    expect(textProblem(text, 'single-line')).toBe(BAD);
    expect(textProblem(text, 'multi-line')).toBe(BAD);
  });

  it.each([
    ['tab', 'a\tb'],
    ['line feed', 'a\nb'],
    ['carriage return', 'a\rb'],
    ['CRLF', 'a\r\nb'],
    ['line separator', 'a\u2028b'],
    ['paragraph separator', 'a\u2029b'],
    ['left-to-right embedding', '\u202Aabc'],
    ['right-to-left override', 'evil\u202Etxt.exe'],
    ['pop directional formatting', 'abc\u202C'],
    ['first strong isolate', '\u2068abc\u2069'],
  ])('refuses %s on one line and keeps it in multi-line text', (_name, text) => {
    expect(textProblem(text, 'single-line')).toBe(ONE_LINE);
    expect(textProblem(text, 'multi-line')).toBeNull();
  });

  it.each([
    'Plain words',
    'Zoë Saldaña-Núñez',
    'Ünïcödé 日本語 العربية עברית',
    'Emoji 💥🧨 and flags 🇺🇸',
    'Zero\u200Bwidth and\u00A0no-break spaces',
    "O'Brien & Sons <law>",
  ])('accepts ordinary text: %s', (text) => {
    expect(textProblem(text, 'single-line')).toBeNull();
    expect(textProblem(text, 'multi-line')).toBeNull();
  });
});

describe('singleLineText and multiLineText', () => {
  it('normalise to NFC and trim what they keep', () => {
    const decomposed = '  Zoe\u0308  ';
    expect(singleLineText().parse(decomposed)).toBe('Zoë');
    expect(multiLineText().parse(` ${decomposed}\r\nline two\rthree \n`)).toBe(
      'Zoë  \nline two\nthree',
    );
    expect(zFirstName.parse(' Zoe\u0308 ')).toBe('Zoë');
  });

  it('answer one issue, the text rule, for unsafe text: no field rule runs on it', () => {
    expect(issues(zFirstName, 'Sam\u0000')).toEqual([`: ${BAD}`]);
    expect(issues(zFirstName, 'Sam\nLee')).toEqual([`: ${ONE_LINE}`]);
    expect(issues(zEmail, 'a\u0000@b.example')).toEqual([`: ${BAD}`]);
    expect(issues(zReviewText, 'short \u0000')).toEqual([`: ${BAD}`]);
  });

  it("keep every spec message for ordinary text, in the field's own order", () => {
    expect(issues(zReviewText, 'x'.repeat(99))).toEqual([`: ${MESSAGES.reviewMin}`]);
    expect(issues(zReviewText, `${'x'.repeat(99)}\n`)).toEqual([`: ${MESSAGES.reviewMin}`]);
    expect(issues(zDescription, '')).toEqual([`: ${MESSAGES.descriptionRequired}`]);
    expect(issues(zDescription, '   ')).toEqual([`: ${MESSAGES.descriptionMin}`]);
    expect(issues(zFirstName, '   ')).toEqual([`: ${MESSAGES.firstNameRequired}`]);
    expect(issues(zFirstName, undefined)).toEqual([`: ${MESSAGES.firstNameRequired}`]);
    expect(issues(zEmail, 'nope')).toEqual([`: ${MESSAGES.emailFormat}`]);
    expect(issues(ZSaveMiniSiteBodySchema, { url: 'My Site' })).toEqual([
      `url: ${MESSAGES.miniSiteUrlFormat}`,
    ]);
  });

  it('keep multi-line text as written, with LF line breaks', () => {
    const text = `${LONG}\r\n\r\n\tThanks,\r\nSam`;
    expect(zReviewText.parse(text)).toBe(`${LONG}\n\n\tThanks,\nSam`);
  });

  it('leave secrets as typed: no trimming or normalising, but no control characters', () => {
    expect(zLoginPassword.parse('  Zoe\u0308#1 ')).toBe('  Zoe\u0308#1 ');
    expect(issues(zLoginPassword, 'Strong#Pass1\u0000')).toEqual([`: ${BAD}`]);
    expect(issues(zNewPassword, 'Strong#Pass1\uD800')).toEqual([`: ${BAD}`]);
  });

  it('name the field inside objects, lists and JSON-stored parts', () => {
    const day = { enabled: true, startTime: '09:00', endTime: '17:00' };
    const hours = Object.fromEntries(
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
        d,
        day,
      ]),
    );
    expect(
      issues(ZUpdateProviderBodySchema, {
        workingHours: { ...hours, friday: { ...day, endTime: '17:00\uD800' } },
      }),
    ).toEqual([`workingHours.friday.endTime: ${BAD}`]);
    expect(
      issues(ZSaveMiniSiteBodySchema, {
        url: 'harbor-law',
        buttons: [{ name: 'Book\u202E', url: 'https://example.com' }],
      }),
    ).toEqual([`buttons.0.name: ${ONE_LINE}`]);
    expect(
      issues(ZCreateLeadBodySchema, { name: 'Sam', email: 's@example.com', options: ['a\u0000'] }),
    ).toEqual([`options.0: ${BAD}`]);
    expect(
      issues(ZAccountProfileBodySchema, { firstName: 'Sam', lastName: 'Lee', city: '\u0000' }),
    ).toEqual([`city: ${BAD}`]);
    expect(issues(ZProvidersQuerySchema, { q: 'law\u0000' })).toEqual([`q: ${BAD}`]);
  });

  it('profile tags refuse unsafe text given as a string or as a list', () => {
    expect(issues(ZUpdateProviderBodySchema, { profileTags: 'a, b\u0000' })).toEqual([
      `profileTags: ${BAD}`,
    ]);
    expect(issues(ZUpdateProviderBodySchema, { profileTags: ['a', 'b\u0000'] })).not.toEqual([]);
    expect(ZUpdateProviderBodySchema.parse({ profileTags: 'Zoe\u0308, b' }).profileTags).toEqual([
      'Zoë',
      'b',
    ]);
  });
});
