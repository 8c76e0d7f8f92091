import { Link, NavLink, useLocation } from "@remix-run/react";
import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { cn } from "~/components/ui/cn";
import { useHydrated } from "~/components/ui/use-hydrated";
import { findActiveEntry, HELP_LINK, type MenuCompany, menuHref, pathInDashboard, TOP_MENU } from "./menu";
import { ReadOnlyProvider } from "~/components/ui/read-only";
import { NotYetAvailable, ScreensProvider, ShellLink, useHasScreen } from "./screen-links";
import { Sidebar } from "./sidebar";
import { useSidebarMenu } from "./use-sidebar-menu";

export interface ShellCompany extends MenuCompany {
  id: number;
  companyName: string;
  /** Why the screens are read-only, for a role that may not write; otherwise null. */
  readOnlyNote: string | null;
}

const SIDEBAR_ID = "company-sidebar";

/**
 * The company dashboard frame: the top menu, the sidebar and the screen. At 768 px or less
 * the sidebar leaves the page and a Menu button opens it over the content, with an overlay that
 * closes it (as does Escape or following a link). The sidebar shows the menu as the company and the
 * user's role see it (use-sidebar-menu.ts); `comingSoon` holds the menus' addresses (relative to the
 * dashboard) that have no screen yet, made by the layout's loader: those entries show as "Coming soon".
 */
export function DashboardShell({
  company,
  firstName,
  comingSoon,
  children,
}: {
  company: ShellCompany;
  firstName: string;
  comingSoon: readonly string[];
  children: ReactNode;
}) {
  const missing = useMemo(() => comingSoon.map((to) => menuHref(company.id, to)), [company.id, comingSoon]);
  return (
    <ScreensProvider comingSoon={missing}>
      <ReadOnlyProvider readOnly={!company.permissions.write}>
        <Frame company={company} firstName={firstName}>
          {company.readOnlyNote ? (
            <p role="note" className="mb-4 rounded border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
              {company.readOnlyNote}
            </p>
          ) : null}
          {children}
        </Frame>
      </ReadOnlyProvider>
    </ScreensProvider>
  );
}

function Frame({ company, firstName, children }: { company: ShellCompany; firstName: string; children: ReactNode }) {
  const hasScreen = useHasScreen();
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const [mobileOpen, setMobileOpen] = useState(false);
  const [collapsed, setCollapsed] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const { id, industryId, billTracking, customerTerm, vendorTerm, permissions } = company;
  const menu = useSidebarMenu(company);
  const active = menu && findActiveEntry(menu, pathInDashboard(id, pathname) ?? "");

  // Following a link closes the mobile menu.
  useEffect(() => setMobileOpen(false), [pathname]);

  useEffect(() => {
    if (!mobileOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented) {
        setMobileOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [mobileOpen]);

  const topLink = ({ isActive }: { isActive: boolean }) =>
    cn(
      "whitespace-nowrap rounded px-3 py-1.5 text-sm font-medium no-underline",
      isActive ? "bg-blue-700 text-white" : "text-blue-50 hover:bg-blue-600 hover:text-white",
    );

  return (
    <div className="flex min-h-screen flex-col">
      <header className="no-print sticky top-0 z-30 flex h-14 shrink-0 items-center gap-3 bg-blue-800 px-3 text-white">
        {hydrated ? (
          <button
            ref={toggleRef}
            type="button"
            aria-label="Open menu"
            aria-expanded={mobileOpen}
            aria-controls={SIDEBAR_ID}
            onClick={() => setMobileOpen(true)}
            className="hidden items-center gap-1 rounded border border-blue-300 px-2.5 py-1 text-sm font-medium text-white hover:bg-blue-700 max-[768px]:inline-flex"
          >
            <span aria-hidden="true">☰</span> Menu
          </button>
        ) : null}
        {/* The page's own address, for Remix's route discovery as the page starts: a save made before
            the live menu has loaded then needs no discovery request (offline, that request would fail
            and replace the page with the error screen). Not shown, not focusable. */}
        <Link to={pathname} hidden tabIndex={-1} aria-hidden="true" />
        <Link to={menuHref(id, "")} className="max-w-[14rem] truncate font-semibold text-white no-underline">
          {company.companyName}
        </Link>
        <nav aria-label="Top menu" className="min-w-0 flex-1 overflow-x-auto">
          <ul className="flex items-center gap-1">
            {TOP_MENU.map((item) => (
              <li key={item.label}>
                {hasScreen(menuHref(id, item.to)) ? (
                  <NavLink to={menuHref(id, item.to)} end={item.end} className={topLink}>
                    {item.label}
                  </NavLink>
                ) : (
                  <NotYetAvailable className={cn(topLink({ isActive: false }), "inline-flex items-center hover:bg-transparent")}>
                    {item.label}
                  </NotYetAvailable>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <ShellLink
          to={HELP_LINK.to}
          className="whitespace-nowrap rounded border border-blue-300 px-3 py-1 text-sm text-white no-underline hover:bg-blue-700"
        >
          {HELP_LINK.label}
        </ShellLink>
      </header>

      <div className={cn("relative flex flex-1", !hydrated && "max-[768px]:flex-col")}>
        {hydrated && mobileOpen ? (
          <div
            data-testid="sidebar-overlay"
            aria-hidden="true"
            onClick={() => setMobileOpen(false)}
            className="fixed inset-0 z-40 bg-slate-900/50 min-[769px]:hidden"
          />
        ) : null}
        <aside
          id={SIDEBAR_ID}
          aria-label="Sidebar"
          className={cn(
            "no-print flex shrink-0 flex-col bg-slate-800 text-slate-100",
            "min-[769px]:sticky min-[769px]:top-14 min-[769px]:h-[calc(100vh-3.5rem)]",
            collapsed ? "min-[769px]:w-12" : "min-[769px]:w-64",
            // Scripts on: off-canvas below 769 px, opened by the Menu button. Scripts off: stacked above the screen.
            hydrated &&
              "max-[768px]:fixed max-[768px]:inset-y-0 max-[768px]:left-0 max-[768px]:z-50 max-[768px]:w-72 max-[768px]:transition-transform",
            hydrated && !mobileOpen && "max-[768px]:invisible max-[768px]:-translate-x-full",
          )}
        >
          {hydrated && mobileOpen ? (
            <div className="flex justify-end px-2 pt-2 min-[769px]:hidden">
              <button
                type="button"
                autoFocus
                onClick={() => {
                  setMobileOpen(false);
                  toggleRef.current?.focus();
                }}
                className="rounded px-2 py-1 text-sm text-slate-200 hover:bg-slate-700"
              >
                Close menu
              </button>
            </div>
          ) : null}
          <Sidebar
            id={SIDEBAR_ID}
            companyId={id}
            firstName={firstName}
            menu={menu}
            menuKey={`${industryId}|${billTracking}|${customerTerm}|${vendorTerm}|${JSON.stringify(permissions)}`}
            active={active}
            collapsed={collapsed}
            onToggleCollapsed={() => setCollapsed((c) => !c)}
          />
        </aside>
        <main id="main-content" className="min-w-0 flex-1 px-4 py-6 sm:px-6">
          {children}
        </main>
      </div>
    </div>
  );
}
