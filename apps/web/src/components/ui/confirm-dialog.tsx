import { Button } from './button';
import { Dialog, DialogContent } from './dialog';

export type ConfirmOptions = {
  title: string;
  description: string;
  confirmText?: string;
  cancelText?: string;
  /** Red confirm button for actions that lose data. */
  destructive?: boolean;
};

export function ConfirmDialog({
  open,
  options,
  onResult,
}: {
  open: boolean;
  options: ConfirmOptions | null;
  onResult: (confirmed: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onResult(false))}>
      {options ? (
        <DialogContent title={options.title} description={options.description} hideClose>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => onResult(false)}>
              {options.cancelText ?? 'Cancel'}
            </Button>
            <Button
              variant={options.destructive ? 'destructive' : 'primary'}
              onClick={() => onResult(true)}
            >
              {options.confirmText ?? 'Confirm'}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
