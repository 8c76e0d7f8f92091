import { customerItemTypeOptions, type ItemTypeOption, purchaseItemTypeOptions } from "~/components/ui/item-types";
import type { Permission } from "~/modules/companies/policy";

// The company dashboard's menus as data: one place for every label and path.
// Paths are relative to /company/{id}/dashboard ("" is the dashboard itself); a path starting with
// "/" is absolute. The sidebar and the top menu render this data generically.

/**
 * A condition on the company that hides an entry or group when false: the Consultant group shows
 * only for an IT consulting company, Enter Bill and Pay Bill only when bill tracking is on.
 */
export type MenuCondition = "itConsulting" | "billTracking";

/** Sidebar entries that open a chooser instead of navigating. */
export type MenuModal = "customerItemType" | "purchaseItemType" | "recordExpenses";

/**
 * What the user's role must allow for an entry to show (policy.ts): a screen that only creates or
 * changes needs `write`, the Settings screens theirs. Entries that read need nothing.
 */
export type MenuEntry =
  | { kind: "link"; label: string; to: string; only?: MenuCondition; needs?: Permission }
  /** `without`: the labels of the chooser's choices this company does not get (sidebarMenu) */
  | { kind: "modal"; label: string; modal: MenuModal; needs?: Permission; without?: readonly string[] }
  | { kind: "unavailable"; label: string; reason: string }
  | MenuGroup;

export interface MenuGroup {
  kind: "group";
  id: string;
  label: string;
  only?: MenuCondition;
  entries: MenuEntry[];
}

export interface TopMenuLink {
  label: string;
  to: string;
  /** As a menu entry's: what the role must allow for the link to show. */
  needs?: Permission;
  /** Active only on this exact path (the dashboard index). */
  end?: boolean;
  /** Shown only to a company for which the condition holds (as a menu entry's). */
  only?: MenuCondition;
}

/** Why the payroll reports are not there: Ledgerline keeps no payroll (pay slips, pay heads). */
export const PAYROLL_NOT_KEPT = "Ledgerline keeps no payroll: run payroll in a payroll service and record its totals with a journal entry.";

export const TOP_MENU: readonly TopMenuLink[] = [
  { label: "Home", to: "overview" },
  { label: "Dashboard", to: "", end: true },
  { label: "Companies", to: "/home" },
  { label: "Tracker", to: "tracker" },
  { label: "Reports Home", to: "reports/home" },
  { label: "Company Preferences", to: "settings/company-preferences", needs: "settings" },
  { label: "Transactions", to: "transactions" },
];

export const HELP_LINK: TopMenuLink = { label: "Help", to: "/help" };

export const USER_MENU = { personalSettings: { label: "Personal Settings", to: "settings/users" } } as const;

/** The Quick Links dashboard widget, in the spec's order. */
export const QUICK_LINKS: readonly TopMenuLink[] = [
  { label: "New Invoice", to: "customers/create-invoice", needs: "write" },
  { label: "Expenses", to: "vendors/cash-expense", needs: "write" },
  { label: "{customers}", to: "customers/list" },
  { label: "Banking", to: "banking/accounts" },
  { label: "Reports", to: "reports/home" },
  { label: "Bills", to: "vendors/bills" },
  { label: "Cash Expense", to: "vendors/cash-expense", needs: "write" },
  { label: "Chart of Accounts", to: "company-account-list" },
  { label: "Credit Card Expense", to: "vendors/credit-card-expense", needs: "write" },
  { label: "New Quote", to: "customers/create-invoice", needs: "write" },
  { label: "New Journal Entry", to: "journalentry", needs: "write" },
  { label: "Receive Payment", to: "customers/receive-payment", needs: "write" },
  { label: "Reconcile", to: "banking/reconciliations-history" },
  { label: "{vendors}", to: "vendors/list" },
  { label: "Write check", to: "vendors/write-check", needs: "write" },
];

/** The Overview screen: its tiles, then its side links. Bill and Pay Bill lead to Enter Bill and Pay Bill. */
export const OVERVIEW_TILES: readonly (TopMenuLink & { description: string })[] = [
  { label: "{customers}", to: "customers/list", description: "Everyone you sell to" },
  { label: "Consultants", to: "consultant/center", description: "Consultants and their work", only: "itConsulting" },
  { label: "{vendors}", to: "vendors/list", description: "Everyone you buy from" },
  { label: "Invoices", to: "customers/invoices", description: "What you have billed" },
  { label: "Timesheets", to: "consultant/timesheet", description: "Hours worked", only: "itConsulting" },
  { label: "Bill", to: "vendors/enter-bill", needs: "write", description: "Enter what a vendor bills you" },
  { label: "Pay Bill", to: "vendors/pay-bill", needs: "write", description: "Pay your vendors' bills" },
  { label: "Receive Payment", to: "customers/receive-payment", needs: "write", description: "Money coming in" },
  { label: "Bank Reconciliation", to: "banking/reconciliations-history", description: "Reconciliations history" },
];

export const OVERVIEW_LINKS: readonly TopMenuLink[] = [
  { label: "Chart of Accounts", to: "company-account-list" },
  { label: "Consultants", to: "consultant/list", only: "itConsulting" },
  { label: "Write Check", to: "vendors/write-check", needs: "write" },
  { label: "Print Check", to: "vendors/print-check", needs: "write" },
];

