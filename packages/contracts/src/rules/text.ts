import { z } from 'zod';
import { MIN_LONG_TEXT, POST_TEXT_MAX } from '../constants.js';
import { MESSAGES } from './messages.js';
import { FIELD_MESSAGE_TEMPLATES } from './api-messages.js';

/**
 * Text safety (docs/decisions/0018): one rule for every text a request carries.
 *
 * Refused everywhere: C0 control characters other than tab and line feed (a carriage return
 * counts as a line break), DEL, C1 controls and lone surrogates (half of a UTF-16 pair: no
 * UTF-8 form; PostgreSQL refuses NUL in text and lone surrogates in JSON).
 * Refused in single-line text as well: tabs, line breaks (CR, LF, U+2028/2029) and the bidi
 * embedding, override and isolate controls (U+202A-U+202E, U+2066-U+2069) that disguise text.
 */
// With the u flag a surrogate pair is one code point, so the class matches lone halves only.
const CONTROL_OR_LONE_SURROGATE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uD800-\uDFFF]/u;
const LINE_BREAK_TAB_OR_BIDI = /[\t\n\r\u2028\u2029\u202A-\u202E\u2066-\u2069]/;

export type TextKind = 'single-line' | 'multi-line';

/** Multi-line text keeps its line breaks as LF: CRLF (multipart forms) and lone CR become LF. */
function unifyLineBreaks(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

/** The message for unsafe text, or null when the text is safe for a field of this kind. */
export function textProblem(text: string, kind: TextKind): string | null {
  const checked = kind === 'multi-line' ? unifyLineBreaks(text) : text;
  if (CONTROL_OR_LONE_SURROGATE.test(checked)) return MESSAGES.textInvalidCharacters;
  if (kind === 'single-line' && LINE_BREAK_TAB_OR_BIDI.test(checked))
    return MESSAGES.textSingleLine;
  return null;
}

export interface TextOptions {
  /**
   * Keep the characters exactly as sent (passwords, tokens): checked for safety only, with
   * no trimming or normalisation, so an existing secret still matches.
   */
  verbatim?: boolean;
}

function textRule<T extends z.ZodTypeAny>(
  kind: TextKind,
  schema: T,
  { verbatim = false }: TextOptions,
): z.ZodEffects<T, z.output<T>, z.input<T>> {
  // The safety check runs first and alone (a fatal issue stops the field there), so that an
  // ordinary text meets the field's own rules and messages exactly as before. Kept text is
  // NFC and trimmed first; a blank text is left to the field's own rules as it was sent
  // (so "   " still gets the message it always got).
  const rule = z.preprocess((value, ctx) => {
    if (typeof value !== 'string') return value;
    const problem = textProblem(value, kind);
    if (problem) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem, fatal: true });
      return value;
    }
    if (verbatim) return value;
    const text = (kind === 'multi-line' ? unifyLineBreaks(value) : value).normalize('NFC');
    return text.trim() === '' ? text : text.trim();
  }, schema) as unknown as z.ZodEffects<T, z.output<T>, z.input<T>>;
  // The mark the contract walk looks for (text-rule.test.ts); on the definition, so a copy
  // (`.describe()`, `.openapi()`) keeps it.
  (rule._def as TextRuleDef)[TEXT_RULE] = kind;
  return rule;
}

const TEXT_RULE = Symbol.for('injurypros.textRule');
type TextRuleDef = { [TEXT_RULE]?: TextKind };

/** The kind of text `schema` is when it is this rule's own schema (not one wrapping it). */
export function textRuleOf(schema: z.ZodTypeAny): TextKind | undefined {
  return (schema._def as TextRuleDef)[TEXT_RULE];
}

/**
 * A single-line text field (names, titles, emails, search text, URLs...): `schema` holds the
 * field's own rules and messages (default: any string).
 */
export function singleLineText<T extends z.ZodTypeAny = z.ZodString>(
  schema: T = z.string() as unknown as T,
  options: TextOptions = {},
) {
  return textRule('single-line', schema, options);
}

/** A multi-line text field (reviews, responses, appeals, posts, descriptions, messages). */
export function multiLineText<T extends z.ZodTypeAny = z.ZodString>(
  schema: T = z.string() as unknown as T,
  options: TextOptions = {},
) {
  return textRule('multi-line', schema, options);
}

/**
 * An identifier or token from a request (ids, codes, slugs): checked for safety like any text
 * and then kept exactly as sent (no trimming), `schema` holding its format.
 */
export function identifierText<T extends z.ZodTypeAny>(schema: T) {
  return singleLineText(schema, { verbatim: true });
}

/** A UUID from a request: a path parameter, a query value, an id in a body. */
export function zUuid(message?: string) {
  return identifierText(z.string().uuid(message));
}

/** Upper bound for long free text, so no field can carry megabytes. */
export const LONG_TEXT_MAX = 5000;

/** Length as a person counts it: surrounding space does not count toward a minimum. */
export function countedLength(text: string): number {
  return text.trim().length;
}

export function longText(minMessage: string, min: number = MIN_LONG_TEXT) {
  return z
    .string({ required_error: minMessage })
    .refine((v) => countedLength(v) >= min, minMessage)
    .refine(
      (v) => v.length <= LONG_TEXT_MAX,
      FIELD_MESSAGE_TEMPLATES.atMostCharacters(LONG_TEXT_MAX),
    );
}

export const zReviewText = multiLineText(longText(MESSAGES.reviewMin));
export const zResponseText = multiLineText(longText(MESSAGES.responseMin));
export const zAppealText = multiLineText(longText(MESSAGES.appealMin));
export const zDescription = multiLineText(
  z
    .string({ required_error: MESSAGES.descriptionRequired })
    .min(1, MESSAGES.descriptionRequired)
    .pipe(longText(MESSAGES.descriptionMin)),
);

export const zPostText = multiLineText(z.string().max(POST_TEXT_MAX, MESSAGES.postMax));
