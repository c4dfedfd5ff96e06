import { CircleAlert, Sparkles, X } from 'lucide-react';
import { messages, splitAnnouncement } from '@looklab/shared/messages/messages';
import { isPlanLimitMessage, planMessages } from '@looklab/shared/messages/plan-messages';
import { parseErrorMessage } from '@/lib/error-message';

/** Bottom-left notice; the text before the first colon is its bold title. */
export function AnnouncementToast({ text, onClose }: { text: string; onClose: () => void }) {
  const { title, body } = splitAnnouncement(text);
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="announcement-toast"
      className="fixed bottom-4 left-4 z-[70] flex w-[min(24rem,calc(100vw-2rem))] animate-toast-in items-start gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-xl shadow-stone-900/10 dark:border-white/10 dark:bg-stone-900"
    >
      <span className="mt-0.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-gradient text-white">
        <Sparkles className="h-4 w-4" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1 text-sm text-stone-700 dark:text-stone-300">
        {title ? <p className="font-semibold text-stone-900 dark:text-white">{title}</p> : null}
        <p className="break-words">{body}</p>
      </div>
      <button
        type="button"
        onClick={onClose}
        aria-label="Close"
        className="rounded-full p-1 text-stone-400 hover:bg-stone-100 hover:text-stone-700 dark:hover:bg-white/10"
      >
        <X className="h-4 w-4" aria-hidden="true" />
      </button>
    </div>
  );
}

/** Bottom-right error with a dismiss button and the embedded JSON details, if any. */
export function ErrorToast({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  const { text, details } = parseErrorMessage(message);
  return (
    <div
      role="alert"
      data-testid="error-toast"
      className="fixed right-4 bottom-4 z-[70] w-[min(26rem,calc(100vw-2rem))] animate-toast-in rounded-2xl border border-red-200 bg-white p-4 shadow-xl shadow-red-900/10 dark:border-red-500/30 dark:bg-stone-900"
    >
      <div className="flex items-start gap-3">
        <CircleAlert className="mt-0.5 h-5 w-5 shrink-0 text-red-600 dark:text-red-400" />
        <div className="min-w-0 flex-1 text-sm">
          <p className="font-semibold text-red-700 dark:text-red-300">{messages.errorToastTitle}</p>
          {text ? (
            <p className="mt-1 break-words text-stone-700 dark:text-stone-300">{text}</p>
          ) : null}
          {details ? (
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-xl bg-red-50 p-3 text-xs text-stone-700 dark:bg-red-500/10 dark:text-stone-300">
              <dt className="font-semibold">Message</dt>
              <dd className="break-words">{details.message}</dd>
              <dt className="font-semibold">Code</dt>
              <dd>{details.code}</dd>
              <dt className="font-semibold">Status</dt>
              <dd>{details.status}</dd>
            </dl>
          ) : null}
        </div>
      </div>
      <div className="mt-3 flex items-center justify-end gap-2">
        {isPlanLimitMessage(message) ? (
          // The toast sits outside the router: a plain link (the cap is met before anything is
          // unsaved).
          <a
            href="/pricing"
            data-testid="error-toast-plans"
            className="rounded-full bg-brand-gradient px-3 py-1.5 text-sm font-medium text-white hover:brightness-110"
          >
            {planMessages.seePlans}
          </a>
        ) : null}
        <button
          type="button"
          onClick={onDismiss}
          className="rounded-full px-3 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-500/10"
        >
          Dismiss
        </button>
      </div>
    </div>
  );
}
