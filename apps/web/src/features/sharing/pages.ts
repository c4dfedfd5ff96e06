// The public share page, loaded by the router without the studio's share dialogs.
export { ShareViewPage } from './share-view-page';
