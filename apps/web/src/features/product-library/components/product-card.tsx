import { Pencil, Trash2 } from 'lucide-react';
import type { UserProduct } from '@looklab/shared/products/user-product.schema';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** One library product: its shade swatch, brand and name, shade, and edit/delete. */
export function ProductCard({
  product,
  onEdit,
  onDelete,
}: {
  product: UserProduct;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const shade = product.colors.find((c) => c.name === product.defaultColor) ?? product.colors[0];
  const label = [product.brand, product.name].filter(Boolean).join(' ');
  return (
    <Card className="flex items-center gap-4 p-4" data-testid="product-card">
      <span
        className="h-12 w-12 shrink-0 rounded-2xl shadow-inner ring-1 ring-black/10 dark:ring-white/15"
        style={{ background: shade?.hex ?? '#e7e5e4' }}
        aria-hidden="true"
      />
      <div className="min-w-0 flex-1">
        {product.brand ? (
          <p className="truncate text-xs font-medium tracking-wide text-stone-500 uppercase dark:text-stone-400">
            {product.brand}
          </p>
        ) : null}
        <p className="line-clamp-2 font-semibold leading-snug text-stone-900 dark:text-white">
          {product.name}
        </p>
        <p className="truncate text-xs text-stone-600 dark:text-stone-400">
          {shade ? `${shade.name} · ${shade.hex}` : 'No shade'}
        </p>
      </div>
      <div className="flex shrink-0 gap-1">
        <Button variant="ghost" size="icon" aria-label={`Edit ${label}`} onClick={onEdit}>
          <Pencil className="h-4 w-4" aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Delete ${label}`}
          onClick={onDelete}
          className="text-red-600 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-500/10"
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
    </Card>
  );
}
