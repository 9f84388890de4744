import {
  isLocale,
  MODERATION_REASONS,
  pickLocale,
  type TLocale,
  type TModerationReason,
} from '@app/contracts';
import { translateMessage } from '@app/contracts/i18n-es';

/**
 * The language of a mail (issue 19): the recipient account's own language when set; else,
 * when the recipient is the person acting (registration, forgot password, email change), the
 * language of their request (its Accept-Language); else English. A mail to someone else (a
 * provider's lead, an admin's decision) passes no header and so falls back to English.
 */
export function mailLocale(
  recipientLanguage: string | null | undefined,
  requestAcceptLanguage?: string | string[] | null,
): TLocale {
  if (isLocale(recipientLanguage)) return recipientLanguage;
  const header = Array.isArray(requestAcceptLanguage)
    ? requestAcceptLanguage.join(',')
    : requestAcceptLanguage;
  return header ? pickLocale(header) : 'en';
}

/** A moderation reason's label in the mail's language. */
export function moderationReasonLabel(reason: TModerationReason, locale: TLocale): string {
  return translateMessage(MODERATION_REASONS[reason].label, locale);
}
