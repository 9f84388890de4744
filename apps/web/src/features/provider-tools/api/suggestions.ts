import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bodyOf } from '../../../lib/api-client';
import { toolsApi } from '../../../lib/tools-api';
import { providerKeys } from '../../providers';

const suggestionKeys = {
  list: (providerId: string) => ['tools', 'suggestions', providerId] as const,
};

/** What the listing's sources would change (GET /providers/:id/suggestions), for its owner. */
export function useSuggestions(providerId: string) {
  return useQuery({
    queryKey: suggestionKeys.list(providerId),
    queryFn: async () =>
      bodyOf(await toolsApi.suggestions.list({ params: { id: providerId } })).data,
  });
}

/** Accept (the listing takes the value: the profile reloads) or dismiss a suggestion. */
export function useDecideSuggestion(providerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action }: { id: string; action: 'accept' | 'dismiss' }) =>
      bodyOf(
        await toolsApi.suggestions.decide({
          params: { id: providerId, suggestionId: id },
          body: { action },
        }),
      ).data,
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: suggestionKeys.list(providerId) });
      if (result.status === 'accepted')
        await queryClient.invalidateQueries({ queryKey: providerKeys.profile(providerId) });
    },
  });
}
