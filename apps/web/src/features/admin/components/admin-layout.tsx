import { useState } from 'react';
import { Link, Navigate, NavLink, Outlet, useLocation } from 'react-router-dom';
import { Button, buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Dialog } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth';
import { useT } from '../../../lib/i18n';
import { adminMessages } from '../i18n';
import { ADMIN_MENU } from './admin-menu';

function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT(adminMessages);
  return (
    <ul className="flex flex-col gap-1">
      {ADMIN_MENU.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                'flex items-center rounded-lg px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600',
                isActive ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100',
              )
            }
          >
            {t(item.label)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** 403 for a signed-in person without the admin role (spec 6, 8). */
export function AdminForbidden() {
  const t = useT(adminMessages);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <p className="text-7xl font-extrabold text-brand-700">403</p>
      <h1 className="text-2xl font-bold text-slate-900">{t('layout.forbiddenTitle')}</h1>
      <p className="text-slate-700">{t('layout.forbiddenText')}</p>
      <Link to={paths.home} className={buttonClasses('primary', 'md')}>
        {t('layout.goHome')}
      </Link>
    </section>
  );
}

function AdminLoading() {
  const t = useT(adminMessages);
  return (
    <div
      className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-10"
      aria-busy="true"
      aria-label={t('loading')}
    >
      <Skeleton className="h-8 w-1/3" />
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-12 w-full" />
    </div>
  );
}

/** The invitation link opens /admin/help?email=…: that person may not be signed in yet. */
export function isInvitationLink(pathname: string, search: string): boolean {
  return pathname === paths.admin.help && new URLSearchParams(search).has('email');
}

/**
 * Every /admin page: a visitor goes to sign in (and comes back after), a signed-in person
 * without the admin role sees the 403 message, an admin sees the side menu and the page.
 * The server checks the role again on every call; this only decides what to show.
 */
export function AdminLayout() {
  const { status, user } = useAuth();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const t = useT(adminMessages);

  if (isInvitationLink(location.pathname, location.search) && !user?.roles.includes('admin')) {
    if (status === 'loading') return <AdminLoading />;
    return <Outlet />;
  }
  if (status === 'loading') return <AdminLoading />;
  if (status === 'anonymous' || !user) {
    return (
      <Navigate
        to={paths.login}
        replace
        state={{ from: `${location.pathname}${location.search}` }}
      />
    );
  }
  if (!user.roles.includes('admin')) return <AdminForbidden />;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 md:flex-row md:py-8">
      <nav aria-label={t('layout.nav')} className="hidden w-52 shrink-0 md:block">
        <p className="mb-3 px-3 text-xs font-semibold uppercase tracking-wide text-slate-500">
          {t('layout.console')}
        </p>
        <SideMenu />
      </nav>
      <div className="md:hidden">
        <Button variant="secondary" onClick={() => setMenuOpen(true)} aria-haspopup="dialog">
          <svg aria-hidden viewBox="0 0 20 20" className="size-5" fill="currentColor">
            <path d="M3 5h14v1.5H3zM3 9.25h14v1.5H3zM3 13.5h14V15H3z" />
          </svg>
          {t('layout.menuButton')}
        </Button>
        <Dialog
          open={menuOpen}
          onOpenChange={setMenuOpen}
          title={t('layout.console')}
          placement="left"
        >
          <nav aria-label={t('layout.nav')}>
            <SideMenu onNavigate={() => setMenuOpen(false)} />
          </nav>
        </Dialog>
      </div>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
