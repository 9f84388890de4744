import { lazy, Suspense } from 'react';
import { RootLayout } from '../components/layouts/root-layout';
import { AuthModalProvider, useAuthModal } from '../lib/auth-modal';
import { DocumentTitleProvider } from '../lib/document-title';
import { FinishProfilePrompt } from './finish-profile-prompt';

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

/** The root route: layout plus the auth modal flow that any page can open. */
export function AppShell() {
  return (
    <DocumentTitleProvider>
      <AuthModalProvider>
        <RootLayout />
        <LazyAuthModal />
        <FinishProfilePrompt />
      </AuthModalProvider>
    </DocumentTitleProvider>
  );
}
