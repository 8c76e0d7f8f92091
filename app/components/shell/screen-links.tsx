import { Link } from "@remix-run/react";
import { createContext, type ReactNode, useContext, useMemo } from "react";
import { cn } from "~/components/ui/cn";

// Which of the shell's addresses have no screen yet. The dashboard's loader asks the app's route
// table about every address the menus hold (shellTargets in ./menu) and the shell provides the
// answer here: a menu entry, tile, quick link or breadcrumb whose screen does not exist yet renders
// as "Coming soon" text, never as a link to "Page not found". A screen that lands switches its
// links on by existing.

type HasScreen = (href: string) => boolean;

const ScreensContext = createContext<HasScreen | null>(null);

export function ScreensProvider({ comingSoon, children }: { comingSoon: readonly string[]; children: ReactNode }) {
  const hasScreen = useMemo<HasScreen>(() => {
    const missing = new Set(comingSoon);
    return (href) => !missing.has(href.split(/[?#]/)[0]);
  }, [comingSoon]);
  return <ScreensContext.Provider value={hasScreen}>{children}</ScreensContext.Provider>;
}

const everything: HasScreen = () => true;

/** Whether an address has a screen: every one but those the shell knows to be coming (outside the shell, every one). */
export function useHasScreen(): HasScreen {
  return useContext(ScreensContext) ?? everything;
}

export const COMING_SOON = "Coming soon";

/**
 * An entry whose screen is not built yet: plain text, marked aria-disabled, muted, with a
 * "Coming soon" tooltip and badge (.soon and .soon-badge in app/tailwind.css). `className` is the
 * link's own look, so it keeps its place.
 */
export function NotYetAvailable({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <span aria-disabled="true" title={COMING_SOON} data-coming-soon="" className={cn(className, "soon soon-badge")}>
      <span className="contents">{children}</span>
      <span className="sr-only">{` (${COMING_SOON.toLowerCase()})`}</span>
    </span>
  );
}

/** A link of the shell: a Link when its screen exists, otherwise the entry shown as not yet available. */
export function ShellLink({
  to,
  className,
  children,
  ...rest
}: { to: string; className?: string; children: ReactNode } & Omit<React.ComponentProps<typeof Link>, "to" | "className" | "children">) {
  const hasScreen = useHasScreen();
  if (!hasScreen(to)) return <NotYetAvailable className={className}>{children}</NotYetAvailable>;
  return (
    <Link to={to} className={className} {...rest}>
      {children}
    </Link>
  );
}
