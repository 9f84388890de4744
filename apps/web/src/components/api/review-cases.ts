import { useQuery } from '@tanstack/react-query';
import { bodyOf } from '../../lib/api-client';
import { trustApi } from '../../lib/trust-api';

/** The signed-in person's moderation cases (as a reviews' author or as a provider). */
export function useReviewCases() {
  return useQuery({
    queryKey: ['me', 'review-cases'],
    queryFn: async () => bodyOf(await trustApi.trust.cases()).data,
  });
}
