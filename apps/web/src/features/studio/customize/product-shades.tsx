import { Check } from 'lucide-react';
import { productShadeChoice } from '@looklab/shared';
import type { Selections, UserProduct } from '@looklab/shared';
import { cn } from '@/lib/cn';
import type { EditCategory } from '../catalogue/edit-categories';
import { currentSelections } from '../store/selection-rules';
import { useStudioStore } from '../store/studio-store';
import { markEditClick } from './preview-timing';

/**
 * 'Your products' in a make-up category (Pro): each library product with its shades as
 * swatches (hex shown); picking one makes the product the category's style and the shade its
 * colour, and keeps the product with the makeover (userProducts).
 */
export function ProductShades({
  category,
  products,
  style,
  color,
}: {
  category: EditCategory;
  products: readonly UserProduct[];
  style: string | null;
  color: string | null;
}) {
  const pick = (product: UserProduct, shade: string) => {
    const choice = productShadeChoice(product, shade);
    if (!choice) return;
    markEditClick();
    const store = useStudioStore.getState();
    const next: Selections = { ...currentSelections(store) };
    for (const [key, value] of Object.entries(choice.selections)) {
      if (key !== 'procedures' && value !== undefined) Object.assign(next, { [key]: value });
    }
    store.productShadePicked(next, product, choice.productRef);
  };
  return (
    <div
      className="mt-3 border-t border-stone-100 pt-3 dark:border-white/10"
      role="group"
      aria-label={`Your ${category.label} products`}
      data-testid={`products-${category.id}`}
    >
      <p className="mb-2 text-xs font-semibold tracking-wide text-stone-500 uppercase dark:text-stone-400">
        Your products
      </p>
      <ul className="flex flex-col gap-2">
        {products.map((product) => (
          <li key={product.id} className="flex flex-wrap items-center gap-2">
            <span className="min-w-0 text-sm text-stone-800 dark:text-stone-200">
              {product.brand ? (
                <span className="text-stone-500 dark:text-stone-400">{product.brand} · </span>
              ) : null}
              {product.name}
            </span>
            {product.colors.map((shade) => {
              const on = style === product.name && color === shade.name;
              return (
                <button
                  key={shade.name}
                  type="button"
                  aria-pressed={on}
                  aria-label={`${product.name} shade ${shade.name}`}
                  title={`${shade.name} ${shade.hex}`}
                  onClick={() => pick(product, shade.name)}
                  className={cn(
                    'inline-flex items-center gap-1.5 rounded-full border py-0.5 pr-2.5 pl-0.5 text-xs font-medium',
                    on
                      ? 'border-brand-500 bg-brand-50 text-brand-800 ring-2 ring-brand-400/40 dark:bg-brand-500/15 dark:text-brand-100'
                      : 'border-stone-200 bg-white text-stone-700 hover:border-brand-300 dark:border-white/10 dark:bg-white/5 dark:text-stone-200',
                  )}
                >
                  <span
                    className="relative h-6 w-6 rounded-full border border-black/10 shadow-inner dark:border-white/20"
                    style={{ background: shade.hex }}
                  >
                    {on ? (
                      <Check
                        className="absolute inset-0 m-auto h-3.5 w-3.5 text-white drop-shadow"
                        aria-hidden="true"
                      />
                    ) : null}
                  </span>
                  {shade.name}
                  <span className="font-mono text-[0.65rem] text-stone-500 dark:text-stone-400">
                    {shade.hex}
                  </span>
                </button>
              );
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}
