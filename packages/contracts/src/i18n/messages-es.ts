import { MESSAGES } from '../rules/messages.js';
import { pairMessages, translateWith, type MessageTranslations } from './translate.js';
import type { TLocale } from './locales.js';

/**
 * Spanish of every shared message (issue 19). Written for people in the US who were just
 * hurt: natural, plain Spanish, not word for word. A missing key fails the type check.
 */
export const MESSAGES_ES: Record<keyof typeof MESSAGES, string> = {
  // filled in by the API work of issue 19
} as Record<keyof typeof MESSAGES, string>;

export const SPANISH: MessageTranslations = {
  exact: new Map([...pairMessages(MESSAGES, MESSAGES_ES)].filter(([, es]) => es !== undefined)),
  patterns: [],
};

/** `message` in `locale` (English comes back unchanged). */
export function translateMessage(message: string, locale: TLocale): string {
  return translateWith(SPANISH, message, locale);
}
