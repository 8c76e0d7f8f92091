import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False on the server and during hydration (so the first client render matches the server HTML),
 * true afterwards — and true straight away for components mounted after hydration.
 * Use it to render a no-JavaScript fallback that gives way to the interactive widget.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
