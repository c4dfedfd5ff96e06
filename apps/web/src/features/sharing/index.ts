export { ShareViewPage } from './share-view-page';
