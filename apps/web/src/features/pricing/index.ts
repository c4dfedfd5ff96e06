export { PricingPage } from './pricing-page';
