import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { layoutMessages } from '../components/layouts/i18n';
import { Skeleton } from '../components/ui/skeleton';
import { useAuth } from './auth';
import { useT } from './i18n';

function SessionLoading() {
  const t = useT(layoutMessages);
  return (
    <div
      className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-10"
      aria-busy="true"
      aria-label={t('loading')}
    >
      <Skeleton className="h-8 w-1/2" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
    </div>
  );
}

/** Protected group: no stored token, or a failed session check, goes home. */
export function ProtectedRoute() {
  const { status } = useAuth();
  if (status === 'loading') return <SessionLoading />;
  if (status === 'anonymous') return <Navigate to="/" replace />;
  return <Outlet />;
}

/**
 * Guest-only group: a person who arrives with a valid session goes home. A registration
 * token whose email is not confirmed yet is not one: that person still needs /confirm-email.
 * Signing in on one of these pages does not redirect: the flow itself moves on (to
 * finish-profile, or to the page the person came from), and must not be cut short.
 */
export function GuestOnlyRoute() {
  const { status, isSignedIn } = useAuth();
  const { pathname } = useLocation();
  // Whether the person was a guest when they arrived at this page (null: not known yet).
  const [arrival, setArrival] = useState<{ pathname: string; asGuest: boolean } | null>(null);
  const known = arrival?.pathname === pathname ? arrival : null;
  if (!known && status !== 'loading') setArrival({ pathname, asGuest: !isSignedIn });
  if (!known) return status === 'loading' && !arrival ? <SessionLoading /> : <Outlet />;
  if (!known.asGuest) return <Navigate to="/" replace />;
  return <Outlet />;
}
