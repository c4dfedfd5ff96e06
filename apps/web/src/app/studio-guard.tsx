import { useEffect } from 'react';
import { useUnsavedGuard } from '@/features/studio';
import type { UnsavedGuard } from './studio-bridge';

/** Hands the studio's unsaved-changes guard to StudioGuardProvider (loaded with the studio). */
export default function GuardPublisher({ onGuard }: { onGuard: (guard: UnsavedGuard) => void }) {
  const guard = useUnsavedGuard();
  useEffect(() => onGuard(guard), [guard, onGuard]);
  return null;
}
