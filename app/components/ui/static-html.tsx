import { createContext, type ComponentProps, type ReactElement, useContext } from "react";

// Markup the server renders once and reuses (ADR 0049):
// a part of the page that is the same for many requests — the dashboard's sidebar is about 550 of a
// page's 880 elements — is rendered to a string the first time, kept by key, and written into later
// pages as it is, instead of React rendering the same elements again for every request. Only the
// server renders it (app/entry.server.tsx provides the renderer); while the client hydrates, the
// element keeps the server's markup untouched (an empty dangerouslySetInnerHTML with the hydration
// warning suppressed: React leaves the children of such an element alone). Use it only for markup
// without handlers or state before hydration, and render the live version once hydrated (under
// another key, so React replaces the element).

/** Renders `element` to static HTML, or returns the HTML kept under `key`. */
export type StaticMarkupRenderer = (key: string, element: () => ReactElement) => string;

export const StaticMarkupContext = createContext<StaticMarkupRenderer | null>(null);

/** A `<nav>` whose contents are the server's kept markup for `cacheKey` (see above); for the no-JavaScript render only. */
export function StaticNav({
  cacheKey,
  render,
  transform,
  ...props
}: Omit<ComponentProps<"nav">, "children" | "dangerouslySetInnerHTML"> & {
  cacheKey: string;
  render: () => ReactElement;
  /** Applied to the kept markup for this request (e.g. the company's id put into its links). */
  transform?: (html: string) => string;
}) {
  const renderStatic = useContext(StaticMarkupContext);
  if (!renderStatic) return <nav {...props} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />;
  const html = renderStatic(cacheKey, render);
  return <nav {...props} dangerouslySetInnerHTML={{ __html: transform ? transform(html) : html }} />;
}
