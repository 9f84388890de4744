import { AD_PRICE_PER_PLACEMENT_CENTS, type AdPlacement } from '@app/contracts';
import { formatDate, formatMoney, formatNumber } from '../../lib/i18n';
import { paymentsMessages } from './i18n';

const t = paymentsMessages.t;

/** An amount with its cents ('$25.00'), in the current language. */
export function money(cents: number, currency = 'usd'): string {
  return formatNumber(cents / 100, { style: 'currency', currency: currency.toUpperCase() });
}

/** 'Nov 26, 2026' ('26 nov 2026' in Spanish). */
export function day(iso: string): string {
  return formatDate(iso, { year: 'numeric', month: 'short', day: 'numeric' });
}

/** Stripe's brands are lower case ('visa', 'mastercard'): shown as names. */
const brandName = (brand: string) => `${brand.charAt(0).toUpperCase()}${brand.slice(1)}`;

/** An ad placement's name ('Main Page' / 'Página principal'). */
export const placementLabel = (placement: AdPlacement) => t(`placement.${placement}`);

/** The price per placement as the pay dialog says it ('$25'). */
const placementPrice = () => formatMoney(AD_PRICE_PER_PLACEMENT_CENTS);

/**
 * The payments words other features show (provider-tools' plans and advertisement pages),
 * read in the current language each time: use them during render of a component that
 * re-renders on a language change (`useLocale()` or `useT`). Payments' own components call
 * `useT(paymentsMessages)`.
 */
export const PAYMENTS_TEXT = {
  get testModeBanner() {
    return t('testModeBanner');
  },
  get testModeHelp() {
    return t('testModeHelp');
  },
  get checkoutTitle() {
    return t('checkoutTitle');
  },
  payButton: (amount: string) => t('payButton', { amount }),
  get paid() {
    return t('paid');
  },
  get continue() {
    return t('continue');
  },
  get loadingCheckout() {
    return t('loadingCheckout');
  },
  get checkoutMissing() {
    return t('checkoutMissing');
  },
  get billing() {
    return t('billing');
  },
  get noPayments() {
    return t('noPayments');
  },
  get noPaymentsText() {
    return t('noPaymentsText');
  },
  get receipt() {
    return t('receipt');
  },
  get currentPlan() {
    return t('currentPlan');
  },
  renewsOn: (date: string) => t('renewsOn', { date }),
  endsOn: (date: string) => t('endsOn', { date }),
  get cancelPremium() {
    return t('cancelPremium');
  },
  get cancelConfirm() {
    return t('cancelConfirm');
  },
  get keepPremium() {
    return t('keepPremium');
  },
  get startPremium() {
    return t('startPremium');
  },
  get premiumKind() {
    return t('premiumKind');
  },
  get campaignKind() {
    return t('campaignKind');
  },
  get failed() {
    return t('failed');
  },
  get paidStatus() {
    return t('paidStatus');
  },
  get campaigns() {
    return t('campaigns');
  },
  get noCampaigns() {
    return t('noCampaigns');
  },
  get noCampaignsText() {
    return t('noCampaignsText');
  },
  get loadingCampaigns() {
    return t('loadingCampaigns');
  },
  get campaignStatus(): Record<string, string> {
    return {
      pending_payment: t('campaignStatus.pending_payment'),
      active: t('campaignStatus.active'),
      ended: t('campaignStatus.ended'),
      cancelled: t('campaignStatus.cancelled'),
    };
  },
  campaignDays: (days: number) => t('campaignDays', { days }),
  campaignDates: (from: string, to: string) => t('campaignDates', { from, to }),
  get notStarted() {
    return t('notStarted');
  },
  get impressions() {
    return t('impressions');
  },
  get clicks() {
    return t('clicks');
  },
  get amount() {
    return t('amount');
  },
  get placements() {
    return t('placements');
  },
  cancelledBecause: (reason: string) => t('cancelledBecause', { reason }),
  get advertising() {
    return t('advertising');
  },
  advertisingSummary: (active: number, impressions: number, clicks: number) =>
    t('advertisingSummary', { active, impressions, clicks }),
  get manageCampaigns() {
    return t('manageCampaigns');
  },
  get receiptTitle() {
    return t('receiptTitle');
  },
  get loadingReceipt() {
    return t('loadingReceipt');
  },
  get receiptMissing() {
    return t('receiptMissing');
  },
  get receiptProfile() {
    return t('receiptProfile');
  },
  get receiptItem() {
    return t('receiptItem');
  },
  get receiptAmount() {
    return t('receiptAmount');
  },
  get receiptDate() {
    return t('receiptDate');
  },
  get receiptCard() {
    return t('receiptCard');
  },
  get receiptStatus() {
    return t('receiptStatus');
  },
  get receiptReference() {
    return t('receiptReference');
  },
  get stripeInvoice() {
    return t('stripeInvoice');
  },
  get printReceipt() {
    return t('printReceipt');
  },
  get backToBilling() {
    return t('backToBilling');
  },
  get nextCharge() {
    return t('nextCharge');
  },
  get noNextCharge() {
    return t('noNextCharge');
  },
  nextChargeOn: (amount: string, date: string) => t('nextChargeOn', { amount, date }),
  get planNames(): Record<string, string> {
    return { basic: t('plan.basic'), premium: t('plan.premium'), unclaimed: t('plan.unclaimed') };
  },
  get managePlan() {
    return t('managePlan');
  },
  cardOf: (brand: string, last4: string) => t('cardOf', { brand: brand.toUpperCase(), last4 }),
  savedCardLabel: (brand: string, last4: string) =>
    t('savedCardLabel', { brand: brandName(brand), last4 }),
  get payDialogNewCard() {
    return t('payDialogNewCard', { price: placementPrice() });
  },
  get payDialogSavedCard() {
    return t('payDialogSavedCard', { price: placementPrice() });
  },
  get deleteCard() {
    return t('deleteCard');
  },
  deleteCardLabel: (brand: string, last4: string) =>
    t('deleteCardLabel', { brand: brandName(brand), last4 }),
  get loadingCards() {
    return t('loadingCards');
  },
  get campaignPaid() {
    return t('campaignPaid');
  },
  get manageBilling() {
    return t('manageBilling');
  },
};
