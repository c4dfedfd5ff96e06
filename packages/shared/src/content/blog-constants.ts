/* The blog's constants, without zod: the blog's pages use them, the schemas are in blog.schema.ts. */

/** The topics an article can be filed under (the list page filters by them). */
export const blogTags = ['Hair', 'Colour', 'Makeup', 'Grooming', 'Dental', 'LookLab'] as const;

/** Every article illustration is drawn at this size; cards and the hero scale it down. */
export const ARTICLE_IMAGE_SIZE = { width: 1200, height: 630 } as const;
/** Author avatars are square. */
export const AVATAR_SIZE = 256;
