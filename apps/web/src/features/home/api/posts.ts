import { LATEST_POSTS_COUNT, type TPost } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { loadApi } from '../../../lib/load-api';

/**
 * The home page's latest posts; the API client loads on use (the page's first JavaScript).
 * `enabled`: false until the page has painted.
 */
export function useLatestPosts(enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['posts', 'latest', LATEST_POSTS_COUNT],
    staleTime: 60_000,
    queryFn: async (): Promise<TPost[]> => {
      const { api, bodyOf } = await loadApi();
      return bodyOf(await api.posts.latest({ query: { limit: LATEST_POSTS_COUNT } })).data;
    },
  });
}
