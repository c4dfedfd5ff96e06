import { useState } from 'react';
import { ListPlus, Palette, Plus } from 'lucide-react';
import { planMessages } from '@looklab/shared/messages/plan-messages';
import {
  draftFromProduct,
  libraryCategories,
  sortProducts,
  type ProductDraft,
} from '@looklab/shared/products/library-rules';
import type { UserProduct } from '@looklab/shared/products/user-product.schema';
import { useConfirm, useErrorToast } from '@/app/overlays';
import { Button } from '@/components/ui/button';
import { EmptyState, PageContainer, PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { useDeleteProduct } from './api/delete-product';
import { useProducts } from './api/get-products';
import { useSaveProducts } from './api/save-products';
import { BatchAddDialog } from './components/batch-add-dialog';
import { ProductCard } from './components/product-card';
import { emptyDraft, ProductFormDialog } from './components/product-form-dialog';

type Editor = { kind: 'closed' } | { kind: 'one'; product: UserProduct | null } | { kind: 'batch' };

/** /product-library (Pro only): the user's own makeup, grouped by make-up category. */
export function ProductLibraryPage() {
  const products = useProducts();
  const save = useSaveProducts();
  const remove = useDeleteProduct();
  const confirm = useConfirm();
  const showError = useErrorToast();
  const [editor, setEditor] = useState<Editor>({ kind: 'closed' });
  const close = () => setEditor({ kind: 'closed' });

  const saveDrafts = (id: string | null, drafts: ProductDraft[], failure: string) =>
    save.mutate({ id, drafts }, { onSuccess: close, onError: () => showError(failure) });

  const deleteProduct = async (product: UserProduct) => {
    const ok = await confirm({
      title: 'Delete this product?',
      description: `${[product.brand, product.name].filter(Boolean).join(' ')} leaves your library. Looks you saved keep its shade.`,
      confirmText: 'Delete',
      destructive: true,
    });
    if (ok)
      remove.mutate(product.id, { onError: () => showError(planMessages.couldNotDeleteProduct) });
  };

  const sorted = sortProducts(products.data ?? []);
  const actions = (
    <>
      <Button variant="outline" onClick={() => setEditor({ kind: 'batch' })}>
        <ListPlus className="h-4 w-4" aria-hidden="true" />
        Add several
      </Button>
      <Button onClick={() => setEditor({ kind: 'one', product: null })}>
        <Plus className="h-4 w-4" aria-hidden="true" />
        Add product
      </Button>
    </>
  );

  return (
    <PageContainer>
      <PageHeader
        eyebrow="Pro"
        title="Makeup Library"
        description="The products you own, ready to try on in the studio with their real shades."
        actions={actions}
      />
      <div className="mt-10">
        {products.isPending ? (
          <PageSpinner text="Loading your library..." />
        ) : products.isError ? (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {planMessages.couldNotLoadLibrary}
          </p>
        ) : sorted.length === 0 ? (
          <EmptyState
            icon={<Palette className="h-6 w-6" aria-hidden="true" />}
            title="Your library is empty"
            description="Add the lipsticks, blushes and liners you own, one at a time or several at once."
          />
        ) : (
          <div className="space-y-10">
            {libraryCategories.map(({ id, label }) => {
              const inCategory = sorted.filter((p) => p.category === id);
              if (inCategory.length === 0) return null;
              return (
                <section key={id} aria-labelledby={`library-${id}`}>
                  <h2
                    id={`library-${id}`}
                    className="flex items-baseline gap-2 border-b border-stone-200 pb-2 text-lg font-semibold text-stone-900 dark:border-white/10 dark:text-white"
                  >
                    {label}
                    <span className="text-xs font-medium text-stone-500 dark:text-stone-400">
                      {inCategory.length}
                    </span>
                  </h2>
                  <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                    {inCategory.map((product) => (
                      <ProductCard
                        key={product.id}
                        product={product}
                        onEdit={() => setEditor({ kind: 'one', product })}
                        onDelete={() => void deleteProduct(product)}
                      />
                    ))}
                  </div>
                </section>
              );
            })}
          </div>
        )}
      </div>
      <ProductFormDialog
        open={editor.kind === 'one'}
        editing={editor.kind === 'one' && editor.product !== null}
        initial={
          editor.kind === 'one' && editor.product ? draftFromProduct(editor.product) : emptyDraft
        }
        saving={save.isPending}
        onClose={close}
        onSave={(draft) =>
          saveDrafts(
            editor.kind === 'one' ? (editor.product?.id ?? null) : null,
            [draft],
            planMessages.couldNotSaveProduct,
          )
        }
      />
      {/* Mounted while open, so a finished batch starts empty next time. */}
      {editor.kind === 'batch' ? (
        <BatchAddDialog
          open
          saving={save.isPending}
          onClose={close}
          onSave={(drafts) => saveDrafts(null, drafts, planMessages.couldNotSaveProducts)}
        />
      ) : null}
    </PageContainer>
  );
}