/** The Company Dashboard's button beside Configure... */
export const IMPORT_CSV_LINK: TopMenuLink = { label: "Import From CSV", to: "importcsv" };

// Choosers opened by the modal entries (New Sales Item, New Purchase Item, Record Expenses): the item
// types come from the UI kit's factories; the first option is the default.

/** Record Expenses: Credit Card (the default) or Cash. */
export const RECORD_EXPENSE_OPTIONS: readonly TopMenuLink[] = [
  { label: "Credit Card", to: "vendors/credit-card-expense" },
  { label: "Cash", to: "vendors/cash-expense" },
];

export interface Chooser {
  title: string;
  /** The help tooltip; the item-type choosers keep the UI kit's own. */
  helpText?: string;
  options: ItemTypeOption[];
}

export function chooserFor(modal: MenuModal, companyId: number | string): Chooser {
  const base = dashboardBase(companyId);
  switch (modal) {
    case "customerItemType":
      return { title: "Select Item Type", options: customerItemTypeOptions(base) };
    case "purchaseItemType":
      return { title: "Select Item Type", options: purchaseItemTypeOptions(base) };
    case "recordExpenses":
      return {
        title: "Record Expenses",
        helpText: "Choose how the expense was paid, then press Continue to record it.",
        options: RECORD_EXPENSE_OPTIONS.map((o) => ({ label: o.label, to: menuHref(companyId, o.to) })),
      };
  }
}

export const MODALS: readonly MenuModal[] = ["customerItemType", "purchaseItemType", "recordExpenses"];

/**
 * A chooser with only the choices whose screen exists (none: the entry is not available yet), less
 * those the company does not get (`without`, labels: the modal entry's).
 */
export function availableChooser(
  modal: MenuModal,
  companyId: number | string,
  isAvailable: (href: string) => boolean,
  without: readonly string[] = [],
): Chooser {
  const chooser = chooserFor(modal, companyId);
  return { ...chooser, options: chooser.options.filter((option) => isAvailable(option.to) && !without.includes(option.label)) };
}

// Pure helpers: which entries a company sees, where a path leads, which entry is active.

export interface MenuCompany {
  industryId: number;
  billTracking: boolean;
  customerTerm: string;
  vendorTerm: string;
  /** What the user's role in the company allows (policy.ts, read on the server): entries it does not allow are not shown. */
  permissions: Partial<Record<Permission, boolean>>;
}

export type MenuTerms = Pick<MenuCompany, "customerTerm" | "vendorTerm">;

/** A label in the company's own terms ({customer}, {customers}, {vendor}, {vendors}). */
export function withTerms(label: string, company: MenuTerms): string {
  return label
    .replaceAll("{customers}", `${company.customerTerm}s`)
    .replaceAll("{customer}", company.customerTerm)
    .replaceAll("{vendors}", `${company.vendorTerm}s`)
    .replaceAll("{vendor}", company.vendorTerm);
}

/** The dashboard's base path for a company. */
export const dashboardBase = (companyId: number | string) => `/company/${companyId}/dashboard`;

/** A menu path made absolute: "" is the dashboard, "/x" stays as it is, anything else is under the dashboard. */
/** A breadcrumb trail from the company's dashboard: each step a label and, but the last, its menu path. */
export function dashboardTrail(companyId: number | string, ...steps: { label: string; to?: string }[]) {
  return [
    { label: "Dashboard", to: dashboardBase(companyId) },
    ...steps.map((step) => (step.to === undefined ? { label: step.label } : { label: step.label, to: menuHref(companyId, step.to) })),
  ];
}

export function menuHref(companyId: number | string, to: string): string {
  if (to.startsWith("/")) return to;
  return to ? `${dashboardBase(companyId)}/${to}` : dashboardBase(companyId);
}

export interface ActiveEntry {
  /** The active link's path (relative, as in the menu). */
  to: string;
  /** The ids of the groups holding it, outermost first: these open. */
  groupIds: string[];
}

/**
 * The one entry the current path belongs to: the link whose path is the longest match at a
 * segment boundary (stock-adjustment/new over stock-adjustment); on a tie the first in menu order,
 * so an entry listed twice is marked once. `path` is relative to the dashboard, without slashes
 * around it.
 */
export function findActiveEntry(menu: readonly MenuGroup[], path: string): ActiveEntry | null {
  let best: ActiveEntry | null = null;
  for (const { to, groupIds } of menuLinks(menu)) {
    if (!to || to.startsWith("/")) continue;
    const matches = path === to || path.startsWith(`${to}/`);
    if (matches && (!best || to.length > best.to.length)) best = { to, groupIds };
  }
  return best;
}

/** Every link of a menu in order, with the ids of the groups holding it (outermost first). */
export function* menuLinks(
  entries: readonly MenuEntry[],
  groupIds: string[] = [],
): Generator<{ label: string; to: string; groupIds: string[] }> {
  for (const entry of entries) {
    if (entry.kind === "group") yield* menuLinks(entry.entries, [...groupIds, entry.id]);
    else if (entry.kind === "link") yield { label: entry.label, to: entry.to, groupIds };
  }
}

/** The path under the company's dashboard ("" for the dashboard itself), or null outside it. */
export function pathInDashboard(companyId: number | string, pathname: string): string | null {
  const base = dashboardBase(companyId);
  const trimmed = pathname.replace(/\/+$/, "");
  if (trimmed === base) return "";
  return trimmed.startsWith(`${base}/`) ? trimmed.slice(base.length + 1) : null;
}
