import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while rendering on the server and while hydrating a pre-rendered page, true after:
 * what depends on the browser (saved theme, storage) shows its server value until then, so
 * hydration matches the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
