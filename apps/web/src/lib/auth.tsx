import type { TSessionUser } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { onLocaleChosen } from './i18n';
import { loadApi } from './load-api';
import {
  AUTH_TOKEN_CHANGED,
  clearToken,
  getToken,
  isTokenHandoffPending,
  PROFILE_UPDATED,
  setToken,
  tokenHandoff,
} from './token-storage';

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

export interface AuthContextValue {
  status: SessionStatus;
  user: TSessionUser | null;
  /** Signed in for real: a session whose email is confirmed. A registration token alone is not. */
  isSignedIn: boolean;
  token: string | null;
  /** Stores a new token (local or session storage, decision 0057) and loads its session. */
  signIn: (token: string) => void;
  /** Clears the token and everything kept for the session. */
  logout: () => void;
  /** Reloads the session user (after a profile change). */
  refresh: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export const sessionQueryKey = (token: string | null) => ['session', token] as const;

/**
 * The session of spec section 4: checked on start when a token is stored; a failed check
 * clears the token. Follows 'auth-token-changed' (other tabs and the API client) and
 * 'profile-updated' events.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [token, setTokenState] = useState<string | null>(() => getToken());
  // A new tab may be waiting for another tab's short session (token-storage.ts).
  const [handoffPending, setHandoffPending] = useState(isTokenHandoffPending);
  useEffect(() => {
    if (!handoffPending) return;
    let live = true;
    void tokenHandoff().then(() => {
      if (live) setHandoffPending(false);
    });
    return () => {
      live = false;
    };
  }, [handoffPending]);

  useEffect(() => {
    const onTokenChanged = () => setTokenState(getToken());
    const onProfileUpdated = () => void queryClient.invalidateQueries({ queryKey: ['session'] });
    window.addEventListener(AUTH_TOKEN_CHANGED, onTokenChanged);
    window.addEventListener(PROFILE_UPDATED, onProfileUpdated);
    window.addEventListener('storage', onTokenChanged);
    return () => {
      window.removeEventListener(AUTH_TOKEN_CHANGED, onTokenChanged);
      window.removeEventListener(PROFILE_UPDATED, onProfileUpdated);
      window.removeEventListener('storage', onTokenChanged);
    };
  }, [queryClient]);

  const session = useQuery({
    queryKey: sessionQueryKey(token),
    enabled: token !== null,
    retry: false,
    staleTime: 60_000,
    // The API client (with zod and the contract) loads only when there is a session to check.
    queryFn: async (): Promise<TSessionUser> => {
      const { api, bodyOf } = await loadApi();
      return bodyOf(await api.auth.session()).data.user;
    },
  });

  useEffect(() => {
    if (session.isError) clearToken();
  }, [session.isError]);

  // The account's language, once per session (issue 19): the pages switch to it unless the
  // URL asks for a language (?lang=), and this device remembers it.
  const appliedFor = useRef<string | null>(null);
  const sessionUser = session.isSuccess ? session.data : null;
  useEffect(() => {
    if (!sessionUser || !token) return;
    const key = `${token}:${sessionUser.id}`;
    if (appliedFor.current === key) return;
    appliedFor.current = key;
    if (!sessionUser.language) return;
    // Its module loads only for an account with a language (not in the first JavaScript).
    void import('./account-language').then((m) => m.applyAccountLanguage(sessionUser.language));
  }, [sessionUser, token]);

  // A language chosen while signed in is saved in the account; a failed save leaves the
  // switch as it is (the choice stays on this device).
  const signedIn = Boolean(sessionUser?.isEmailConfirmed);
  useEffect(() => {
    if (!signedIn) return;
    return onLocaleChosen((language) => {
      import('./account-language')
        .then((m) => m.saveAccountLanguage(language))
        .then(
          () =>
            queryClient.setQueryData<TSessionUser>(sessionQueryKey(token), (user) =>
              user ? { ...user, language } : user,
            ),
          () => undefined,
        );
    });
  }, [signedIn, token, queryClient]);

  const signIn = useCallback((next: string) => setToken(next), []);
  const logout = useCallback(() => {
    clearToken();
    queryClient.removeQueries({ queryKey: ['session'] });
  }, [queryClient]);
  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: ['session'] });
  }, [queryClient]);

  const status: SessionStatus =
    token === null && handoffPending
      ? 'loading'
      : token === null || session.isError
        ? 'anonymous'
        : session.isSuccess
          ? 'authenticated'
          : 'loading';
  const value = useMemo<AuthContextValue>(() => {
    const user = status === 'authenticated' ? (session.data ?? null) : null;
    return {
      status,
      user,
      isSignedIn: Boolean(user?.isEmailConfirmed),
      token,
      signIn,
      logout,
      refresh,
    };
  }, [status, session.data, token, signIn, logout, refresh]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
