import { z } from 'zod';
import { dataEnvelope } from '../common/envelope.schemas.js';

/**
 * Checks a provider's reply to a review before it is published (issue 17, docs/decisions/0030):
 * threats against the reviewer (FTC 16 CFR 465.7(a)) and, for medical and legal categories,
 * details that may identify the patient or client (HIPAA; ABA Formal Opinion 496). It warns
 * and offers a safe wording; it never blocks. The web and the API run this same function.
 */

export const REPLY_WARNING_KINDS = ['threat', 'patient_details', 'client_details'] as const;
export type TReplyWarningKind = (typeof REPLY_WARNING_KINDS)[number];

/** Categories whose replies may not disclose patients' health information. */
export const MEDICAL_CATEGORIES = [
  'Medical Facilities',
  'Chiropractors',
  'MRI/Imaging Centers',
  'Physical Therapists',
] as const;
/** Categories whose replies must keep client confidences. */
export const LEGAL_CATEGORIES = ['Law Firms'] as const;

export const REPLY_CHECK_TEXT = {
  threat: {
    title: 'This reply may read as a threat against the reviewer',
    explain:
      'Threatening a reviewer with legal action, or hinting at it, to get a review changed or removed is against our rules and against the FTC rule on consumer reviews. If you think the review breaks our rules, report it or appeal it instead.',
  },
  patient_details: {
    title: 'This reply may disclose health information about a patient',
    explain:
      'Health-care providers must not confirm that someone is a patient or mention treatment, diagnoses, dates of visits or insurance in a public reply (HIPAA). Invite the person to contact your office instead.',
  },
  client_details: {
    title: 'This reply may disclose confidential client information',
    explain:
      'Lawyers must keep client confidences even when answering a negative review. Do not mention the case, its facts, dates, amounts or advice given; an invitation to talk privately is the safe reply.',
  },
  found: 'Words that raised this warning:',
  suggestion: 'A safer reply you can use instead:',
  useSuggestion: 'Use the safer reply',
  publishAnyway: 'Publish anyway',
  edit: 'Edit my reply',
  heading: 'Before you publish',
} as const;

/** Safe replies by kind: thank, invite to talk privately, disclose nothing. */
export const SAFE_REPLIES: Record<TReplyWarningKind, string> = {
  threat:
    'Thank you for your feedback. We take every concern seriously and would like to understand what happened. Please contact our office directly so that we can talk about it and try to make things right.',
  patient_details:
    'Thank you for your feedback. We value every person who contacts us, and privacy rules do not allow us to discuss anyone’s care in public. Please call our office so that we can talk about your concerns directly.',
  client_details:
    'Thank you for taking the time to share your feedback. Professional obligations prevent us from discussing any matter in public. We would welcome the chance to talk with you privately; please contact our office.',
};

