import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { APP_NAME } from '../../config/env';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth';
import { useAuthModal } from '../../lib/auth-modal';
import { useT } from '../../lib/i18n';
import { LanguageSwitcher } from '../language-switcher';
import { SearchBox } from '../search-box';
import { Button } from '../ui/button';
import { displayName } from './account-links';
import { layoutMessages } from './i18n';

const MobileDrawer = lazy(() => import('./mobile-drawer'));
const AccountMenu = lazy(() => import('./account-menu'));

function Logo() {
  return (
    <Link
      to={paths.home}
      className="flex items-center gap-2 rounded-md text-lg font-bold text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <svg aria-hidden viewBox="0 0 64 64" className="size-8">
        <rect width="64" height="64" rx="14" fill="#1d4ed8" />
        <path
          d="M32 14l5.3 10.8 11.9 1.7-8.6 8.4 2 11.8L32 41.1l-10.6 5.6 2-11.8-8.6-8.4 11.9-1.7z"
          fill="#fff"
        />
      </svg>
      <span>{APP_NAME}</span>
    </Link>
  );
}

export function Header() {
  const t = useT(layoutMessages);
  const { user, isSignedIn, logout } = useAuth();
  const modal = useAuthModal();
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpenState] = useState(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const setDrawerOpen = (open: boolean) => {
    if (open) setDrawerLoaded(true);
    setDrawerOpenState(open);
  };
  const signedInUser = isSignedIn ? user : null;

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
        <Logo />
        {pathname !== paths.home && !signedInUser && (
          <div className="hidden flex-1 md:block md:max-w-md">
            <SearchBox id="header-search" />
          </div>
        )}
        <div className="ml-auto hidden items-center gap-2 md:flex">
          <Link
            to={paths.addBusiness}
            className="rounded-lg px-3 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {t('addBusiness')}
          </Link>
          {signedInUser ? (
            <Suspense
              fallback={
                <span className="text-sm font-medium text-slate-800">
                  {displayName(signedInUser)}
                </span>
              }
            >
              <AccountMenu user={signedInUser} onLogout={logout} />
            </Suspense>
          ) : (
            <>
              <LanguageSwitcher />
              <Button variant="ghost" onClick={() => modal.open('login')}>
                {t('logIn')}
              </Button>
              <Button onClick={() => modal.open('register')}>{t('createAccount')}</Button>
            </>
          )}
        </div>
        <Button
          variant="ghost"
          className="ml-auto md:hidden"
          aria-label={t('openMenu')}
          onClick={() => setDrawerOpen(true)}
        >
          <svg aria-hidden viewBox="0 0 20 20" className="size-6" fill="currentColor">
            <path d="M3 5h14v1.5H3zM3 9.25h14v1.5H3zM3 13.5h14V15H3z" />
          </svg>
        </Button>
      </div>
      {drawerLoaded && (
        <Suspense fallback={null}>
          <MobileDrawer
            open={drawerOpen}
            onOpenChange={setDrawerOpen}
            user={signedInUser}
            onLogout={logout}
          />
        </Suspense>
      )}
    </header>
  );
}
