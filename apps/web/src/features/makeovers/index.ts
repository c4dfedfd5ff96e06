export { MakeoversPage } from './makeovers-page';
export { MakeoverDetailsPage } from './makeover-details-page';
