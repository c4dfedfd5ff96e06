import { ImagePlus, Loader2, ShieldCheck, Sparkles, Upload, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { takeEarlyPhoto } from '@/lib/early-photo';
import { useStudioStore } from '../store/studio-store';
import { useUploadActions } from './use-upload-actions';

/** Step 1 panel: choose a photo (picker, drag and drop, paste), preview, confirm → analysis. */
export function UploadPanel() {
  const { prepareFile, confirmUpload, signedIn } = useUploadActions();
  const pending = useStudioStore((s) => s.pendingUpload);
  const analyzing = useStudioStore((s) => s.isAnalyzing);
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  // A photo chosen on the pre-rendered page before this panel was live (lib/early-photo).
  useEffect(() => {
    const early = takeEarlyPhoto();
    if (inputRef.current) inputRef.current.value = '';
    if (early) void prepareFile(early);
  }, [prepareFile]);

  useEffect(() => {
    const onPaste = (e: ClipboardEvent) => {
      const file = Array.from(e.clipboardData?.files ?? []).find((f) =>
        f.type.startsWith('image/'),
      );
      if (file) {
        e.preventDefault();
        void prepareFile(file);
      }
    };
    window.addEventListener('paste', onPaste);
    return () => window.removeEventListener('paste', onPaste);
  }, [prepareFile]);

  if (pending) {
    return (
      <section
        aria-labelledby="upload-preview-title"
        className="mx-auto w-full max-w-xl rounded-3xl border border-stone-200 bg-white p-4 shadow-xl shadow-stone-900/5 sm:p-6 dark:border-white/10 dark:bg-stone-900"
      >
        <h2
          id="upload-preview-title"
          className="font-display text-xl font-semibold text-stone-900 dark:text-white"
        >
          Use this photo?
        </h2>
        <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">
          We will find the people in it and analyse face shape, colouring and features.
        </p>
        <div className="relative mt-4 overflow-hidden rounded-2xl bg-stone-100 dark:bg-black/40">
          <img
            src={`data:${pending.mimeType};base64,${pending.base64}`}
            alt="Photo to analyse"
            className="mx-auto block max-h-[50vh] w-auto object-contain"
          />
          {analyzing ? (
            <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-stone-950/55 text-white backdrop-blur-[2px]">
              <Loader2 className="h-8 w-8 animate-spin" aria-hidden="true" />
              <p role="status" className="text-sm font-medium">
                Analyzing your photo...
              </p>
            </div>
          ) : null}
        </div>
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button
            variant="outline"
            disabled={analyzing}
            onClick={() => useStudioStore.getState().setPendingUpload(null)}
          >
            <X className="h-4 w-4" aria-hidden="true" />
            Cancel
          </Button>
          <Button disabled={analyzing} onClick={() => void confirmUpload()}>
            <Sparkles className="h-4 w-4" aria-hidden="true" />
            Analyze photo
          </Button>
        </div>
      </section>
    );
  }

  return (
    <section aria-labelledby="upload-title" className="mx-auto w-full max-w-3xl">
      <div className="mb-6 text-center">
        <h2
          id="upload-title"
          className="font-display text-3xl font-semibold tracking-tight text-stone-900 sm:text-4xl dark:text-white"
        >
          Start with a <span className="text-gradient">photo</span>
        </h2>
        <p className="mx-auto mt-2 max-w-lg text-stone-600 dark:text-stone-400">
          A clear, front-facing photo works best. Group photos are fine — you will pick who gets the
          makeover.
        </p>
      </div>
      <div
        role="button"
        tabIndex={0}
        onClick={() => inputRef.current?.click()}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            inputRef.current?.click();
          }
        }}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          const file = Array.from(e.dataTransfer.files).find((f) => f.type.startsWith('image/'));
          if (file) void prepareFile(file);
        }}
        className={cn(
          'group flex min-h-72 cursor-pointer flex-col items-center justify-center gap-4 rounded-3xl border-2 border-dashed px-6 py-12 text-center transition',
          dragging
            ? 'border-brand-500 bg-brand-50 dark:bg-brand-500/10'
            : 'border-stone-300 bg-white hover:border-brand-400 hover:bg-brand-50/40 dark:border-white/15 dark:bg-white/[0.03] dark:hover:border-brand-400/60 dark:hover:bg-white/[0.06]',
        )}
      >
        <span className="flex h-16 w-16 items-center justify-center rounded-2xl bg-brand-gradient text-white shadow-lg shadow-brand-500/25 transition group-hover:scale-105">
          <ImagePlus className="h-8 w-8" aria-hidden="true" />
        </span>
        <div>
          <p className="text-lg font-semibold text-stone-900 dark:text-white">
            Drop your photo here
          </p>
          <p className="mt-1 text-sm text-stone-500 dark:text-stone-400">
            or click to browse · paste with Ctrl/Cmd+V · JPEG, PNG, WebP
          </p>
        </div>
        <span className="inline-flex items-center gap-2 rounded-full bg-stone-900 px-5 py-2 text-sm font-medium text-white dark:bg-white dark:text-stone-900">
          <Upload className="h-4 w-4" aria-hidden="true" />
          Choose photo
        </span>
        <input
          ref={inputRef}
          type="file"
          accept="image/*"
          className="sr-only"
          aria-label="Choose photo"
          data-testid="upload-input"
          data-upload-input=""
          onClick={(e) => e.stopPropagation()}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void prepareFile(file);
          }}
        />
      </div>
      <p className="mt-4 flex items-center justify-center gap-2 text-xs text-stone-500 dark:text-stone-400">
        <ShieldCheck className="h-4 w-4" aria-hidden="true" />
        {signedIn
          ? 'Your photo is stored privately in your account.'
          : 'Your photo is processed for this session only; nothing is saved.'}
      </p>
    </section>
  );
}
