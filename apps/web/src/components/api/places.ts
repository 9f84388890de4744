import { normalizeSearchText, type TPlace } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { loadApi } from '../../lib/load-api';
import { useDebounced } from '../../lib/use-debounced';

const SUGGEST_DEBOUNCE_MS = 200;

export const placeKeys = {
  suggest: (q: string) => ['places', 'suggest', q] as const,
};

/**
 * Places for what the box holds (GET /places/suggest: ZIP or city prefixes, at most 8),
 * once typing pauses; the API client loads on first use.
 */
export function usePlaceSuggestions(text: string, enabled: boolean) {
  const q = normalizeSearchText(useDebounced(text, SUGGEST_DEBOUNCE_MS));
  return useQuery({
    queryKey: placeKeys.suggest(q),
    enabled: enabled && q.length > 0,
    staleTime: 5 * 60_000,
    queryFn: async (): Promise<TPlace[]> => {
      const { api, bodyOf } = await loadApi();
      return bodyOf(await api.places.suggest({ query: { q } })).data;
    },
  });
}
