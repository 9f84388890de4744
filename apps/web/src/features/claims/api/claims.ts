import type { TClaimSubmitBody } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, bodyOf } from '../../../lib/api-client';

/**
 * Submits a claim (multipart: both documents and the fields), reporting upload progress.
 */
export async function submitClaim(
  providerId: string,
  body: TClaimSubmitBody,
  onUploadProgress?: (fraction: number) => void,
) {
  return bodyOf(await api.claims.submit({ params: { id: providerId }, body, onUploadProgress }));
}

export const claimKeys = { mine: (id: string) => ['claims', 'mine', id] as const };

export function useMyClaim(providerId: string, enabled: boolean) {
  return useQuery({
    queryKey: claimKeys.mine(providerId),
    enabled,
    queryFn: async () => bodyOf(await api.claims.mine({ params: { id: providerId } })).data,
  });
}
