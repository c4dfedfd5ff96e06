import { ARTICLE_IMAGE_SIZE } from '@looklab/shared/content/blog-constants';
import type { HeroImage } from '@looklab/shared/content/blog.schema';
import { cn } from '@/lib/cn';

/**
 * An article illustration with its intrinsic size, so the page reserves its box before it
 * loads (no layout shift). `priority` for the one image in the first viewport; others load lazily.
 */
export function ArticleImage({
  image,
  priority = false,
  decorative = false,
  className,
}: {
  image: HeroImage;
  priority?: boolean;
  /** beside a link or title that says the same: hidden from screen readers */
  decorative?: boolean;
  className?: string;
}) {
  return (
    <img
      src={image.src}
      alt={decorative ? '' : image.alt}
      width={ARTICLE_IMAGE_SIZE.width}
      height={ARTICLE_IMAGE_SIZE.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={cn(
        'aspect-[1200/630] h-auto w-full bg-brand-50 object-cover dark:bg-white/5',
        className,
      )}
    />
  );
}

/** A drawn author avatar at a fixed square size. */
export function AuthorAvatar({
  src,
  size,
  className,
}: {
  src: string;
  size: number;
  className?: string;
}) {
  return (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={cn('shrink-0 rounded-full bg-brand-50 dark:bg-white/10', className)}
      style={{ width: size, height: size }}
    />
  );
}
