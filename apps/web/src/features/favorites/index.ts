export {
  FavoriteStylesPage,
  NewFavoriteStylePage,
  EditFavoriteStylePage,
} from './favorite-styles-pages';
