import type { ShouldRevalidateFunction } from "@remix-run/react";

/**
 * A route's `shouldRevalidate` for the pages where a save can go through a fetcher (a dialog's, a
 * list's confirmed action), and for the root above them: reload after a save as before, but not
 * after one answered 400 or more (refused, or no answer: offline the reload fails too and replaces
 * the page with the error screen). Needed because, after a fetcher's save, Remix's single fetch
 * reloads every route of the page that has no `shouldRevalidate` of its own, whatever the save
 * answered (it hands a route's own function `defaultShouldRevalidate: true`, so that is kept).
 */
export const revalidateUnlessRefused: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus !== undefined && actionStatus >= 400 ? false : defaultShouldRevalidate;
