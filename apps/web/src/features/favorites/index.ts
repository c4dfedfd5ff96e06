export {
  FavoriteStylesPage,
  NewFavoriteStylePage,
  EditFavoriteStylePage,
} from './favorite-styles-pages';
export { useFavorites } from './api/get-favorites';
export { useSaveFavorite } from './api/save-favorite';
