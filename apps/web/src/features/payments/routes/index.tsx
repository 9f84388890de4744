export { TestCheckoutPage } from './test-checkout';
