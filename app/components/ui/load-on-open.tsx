import { useEffect, useState, type ComponentType } from "react";
import { useHydrated } from "./use-hydrated";

/**
 * A dialog whose code is not among the screen's scripts: screens first paint with their dialogs
 * closed, so the dialog (and the Radix code under it) loads afterwards, when the browser is idle,
 * or at the latest when it first opens. Loaded ahead of need because a dialog is often what a
 * failure opens, and the failure may be the network going away (an offline save must still show
 * its message, not fail to fetch the dialog and replace the page). A load that fails is tried again
 * on the next open. Once opened it stays mounted, so closing it runs the dialog's own close (focus
 * goes back). Dialogs render nothing on the server (Radix portals), and neither does this before
 * hydration.
 */
export function loadOnOpen<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const get = () =>
    (loading ??= load().then(
      (panel) => (loaded = panel),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));

  // Fetched once the browser is idle after the page loads, even before a screen mounts the dialog:
  // a dialog shown only after a failure (an answer's dialog) is mounted at that moment, offline perhaps.
  // (Within a second even on a busy page: the idle callback's timeout.)
  if (typeof window !== "undefined") {
    const prefetch = () => void get().catch(() => undefined);
    if (window.requestIdleCallback) window.requestIdleCallback(prefetch, { timeout: 1000 });
    else window.setTimeout(prefetch, 200);
  }

  function LoadOnOpen(props: P) {
    const hydrated = useHydrated();
    const [Panel, setPanel] = useState<ComponentType<P> | null>(() => loaded);
    const [opened, setOpened] = useState(false);
    if (props.open && hydrated && !opened) setOpened(true);

    // Opened: the panel the prefetch brought (or fetched now, if that failed).
    useEffect(() => {
      if (!hydrated || !opened || Panel) return;
      let live = true;
      get().then(
        (panel) => live && setPanel(() => panel),
        () => undefined, // offline: the next open tries again
      );
      return () => {
        live = false;
      };
    }, [hydrated, opened, Panel, props.open]);

    if (!opened || !Panel) return null;
    return <Panel {...props} />;
  }
  return LoadOnOpen;
}
