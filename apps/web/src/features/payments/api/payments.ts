import { type TSavedCard, type TTestCheckoutPayBody } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bodyOf } from '../../../lib/api-client';
import { paymentsApi } from '../../../lib/payments-api';
import { toolsApi } from '../../../lib/tools-api';

/** The payments client (plans, campaign checkout, billing, the test-mode checkout page). */
export { paymentsApi };

export const paymentsKeys = {
  campaigns: (id: string) => ['tools', 'campaigns', id] as const,
  billing: (id: string) => ['payments', 'billing', id] as const,
  testCheckout: (sessionId: string) => ['payments', 'test-checkout', sessionId] as const,
  receipt: (id: string, paymentId: string) => ['payments', 'receipt', id, paymentId] as const,
  savedCards: (id: string) => ['payments', 'saved-cards', id] as const,
};

/** How the page leaves for a checkout (an object, so that tests can watch it). */
export const checkoutNavigation = {
  go(url: string): void {
    window.location.assign(url);
  },
};

/** Leaves for the checkout page: Stripe Checkout, or our test-mode page. */
export function goToCheckout(url: string): void {
  checkoutNavigation.go(url);
}

export function useBilling(id: string | null) {
  return useQuery({
    queryKey: paymentsKeys.billing(id ?? ''),
    enabled: id !== null,
    queryFn: async () => bodyOf(await paymentsApi.payments.billing({ params: { id: id! } })).data,
  });
}

export function useStartPremium(id: string) {
  return useMutation({
    mutationFn: async () =>
      bodyOf(await paymentsApi.payments.subscriptionCheckout({ params: { id } })).data.url,
    onSuccess: goToCheckout,
  });
}

export function useCancelPremium(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      bodyOf(await paymentsApi.payments.subscriptionCancel({ params: { id } })).data,
    onSuccess: (billing) => queryClient.setQueryData(paymentsKeys.billing(id), billing),
  });
}

/** Pays a saved (pending) campaign: the server prices it, the card goes to Checkout. */
export async function campaignCheckoutUrl(id: string, campaignId: string): Promise<string> {
  return bodyOf(await paymentsApi.payments.campaignCheckout({ params: { id, campaignId } })).data
    .url;
}

export function useTestCheckout(sessionId: string) {
  return useQuery({
    queryKey: paymentsKeys.testCheckout(sessionId),
    queryFn: async () =>
      bodyOf(await paymentsApi.payments.testCheckout({ params: { sessionId } })).data,
  });
}

export function usePayTestCheckout(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TTestCheckoutPayBody) =>
      bodyOf(await paymentsApi.payments.testCheckoutPay({ params: { sessionId }, body })).data,
    onSuccess: async (checkout) => {
      queryClient.setQueryData(paymentsKeys.testCheckout(sessionId), checkout);
      await queryClient.invalidateQueries();
    },
  });
}

/** The owner's campaigns with their impressions and clicks (decision 0031). */
export function useCampaigns(id: string | null) {
  return useQuery({
    queryKey: paymentsKeys.campaigns(id ?? ''),
    enabled: id !== null,
    queryFn: async () =>
      bodyOf(await toolsApi.providerTools.campaigns({ params: { id: id! } })).data,
  });
}

export function useReceipt(id: string, paymentId: string) {
  return useQuery({
    queryKey: paymentsKeys.receipt(id, paymentId),
    queryFn: async () =>
      bodyOf(await paymentsApi.payments.receipt({ params: { id, paymentId } })).data,
  });
}

/** The owner's saved cards: Stripe's payment methods (brand, last 4, expiry only). */
export function useSavedCards(id: string | null, enabled = true) {
  return useQuery({
    queryKey: paymentsKeys.savedCards(id ?? ''),
    enabled: id !== null && enabled,
    queryFn: async () =>
      bodyOf(await paymentsApi.payments.savedCards({ params: { id: id! } })).data,
  });
}

export function useDeleteSavedCard(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (paymentMethodId: string) => {
      await paymentsApi.payments.deleteSavedCard({ params: { id, paymentMethodId } });
      return paymentMethodId;
    },
    onSuccess: (removed) =>
      queryClient.setQueryData(paymentsKeys.savedCards(id), (cards: TSavedCard[] | undefined) =>
        cards?.filter((c) => c.id !== removed),
      ),
  });
}

/** Pays a saved (pending) campaign with a saved card, at the server's price. */
export async function payCampaignWithSavedCard(
  id: string,
  campaignId: string,
  paymentMethodId: string,
): Promise<string> {
  return bodyOf(
    await paymentsApi.payments.campaignPaySaved({
      params: { id, campaignId },
      body: { paymentMethodId },
    }),
  ).data.paymentId;
}

/** Opens the Stripe customer portal (real mode): cards, invoices, cancel. */
export function useBillingPortal(id: string) {
  return useMutation({
    mutationFn: async () =>
      bodyOf(await paymentsApi.payments.billingPortal({ params: { id } })).data.url,
    onSuccess: goToCheckout,
  });
}
