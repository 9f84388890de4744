import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, bodyOf } from '../../../lib/api-client';

const bookmarkKeys = { all: ['bookmarks'] as const };

export function useMyBookmarks() {
  return useQuery({
    queryKey: bookmarkKeys.all,
    queryFn: async () => bodyOf(await api.bookmarks.list()).data,
  });
}

export function useRemoveBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (providerId: string) => {
      await api.bookmarks.remove({ params: { providerId } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookmarkKeys.all }),
  });
}
