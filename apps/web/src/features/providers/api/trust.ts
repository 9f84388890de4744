import { type TReportReason } from '@app/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { loadApi } from '../../../lib/load-api';

/**
 * The provider page's trust calls (reports, the moderation record, alerts and rankings). The
 * trust client (with the API client, zod and the contract) loads on the first call, so the
 * chunks that show trust (provider-trust.tsx, after the profile's first paint) stay small.
 */
async function trust() {
  const [{ bodyOf }, { trustApi }] = await Promise.all([
    loadApi(),
    import('../../../lib/trust-api'),
  ]);
  return { bodyOf, trust: trustApi.trust };
}

/** Reports a review; `body` is read when the report is sent. */
export function useReportReview(
  reviewId: string,
  body: () => { reason: TReportReason; details?: string },
  onSent: () => void,
) {
  return useMutation({
    mutationFn: async () => {
      const { bodyOf, trust: api } = await trust();
      return bodyOf(await api.report({ params: { id: reviewId }, body: body() })).data;
    },
    onSuccess: onSent,
  });
}

/** The provider's moderation record: appeals over 12 months and removed reviews' lines. */
export function useReviewRecord(providerId: string) {
  return useQuery({
    queryKey: ['providers', 'review-record', providerId],
    queryFn: async () => {
      const { bodyOf, trust: api } = await trust();
      return bodyOf(await api.record({ params: { id: providerId } })).data;
    },
  });
}

/** A profile's confirmed consumer alerts and its 'Top rated for …' badges. */
export function useProviderTrust(providerId: string) {
  return useQuery({
    queryKey: ['providers', 'trust', providerId],
    queryFn: async () => {
      const { bodyOf, trust: api } = await trust();
      return bodyOf(await api.providerTrust({ params: { id: providerId } })).data;
    },
  });
}
