import type { TSessionUser } from '@app/contracts';
import { paths } from '../../config/paths';
import type { ActiveRole } from '../../lib/active-role';

export interface AccountLink {
  label: string;
  to: string;
}

/** The menu's links for the account a person is acting as (spec 2, Header). */
export function accountLinks(user: TSessionUser, role: ActiveRole): AccountLink[] {
  const links: AccountLink[] =
    role === 'provider'
      ? [
          { label: 'My Profile', to: paths.myProfile },
          { label: 'Dashboard', to: paths.dashboard },
        ]
      : [
          { label: 'My Profile', to: paths.me },
          { label: 'My Bookmarks', to: paths.bookmarks },
        ];
  links.push({ label: 'Settings', to: paths.settings });
  if (user.roles.includes('admin')) links.push({ label: 'Admin Console', to: paths.admin.users });
  return links;
}

export const PROVIDER_ACCOUNT_LABEL = 'Provider Account / Medical Provider';

export function displayName(user: Pick<TSessionUser, 'firstName' | 'lastName' | 'email'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
}

export function initials(user: Pick<TSessionUser, 'firstName' | 'lastName' | 'email'>): string {
  const fromNames = [user.firstName, user.lastName].map((n) => n?.trim()[0] ?? '').join('');
  return (fromNames || user.email[0] || '?').toUpperCase();
}
