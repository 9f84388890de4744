import type { TSessionUser } from '@app/contracts';
import { paths } from '../../config/paths';
import type { ActiveRole } from '../../lib/active-role';
import { providerTypeLabel } from '../labels';
import { menuMessages } from './menu/i18n';

export interface AccountLink {
  label: string;
  to: string;
}

/**
 * The menu's links for the account a person is acting as (spec 2, Header), in the current
 * language (call during render of a component that uses useT or useLocale).
 */
export function accountLinks(user: TSessionUser, role: ActiveRole): AccountLink[] {
  const t = menuMessages.t;
  const links: AccountLink[] =
    role === 'provider'
      ? [
          { label: t('links.myProfile'), to: paths.myProfile },
          { label: t('links.dashboard'), to: paths.dashboard },
        ]
      : [
          { label: t('links.myProfile'), to: paths.me },
          { label: t('links.myBookmarks'), to: paths.bookmarks },
        ];
  links.push({ label: t('links.settings'), to: paths.settings });
  if (user.roles.includes('admin'))
    links.push({ label: t('links.adminConsole'), to: paths.admin.users });
  return links;
}

/** The header's provider entry: 'Provider Account / Law Firm', from the provider's own type. */
export function providerAccountLabel(user: Pick<TSessionUser, 'providerType'>): string {
  // When the owned provider has no type yet: 'Medical Provider' (spec 2's wording).
  const kind = user.providerType
    ? providerTypeLabel(user.providerType)
    : menuMessages.t('defaultProviderKind');
  return menuMessages.t('providerAccount', { kind });
}
