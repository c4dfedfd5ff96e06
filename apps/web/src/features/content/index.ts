export { MarketingHomePage } from './marketing-home-page';
