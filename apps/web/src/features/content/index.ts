export { MarketingHomePage } from './marketing-home-page';
export { ArticlesPage, ArticlePage, AuthorPage } from './articles-page';
export { FaqPage } from './faq-page';
export { ContactPage } from './contact-page';
export { ExploreMakeoversPage } from './explore-makeovers-page';
