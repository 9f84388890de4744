import { type TReportReason } from '@app/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { bodyOf } from '../../../lib/api-client';
import { trustApi } from '../../../lib/trust-api';

/**
 * The provider page's trust calls (reports, the moderation record, alerts and rankings). Only
 * the lazy review-trust chunk imports this module, so the page's first JavaScript does not
 * carry the trust client.
 */

/** Reports a review; `body` is read when the report is sent. */
export function useReportReview(
  reviewId: string,
  body: () => { reason: TReportReason; details?: string },
  onSent: () => void,
) {
  return useMutation({
    mutationFn: async () =>
      bodyOf(await trustApi.trust.report({ params: { id: reviewId }, body: body() })).data,
    onSuccess: onSent,
  });
}

/** The provider's moderation record: appeals over 12 months and removed reviews' lines. */
export function useReviewRecord(providerId: string) {
  return useQuery({
    queryKey: ['providers', 'review-record', providerId],
    queryFn: async () => bodyOf(await trustApi.trust.record({ params: { id: providerId } })).data,
  });
}

/** A profile's confirmed consumer alerts and its 'Top rated for …' badges. */
export function useProviderTrust(providerId: string) {
  return useQuery({
    queryKey: ['providers', 'trust', providerId],
    queryFn: async () =>
      bodyOf(await trustApi.trust.providerTrust({ params: { id: providerId } })).data,
  });
}
