import { isProfileComplete } from '@app/contracts';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '../config/paths';
import { useAuth } from '../lib/auth';
import { useAuthModal } from '../lib/auth-modal';

/**
 * Pages where the question waits: the finish page itself, the legal pages, and the sign-in
 * and sign-up pages, whose own flow leads to the finish step (spec 4).
 */
const QUIET_PATHS: readonly string[] = [
  paths.finishProfile,
  paths.privacyPolicy,
  paths.termsOfUse,
  paths.auth,
  paths.login,
  paths.register,
  paths.confirmEmail,
  paths.forgotPassword,
  paths.emailSent,
  paths.googleCallback,
];

/**
 * Spec 4 asks a verified person without a full name to finish the profile after signing in;
 * this asks too when the app starts (or reloads) with their stored session. Once per person and
 * app run: closing the dialog is an answer, so there is no loop; signing out stays in reach.
 */
export function FinishProfilePrompt() {
  const { user, isSignedIn } = useAuth();
  const modal = useAuthModal();
  const { pathname } = useLocation();
  const askedFor = useRef<string | null>(null);

  const needsName = isSignedIn && user !== null && !isProfileComplete(user);
  const userId = user?.id ?? null;
  useEffect(() => {
    if (!needsName || !userId || askedFor.current === userId) return;
    // Already asking (the sign-in flow, or the finish page): that counts as asked.
    if (modal.view === 'finish-profile' || pathname === paths.finishProfile) {
      askedFor.current = userId;
      return;
    }
    if (modal.view !== null || QUIET_PATHS.includes(pathname)) return;
    askedFor.current = userId;
    modal.open('finish-profile');
  }, [needsName, userId, modal, pathname]);

  return null;
}
