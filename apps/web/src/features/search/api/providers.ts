import { MAX_LIST_OFFSET, type TProvidersList } from '@app/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { loadApi } from '../../../lib/load-api';
import type { SearchQuery } from '../url-filters';

export const providerKeys = {
  all: ['providers'] as const,
  search: (filters: SearchQuery) => ['providers', 'search', filters] as const,
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

/** The query string of a search: lists comma-separated, flags as 'true', nothing unset. */
export function searchParamsOf(filters: SearchQuery): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(filters)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      if (value.length) out[name] = value.join(',');
    } else out[name] = String(value);
  }
  return out;
}

/**
 * Search results, ten at a time (Load More asks for the next offset). The API client loads
 * on first use, so the page (and its skeleton) paints before it arrives. `enabled`: false
 * until the page's first paint (its heading shows before the client starts loading).
 */
export function useProviderSearch(filters: SearchQuery, enabled = true) {
  return useInfiniteQuery({
    enabled,
    queryKey: providerKeys.search(filters),
    initialPageParam: 0,
    queryFn: async ({ pageParam }) => {
      const { api, bodyOf } = await loadApi();
      return bodyOf(
        await api.providers.list({
          query: { ...searchParamsOf(filters), offset: pageParam, limit: PAGE_SIZE },
        }),
      );
    },
    getNextPageParam: nextPageOffset,
  });
}
