import type { TUpdateProviderInput } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, bodyOf } from '../../../lib/api-client';
import { toolsApi } from '../../../lib/tools-api';
import { adminKeys } from './admin';

/** The profile the admin's editor opens (GET /providers/{id}). */
export function useAdminProviderProfile(providerId: string) {
  return useQuery({
    queryKey: adminKeys.provider(providerId),
    queryFn: async () => bodyOf(await api.providers.get({ params: { id: providerId } })).data,
  });
}

/**
 * Saves the admin's changes (PATCH /providers/{id}): keeps the answer as the profile and
 * reloads the providers' list; resolves to the saved profile.
 */
export function useSaveProviderProfile(providerId: string) {
  const queryClient = useQueryClient();
  return async (body: TUpdateProviderInput) => {
    const saved = bodyOf(
      await toolsApi.providerTools.updateProfile({ params: { id: providerId }, body }),
    ).data;
    queryClient.setQueryData(adminKeys.provider(providerId), saved);
    await queryClient.invalidateQueries({ queryKey: ['admin', 'providers'] });
    return saved;
  };
}
