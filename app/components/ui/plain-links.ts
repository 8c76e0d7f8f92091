import { useNavigate } from "@remix-run/react";
import { type MouseEvent, useCallback } from "react";

/**
 * One click handler for many plain `<a href>` links to absolute paths of this app, in place of a
 * `<Link>` each: a Link resolves its path against the route matches and subscribes to the router on
 * every render, which for the sidebar's hundred-odd entries was an eighth of the server's time per
 * dashboard page. A plain left click navigates in the app, as a Link would; a click with a modifier
 * key or another button is left to the browser (a new tab, a new window), and so is every click
 * before scripts run. Links given `data-discover` are still found by Remix's route discovery.
 */
export function usePlainLinkClick(): (event: MouseEvent<HTMLAnchorElement>) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const target = event.currentTarget.getAttribute("target");
      const href = event.currentTarget.getAttribute("href");
      if ((target && target !== "_self") || !href?.startsWith("/") || href.startsWith("//")) return;
      event.preventDefault();
      navigate(href);
    },
    [navigate],
  );
}
