import { MAX_SUGGESTIONS, normalizeSearchText, type TSuggestion } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { loadApi } from '../../lib/load-api';
import { useDebounced } from '../../lib/use-debounced';

const SUGGEST_DEBOUNCE_MS = 150;

export const suggestQueryKey = (q: string) => ['providers', 'suggest', q] as const;

/** Suggestions for the box; the API client loads only when the box is used. */
export function useProviderSuggestions(text: string, enabled: boolean) {
  const q = normalizeSearchText(useDebounced(text, SUGGEST_DEBOUNCE_MS));
  return useQuery({
    queryKey: suggestQueryKey(q),
    enabled,
    staleTime: 60_000,
    queryFn: async (): Promise<TSuggestion[]> => {
      const { api, bodyOf } = await loadApi();
      const answer = bodyOf(await api.providers.suggest({ query: q ? { q } : {} }));
      return answer.data.slice(0, MAX_SUGGESTIONS);
    },
  });
}
