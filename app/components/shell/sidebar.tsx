import { lazy, Suspense, useEffect, useState } from "react";
import { cn } from "~/components/ui/cn";
import { usePlainLinkClick } from "~/components/ui/plain-links";
import { useHydrated } from "~/components/ui/use-hydrated";
import { LogoutButton } from "~/components/logout-button";
import { StaticNav } from "~/components/ui/static-html";
import {
  type ActiveEntry,
  availableChooser,
  dashboardBase,
  type MenuEntry,
  type MenuGroup,
  type MenuModal,
  menuHref,
  USER_MENU,
} from "./menu";
import { NotYetAvailable, ShellLink, useHasScreen } from "./screen-links";

interface SidebarProps {
  id: string;
  companyId: number;
  firstName: string;
  /** The menu, or null in the browser until its data has loaded (use-sidebar-menu.ts): the server's markup shows meanwhile. */
  menu: readonly MenuGroup[] | null;
  /** What the menu is made from (the company's settings that shape it), as text: part of its kept markup's key */
  menuKey: string;
  active: ActiveEntry | null;
  /** Desktop: the whole sidebar folded to a narrow rail. */
  collapsed: boolean;
  onToggleCollapsed: () => void;
}

// The choosers' dialog (and with it the dialog library) loads when a chooser first opens, not with
// every page of the dashboard.
const SelectItemTypeDialog = lazy(() => import("~/components/ui/select-item-type").then((m) => ({ default: m.SelectItemTypeDialog })));

// An entry's look: short class names defined once in app/tailwind.css (.sb-*), not two dozen
// utilities repeated on each of the menu's entries in every page's HTML (ADR 0018).
const entryClasses = "sb-e";
const navClasses = "min-h-0 flex-1 overflow-y-auto px-2 py-2";

// The kept markup is rendered for a company id no company has, replaced by the real one per request.
const ANY_COMPANY = 0;
const anyBase = dashboardBase(ANY_COMPANY);
const soonClasses = "sb-e sb-soon";

/**
 * The company menu, rendered from the menu data: collapsible groups (buttons with
 * aria-expanded once scripts run, <details> before), the active entry marked and its groups open,
 * choosers for the modal entries, and the user menu at the bottom.
 */
