import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

// The server's side of app/components/ui/static-html.tsx: markup rendered once per key and kept for
// the life of the process (so per build), the oldest dropped past a bound. React supports a
// synchronous render inside another one (it restores the outer render's context afterwards).

const LIMIT = 500;
const kept = new Map<string, string>();

export function cachedStaticMarkup(key: string, element: () => ReactElement): string {
  const hit = kept.get(key);
  if (hit !== undefined) return hit;
  const html = renderToStaticMarkup(element());
  if (kept.size >= LIMIT) kept.delete(kept.keys().next().value!);
  kept.set(key, html);
  return html;
}
