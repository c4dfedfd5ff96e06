import { useMemo, useState } from 'react';
import { AlertCircle } from 'lucide-react';
import {
  libraryCategories,
  parseProductLines,
  type ProductDraft,
} from '@looklab/shared/products/library-rules';
import type { LibraryCategory } from '@looklab/shared/products/user-product.schema';
import { libraryCategorySchema } from '@looklab/shared/products/user-product.schema';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field, Select, Textarea } from '@/components/ui/input';

const example =
  'MAC, Retro Matte Lipstick, Ruby Woo, #9b111e\nFenty Beauty, Stunna Lip Paint, Uncensored';

/** Batch add: paste one product per line, check the preview, add them all at once. */
export function BatchAddDialog({
  open,
  saving,
  onSave,
  onClose,
}: {
  open: boolean;
  saving: boolean;
  onSave: (drafts: ProductDraft[]) => void;
  onClose: () => void;
}) {
  const [category, setCategory] = useState<LibraryCategory>('lipstick');
  const [text, setText] = useState('');
  const lines = useMemo(() => parseProductLines(text, category), [text, category]);
  const drafts = lines.flatMap((line) => (line.draft ? [line.draft] : []));
  const problems = lines.filter((line) => line.error !== null);
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent
        title="Add several products"
        description="One product per line: brand, product, shade and, if you know it, the shade's hex colour. Tabs from a spreadsheet work too."
        className="sm:max-w-2xl"
      >
        <div className="mt-5 space-y-4">
          <Field label="Category for these products" htmlFor="batch-category">
            <Select
              id="batch-category"
              value={category}
              onChange={(event) => setCategory(libraryCategorySchema.parse(event.target.value))}
            >
              {libraryCategories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.label}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Products" htmlFor="batch-lines">
            <Textarea
              id="batch-lines"
              value={text}
              placeholder={example}
              onChange={(event) => setText(event.target.value)}
              className="min-h-36 font-mono text-xs"
            />
          </Field>
          {drafts.length > 0 ? (
            <ul
              className="max-h-48 divide-y divide-stone-100 overflow-y-auto rounded-2xl border border-stone-200 text-sm dark:divide-white/5 dark:border-white/10"
              aria-label="Products to add"
            >
              {drafts.map((draft, index) => (
                <li key={index} className="flex items-center gap-3 px-3 py-2">
                  <span
                    className="h-5 w-5 shrink-0 rounded-full ring-1 ring-black/10 dark:ring-white/20"
                    style={{ background: draft.shadeHex }}
                    aria-hidden="true"
                  />
                  <span className="min-w-0 flex-1 truncate text-stone-800 dark:text-stone-200">
                    {[draft.brand, draft.name].filter(Boolean).join(' · ')}
                  </span>
                  <span className="shrink-0 text-xs text-stone-500 dark:text-stone-400">
                    {draft.shadeName}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
          {problems.length > 0 ? (
            <ul role="alert" className="space-y-1 text-xs text-red-600 dark:text-red-400">
              {problems.map((line) => (
                <li key={line.line} className="flex items-center gap-1.5">
                  <AlertCircle className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
                  {line.line > 0 ? `Line ${line.line}: ` : ''}
                  {line.error}
                </li>
              ))}
            </ul>
          ) : null}
          <div className="flex justify-end gap-2 pt-2">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button
              disabled={saving || drafts.length === 0 || problems.length > 0}
              onClick={() => onSave(drafts)}
            >
              {saving
                ? 'Saving...'
                : `Add ${drafts.length} ${drafts.length === 1 ? 'product' : 'products'}`}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
