import { Spinner } from './spinner';

/** Full-screen blocking overlay with a status text. */
export function LoadingOverlay({ text }: { text: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="loading-overlay"
      className="fixed inset-0 z-[60] flex animate-fade-in items-center justify-center bg-stone-950/45 p-6 backdrop-blur-sm"
    >
      <div className="flex max-w-sm flex-col items-center gap-4 rounded-3xl bg-white px-8 py-7 text-center shadow-2xl dark:bg-stone-900">
        <Spinner className="h-10 w-10 border-[3px] text-brand-500" />
        <p className="text-sm font-medium text-stone-700 dark:text-stone-200">{text}</p>
      </div>
    </div>
  );
}
