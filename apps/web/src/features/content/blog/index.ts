export { ArticlesPage } from './articles-page';
export { ArticlePage } from './article-page';
export { AuthorPage } from './author-page';
export { preloadArticleBody } from './use-article-body';
