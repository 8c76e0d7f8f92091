/**
 * Setup for component tests under jsdom. Each `app/components/ui/*.test.tsx` imports this file, so
 * it also works when the project config does not list it in `setupFiles`; everything here is
 * idempotent and does nothing in the node environment.
 */
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// Without vitest `globals`, Testing Library cannot register its automatic cleanup.
afterEach(() => {
  cleanup();
});

if (typeof window !== "undefined") {
  // Radix Popper and cmdk's list measure themselves with ResizeObserver, which jsdom lacks.
  if (!("ResizeObserver" in window)) {
    class ResizeObserverStub {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.assign(window, { ResizeObserver: ResizeObserverStub });
    Object.assign(globalThis, { ResizeObserver: ResizeObserverStub });
  }
  // cmdk scrolls the highlighted option into view; jsdom does not lay out or scroll.
  if (!Element.prototype.scrollIntoView) {
    Element.prototype.scrollIntoView = function scrollIntoView() {};
  }
  // Radix calls these pointer-capture methods on some pointer interactions.
  if (!Element.prototype.hasPointerCapture) {
    Element.prototype.hasPointerCapture = () => false;
    Element.prototype.releasePointerCapture = () => {};
  }
}

/**
 * The server HTML of `ui` (what a browser without JavaScript shows). jsdom has a `window`, so
 * libraries pick `useLayoutEffect` and React warns it does nothing on the server; that one warning
 * is dropped here, every other console error still shows.
 */
export async function renderServerHtml(ui: import("react").ReactElement): Promise<string> {
  const { renderToString } = await import("react-dom/server");
  const original = console.error;
  console.error = (...args: unknown[]) => {
    if (typeof args[0] === "string" && args[0].includes("useLayoutEffect does nothing on the server")) return;
    original(...args);
  };
  try {
    return renderToString(ui);
  } finally {
    console.error = original;
  }
}
