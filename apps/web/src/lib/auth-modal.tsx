import { createContext, ReactNode, useCallback, useContext, useMemo, useState } from 'react';

/** The views of the modal flow (spec 2, 4); each is also a page of its own. */
export type AuthView =
  | 'entry'
  | 'login'
  | 'register'
  | 'forgot-password'
  | 'email-sent'
  | 'confirm-email'
  | 'finish-profile';

export interface AuthViewState {
  email?: string;
  /** email-sent: which mail went out. */
  type?: 'password-reset' | 'email-verification';
}

interface AuthModalValue {
  view: AuthView | null;
  state: AuthViewState;
  open: (view: AuthView, state?: AuthViewState) => void;
  close: () => void;
}

const AuthModalContext = createContext<AuthModalValue | null>(null);

export function AuthModalProvider({ children }: { children: ReactNode }) {
  const [view, setView] = useState<AuthView | null>(null);
  const [state, setState] = useState<AuthViewState>({});
  const open = useCallback((next: AuthView, nextState: AuthViewState = {}) => {
    setState(nextState);
    setView(next);
  }, []);
  const close = useCallback(() => setView(null), []);
  const value = useMemo(() => ({ view, state, open, close }), [view, state, open, close]);
  return <AuthModalContext.Provider value={value}>{children}</AuthModalContext.Provider>;
}

export function useAuthModal(): AuthModalValue {
  const value = useContext(AuthModalContext);
  if (!value) throw new Error('useAuthModal must be used inside <AuthModalProvider>');
  return value;
}

/** Routes that show the same views as pages. */
export const AUTH_VIEW_PATHS: Record<AuthView, string> = {
  entry: '/auth',
  login: '/login',
  register: '/register',
  'forgot-password': '/forgot-password',
  'email-sent': '/email-sent',
  'confirm-email': '/confirm-email',
  'finish-profile': '/finish-profile',
};
