import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  libraryCategories,
  productDraftSchema,
  type ProductDraft,
} from '@looklab/shared/products/library-rules';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field, Input, Select } from '@/components/ui/input';

export const emptyDraft: ProductDraft = {
  brand: '',
  name: '',
  category: 'lipstick',
  shadeName: '',
  shadeHex: '#b0303a',
};

/** Add or edit one product: brand, name, make-up category and its shade (name and colour). */
export function ProductFormDialog({
  open,
  initial,
  editing,
  saving,
  onSave,
  onClose,
}: {
  open: boolean;
  initial: ProductDraft;
  editing: boolean;
  saving: boolean;
  onSave: (draft: ProductDraft) => void;
  onClose: () => void;
}) {
  const form = useForm<ProductDraft>({
    resolver: zodResolver(productDraftSchema),
    values: initial,
  });
  const hex = useWatch({ control: form.control, name: 'shadeHex' });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(onSave);
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent
        title={editing ? 'Edit product' : 'Add a product'}
        description="The shade shows up in the matching make-up category of the studio."
        className="sm:max-w-lg"
      >
        <form
          onSubmit={(event) => void submit(event)}
          noValidate
          className="mt-5 space-y-4"
          aria-label={editing ? 'Edit product' : 'Add a product'}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Brand" htmlFor="product-brand" error={errors.brand?.message}>
              <Input id="product-brand" placeholder="Optional" {...form.register('brand')} />
            </Field>
            <Field label="Product name" htmlFor="product-name" error={errors.name?.message}>
              <Input
                id="product-name"
                aria-invalid={errors.name ? true : undefined}
                {...form.register('name')}
              />
            </Field>
          </div>
          <Field label="Category" htmlFor="product-category">
            <Select id="product-category" {...form.register('category')}>
              {libraryCategories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.label}
                </option>
              ))}
            </Select>
          </Field>
          <div className="grid gap-4 sm:grid-cols-[1fr_auto]">
            <Field label="Shade name" htmlFor="product-shade" error={errors.shadeName?.message}>
              <Input
                id="product-shade"
                placeholder="Ruby Woo"
                aria-invalid={errors.shadeName ? true : undefined}
                {...form.register('shadeName')}
              />
            </Field>
            <Field
              label="Shade colour"
              htmlFor="product-hex"
              error={errors.shadeHex && 'Use a colour like #b0303a'}
            >
              <div className="flex items-center gap-2">
                <input
                  type="color"
                  aria-label="Pick the shade colour"
                  value={/^#[0-9a-f]{6}$/i.test(hex) ? hex : '#000000'}
                  onChange={(event) =>
                    form.setValue('shadeHex', event.target.value, { shouldValidate: true })
                  }
                  className="h-10 w-12 shrink-0 cursor-pointer rounded-xl border border-stone-300 bg-white p-1 dark:border-white/15 dark:bg-white/5"
                />
                <Input id="product-hex" className="w-28 font-mono" {...form.register('shadeHex')} />
              </div>
            </Field>
          </div>
          <div className="flex justify-end gap-2 pt-2">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? 'Saving...' : editing ? 'Save changes' : 'Add product'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
