import { lazy, Suspense, useState, type ComponentType } from "react";
import { useHydrated } from "./use-hydrated";

/**
 * A dialog whose code loads the first time it opens: screens first paint with their dialogs
 * closed, so the dialog (and the Radix code under it) need not be among the screen's scripts.
 * Once opened it stays mounted, so closing it runs the dialog's own close (focus goes back).
 * Dialogs render nothing on the server (Radix portals), and neither does this before hydration.
 */
export function loadOnOpen<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>) {
  const Panel = lazy(async () => ({ default: await load() })) as unknown as ComponentType<P>;
  function LoadOnOpen(props: P) {
    const hydrated = useHydrated();
    const [opened, setOpened] = useState(false);
    if (props.open && hydrated && !opened) setOpened(true);
    if (!opened && !(props.open && hydrated)) return null;
    return (
      <Suspense fallback={null}>
        <Panel {...props} />
      </Suspense>
    );
  }
  return LoadOnOpen;
}
