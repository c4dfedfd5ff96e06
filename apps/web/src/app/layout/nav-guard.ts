import { useCallback } from 'react';
import { useNavigate, type NavigateOptions } from 'react-router';
import { useUnsavedGuard } from '@/features/studio';

/** Navigates after the studio's 'Unsaved Changes' confirmation (when there are any). */
export function useGuardedNavigate(): (to: string, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const guard = useUnsavedGuard();
  return useCallback(
    (to: string, options?: NavigateOptions) => guard(() => void navigate(to, options)),
    [guard, navigate],
  );
}

/** Runs any action after the same confirmation. */
export function useGuardedAction(): (action: () => void) => void {
  return useUnsavedGuard();
}
