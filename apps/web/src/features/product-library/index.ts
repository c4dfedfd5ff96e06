export { ProductLibraryPage } from './product-library-page';
export { useProducts } from './api/get-products';
