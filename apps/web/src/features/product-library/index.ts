export { ProductLibraryPage } from './product-library-page';
