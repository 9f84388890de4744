import {
  ZLikelyDuplicatesErrorSchema,
  type TCreateListingBody,
  type TDuplicateCandidate,
} from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { api, bodyOf } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

/** POST /providers ('Add your business'): 201 with the listing, or an ApiError (409: candidates). */
export function useCreateListing() {
  return useMutation({
    mutationFn: async (body: TCreateListingBody) => bodyOf(await api.listings.create({ body })),
  });
}

/**
 * The likely duplicates of a failed add: a 409 that carries `candidates` (decided on the
 * status and the field, never on the message); null for any other failure.
 */
export function candidatesOf(error: unknown): TDuplicateCandidate[] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = ZLikelyDuplicatesErrorSchema.safeParse(error.failure.body);
  return parsed.success ? parsed.data.candidates : null;
}
