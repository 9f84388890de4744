import { COMMON_PASSWORDS } from './common-passwords';

const COMMON = new Set(COMMON_PASSWORDS);

/**
 * True when the password is one of the most common ones, also once decorated the usual
 * way to pass the spec's rule: capitals, then digits and !@#$% at the end
 * ('Password1!', 'Dragon2024$', 'Qwerty123!').
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (COMMON.has(lower)) return true;
  const withoutSpecials = lower.replace(/[!@#$%]+$/, '');
  if (COMMON.has(withoutSpecials)) return true;
  const word = withoutSpecials.replace(/\d+$/, '');
  return word.length >= 4 && COMMON.has(word);
}
