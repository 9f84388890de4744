import { lazy, Suspense } from 'react';
import { RootLayout } from '../components/layouts/root-layout';
import { AuthModalProvider, useAuthModal } from '../lib/auth-modal';
import { FinishProfilePrompt } from './finish-profile-prompt';
import { RouteTitle } from './route-title';

const AuthModalHost = lazy(() => import('../features/auth/components/auth-modal-host'));

function LazyAuthModal() {
  const { view } = useAuthModal();
  if (!view) return null;
  return (
    <Suspense fallback={null}>
      <AuthModalHost />
    </Suspense>
  );
}

/**
 * The root route: layout plus the auth modal flow that any page can open. `loading`: shown
 * while the first page's chunk loads (see RootLayout).
 */
export function AppShell({ loading = false }: { loading?: boolean }) {
  return (
    <AuthModalProvider>
      <RootLayout loading={loading} />
      <LazyAuthModal />
      <RouteTitle />
      <FinishProfilePrompt />
    </AuthModalProvider>
  );
}
