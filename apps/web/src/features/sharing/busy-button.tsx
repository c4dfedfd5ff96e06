import { Loader2, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from '@/components/ui/button';

/** A dialog action that shows a spinner while its work runs (spec §2). */
export function BusyButton({
  busy,
  disabled,
  icon: Icon,
  variant,
  onClick,
  children,
}: {
  busy: boolean;
  disabled?: boolean;
  icon: LucideIcon;
  variant?: ButtonVariant;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      variant={variant}
      disabled={busy || disabled}
      aria-busy={busy}
      onClick={onClick}
      className="w-full sm:w-auto"
    >
      {busy ? (
        <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
      ) : (
        <Icon className="h-4 w-4" aria-hidden="true" />
      )}
      {children}
    </Button>
  );
}
