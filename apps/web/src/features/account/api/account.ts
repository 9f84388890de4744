import {
  accountRouter,
  GOOGLE_AUTH_PATHS,
  type TAccountProfileBody,
  type TAccountSettings,
  type TChangeEmailBody,
  type TChangePasswordBody,
  type TDeleteAccountBody,
  type TLocale,
  type TNotificationPrefs,
} from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { baseUrl, bodyOf, clientOf } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { PROFILE_UPDATED } from '../../../lib/token-storage';

/** The settings page's client, built in its own chunk (see clientOf). */
const accountApi = clientOf(accountRouter);

/** The settings page's calls (decision 0035): its sections call these, not the client. */
export const accountCalls = {
  unlinkGoogle: async () => bodyOf(await accountApi.account.unlinkGoogle()).data,
  signOutEverywhere: async () => {
    bodyOf(await accountApi.account.signOutEverywhere());
  },
  updateNotifications: async (body: TNotificationPrefs) =>
    bodyOf(await accountApi.account.updateNotifications({ body })).data,
  exportData: async () => bodyOf(await accountApi.account.exportData()),
  deleteAccount: async (body: TDeleteAccountBody) => {
    await accountApi.account.deleteAccount({ body });
  },
  updateProfile: async (body: TAccountProfileBody) =>
    bodyOf(await accountApi.account.updateProfile({ body })).data,
  changeEmail: async (body: TChangeEmailBody) => {
    bodyOf(await accountApi.account.changeEmail({ body }));
  },
  confirmEmail: async (code: string) => {
    bodyOf(await accountApi.account.confirmEmail({ body: { code } }));
  },
  changePassword: async (body: TChangePasswordBody) =>
    bodyOf(await accountApi.account.changePassword({ body })).data,
  /** The language of the person's pages and mails (PUT /users/me/language, issue 19). */
  setLanguage: async (language: TLocale) =>
    bodyOf(await accountApi.account.setLanguage({ body: { language } })).data,
};

/** The API's Google sign-in start, coming back to `returnTo` (signing in again). */
export function googleStartUrl(returnTo: string): string {
  return `${baseUrl}${GOOGLE_AUTH_PATHS.start}?${new URLSearchParams({ returnTo })}`;
}

export const accountKeys = {
  settings: ['account', 'settings'] as const,
};

/** What /settings shows (GET /users/me/account). */
export function useAccountSettings() {
  return useQuery({
    queryKey: accountKeys.settings,
    queryFn: async () => bodyOf(await accountApi.account.settings()).data,
  });
}

/**
 * After a change: keeps the settings answer (when the call returned one), reloads it
 * otherwise, and refreshes the session so the header shows the change (profile-updated).
 */
export function useAccountChanged() {
  const queryClient = useQueryClient();
  const { refresh } = useAuth();
  return useCallback(
    async (settings?: TAccountSettings) => {
      if (settings) queryClient.setQueryData(accountKeys.settings, settings);
      else await queryClient.invalidateQueries({ queryKey: accountKeys.settings });
      await refresh();
      window.dispatchEvent(new Event(PROFILE_UPDATED));
    },
    [queryClient, refresh],
  );
}
