import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { loadApi } from './load-api';

/** The signed-in person's bookmarks: one query key for every page that shows or changes them. */
export const bookmarkKeys = { all: ['bookmarks'] as const };

export function useBookmarks(enabled = true) {
  return useQuery({
    queryKey: bookmarkKeys.all,
    enabled,
    queryFn: async () => {
      const { api, bodyOf } = await loadApi();
      return bodyOf(await api.bookmarks.list()).data;
    },
  });
}

/** Adds (`bookmarked: false`) or removes (`true`) the bookmark of a provider. */
export function useSetBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ providerId, bookmarked }: { providerId: string; bookmarked: boolean }) => {
      const { api } = await loadApi();
      if (bookmarked) await api.bookmarks.remove({ params: { providerId } });
      else await api.bookmarks.add({ params: { providerId } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookmarkKeys.all }),
  });
}
