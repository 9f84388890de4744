import { accountRouter, type TAccountSettings } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { bodyOf, clientOf } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { PROFILE_UPDATED } from '../../../lib/token-storage';

/** The settings page's client, built in its own chunk (see clientOf). */
export const accountApi = clientOf(accountRouter);

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
