export { ExploreStylesPage } from './explore-styles-page';
