import type { TCreateReviewBody, TReviewSort, TUpdateReviewBody } from '@app/contracts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { loadApi } from '../../../lib/load-api';
import { providerKeys } from './provider';

// A profile's reviews and posts and the author's review changes: apart from the profile's
// query, so that the page's first JavaScript (150 KB budget) does not carry them.

export function useProviderReviews(id: string, sort: TReviewSort, enabled = true) {
  return useInfiniteQuery({
    queryKey: providerKeys.reviews(id, sort),
    enabled,
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) => {
      const { api, bodyOf } = await loadApi();
      return bodyOf(
        await api.providers.reviews({
          params: { id },
          query: { sort, limit: 5, ...(pageParam ? { cursor: pageParam } : {}) },
        }),
      );
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useProviderPosts(id: string, enabled = true) {
  return useQuery({
    queryKey: providerKeys.posts(id),
    enabled,
    queryFn: async () => {
      const { api, bodyOf } = await loadApi();
      return bodyOf(await api.providers.posts({ params: { id } })).data;
    },
  });
}

export function useCreateReview(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TCreateReviewBody) => {
      const { api, bodyOf } = await loadApi();
      return bodyOf(await api.providers.createReview({ params: { id }, body })).data;
    },
    onSuccess: () => reviewWritten(queryClient, id),
  });
}

/** What a review write changes: the provider's page, its reviews, the author's pages. */
function reviewWritten(queryClient: ReturnType<typeof useQueryClient>, providerId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: providerKeys.profile(providerId) }),
    queryClient.invalidateQueries({ queryKey: providerKeys.allReviews(providerId) }),
    queryClient.invalidateQueries({ queryKey: ['session'] }),
    queryClient.invalidateQueries({ queryKey: ['users', 'public'] }),
  ]);
}

/** The author edits their review (PATCH /reviews/{id}); the provider's rating follows. */
export function useUpdateReview(providerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: TUpdateReviewBody }) => {
      const { api, bodyOf } = await loadApi();
      return bodyOf(await api.reviews.update({ params: { id }, body })).data;
    },
    onSuccess: () => reviewWritten(queryClient, providerId),
  });
}

/** Deletes the caller's own review; the provider's rating follows (DELETE /reviews/{id}). */
export function useDeleteReview(providerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reviewId: string) => {
      const { api, bodyOf } = await loadApi();
      return bodyOf(await api.reviews.delete({ params: { id: reviewId } }));
    },
    onSuccess: () => reviewWritten(queryClient, providerId),
  });
}
