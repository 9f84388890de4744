import { Navigate, Outlet } from 'react-router-dom';
import { Skeleton } from '../components/ui/skeleton';
import { useAuth } from './auth';

function SessionLoading() {
  return (
    <div
      className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-10"
      aria-busy="true"
      aria-label="Loading"
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

/** Guest-only group: a valid session goes home. */
export function GuestOnlyRoute() {
  const { status } = useAuth();
  if (status === 'loading') return <SessionLoading />;
  if (status === 'authenticated') return <Navigate to="/" replace />;
  return <Outlet />;
}
