import { routes } from "@remix-run/dev/server-build";
import { screenFinder } from "~/lib/route-match";

// The routes this build knows, from the compiler's server build (a virtual module; under vitest an
// alias gives the same table read from app/routes). A screen that lands is known here the moment
// its route file exists: nothing else to switch on.

let finder: ((href: string) => string | undefined) | undefined;

/** The id of the route whose screen a URL leads to, or undefined (a splat's "Page not found"). */
export function screenOf(href: string): string | undefined {
  // Read when first asked, not on import: the build's route table imports this file's importers.
  finder ??= screenFinder(routes);
  return finder(href);
}

/** Whether a URL leads to a screen of this app (not to the "Page not found" of a splat route). */
export const hasScreen = (href: string): boolean => screenOf(href) !== undefined;
