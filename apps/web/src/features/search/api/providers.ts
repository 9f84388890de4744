import { MAX_LIST_OFFSET, type TProvidersList, type TProvidersQuery } from '@app/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api, bodyOf } from '../../../lib/api-client';

type SearchFilters = Pick<TProvidersQuery, 'q' | 'category' | 'state' | 'sort'>;

export const providerKeys = {
  all: ['providers'] as const,
  search: (filters: SearchFilters) => ['providers', 'search', filters] as const,
};

const PAGE_SIZE = 10;

/**
 * The offset of the next page, or undefined when there is none. A capped count (totalExact
 * false) means more matches lie past the figure; the API serves offsets up to
 * MAX_LIST_OFFSET, so Load More stops there (the visitor narrows the search instead).
 */
export function nextPageOffset(last: TProvidersList): number | undefined {
  const next = last.offset + last.data.length;
  const more = next < last.total || (!last.totalExact && last.data.length === last.limit);
  return more && next <= MAX_LIST_OFFSET ? next : undefined;
}

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
    getNextPageParam: nextPageOffset,
  });
}
