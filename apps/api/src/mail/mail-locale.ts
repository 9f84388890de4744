import {
  isLocale,
  MODERATION_REASONS,
  pickLocale,
  type TLocale,
  type TModerationReason,
} from '@app/contracts';

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

/** The published moderation reasons in Spanish (the mails of decisions quote them). */
const MODERATION_REASONS_ES: Record<TModerationReason, string> = {
  real_experience: 'Describe una experiencia real dentro de nuestras reglas',
  disputed_facts: 'Un desacuerdo sobre hechos que los moderadores no pueden resolver',
  no_breach_shown: 'Las pruebas no muestran que se hayan incumplido nuestras reglas',
  fake_or_conflict: 'Es falsa o se escribió con un conflicto de intereses',
  offensive: 'Lenguaje ofensivo',
  private_information: 'Información privada o médica',
  threat_or_harassment: 'Una amenaza o acoso',
  not_real_experience: 'No trata de una experiencia real',
  wrong_provider: 'Trata de otro proveedor',
};

/** A moderation reason's label in the mail's language. */
export function moderationReasonLabel(reason: TModerationReason, locale: TLocale): string {
  return locale === 'es' ? MODERATION_REASONS_ES[reason] : MODERATION_REASONS[reason].label;
}
