import { type TProvidersQuery } from '@app/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api, bodyOf } from '../../../lib/api-client';

type SearchFilters = Pick<TProvidersQuery, 'q' | 'category' | 'state' | 'sort'>;

export const providerKeys = {
  all: ['providers'] as const,
  search: (filters: SearchFilters) => ['providers', 'search', filters] as const,
};

const PAGE_SIZE = 10;

/** Search results, ten at a time (Load More asks for the next offset). */
export function useProviderSearch(filters: SearchFilters) {
  return useInfiniteQuery({
    queryKey: providerKeys.search(filters),
    initialPageParam: 0,
    queryFn: async ({ pageParam }) =>
      bodyOf(
        await api.providers.list({
          query: {
            ...(filters.q ? { q: filters.q } : {}),
            ...(filters.category ? { category: filters.category } : {}),
            ...(filters.state ? { state: filters.state } : {}),
            sort: filters.sort,
            offset: pageParam,
            limit: PAGE_SIZE,
          },
        }),
      ),
    // A capped count (totalExact false) means more matches lie past the figure.
    getNextPageParam: (last) =>
      last.offset + last.data.length < last.total ||
      (!last.totalExact && last.data.length === last.limit)
        ? last.offset + last.data.length
        : undefined,
  });
}
