import {
  createContext,
  lazy,
  Suspense,
  use,
  useCallback,
  useState,
  useSyncExternalStore,
} from 'react';
import type { ReactNode } from 'react';
import { messages } from '@looklab/shared/messages/messages';
import { PageSpinner } from '@/components/ui/spinner';
import { isHydrating } from '@/lib/hydration';
import { whenNeeded } from '@/lib/when-needed';
import type * as StudioModule from '@/features/studio';

/**
 * The studio (its store, the catalogue, the upload step) stays out of the first load of every
 * page: the app shell reaches it only through here, once a page needs it.
 */
type Studio = typeof StudioModule;
/** Runs `proceed` now, or after the studio's 'Unsaved Changes' prompt when there are any. */
export type UnsavedGuard = (proceed: () => void) => void;

let loaded: Studio | null = null;
const listeners = new Set<() => void>();

/** Loads the studio's module (once); the pages that use the studio call this as they load. */
export async function loadStudio(): Promise<Studio> {
  const studio = await import('@/features/studio');
  if (!loaded) {
    loaded = studio;
    listeners.forEach((listener) => listener());
  }
  return studio;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the studio has loaded (false on the server and while hydrating). */
function useStudioLoaded(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => loaded !== null,
    () => false,
  );
}

/** Clears the studio on sign-out; a studio that never loaded holds nothing to clear. */
export function resetLoadedStudio(): void {
  loaded?.resetStudio();
}

const LazyUploadStep = lazy(() => loadStudio().then((m) => ({ default: m.UploadStep })));

/** The element around the upload step (its pre-rendered HTML is looked up by it). */
const UPLOAD_STEP_ID = 'upload-step';

/** In a page being hydrated, when its pre-rendered upload step is needed (lib/when-needed). */
function uploadStepNeeded(): Promise<void> | null {
  if (typeof document === 'undefined' || !isHydrating()) return null;
  const element = document.getElementById(UPLOAD_STEP_ID);
  return element ? whenNeeded(element) : null;
}

/** The upload step once `needed` has resolved (until then its HTML stays as it is). */
function UploadStepWhenNeeded({ needed }: { needed: Promise<void> }) {
  use(needed);
  return <LazyUploadStep />;
}

/**
 * The studio's upload step. In a pre-rendered page its HTML stays as it is until it is needed
 * and its code has loaded, and hydrates then; rendered afresh, a spinner holds its place while
 * its code loads.
 */
export function UploadStepSlot() {
  const [needed] = useState(uploadStepNeeded);
  return (
    <div id={UPLOAD_STEP_ID}>
      <Suspense fallback={<PageSpinner text={messages.loading.studio} />}>
        {needed ? <UploadStepWhenNeeded needed={needed} /> : <LazyUploadStep />}
      </Suspense>
    </div>
  );
}

const GuardContext = createContext<UnsavedGuard | null>(null);

/** Publishes the studio's guard (its module is in the studio's own chunk). */
const GuardPublisher = lazy(() => import('./studio-guard'));

/** Provides the unsaved-changes guard from the moment the studio has loaded. */
export function StudioGuardProvider({ children }: { children: ReactNode }) {
  const studioLoaded = useStudioLoaded();
  const [guard, setGuard] = useState<{ run: UnsavedGuard } | null>(null);
  const publish = useCallback((run: UnsavedGuard) => setGuard({ run }), []);
  return (
    <GuardContext value={guard?.run ?? null}>
      {studioLoaded ? (
        <Suspense fallback={null}>
          <GuardPublisher onGuard={publish} />
        </Suspense>
      ) : null}
      {children}
    </GuardContext>
  );
}

/** The studio's guard, or none while the studio has not loaded (nothing unsaved then). */
export function useStudioGuard(): UnsavedGuard | null {
  return use(GuardContext);
}
