// Content pages the router loads on first visit (the index holds the home page only).
export { FaqPage } from './faq-page';
export { ContactPage } from './contact-page';
export { ExploreMakeoversPage } from './explore-makeovers-page';
