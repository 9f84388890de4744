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

/** When the owned provider has no type yet (spec 2's wording). */
const DEFAULT_PROVIDER_KIND = 'Medical Provider';

/** The header's provider entry: 'Provider Account / Law Firm', from the provider's own type. */
export function providerAccountLabel(user: Pick<TSessionUser, 'providerType'>): string {
  return `Provider Account / ${user.providerType || DEFAULT_PROVIDER_KIND}`;
}

export function displayName(user: Pick<TSessionUser, 'firstName' | 'lastName' | 'email'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
}

export function initials(user: Pick<TSessionUser, 'firstName' | 'lastName' | 'email'>): string {
  const fromNames = [user.firstName, user.lastName].map((n) => n?.trim()[0] ?? '').join('');
  return (fromNames || user.email[0] || '?').toUpperCase();
}
