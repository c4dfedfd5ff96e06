import { AlertCircle, ImageUp, Loader2 } from 'lucide-react';
import { useRef } from 'react';
import { useStudioStore } from '../store/studio-store';

/** Custom hairstyle from a reference photo, with its own busy state and error. */
export function CustomStyleCard({ onFile }: { onFile: (file: File) => Promise<void> }) {
  const busy = useStudioStore((s) => s.customGenerating);
  const error = useStudioStore((s) => s.customError);
  const ref = useRef<HTMLInputElement>(null);
  return (
    <div className="rounded-2xl border border-dashed border-stone-300 bg-white/70 p-4 dark:border-white/15 dark:bg-white/[0.03]">
      <p className="text-sm font-semibold text-stone-900 dark:text-white">Custom style</p>
      <p className="mt-0.5 text-xs text-stone-600 dark:text-stone-400">
        Have a photo of a haircut you love? Use it as a reference.
      </p>
      <button
        type="button"
        disabled={busy}
        onClick={() => ref.current?.click()}
        className="mt-3 inline-flex w-full items-center justify-center gap-2 rounded-full border border-stone-300 px-4 py-2 text-sm font-medium text-stone-800 hover:bg-stone-100 disabled:opacity-60 dark:border-white/15 dark:text-stone-100 dark:hover:bg-white/10"
      >
        {busy ? (
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
        ) : (
          <ImageUp className="h-4 w-4" aria-hidden="true" />
        )}
        {busy ? 'Creating custom style...' : 'Upload reference photo'}
      </button>
      <input
        ref={ref}
        type="file"
        accept="image/*"
        className="sr-only"
        aria-label="Reference photo"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void onFile(file);
        }}
      />
      {error ? (
        <p
          role="alert"
          className="mt-2 flex items-start gap-1 text-xs text-red-700 dark:text-red-300"
        >
          <AlertCircle className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden="true" />
          {error}
        </p>
      ) : null}
    </div>
  );
}
