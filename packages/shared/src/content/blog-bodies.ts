/**
 * Article bodies by slug, each its own module so the web app loads a body only when its
 * article is opened (the list needs none of them).
 */
export const articleBodyLoaders: Record<string, () => Promise<string>> = {
  'haircuts-for-your-face-shape': () =>
    import('./articles/haircuts-for-your-face-shape').then((m) => m.body),
  'colour-seasons-explained': () =>
    import('./articles/colour-seasons-explained').then((m) => m.body),
  'beard-styles-for-every-face': () =>
    import('./articles/beard-styles-for-every-face').then((m) => m.body),
  'eyebrow-shapes-guide': () => import('./articles/eyebrow-shapes-guide').then((m) => m.body),
  'choosing-a-hair-colour-shade': () =>
    import('./articles/choosing-a-hair-colour-shade').then((m) => m.body),
  'lipstick-finishes-guide': () => import('./articles/lipstick-finishes-guide').then((m) => m.body),
  'cosmetic-dentistry-basics': () =>
    import('./articles/cosmetic-dentistry-basics').then((m) => m.body),
  'how-looklab-ai-works': () => import('./articles/how-looklab-ai-works').then((m) => m.body),
};

/** The body of an article, or null when no article has that slug. */
export async function loadArticleBody(slug: string): Promise<string | null> {
  const load = Object.hasOwn(articleBodyLoaders, slug) ? articleBodyLoaders[slug] : undefined;
  return load ? load() : null;
}
