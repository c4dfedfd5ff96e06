import { useCallback } from 'react';
import { useNavigate, type NavigateOptions } from 'react-router';
import { useStudioGuard } from '@/app/studio-bridge';

/** Runs any action after the studio's 'Unsaved Changes' confirmation (when there are any). */
export function useGuardedAction(): (action: () => void) => void {
  const guard = useStudioGuard();
  return useCallback((action: () => void) => (guard ? guard(action) : action()), [guard]);
}

/** Navigates after the same confirmation. */
export function useGuardedNavigate(): (to: string, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const guard = useGuardedAction();
  return useCallback(
    (to: string, options?: NavigateOptions) => guard(() => void navigate(to, options)),
    [guard, navigate],
  );
}
