import type { ComponentType, ReactNode } from 'react';
import { Sparkles } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Centred auth card with a decorative panel on large screens. */
export function AuthLayout({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className="relative flex flex-1 items-center justify-center overflow-hidden px-4 py-10 sm:py-16">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 left-1/2 h-[28rem] w-[48rem] -translate-x-1/2 rounded-full bg-gradient-to-r from-brand-300/40 via-fuchsia-300/30 to-violet-300/40 blur-3xl dark:from-brand-500/15 dark:via-fuchsia-500/10 dark:to-violet-500/15"
      />
      <Card className="relative grid w-full max-w-4xl overflow-hidden lg:grid-cols-[1fr_1.1fr]">
        <div className="relative hidden flex-col justify-between overflow-hidden bg-brand-gradient p-10 text-white lg:flex">
          <div
            aria-hidden="true"
            className="absolute -right-24 -bottom-24 h-72 w-72 rounded-full bg-white/15 blur-2xl"
          />
          <Sparkles className="h-8 w-8" aria-hidden="true" />
          <div className="relative">
            <p className="font-display text-3xl leading-tight font-semibold">
              See the look before you commit to it.
            </p>
            <p className="mt-3 text-sm text-white/85">
              Save makeovers, keep favourite styles and share before-and-after results with your
              LookLab account.
            </p>
          </div>
        </div>
        <div className="p-6 sm:p-10">
          <h1 className="font-display text-3xl font-semibold tracking-tight text-stone-900 dark:text-white">
            {title}
          </h1>
          {description ? (
            <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">{description}</p>
          ) : null}
          <div className="mt-8">{children}</div>
          {footer ? (
            <div className="mt-8 border-t border-stone-200 pt-6 text-sm text-stone-600 dark:border-white/10 dark:text-stone-400">
              {footer}
            </div>
          ) : null}
        </div>
      </Card>
    </div>
  );
}

/** The form-level error box. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      data-testid="auth-error"
      className="rounded-xl border border-red-200 bg-red-50 px-3.5 py-2.5 text-sm font-medium text-red-700 dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-300"
    >
      {message}
    </p>
  );
}

/** A green confirmation box (link sent, password changed). */
export function SuccessNote({
  icon: Icon,
  children,
}: {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: 'true' }>;
  children: ReactNode;
}) {
  return (
    <div
      role="status"
      className="flex gap-3 rounded-2xl bg-emerald-50 p-4 text-sm text-emerald-800 dark:bg-emerald-500/10 dark:text-emerald-300"
    >
      <Icon className="h-5 w-5 shrink-0" aria-hidden="true" />
      {children}
    </div>
  );
}

export const authLink =
  'font-semibold text-brand-600 underline-offset-4 hover:underline dark:text-brand-400';
