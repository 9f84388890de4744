import type { TSessionUser } from '@app/contracts';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useActiveRole } from '../../lib/active-role';
import { useAuthModal } from '../../lib/auth-modal';
import { useT } from '../../lib/i18n';
import { LanguageSwitcher } from '../language-switcher';
import { Button, buttonClasses } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { displayName } from './account-links';
import { accountLinks, providerAccountLabel } from './menu-links';
import { Avatar } from './avatar';
import { menuMessages } from './menu/i18n';

const link = buttonClasses('ghost', 'md', 'w-full justify-start');

/** The header's drawer under 768 px, repeating the menu; loaded the first time it opens. */
export default function MobileDrawer({
  open,
  onOpenChange,
  user,
  onLogout,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: TSessionUser | null;
  onLogout: () => void;
}) {
  const t = useT(menuMessages);
  const modal = useAuthModal();
  const [role, setRole] = useActiveRole(user?.roles);
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('menu')} placement="left">
      <nav aria-label={t('mobileNav')} className="flex flex-col gap-1">
        {user && (
          <div className="mb-2 flex items-center gap-3 rounded-xl bg-slate-50 p-3">
            <Avatar user={user} className="size-10" />
            <div className="min-w-0">
              <p className="truncate font-semibold text-slate-900">{displayName(user)}</p>
              <p className="text-sm text-slate-600 wrap-anywhere">
                {role === 'provider' ? providerAccountLabel(user) : user.email}
              </p>
            </div>
          </div>
        )}
        <Link to={paths.home} className={link} onClick={close}>
          {t('home')}
        </Link>
        <Link to={paths.search} className={link} onClick={close}>
          {t('searchProviders')}
        </Link>
        <Link to={paths.addBusiness} className={link} onClick={close}>
          {t('addBusiness')}
        </Link>
        <div className="my-2 h-px bg-slate-200" />
        {user ? (
          <>
            {accountLinks(user, role).map((item) => (
              <Link key={item.to} to={item.to} className={link} onClick={close}>
                {item.label}
              </Link>
            ))}
            {user.roles.includes('provider') && (
              <fieldset className="mt-2 flex flex-col gap-1 px-2">
                <legend className="text-xs font-semibold uppercase text-slate-500">
                  {t('switchAccount')}
                </legend>
                {(['user', 'provider'] as const).map((value) => (
                  <label
                    key={value}
                    className="flex items-center gap-2 py-1 text-sm text-slate-800"
                  >
                    <input
                      type="radio"
                      name="active-role"
                      checked={role === value}
                      onChange={() => setRole(value)}
                      className="accent-brand-700"
                    />
                    {value === 'user' ? t('userAccount') : providerAccountLabel(user)}
                  </label>
                ))}
              </fieldset>
            )}
            <Button
              variant="secondary"
              className="mt-3 w-full"
              onClick={() => {
                close();
                onLogout();
              }}
            >
              {t('logOut')}
            </Button>
          </>
        ) : (
          <div className="flex flex-col gap-2">
            <Button
              variant="secondary"
              className="w-full"
              onClick={() => {
                close();
                modal.open('login');
              }}
            >
              {t('logIn')}
            </Button>
            <Button
              className="w-full"
              onClick={() => {
                close();
                modal.open('register');
              }}
            >
              {t('createAccount')}
            </Button>
          </div>
        )}
        <div className="my-2 h-px bg-slate-200" />
        <LanguageSwitcher className="flex-wrap px-2" />
      </nav>
    </Dialog>
  );
}
