import { decodeTokenFromLink, MESSAGES, stripBearer } from '@app/contracts';
import { ReactNode, useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button';
import { APP_NAME } from '../../../config/env';
import { paths } from '../../../config/paths';
import { googleCallbackUrl, googleExchange, socialLogin, socialRegister } from '../api/auth';
import { ApiError } from '../../../lib/api-error';
import type { AuthView, AuthViewState } from '../../../lib/auth-modal';
import { PROFILE_UPDATED, setToken } from '../../../lib/token-storage';
import { AuthViewContent } from '../components/auth-view';
import { InvalidLink, ResetPasswordForm } from '../components/reset-password-form';
import { useAuthFlow } from '../hooks/use-auth-flow';
import { viewTitle } from '../views';
import { localizeMessage, useT } from '../../../lib/i18n';
import { authMessages } from '../i18n';

function AuthCard({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <section className="flex justify-center px-4 py-10 sm:py-16">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        {title && <h1 className="mb-5 text-2xl font-bold text-slate-900">{title}</h1>}
        {children}
      </div>
    </section>
  );
}

function ViewPage({ view }: { view: AuthView }) {
  const flow = useAuthFlow('page');
  useT(authMessages); // re-render on a language change
  const state = (useLocation().state ?? {}) as AuthViewState;
  return (
    <AuthCard title={viewTitle(view)}>
      <AuthViewContent view={view} state={state} flow={flow} />
    </AuthCard>
  );
}

/** Welcome: a full-width mobile variant under 768 px, the desktop card above. */
export function AuthEntryPage() {
  const flow = useAuthFlow('page');
  const t = useT(authMessages);
  const content = <AuthViewContent view="entry" state={{}} flow={flow} />;
  return (
    <>
      <section className="flex min-h-[70vh] flex-col gap-6 bg-gradient-to-b from-brand-700 to-brand-900 px-5 py-10 text-white md:hidden">
        <h1 className="text-3xl font-bold">{t('welcomeTo', { app: APP_NAME })}</h1>
        <div className="rounded-2xl bg-white p-5 text-slate-900">{content}</div>
      </section>
      <div className="hidden md:block">
        <AuthCard title={t('welcomeTo', { app: APP_NAME })}>{content}</AuthCard>
      </div>
    </>
  );
}

export const LoginPage = () => <ViewPage view="login" />;
export const RegisterPage = () => <ViewPage view="register" />;
export const ForgotPasswordPage = () => <ViewPage view="forgot-password" />;
export const EmailSentPage = () => <ViewPage view="email-sent" />;
export const FinishProfilePage = () => <ViewPage view="finish-profile" />;

/** /confirm-email carries the email as navigation state; without it, go home (spec 2). */
export function ConfirmEmailPage() {
  const state = useLocation().state as AuthViewState | null;
  if (!state?.email) return <Navigate to={paths.home} replace />;
  return <ViewPage view="confirm-email" />;
}

/** /forgot-password/:token, with ___DOT___ standing for the token's dots. */
export function ResetPasswordPage() {
  const { token } = useParams();
  return (
    <AuthCard>
      {token ? <ResetPasswordForm token={decodeTokenFromLink(token)} /> : <InvalidLink />}
    </AuthCard>
  );
}

/**
 * Read, then removed from the address. A `token` is never used: a session only comes from
 * redeeming the one-time `signInCode` from this browser (decision 0015).
 */
const CALLBACK_KEYS = [
  'token',
  'signInCode',
  'ticket',
  'email',
  'name',
  'avatar',
  'providerAccountId',
  'sub',
  'code',
  'state',
  'error',
  'returnTo',
];

/** Reads the callback parameters from the query or the hash (spec 4). */
export function readCallbackParams(location: {
  search: string;
  hash: string;
}): Record<string, string> {
  const found: Record<string, string> = {};
  for (const source of [location.hash.replace(/^#/, ''), location.search.replace(/^\?/, '')]) {
    new URLSearchParams(source).forEach((value, key) => {
      if (CALLBACK_KEYS.includes(key) && value) found[key] = value;
    });
  }
  return found;
}

/** The end of Google sign-in (spec 2 and 4). */
export function GoogleCallbackPage() {
  const navigate = useNavigate();
  const t = useT(authMessages);
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const params = readCallbackParams(window.location);
    // The parameters leave the address bar at once (tokens must not linger in history).
    window.history.replaceState(window.history.state, '', window.location.pathname);
    const returnTo =
      params.returnTo?.startsWith('/') && !params.returnTo.startsWith('//')
        ? params.returnTo
        : paths.home;

    const finish = (token: string) => {
      setToken(stripBearer(token));
      window.dispatchEvent(new Event(PROFILE_UPDATED));
      navigate(returnTo, { replace: true });
    };

    void (async () => {
      try {
        if (params.error) return setError(params.error);
        if (params.signInCode) {
          const body = { code: params.signInCode };
          try {
            return finish(await googleExchange(body));
          } catch (e) {
            // Another browser, a second use or an old code (a 401 of /auth/ would read as a
            // wrong password).
            if (e instanceof ApiError && e.status === 401)
              return setError(MESSAGES.googleSignInNotThisBrowser);
            throw e;
          }
        }
        if (params.code) {
          const query = new URLSearchParams({
            code: params.code,
            ...(params.state ? { state: params.state } : {}),
          });
          window.location.replace(googleCallbackUrl(query));
          return;
        }
        if (params.email && params.ticket) {
          const body = {
            ticket: params.ticket,
            email: params.email,
            name: params.name,
            avatar: params.avatar,
            provider: 'google' as const,
            providerAccountId: params.providerAccountId ?? params.sub,
          };
          try {
            try {
              return finish(await socialLogin(body));
            } catch (e) {
              if (!(e instanceof ApiError) || e.status !== 404) throw e;
              return finish(await socialRegister(body));
            }
          } catch (e) {
            // A ticket is redeemed only by the browser that started its sign-in, once
            // (decision 0057): someone else's ticket link, or a second use.
            if (e instanceof ApiError && e.status === 401)
              return setError(MESSAGES.googleSignInNotThisBrowser);
            throw e;
          }
        }
        setError(MESSAGES.oauthMissingParams);
      } catch (e) {
        setError(e instanceof Error && e.message ? e.message : MESSAGES.googleFailed);
      }
    })();
  }, [navigate]);

  return (
    <AuthCard>
      {error ? (
        <div className="flex flex-col items-center gap-4 text-center">
          <h1 className="text-2xl font-bold text-slate-900">{t('googleFailed')}</h1>
          <p role="alert" className="text-red-700">
            {localizeMessage(error)}
          </p>
          <Link to={paths.login} className={buttonClasses('primary', 'lg', 'w-full')}>
            {t('backToLogIn')}
          </Link>
        </div>
      ) : (
        <div className="flex flex-col items-center gap-4 text-center" aria-live="polite">
          <span
            aria-hidden
            className="size-10 animate-spin rounded-full border-4 border-brand-600 border-t-transparent"
          />
          <h1 className="text-2xl font-bold text-slate-900">{t('googleFinishing')}</h1>
          <p className="text-slate-700">{t('googleWait')}</p>
        </div>
      )}
    </AuthCard>
  );
}
