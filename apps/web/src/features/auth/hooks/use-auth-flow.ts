import { isProfileComplete, type TSessionUser } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { sessionUserOf } from '../api/auth';
import { sessionQueryKey } from '../../../lib/auth';
import { AUTH_VIEW_PATHS, AuthView, AuthViewState, useAuthModal } from '../../../lib/auth-modal';
import { PROFILE_UPDATED, setToken } from '../../../lib/token-storage';

/** Where the auth screens live: pages of their own, or views of the modal over a page. */
export type AuthMode = 'page' | 'modal';

export interface AuthFlow {
  mode: AuthMode;
  /** Shows another view of the flow (the next page, or the next modal view). */
  go: (view: AuthView, state?: AuthViewState) => void;
  /** The flow is over: close the modal, or leave the auth pages. */
  done: () => void;
  /**
   * After a token arrives (login, register, code confirmed): store it, read the session,
   * then confirm the email, finish the profile, or finish (spec 4).
   */
  continueWith: (token: string) => Promise<void>;
}

export function useAuthFlow(mode: AuthMode): AuthFlow {
  const navigate = useNavigate();
  const location = useLocation();
  const modal = useAuthModal();
  const queryClient = useQueryClient();

  const go = useCallback(
    (view: AuthView, state: AuthViewState = {}) => {
      if (mode === 'modal') modal.open(view, state);
      else navigate(AUTH_VIEW_PATHS[view], { state });
    },
    [mode, modal, navigate],
  );

  const done = useCallback(() => {
    if (mode === 'modal') modal.close();
    else {
      const from = (location.state as { from?: string } | null)?.from;
      navigate(from && from.startsWith('/') ? from : '/', { replace: true });
    }
  }, [mode, modal, navigate, location.state]);

  const continueWith = useCallback(
    async (token: string) => {
      // Read the session with the new token first, then store both at once: the guards never
      // see a token without its session (which would unmount the page mid-flow).
      const user: TSessionUser = await sessionUserOf(token);
      queryClient.setQueryData(sessionQueryKey(token), user);
      setToken(token);
      if (!user.isEmailConfirmed) return go('confirm-email', { email: user.email });
      if (!isProfileComplete(user)) return go('finish-profile');
      window.dispatchEvent(new Event(PROFILE_UPDATED));
      done();
    },
    [go, done, queryClient],
  );

  return { mode, go, done, continueWith };
}
