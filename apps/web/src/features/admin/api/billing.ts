import { type TAdminBillingQuery } from '@app/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bodyOf } from '../../../lib/api-client';
import { paymentsApi } from '../../../lib/payments-api';

/** The billing page's lists and its one action (decision 0035: the page calls these). */
export const PAGE_SIZE = 20;
type Tab = 'subscriptions' | 'payments' | 'campaigns';

const billingKeys = {
  all: ['admin', 'billing'] as const,
  list: (tab: Tab, offset: number) => ['admin', 'billing', tab, offset] as const,
};

const api = paymentsApi.payments;
const query = (offset: number): TAdminBillingQuery => ({ offset, limit: PAGE_SIZE });

export function useSubscriptions(offset: number) {
  return useQuery({
    queryKey: billingKeys.list('subscriptions', offset),
    placeholderData: keepPreviousData,
    queryFn: async () => bodyOf(await api.adminSubscriptions({ query: query(offset) })),
  });
}
export function usePayments(offset: number) {
  return useQuery({
    queryKey: billingKeys.list('payments', offset),
    placeholderData: keepPreviousData,
    queryFn: async () => bodyOf(await api.adminPayments({ query: query(offset) })),
  });
}
export function useCampaignList(offset: number) {
  return useQuery({
    queryKey: billingKeys.list('campaigns', offset),
    placeholderData: keepPreviousData,
    queryFn: async () => bodyOf(await api.adminCampaigns({ query: query(offset) })),
  });
}

/** Cancels a campaign with the admin's reason, then reloads every billing list. */
export function useCancelCampaign(campaignId: string, onCancelled: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { reason: string }) =>
      bodyOf(await paymentsApi.payments.adminCancelCampaign({ params: { campaignId }, body })).data,
    onSuccess: async () => {
      onCancelled();
      await queryClient.invalidateQueries({ queryKey: billingKeys.all });
    },
  });
}
