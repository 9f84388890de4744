export { TestCheckoutPage } from './test-checkout';
export { ReceiptPage } from './receipt';
