import type { AdPlacement, TSponsoredProvider } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { loadApi } from '../../lib/load-api';

/**
 * The sponsored providers of a placement (decision 0031): the running campaigns in turn,
 * demo entries when none runs; the API client loads with them (the pages stay small).
 * `enabled`: false until the caller may fetch (the home page: after its first paint).
 */
export function useSponsoredProviders(
  placement: AdPlacement = 'main',
  exclude?: string,
  enabled = true,
) {
  return useQuery({
    enabled,
    queryKey: ['providers', 'sponsored', placement, exclude ?? null],
    staleTime: 60_000,
    queryFn: async (): Promise<TSponsoredProvider[]> => {
      const { api, bodyOf } = await loadApi();
      return bodyOf(
        await api.providers.sponsored({ query: exclude ? { placement, exclude } : { placement } }),
      ).data;
    },
  });
}
