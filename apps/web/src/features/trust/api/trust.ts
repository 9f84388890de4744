import { useMutation, useQuery } from '@tanstack/react-query';
import { bodyOf } from '../../../lib/api-client';
import { trustApi } from '../../../lib/trust-api';

export const trustKeys = {
  transparency: ['trust', 'transparency'] as const,
};

/** The monthly numbers of /transparency. */
export function useTransparency() {
  return useQuery({
    queryKey: trustKeys.transparency,
    queryFn: async () => bodyOf(await trustApi.trust.transparency()).data,
  });
}

/** Whether an invitation's unsubscribe token is valid, and its (masked) address. */
export function useUnsubscribeState(token: string) {
  return useQuery({
    queryKey: ['review-invitations', 'unsubscribe', token],
    enabled: token.length > 0,
    retry: false,
    queryFn: async () => bodyOf(await trustApi.trust.unsubscribeState({ query: { token } })).data,
  });
}

/** Unsubscribes the token's address from review invitations (a button, not the page load). */
export function useUnsubscribe(token: string) {
  return useMutation({
    mutationFn: async () => bodyOf(await trustApi.trust.unsubscribe({ body: { token } })).data,
  });
}
