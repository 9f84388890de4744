import * as Menu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router-dom';
import { isLocale, LANGUAGE_NAMES, LOCALES, type TSessionUser } from '@app/contracts';
import { useActiveRole } from '../../lib/active-role';
import { chooseLocale, useLocale, useT } from '../../lib/i18n';
import { commonMessages } from '../i18n';
import { displayName } from './account-links';
import { accountLinks, providerAccountLabel } from './menu-links';
import { Avatar } from './avatar';
import { menuMessages } from './menu/i18n';

const item =
  'flex cursor-pointer select-none items-center rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100';

/** The avatar menu of a signed-in person: Radix closes it on outside click and Escape. */
export default function AccountMenu({
  user,
  onLogout,
}: {
  user: TSessionUser;
  onLogout: () => void;
}) {
  const t = useT(menuMessages);
  const common = useT(commonMessages);
  const locale = useLocale();
  const [role, setRole] = useActiveRole(user.roles);
  const both = user.roles.includes('provider');
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger
        aria-label={t('accountMenuFor', { name: displayName(user) })}
        className="flex items-center gap-2 rounded-full p-1 pr-3 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <Avatar user={user} />
        <span className="max-w-40 truncate text-sm font-medium text-slate-800">
          {displayName(user)}
        </span>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-72 rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
        >
          <div className="flex items-center gap-3 px-3 py-2">
            <Avatar user={user} className="size-10" />
            <div className="min-w-0">
              <p className="truncate font-semibold text-slate-900">{displayName(user)}</p>
              <p className="text-sm text-slate-600 wrap-anywhere">
                {role === 'provider' ? providerAccountLabel(user) : user.email}
              </p>
            </div>
          </div>
          <Menu.Separator className="my-1 h-px bg-slate-200" />
          {accountLinks(user, role).map((link) => (
            <Menu.Item key={link.to} asChild className={item}>
              <Link to={link.to}>{link.label}</Link>
            </Menu.Item>
          ))}
          {both && (
            <>
              <Menu.Separator className="my-1 h-px bg-slate-200" />
              <Menu.Label className="px-3 py-1 text-xs font-semibold uppercase text-slate-500">
                {t('switchAccount')}
              </Menu.Label>
              <Menu.RadioGroup
                value={role}
                onValueChange={(value) => setRole(value === 'provider' ? 'provider' : 'user')}
              >
                <Menu.RadioItem value="user" className={item}>
                  <Menu.ItemIndicator className="mr-2">✓</Menu.ItemIndicator>
                  {t('userAccount')}
                </Menu.RadioItem>
                <Menu.RadioItem value="provider" className={item}>
                  <Menu.ItemIndicator className="mr-2">✓</Menu.ItemIndicator>
                  {providerAccountLabel(user)}
                </Menu.RadioItem>
              </Menu.RadioGroup>
            </>
          )}
          <Menu.Separator className="my-1 h-px bg-slate-200" />
          <Menu.Label className="px-3 py-1 text-xs font-semibold uppercase text-slate-500">
            {common('language')}
          </Menu.Label>
          <Menu.RadioGroup
            value={locale}
            onValueChange={(value) => {
              if (isLocale(value)) void chooseLocale(value);
            }}
          >
            {LOCALES.map((option) => (
              <Menu.RadioItem key={option} value={option} lang={option} className={item}>
                <Menu.ItemIndicator aria-hidden className="mr-2">
                  ✓
                </Menu.ItemIndicator>
                {LANGUAGE_NAMES[option]}
              </Menu.RadioItem>
            ))}
          </Menu.RadioGroup>
          <Menu.Separator className="my-1 h-px bg-slate-200" />
          <Menu.Item className={item} onSelect={onLogout}>
            {t('logOut')}
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
