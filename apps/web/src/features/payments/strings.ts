/** Every string of the payments pages, in one place (STYLE: translatable later). */
export const PAYMENTS_TEXT = {
  testModeBanner: 'Test mode — no card is charged',
  testModeHelp:
    'Use a Stripe test card: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined. Any future date and any 3 digits.',
  checkoutTitle: 'Checkout',
  payButton: (amount: string) => `Pay ${amount}`,
  paid: 'Payment received. Thank you!',
  continue: 'Continue',
  loadingCheckout: 'Loading checkout',
  checkoutMissing: 'This checkout does not exist or is not yours.',
  billing: 'Billing',
  noPayments: 'No payments yet',
  noPaymentsText: 'Payments appear here with their dates, amounts and receipts.',
  receipt: 'Receipt',
  currentPlan: 'Current plan',
  renewsOn: (date: string) => `Renews on ${date}`,
  endsOn: (date: string) => `Premium ends on ${date}`,
  cancelPremium: 'Cancel Premium',
  cancelConfirm:
    'Premium stays until the end of the paid period, then the profile returns to Free. Nothing you made is deleted.',
  keepPremium: 'Keep Premium',
  startPremium: 'Start Premium',
  premiumKind: 'Premium Profile',
  campaignKind: 'Ad campaign',
  failed: 'Failed',
  paidStatus: 'Paid',
  // Campaigns on /advertisement and the dashboard (decision 0031).
  campaigns: 'Your Campaigns',
  noCampaigns: 'No campaigns yet',
  noCampaignsText: 'Campaigns you start appear here with their impressions and clicks.',
  loadingCampaigns: 'Loading campaigns',
  campaignStatus: {
    pending_payment: 'Pending payment',
    active: 'Active',
    ended: 'Ended',
    cancelled: 'Cancelled',
  } as Record<string, string>,
  campaignDays: (days: number) => `${days}-day campaign`,
  campaignDates: (from: string, to: string) => `${from} – ${to}`,
  notStarted: 'Starts when paid',
  impressions: 'Impressions',
  clicks: 'Clicks',
  amount: 'Amount',
  placements: 'Placements',
  cancelledBecause: (reason: string) => `Cancelled by an administrator: ${reason}`,
  advertising: 'Advertising',
  advertisingSummary: (active: number, impressions: number, clicks: number) =>
    [
      `${active} active ${active === 1 ? 'campaign' : 'campaigns'}`,
      `${impressions.toLocaleString('en-US')} ${impressions === 1 ? 'impression' : 'impressions'}`,
      `${clicks.toLocaleString('en-US')} ${clicks === 1 ? 'click' : 'clicks'}`,
    ].join(' · '),
  manageCampaigns: 'Manage campaigns',
  // Receipts and the dashboard's Billing (decision 0031).
  receiptTitle: 'Receipt',
  loadingReceipt: 'Loading receipt',
  receiptMissing: 'This receipt does not exist or is not yours.',
  receiptProfile: 'Profile',
  receiptItem: 'Item',
  receiptAmount: 'Amount',
  receiptDate: 'Date',
  receiptCard: 'Card',
  receiptStatus: 'Status',
  receiptReference: 'Reference',
  stripeInvoice: 'Stripe invoice',
  printReceipt: 'Print',
  backToBilling: 'Back to billing',
  nextCharge: 'Next charge',
  noNextCharge: 'No charge scheduled',
  nextChargeOn: (amount: string, date: string) => `${amount} on ${date}`,
  planNames: { basic: 'Free', premium: 'Premium', unclaimed: 'Unclaimed' } as Record<
    string,
    string
  >,
  managePlan: 'Manage plan',
  cardOf: (brand: string, last4: string) => `${brand.toUpperCase()} •••• ${last4}`,
  // Saved cards in the payment dialog (decision 0031).
  // Stripe's brands are lower case ('visa', 'mastercard'): shown as names.
  savedCardLabel: (brand: string, last4: string) =>
    `${brand.charAt(0).toUpperCase()}${brand.slice(1)} ending ${last4}`,
  payDialogNewCard:
    'The campaign is saved, then you pay on the secure checkout page. The price is set by the server: $25 per placement.',
  payDialogSavedCard:
    'The campaign is saved, then charged to the card you chose. The price is set by the server: $25 per placement.',
  deleteCard: 'Delete',
  deleteCardLabel: (brand: string, last4: string) =>
    `Delete ${brand.charAt(0).toUpperCase()}${brand.slice(1)} ending ${last4}`,
  loadingCards: 'Loading saved cards',
  campaignPaid: 'Payment received: your campaign is running.',
  manageBilling: 'Manage billing in Stripe',
};

export function money(cents: number, currency = 'usd'): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(cents / 100);
}

export function day(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
}
