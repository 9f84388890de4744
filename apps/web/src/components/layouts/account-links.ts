import type { TSessionUser } from '@app/contracts';

/**
 * A person's name as the header shows it, and their initials (no words to translate: the
 * menu's links are in menu-links.ts, loaded with the menu).
 */
export function displayName(user: Pick<TSessionUser, 'firstName' | 'lastName' | 'email'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
}

export function initials(user: Pick<TSessionUser, 'firstName' | 'lastName' | 'email'>): string {
  const fromNames = [user.firstName, user.lastName].map((n) => n?.trim()[0] ?? '').join('');
  return (fromNames || user.email[0] || '?').toUpperCase();
}
