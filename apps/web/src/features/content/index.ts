export { MarketingHomePage } from './marketing-home-page';
export { FaqPage } from './faq-page';
export { ContactPage } from './contact-page';
export { ExploreMakeoversPage } from './explore-makeovers-page';
