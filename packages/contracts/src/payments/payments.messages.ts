/**
 * Messages of the payment routes (issue 18, docs/decisions/0028): apart from MESSAGES so
 * that the public pages' initial JS does not carry them.
 */
export const PAYMENT_MESSAGES = {
  cardDeclined: 'Your card was declined.',
  cardNumberInvalid: 'Enter a valid card number',
  cardExpiryInvalid: 'Enter the expiration date as MM/YY',
  cardCvcInvalid: 'Enter the 3 or 4 digit security code',
  testCardsOnly: 'Test mode accepts Stripe test cards only, such as 4242 4242 4242 4242',
  checkoutComplete: 'This checkout is already paid',
  alreadyPremium: 'This profile already has Premium',
  noSubscription: 'This profile has no Premium subscription to cancel',
  campaignNotPayable: 'This campaign is not waiting for payment',
  reasonRequired: 'A reason is required',
  planNeedsOwner: 'Only a claimed profile can change plans',
  cardExpired: 'Your card has expired.',
  webhookSignature: 'Webhook signature verification failed',
  paymentsUnavailable: 'Payments are not available right now; try again later',
  savedCardMissing: 'Choose one of your saved cards',
  portalUnavailable: 'The billing portal opens once you have paid through Stripe',
  webhookMalformed: 'Malformed webhook event',
  campaignBeingPaid: 'This campaign is already being paid; refresh in a moment',
} as const;
