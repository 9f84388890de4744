import type { TClaimSubmitBody } from '@app/contracts';
import { api, bodyOf } from '../../../lib/api-client';

/**
 * Submits a claim (multipart: both documents and the fields), reporting upload progress.
 * Apart from tools.ts so that the claim dialog's chunk leaves the owner tools' routes out.
 */
export async function submitClaim(
  providerId: string,
  body: TClaimSubmitBody,
  onUploadProgress?: (fraction: number) => void,
) {
  return bodyOf(await api.claims.submit({ params: { id: providerId }, body, onUploadProgress }));
}
