import { useMutation } from '@tanstack/react-query';
import { bodyOf } from '../../../lib/api-client';
import { trustApi } from '../../../lib/trust-api';

/** Sends review invitations to a list of addresses (the dashboard's invitations card). */
export function useInviteReviewers(providerId: string, onSent: () => void) {
  return useMutation({
    mutationFn: async (emails: string[]) =>
      bodyOf(await trustApi.trust.invite({ params: { id: providerId }, body: { emails } })).data,
    onSuccess: onSent,
  });
}
