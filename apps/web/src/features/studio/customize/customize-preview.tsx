import { Loader2, Redo2, Undo2 } from 'lucide-react';
import { useLayoutEffect, useRef, type MutableRefObject } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '@/components/ui/button';
import { PersonImage } from '../components/person-image';
import { useScrolledAway } from '../components/use-scrolled-away';
import { imageSrc, useStudioStore } from '../store/studio-store';
import type { StudioImageRecord } from '../store/types';
import { PhotorealProgress, PreviewBadge } from './preview-labels';
import { markEditClick, markPreviewShown } from './preview-timing';
import { useFastPreview } from './use-fast-preview';
import { useGeneratedLook } from './use-generated-look';
import { useLongWait } from './use-long-wait';

/** Undo and redo on the image, as its buttons show them. */
function historyButtons(canUndo: boolean, canRedo: boolean) {
  const studio = () => useStudioStore.getState();
  return [
    {
      label: 'Undo',
      keys: 'Control+Z Meta+Z',
      enabled: canUndo,
      Icon: Undo2,
      go: () => studio().undo(),
    },
    {
      label: 'Redo',
      keys: 'Shift+Control+Z Shift+Meta+Z',
      enabled: canRedo,
      Icon: Redo2,
      go: () => studio().redo(),
    },
  ];
}

/**
 * The image being customized with its preview, undo and redo, and its small stand-in while it
 * is scrolled away. Its own component: a preview arriving re-renders this, not the whole page
 * with its panels (the click → image time includes that render). `shownRef`: the image on
 * screen, for what reads it on demand (a favourite's icon).
 */
export function CustomizePreview({
  active,
  generative,
  shownRef,
}: {
  active: StudioImageRecord;
  generative: boolean;
  shownRef: MutableRefObject<string | undefined>;
}) {
  const canUndo = useStudioStore((s) => s.historyIndex > 0);
  const canRedo = useStudioStore((s) => s.historyIndex < s.history.length - 1);
  const generated = useGeneratedLook(active, generative);
  const preview = useFastPreview(active, generated.status === 'ready');
  // acknowledged at once; the icon spins only for a long wait (use-long-wait.ts)
  const spin = useLongWait(preview.busy) ? 'animate-spin' : '';
  const previewBox = useRef<HTMLDivElement>(null);
  const scrolledAway = useScrolledAway(previewBox, true);

  const shown =
    generated.status === 'ready' ? imageSrc(generated.image) : (preview.src ?? imageSrc(active));
  useLayoutEffect(() => {
    shownRef.current = shown;
  }, [shown, shownRef]);
  // with an image service, an instant preview on screen is labelled as one
  const showsPreview = generative && generated.status !== 'ready' && preview.src !== null;

  return (
    <>
      <div
        ref={previewBox}
        className="relative overflow-hidden rounded-3xl bg-stone-200 shadow-xl dark:bg-stone-800"
      >
        <PersonImage
          src={shown}
          alt={`Preview: ${active.name}`}
          data-testid="customize-preview"
          data-preview={
            generated.status === 'ready' ? 'generated' : preview.src ? 'rendered' : 'base'
          }
          onLoad={() => {
            if (preview.src) markPreviewShown(preview.requestedAt);
          }}
          className="aspect-[3/4] w-full"
        />
        {showsPreview ? <PreviewBadge /> : null}
        <div className="absolute top-3 right-3 flex flex-col items-end gap-1.5">
          {preview.busy ? (
            // no backdrop blur: it would be filtered anew on each frame of the spinner
            <span className="inline-flex items-center gap-1.5 rounded-full bg-stone-950/70 px-2.5 py-1 text-xs font-medium text-white">
              <Loader2 className={`h-3.5 w-3.5 ${spin}`} aria-hidden="true" />
              Updating
            </span>
          ) : null}
          {generated.status === 'progress' ? <PhotorealProgress progress={generated} /> : null}
        </div>
        <div className="absolute bottom-3 left-3 flex gap-2">
          {historyButtons(canUndo, canRedo).map(({ label, keys, enabled, Icon, go }) => (
            <Button
              key={label}
              variant="overlay"
              size="icon"
              aria-label={label}
              aria-keyshortcuts={keys}
              disabled={!enabled}
              onClick={() => {
                markEditClick();
                go();
              }}
            >
              <Icon className="h-4 w-4" aria-hidden="true" />
            </Button>
          ))}
        </div>
      </div>
      {scrolledAway
        ? createPortal(
            <div
              aria-hidden="true"
              data-testid="customize-mini-preview"
              className="fixed top-20 right-3 z-30 w-24 overflow-hidden rounded-2xl border-2 border-white bg-stone-200 shadow-xl lg:hidden dark:border-stone-700 dark:bg-stone-800"
            >
              <PersonImage src={shown} alt="" className="aspect-[3/4] w-full" />
              {preview.busy ? (
                <span className="absolute inset-x-0 bottom-0 flex justify-center bg-stone-950/55 py-1 text-white">
                  <Loader2 className={`h-3.5 w-3.5 ${spin}`} />
                </span>
              ) : null}
            </div>,
            // out of the studio card: its backdrop blur would make `fixed` relative to it
            document.body,
          )
        : null}
      {preview.error ? (
        <p role="alert" className="text-xs text-red-700 dark:text-red-300">
          {preview.error}
        </p>
      ) : null}
      {generated.status === 'failed' ? (
        <p
          role="alert"
          data-testid="photoreal-error"
          className="text-xs text-red-700 dark:text-red-300"
        >
          {generated.error}
        </p>
      ) : null}
    </>
  );
}
