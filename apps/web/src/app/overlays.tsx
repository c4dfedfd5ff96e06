import {
  createContext,
  lazy,
  Suspense,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ReactNode } from 'react';
import type { ConfirmOptions } from '@/components/ui/confirm-dialog';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { AnnouncementToast, ErrorToast } from '@/components/ui/toasts';
import { errorText } from '@/lib/error-message';

/** Radix's dialog stays out of the first load: it loads when something first asks to confirm. */
const ConfirmDialog = lazy(() =>
  import('@/components/ui/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })),
);

/** Announcements hide themselves after this long (spec §9). */
export const ANNOUNCEMENT_MS = 5000;

export type { ConfirmOptions };

type LoadingOverlayControls = { show: (text: string) => void; hide: () => void };

type OverlayActions = {
  announce: (text: string) => void;
  showError: (error: unknown) => void;
  dismissError: () => void;
  confirm: (options: ConfirmOptions) => Promise<boolean>;
  loading: LoadingOverlayControls;
};

const OverlayContext = createContext<OverlayActions | null>(null);

function useOverlayActions(): OverlayActions {
  const actions = use(OverlayContext);
  if (!actions) throw new Error('Overlay hooks must be used within an OverlayProvider');
  return actions;
}

/** `announce('AI Stylist: rationale')` shows a bottom-left toast for 5 s. */
export function useAnnounce(): (text: string) => void {
  return useOverlayActions().announce;
}

/** `showError(errorOrMessage)` shows the bottom-right 'An Error Occurred' toast. */
export function useErrorToast(): (error: unknown) => void {
  return useOverlayActions().showError;
}

/** Dismisses the error toast (e.g. when a retry starts). */
export function useDismissError(): () => void {
  return useOverlayActions().dismissError;
}

/** `if (await confirm({ title, description, confirmText, destructive })) ...` */
export function useConfirm(): (options: ConfirmOptions) => Promise<boolean> {
  return useOverlayActions().confirm;
}

/** `const overlay = useLoadingOverlay(); overlay.show('Analyzing...'); overlay.hide();` */
export function useLoadingOverlay(): LoadingOverlayControls {
  return useOverlayActions().loading;
}

export function OverlayProvider({ children }: { children: ReactNode }) {
  const [loadingText, setLoadingText] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState<{ id: number; text: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirmState, setConfirmState] = useState<{
    options: ConfirmOptions;
    resolve: (ok: boolean) => void;
  } | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const counter = useRef(0);

  useEffect(() => {
    if (!announcement) return;
    const timer = window.setTimeout(() => setAnnouncement(null), ANNOUNCEMENT_MS);
    return () => window.clearTimeout(timer);
  }, [announcement]);

  const actions = useMemo<OverlayActions>(
    () => ({
      announce: (text) => {
        counter.current += 1;
        setAnnouncement({ id: counter.current, text });
      },
      showError: (e) => setError(errorText(e)),
      dismissError: () => setError(null),
      confirm: (options) =>
        new Promise<boolean>((resolve) => {
          setConfirmState((previous) => {
            previous?.resolve(false);
            return { options, resolve };
          });
          setConfirmOpen(true);
        }),
      loading: {
        show: (text) => setLoadingText(text),
        hide: () => setLoadingText(null),
      },
    }),
    [],
  );

  const finishConfirm = useCallback(
    (ok: boolean) => {
      confirmState?.resolve(ok);
      setConfirmOpen(false);
    },
    [confirmState],
  );

  return (
    <OverlayContext value={actions}>
      {children}
      {loadingText !== null ? <LoadingOverlay text={loadingText} /> : null}
      {announcement ? (
        <AnnouncementToast
          key={announcement.id}
          text={announcement.text}
          onClose={() => setAnnouncement(null)}
        />
      ) : null}
      {error !== null ? <ErrorToast message={error} onDismiss={() => setError(null)} /> : null}
      {confirmState ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={confirmOpen}
            options={confirmState.options}
            onResult={finishConfirm}
          />
        </Suspense>
      ) : null}
    </OverlayContext>
  );
}