const THREAT_PATTERNS: RegExp[] = [
  /\blaw ?suits?\b/i,
  /\bdefamat(?:ion|ory|ing)\b/i,
  /\bslander(?:ous)?\b/i,
  /\blibel(?:ous|lous)?\b/i,
  /\b(?:we|i)(?:'ll| will| shall| are going to| am going to)? sue\b/i,
  /\bsu(?:e|ing|ed) (?:you|them|him|her)\b/i,
  /\b(?:attorney|lawyer|counsel)s? (?:will|is going to|are going to) (?:contact|be in touch|reach out)/i,
  /\b(?:legal action|legal steps|legal consequences|take (?:you|this) to court|see you in court)\b/i,
  /\bcease and desist\b/i,
  /\b(?:you will|you'll) (?:regret|pay for)\b/i,
  /\bwe know where you\b/i,
];

const MONTHS =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const DATE_PATTERNS: RegExp[] = [
  /\b\d{1,2}[/.-]\d{1,2}(?:[/.-]\d{2,4})?\b/,
  new RegExp(`\\b${MONTHS}\\.? \\d{1,2}(?:st|nd|rd|th)?\\b`, 'i'),
  new RegExp(`\\b\\d{1,2}(?:st|nd|rd|th)? (?:of )?${MONTHS}\\b`, 'i'),
  /\b(?:on|last) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/i,
  /\byour (?:visit|appointment|session|consultation|treatment|meeting) (?:on|in|last)\b/i,
];

const MEDICAL_PATTERNS: RegExp[] = [
  /\b(?:diagnos(?:is|ed|es)|prognosis|prescri(?:bed|ption)|medication|surgery|x-?rays?|mri|ct scan|fracture[sd]?|herniat(?:ed|ion)|whiplash|concussion|sprain(?:ed)?|injur(?:y|ies) to your)\b/i,
  /\byour (?:treatment|therapy|condition|injur(?:y|ies)|scan|chart|records?|insurance|claim|copay|bill|results?|adjustments?|sessions?)\b/i,
  /\b(?:our|my) records (?:show|indicate)\b/i,
  /\byou (?:missed|cancel(?:l)?ed|skipped|did not show up for|no-showed)\b/i,
  /\bas (?:our|a) patient\b/i,
];

const LEGAL_PATTERNS: RegExp[] = [
  /\byour (?:case|claim|settlement|lawsuit|file|matter|deposition|hearing|trial|verdict|retainer|fee agreement|accident)\b/i,
  /\b(?:settle(?:d|ment) for|settlement (?:of|offer)|the (?:insurer|insurance company|adjuster|defendant|judge|court) (?:offered|ruled|said|denied))\b/i,
  /\$\s?\d[\d,.]*/,
  /\bwe (?:advised|told|warned) you\b/i,
  /\bas our client\b/i,
  /\byou (?:signed|refused|rejected|accepted|lied|failed to)\b/i,
];

export interface TReplyWarning {
  kind: TReplyWarningKind;
  /** The words of the reply that matched (at most 5, as written). */
  matches: string[];
  suggestion: string;
}

function matchesOf(text: string, patterns: RegExp[]): string[] {
  const found: string[] = [];
  for (const pattern of patterns) {
    const m = pattern.exec(text);
    if (m && !found.includes(m[0])) found.push(m[0]);
  }
  return found.slice(0, 5);
}

export function isMedicalCategory(category: string): boolean {
  return (MEDICAL_CATEGORIES as readonly string[]).includes(category);
}
export function isLegalCategory(category: string): boolean {
  return (LEGAL_CATEGORIES as readonly string[]).includes(category);
}

/** The warnings of a reply written by a provider of `category` (empty: nothing found). */
export function checkReply(text: string, category: string): TReplyWarning[] {
  const warnings: TReplyWarning[] = [];
  const threats = matchesOf(text, THREAT_PATTERNS);
  if (threats.length > 0)
    warnings.push({ kind: 'threat', matches: threats, suggestion: SAFE_REPLIES.threat });
  const dates = matchesOf(text, DATE_PATTERNS);
  if (isMedicalCategory(category)) {
    const found = [...dates, ...matchesOf(text, MEDICAL_PATTERNS)].slice(0, 5);
    if (found.length > 0)
      warnings.push({
        kind: 'patient_details',
        matches: found,
        suggestion: SAFE_REPLIES.patient_details,
      });
  } else if (isLegalCategory(category)) {
    const found = [...dates, ...matchesOf(text, LEGAL_PATTERNS)].slice(0, 5);
    if (found.length > 0)
      warnings.push({
        kind: 'client_details',
        matches: found,
        suggestion: SAFE_REPLIES.client_details,
      });
  }
  return warnings;
}

export const ZReplyWarningSchema = z.object({
  kind: z.enum(REPLY_WARNING_KINDS),
  matches: z.array(z.string()),
  suggestion: z.string(),
});
export const ZReplyCheckResponseSchema = dataEnvelope(
  z.object({ warnings: z.array(ZReplyWarningSchema) }),
);