export function Sidebar({ id, companyId, firstName, menu, menuKey, active, collapsed, onToggleCollapsed }: SidebarProps) {
  const hydrated = useHydrated();
  const hasScreen = useHasScreen();
  const [openGroups, setOpenGroups] = useState<ReadonlySet<string>>(() => new Set(active?.groupIds ?? []));
  const [chooser, setChooser] = useState<{ modal: MenuModal; without?: readonly string[] } | null>(null);
  const onLinkClick = usePlainLinkClick();

  // The active entry's groups open whenever the route moves to another entry.
  const activeGroupKey = active?.groupIds.join(" ") ?? "";
  useEffect(() => {
    if (!activeGroupKey) return;
    setOpenGroups((previous) => {
      const ids = activeGroupKey.split(" ");
      return ids.every((g) => previous.has(g)) ? previous : new Set([...previous, ...ids]);
    });
  }, [activeGroupKey]);

  const toggleGroup = (groupId: string) =>
    setOpenGroups((previous) => {
      const next = new Set(previous);
      if (!next.delete(groupId)) next.add(groupId);
      return next;
    });

  const ownBase = dashboardBase(companyId);
  const context: EntryContext = {
    companyId,
    hydrated,
    active,
    openGroups,
    toggleGroup,
    openChooser: setChooser,
    hasScreen,
    onLinkClick,
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      {hydrated ? (
        <div className={cn("hidden min-[769px]:flex", collapsed ? "justify-center" : "justify-end", "px-2 pt-2")}>
          <button
            type="button"
            onClick={onToggleCollapsed}
            aria-expanded={!collapsed}
            aria-controls={`${id}-content`}
            aria-label={collapsed ? "Expand sidebar" : "Collapse sidebar"}
            title={collapsed ? "Expand sidebar" : "Collapse sidebar"}
            className="rounded p-1.5 text-slate-300 hover:bg-slate-700 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-400"
          >
            <span aria-hidden="true">{collapsed ? "»" : "«"}</span>
          </button>
        </div>
      ) : null}
      <div id={`${id}-content`} className={cn("flex min-h-0 flex-1 flex-col", collapsed && "min-[769px]:hidden")}>
        {hydrated && menu ? (
          <nav key="live" aria-label="Company menu" className={navClasses}>
            <MenuTree menu={menu} context={context} />
          </nav>
        ) : (
          // Before scripts run (and until the menu's data has loaded) the menu holds no state or
          // handlers: its markup is rendered once per (menu, active entry, build) and reused for
          // every company, its id put into the links.
          <StaticNav
            key="static"
            aria-label="Company menu"
            className={navClasses}
            cacheKey={`sidebar|${menuKey}|${active?.to ?? ""}|${active?.groupIds.join(",") ?? ""}`}
            render={() => (
              <MenuTree
                menu={menu ?? []}
                context={{ ...context, companyId: ANY_COMPANY, hasScreen: (href) => hasScreen(href.replace(anyBase, ownBase)) }}
              />
            )}
            transform={(html) => html.replaceAll(anyBase, ownBase)}
          />
        )}
        <UserMenu companyId={companyId} firstName={firstName} />
      </div>
      {hydrated && chooser ? (
        <Suspense fallback={null}>
          <SelectItemTypeDialog
            key={chooser.modal}
            open
            onOpenChange={(open) => {
              if (!open) setChooser(null);
            }}
            {...availableChooser(chooser.modal, companyId, hasScreen, chooser.without)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/**
 * Only the live menu's links ask Remix to discover their routes. Remix reads every `data-discover`
 * link on the page when it starts, in one request, and skips that request altogether when its
 * address would pass about 8,000 characters: the server's markup of the menu (120 links) would make
 * it do so, and the page's own address would then stay undiscovered until the live menu loads.
 */
const discover = (context: EntryContext) => (context.hydrated ? "true" : undefined);

export function MenuTree({ menu, context }: { menu: readonly MenuGroup[]; context: EntryContext }) {
  return (
    <ul className="space-y-0.5">
      {menu.map((group) => (
        <li key={group.id}>
          <GroupView group={group} depth={0} context={context} />
        </li>
      ))}
    </ul>
  );
}

export interface EntryContext {
  companyId: number;
  hydrated: boolean;
  active: ActiveEntry | null;
  openGroups: ReadonlySet<string>;
  toggleGroup: (groupId: string) => void;
  openChooser: (chooser: { modal: MenuModal; without?: readonly string[] }) => void;
  hasScreen: (href: string) => boolean;
  /** The entries are plain links sharing one click handler (see plain-links.ts): the menu is on every page. */
  onLinkClick: (event: React.MouseEvent<HTMLAnchorElement>) => void;
}

function GroupView({ group, depth, context }: { group: MenuGroup; depth: number; context: EntryContext }) {
  const listId = `sidebar-group-${group.id}`;
  const holdsActive = context.active?.groupIds.includes(group.id) ?? false;
  const headingClasses = cn(entryClasses, "sb-g", depth === 0 && "sb-g0", holdsActive && "sb-hot");
  const list = (hidden = false) => (
    <ul id={listId} hidden={hidden} className={cn("sb-list", depth > 0 && "sb-sub")}>
      {group.entries.map((entry) => (
        <li key={entry.kind === "group" ? entry.id : `${entry.kind}:${entry.label}`}>
          <EntryView entry={entry} depth={depth + 1} context={context} groupId={group.id} />
        </li>
      ))}
    </ul>
  );

  if (!context.hydrated) {
    // Without scripts the browser opens and closes the group itself.
    return (
      <details open={holdsActive}>
        <summary className={cn(headingClasses, "sb-sum")}>
          {group.label}
          <Chevron />
        </summary>
        {list()}
      </details>
    );
  }

  const open = context.openGroups.has(group.id);
  return (
    <>
      <button
        type="button"
        className={headingClasses}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => context.toggleGroup(group.id)}
      >
        {group.label}
        <Chevron open={open} />
      </button>
      {list(!open)}
    </>
  );
}

function EntryView({ entry, depth, context, groupId }: { entry: MenuEntry; depth: number; context: EntryContext; groupId: string }) {
  switch (entry.kind) {
    case "group":
      return <GroupView group={entry} depth={depth} context={context} />;
    case "link": {
      // An entry listed in two groups (Vendors List and Company Lists › Vendors) is marked in the one findActiveEntry chose.
      const isActive = context.active?.to === entry.to && context.active.groupIds.at(-1) === groupId;
      if (!context.hasScreen(menuHref(context.companyId, entry.to))) {
        return <NotYetAvailable className={soonClasses}>{entry.label}</NotYetAvailable>;
      }
      return (
        <a
          href={menuHref(context.companyId, entry.to)}
          data-discover={discover(context)}
          onClick={context.onLinkClick}
          aria-current={isActive ? "page" : undefined}
          className={cn(entryClasses, isActive && "sb-on")}
        >
          {entry.label}
        </a>
      );
    }
    case "modal": {
      const { options } = availableChooser(entry.modal, context.companyId, context.hasScreen, entry.without);
      if (options.length === 0) {
        return <NotYetAvailable className={soonClasses}>{entry.label}</NotYetAvailable>;
      }
      if (!context.hydrated) {
        // Without scripts there is no modal: the choices show as links.
        return (
          <details>
            <summary className={cn(entryClasses, "sb-sum")}>{entry.label}</summary>
            <ul className="sb-sub">
              {options.map((option) => (
                <li key={option.to}>
                  <a href={option.to} data-discover={discover(context)} onClick={context.onLinkClick} className={entryClasses}>
                    {option.label}
                  </a>
                </li>
              ))}
            </ul>
          </details>
        );
      }
      return (
        <button type="button" aria-haspopup="dialog" className={entryClasses} onClick={() => context.openChooser(entry)}>
          {entry.label}
        </button>
      );
    }
    case "unavailable":
      return (
        <button type="button" disabled title={entry.reason} className={cn(entryClasses, "soon")}>
          {entry.label}
        </button>
      );
  }
}

function Chevron({ open }: { open?: boolean }) {
  return (
    <span aria-hidden="true" className={cn("sb-chev", open && "sb-open")}>
      ▸
    </span>
  );
}

function UserMenu({ companyId, firstName }: { companyId: number; firstName: string }) {
  const { label, to } = USER_MENU.personalSettings;
  return (
    <section aria-label="User menu" className="border-t border-slate-700 px-2 py-3">
      <p className="px-3 pb-1 text-xs uppercase tracking-wide text-slate-400">
        Signed in as <span className="font-medium normal-case text-slate-200">{firstName}</span>
      </p>
      <ul className="space-y-0.5">
        <li>
          <ShellLink to={menuHref(companyId, to)} className={entryClasses}>
            {label}
          </ShellLink>
        </li>
        <li>
          <LogoutButton className={entryClasses} />
        </li>
      </ul>
    </section>
  );
}
