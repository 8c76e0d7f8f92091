import { Link, useNavigate } from "@remix-run/react";
import { Button, buttonClasses } from "./button";
import { useHydrated } from "./use-hydrated";

/** Back one page, or to `fallbackHref` when this page was opened directly (nothing of ours to go back to). */
export function useGoBack(fallbackHref: string): () => void {
  const navigate = useNavigate();
  return () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(fallbackHref);
  };
}

/** A form's Cancel: back one page with JavaScript (useGoBack), a link to `href` without it. */
export function CancelButton({ href, disabled }: { href: string; disabled?: boolean }) {
  const hydrated = useHydrated();
  const goBack = useGoBack(href);
  return hydrated ? (
    <Button type="button" variant="secondary" onClick={goBack} disabled={disabled}>
      Cancel
    </Button>
  ) : (
    <Link to={href} className={buttonClasses({ variant: "secondary", className: "no-underline" })}>
      Cancel
    </Link>
  );
}
