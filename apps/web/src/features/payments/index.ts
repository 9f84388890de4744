/**
 * The payments feature's public entry (decision 0035): what the provider tools show of
 * billing and advertising. Other features import only this file of payments.
 */
export {
  campaignCheckoutUrl,
  /** The checkout redirect, replaceable in tests. */
  checkoutNavigation,
  goToCheckout,
  payCampaignWithSavedCard,
  paymentsKeys,
  useBilling,
  useCancelPremium,
  useDeleteSavedCard,
  useSavedCards,
  useStartPremium,
} from './api/payments';
export { BillingCard } from './components/billing-card';
export { BillingSection } from './components/billing-section';
export { AdvertisingCard, CampaignList } from './components/campaign-list';
export { day, money, PAYMENTS_TEXT, placementLabel } from './text';
