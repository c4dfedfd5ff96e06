import { useRef, useState } from 'react';
import { ImagePlus, Scissors, Trash2 } from 'lucide-react';
import type { StoredFile } from '@looklab/shared/api/file.schema';
import { useErrorToast } from '@/app/overlays';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { uploadFavoriteIcon } from '../api/upload-icon';

/** The favorite's picture: upload one (stored under favorite-icons) or remove it. */
export function IconPicker({
  icon,
  onChange,
}: {
  icon: StoredFile | null;
  onChange: (icon: StoredFile | null) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const showError = useErrorToast();
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      onChange(await uploadFavoriteIcon(file));
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <div className="flex items-center gap-4">
      <div className="relative flex h-24 w-24 shrink-0 items-center justify-center overflow-hidden rounded-2xl bg-gradient-to-br from-brand-50 to-violet-50 dark:from-brand-500/10 dark:to-violet-500/10">
        {icon ? (
          <img src={icon.url} alt="Style icon" className="h-full w-full object-cover" />
        ) : (
          <Scissors className="h-8 w-8 text-brand-400" aria-hidden="true" />
        )}
        {busy ? (
          <span className="absolute inset-0 flex items-center justify-center bg-white/70 dark:bg-stone-950/60">
            <Spinner className="h-6 w-6 text-brand-600" />
          </span>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="sr-only"
          aria-label="Style icon file"
          data-testid="favorite-icon-input"
          onChange={(event) => void pick(event.target.files?.[0])}
        />
        <Button variant="outline" size="sm" disabled={busy} onClick={() => input.current?.click()}>
          <ImagePlus className="h-4 w-4" aria-hidden="true" />
          {icon ? 'Change icon' : 'Upload icon'}
        </Button>
        {icon ? (
          <Button variant="ghost" size="sm" disabled={busy} onClick={() => onChange(null)}>
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            Remove
          </Button>
        ) : null}
      </div>
    </div>
  );
}
