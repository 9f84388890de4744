import { GOOGLE_AUTH_PATHS } from '@app/contracts';
import { api, baseUrl, bodyOf } from '../../../lib/api-client';

/**
 * The auth feature's calls (decision 0035): the forms, the flow hook and the Google pages
 * call these, never the API client itself.
 */

/** A token for the email and password (throws the API's error, e.g. verify your email first). */
export async function logIn(body: Parameters<typeof api.auth.login>[0]['body']): Promise<string> {
  return bodyOf(await api.auth.login({ body })).data.token;
}

export async function registerAccount(
  body: Parameters<typeof api.auth.register>[0]['body'],
): Promise<string> {
  return bodyOf(await api.auth.register({ body })).data.token;
}

export async function verifyEmail(
  body: Parameters<typeof api.auth.emailVerify>[0]['body'],
): Promise<string> {
  return bodyOf(await api.auth.emailVerify({ body })).data.token;
}

export async function resendVerificationCode(email: string): Promise<void> {
  await api.auth.resendVerificationCode({ body: { email } });
}

export async function sendResetPasswordLink(email: string): Promise<void> {
  await api.auth.sendResetPasswordLink({ params: { email } });
}

export async function resetPassword(
  body: Parameters<typeof api.auth.resetPassword>[0]['body'],
): Promise<void> {
  await api.auth.resetPassword({ body });
}

export async function updateProfile(
  body: NonNullable<NonNullable<Parameters<typeof api.auth.profileUpdate>[0]>['body']>,
) {
  return bodyOf(await api.auth.profileUpdate({ body })).data;
}

/** The session a new token opens, read with that token before it is stored. */
export async function sessionUserOf(token: string) {
  return bodyOf(await api.auth.session({ extraHeaders: { authorization: `Bearer ${token}` } })).data
    .user;
}

export async function googleExchange(
  body: Parameters<typeof api.auth.googleExchange>[0]['body'],
): Promise<string> {
  return bodyOf(await api.auth.googleExchange({ body })).data.token;
}

export async function socialLogin(
  body: Parameters<typeof api.auth.socialLogin>[0]['body'],
): Promise<string> {
  return bodyOf(await api.auth.socialLogin({ body })).data.token;
}

export async function socialRegister(
  body: Parameters<typeof api.auth.socialRegister>[0]['body'],
): Promise<string> {
  return bodyOf(await api.auth.socialRegister({ body })).data.token;
}

/** The API's Google sign-in start, coming back to `returnTo`. */
export function googleStartUrl(returnTo: string): string {
  return `${baseUrl}${GOOGLE_AUTH_PATHS.start}?${new URLSearchParams({ returnTo })}`;
}

/** The API's Google callback, given the code Google sent here (see the callback page). */
export function googleCallbackUrl(query: URLSearchParams): string {
  return `${baseUrl}${GOOGLE_AUTH_PATHS.callback}?${query}`;
}
