// The sidebar's menu as data (SIDEBAR_MENU) and the menu a company sees (sidebarMenu). Apart from
// menu.ts so that no page's scripts carry it: the server renders the sidebar from it, and the
// browser loads this module on its own once the page is interactive (sidebar.tsx).
import type { ItemTypeOption } from "~/components/ui/item-types";
import { IT_CONSULTING_INDUSTRY_ID } from "~/modules/companies/industry-ids";
import type { Permission } from "~/modules/companies/policy";
import {
  chooserFor,
  HELP_LINK,
  IMPORT_CSV_LINK,
  type MenuCompany,
  type MenuCondition,
  type MenuEntry,
  type MenuGroup,
  menuHref,
  menuLinks,
  type MenuModal,
  MODALS,
  OVERVIEW_LINKS,
  OVERVIEW_TILES,
  PAYROLL_NOT_KEPT,
  QUICK_LINKS,
  TOP_MENU,
  USER_MENU,
  withTerms,
} from "./menu";

// Labels may name the company's own terms: {customer}/{customers} and {vendor}/{vendors}
// (Customer, Client or Patient; Vendor, Supplier or Provider).

const link = (label: string, to: string, only?: MenuCondition): MenuEntry => ({ kind: "link", label, to, only });
/** A screen that creates or changes something: shown to a role that may write. */
const act = (label: string, to: string, only?: MenuCondition): MenuEntry => ({ kind: "link", label, to, only, needs: "write" });
/** A screen that needs more than `write` (the Settings screens). */
const gated = (needs: Permission, label: string, to: string): MenuEntry => ({ kind: "link", label, to, needs });
const modal = (label: string, which: MenuModal): MenuEntry => ({ kind: "modal", label, modal: which, needs: "write" });
const unavailable = (label: string, reason: string): MenuEntry => ({ kind: "unavailable", label, reason });
const group = (id: string, label: string, entries: MenuEntry[], only?: MenuCondition): MenuGroup => ({
  kind: "group",
  id,
  label,
  only,
  entries,
});

export const SIDEBAR_MENU: readonly MenuGroup[] = [
  group(
    "consultant",
    "Consultant",
    [
      link("Consultant Center", "consultant/center"),
      link("Consultant List", "consultant/list"),
      link("Received Payments", "consultant/receive-payment"),
      link("Timesheet", "consultant/timesheet"),
      link("HR Timesheets", "consultant/hr-timesheets"),
      act("Import HR Timesheet", "consultant/import-rewa-hr-timesheet"),
      link("Invoice List", "consultant/invoice"),
      act("New Consultant", "consultant/add-customer-consultant"),
    ],
    "itConsulting",
  ),
  group("customer", "{customer}", [
    link("{customer} Center", "customers/center"),
    act("New {customer}", "customers/new"),
    act("Create Invoice", "customers/create-invoice"),
    act("New Cash Sale", "customers/new-cash-sale"),
    act("New Credit Memo", "customers/new-credit-memo"),
    modal("New Sales Item", "customerItemType"),
    act("Prepayment", "customers/prepayment"),
    act("Receive Payment", "customers/receive-payment"),
    act("Refund", "customers/refund"),
    link("{customers} List", "customers/list"),
    link("Invoices", "customers/invoices"),
    link("Items", "customers/items"),
  ]),
  group("vendor", "{vendor}", [
    link("{vendor} Center", "vendors/center"),
    act("New {vendor}", "vendors/new-vendor"),
    modal("New Purchase Item", "purchaseItemType"),
    act("Cash Purchase", "vendors/cash-purchase"),
    act("{vendor} Credit", "vendors/vendor-credit"),
    act("Write Check", "vendors/write-check"),
    act("Print Check", "vendors/print-check"),
    act("Enter Bill", "vendors/enter-bill", "billTracking"),
    act("Pay Bill", "vendors/pay-bill", "billTracking"),
    link("Bills", "vendors/bills"),
    modal("Record Expenses", "recordExpenses"),
    link("{vendors} List", "vendors/list"),
    link("Items", "vendors/items"),
    link("Payments", "vendors/payments"),
  ]),
  group("inventory", "Inventory", [
    link("Inventory Centre", "inventory/center"),
    act("Build Assembly", "inventory/build-assembly"),
    act("New Stock Adjustment", "inventory/stock-adjustment/new"),
    act("New Inventory Item", "inventory/new-item"),
    act("New Inventory Assembly", "inventory/new-assembly"),
    link("Inventory Items", "inventory/items"),
    link("Stock Adjustments", "inventory/stock-adjustment"),
  ]),
  group("banking", "Banking", [
    act("New Bank Account", "banking/new-account"),
    act("Write Check", "vendors/write-check"),
    act("Transfer Funds", "banking/transfer-fund"),
    act("Make Deposit", "banking/make-deposit"),
    link("Reconciliations History", "banking/reconciliations-history"),
    link("Bank Accounts", "banking/accounts"),
  ]),
  group("company", "Company", [
    link("Overview", "overview"),
    act("Import From CSV", "importcsv"),
    act("Journal Entry", "journalentry"),
    link("Journal Entries", "journal-entries"),
    link("Transactions", "transactions"),
    act("New Account", "new-account"),
    gated("settings", "Company Preferences", "settings/company-preferences"),
    link("Budget", "company/budget"),
    group("support-lists", "Manage Support Lists", [
      link("{customer} Group List", "company/support-lists/customer-group"),
      link("{vendor} Group List", "company/support-lists/vendor-group"),
      link("Invoice Frequency List", "company/support-lists/invoice-frequency"),
      link("Payment Term List", "company/support-lists/payment-term"),
      link("Items Group List", "company/support-lists/item-group"),
      link("Warehouses List", "company/support-lists/warehouses"),
      link("Shipping Method List", "company/support-lists/shipping-method"),
      link("Manage Custom Fields", "custom-fields"),
    ]),
    group("fixed-assets", "Fixed Assets", [
      act("New Asset", "company/fixed-assets/new"),
      act("Depreciation", "company/fixed-assets/depreciation"),
      link("Pending Items", "company/fixed-assets/pending-items"),
      link("Registered Items", "company/fixed-assets/registered-items"),
      link("Sold and Disposed", "company/fixed-assets/sold"),
    ]),
    group("merge-accounts", "Merge Accounts", [
      act("Merge {customers}", "company/merge-accounts/customers"),
      act("Merge {vendors}", "company/merge-accounts/vendors"),
      act("Merge Accounts", "company/merge-accounts/accounts"),
      act("Merge Items", "company/merge-accounts/items"),
    ]),
    group("company-lists", "Company Lists", [
      link("Account List", "company-account-list"),
      link("Items", "company/lists/items"),
      link("{customers}", "customers/list"),
      link("Consultants", "consultant/list", "itConsulting"),
      link("{vendors}", "vendors/list"),
      link("Sales Persons", "company/lists/salespersons"),
      link("Users Activity Log", "activitylog"),
      link("Recurring Transactions", "recurring"),
      link("Reminders", "reminders"),
    ]),
    link("Manage Currency", "company/currencies"),
  ]),
  group("reports", "Reports", [
    link("Reports Home", "reports/home"),
    group("reports-company-finance", "Company & Financial", [
      link("Profit & Loss", "reports/company-finance/profit-loss"),
      link("Balance Sheet", "reports/company-finance/balance-sheet"),
      link("Cash Flow", "reports/company-finance/cash-flow"),
      link("Trial Balance", "reports/company-finance/trial-balance"),
      link("Transaction Detail", "reports/company-finance/transaction-detail"),
      link("Income by {customer}", "reports/company-finance/income-by-customer"),
      link("Sales Tax Liability", "reports/company-finance/sales-tax-liability"),
      link("General Ledger", "reports/company-finance/general-ledger"),
      link("Expense", "reports/company-finance/expense"),
      link("Automatic Transactions", "reports/company-finance/automatic-transactions"),
      link("Reconciliation", "reports/company-finance/reconciliation"),
    ]),
    group("reports-customers-receivable", "{customers} & Receivables", [
      link("A/R Aging Summary", "reports/customers-receivable/ar-aging-summary"),
      link("A/R Aging Detail", "reports/customers-receivable/ar-aging-detail"),
      link("{customer} Statement", "reports/customers-receivable/client-statement"),
      link("{customer} Transaction History", "reports/customers-receivable/customer-transaction-history"),
      link("Open Invoices", "reports/customers-receivable/open-invoices"),
    ]),
    group("reports-sales", "Sales", [
      link("Sales by {customer} Summary", "reports/sales/customer-summary"),
      link("Sales by {customer} Detail", "reports/sales/customer-detail"),
      link("Sales by Item Summary", "reports/sales/item-summary"),
      link("Sales by Item Detail", "reports/sales/item-detail"),
      link("Sales by Sales Person", "reports/sales/sales-person-summary"),
    ]),
    group("reports-vendors-payables", "{vendors} & Payables", [
      link("A/P Aging Summary", "reports/vendors-payables/ap-aging-summary"),
      link("A/P Aging Detail", "reports/vendors-payables/ap-aging-detail"),
      link("Unpaid Bills Detail", "reports/vendors-payables/unpaid-bills-detail"),
      link("{vendor} Statement", "reports/vendors-payables/vendors-statement"),
      link("{vendor} Transaction History", "reports/vendors-payables/vendor-transaction-history"),
    ]),
    group("reports-purchase", "Purchases", [
      link("Purchase by {vendor} Summary", "reports/purchase/by-vendor-summary"),
      link("Purchase by {vendor} Detail", "reports/purchase/by-vendor-detail"),
      link("Purchase by Item Summary", "reports/purchase/by-item-summary"),
      link("Purchase by Item Detail", "reports/purchase/by-item-detail"),
    ]),
    group("reports-budget", "Budget", [
      link("Budget Overview", "reports/budget/overview"),
      link("Budget vs Actuals", "reports/budget/vs-actuals"),
    ]),
    group("reports-fixed-asset", "Fixed Assets", [link("Depreciation", "reports/fixed-asset/depreciation")]),
    group("reports-inventory", "Inventory", [
      link("Inventory Valuation Summary", "reports/inventory/inventory-valuation-summary"),
      link("Inventory Valuation Details", "reports/inventory/inventory-valuation-details"),
      link("Inventory Stock Status by Item", "reports/inventory/inventory-stock-status-by-item"),
      link("Inventory Details", "reports/inventory/inventory-details"),
    ]),
    group("reports-banking", "Banking", [
      link("Check Detail", "reports/banking/check-detail"),
      link("Deposit Detail", "reports/banking/deposit-detail"),
      link("Reconciliation Discrepancy", "reports/banking/reconciliation-discrepancy"),
      link("Missing Checks", "reports/banking/missing-checks"),
    ]),
    group("reports-payroll", "Payroll", [
      unavailable("Pay Slip Summary", PAYROLL_NOT_KEPT),
      unavailable("Pay Slip Detail", PAYROLL_NOT_KEPT),
      unavailable("Pay Sheet", PAYROLL_NOT_KEPT),
      unavailable("Pay Head Summary", PAYROLL_NOT_KEPT),
      unavailable("Pay Head Detail", PAYROLL_NOT_KEPT),
      unavailable("Tax Summary", PAYROLL_NOT_KEPT),
    ]),
  ]),
  group("settings", "Settings", [
    gated("settings", "Company Settings", "settings/company-preferences"),
    link("Users", "settings/users"),
    gated("settings", "Email Setup", "settings/email-setup"),
    gated("settings", "Translation", "settings/translation"),
    gated("settings", "Document Branding", "settings/document-branding"),
    gated("settings", "Check Print", "settings/check-print"),
    gated("read", "Integration Keys", "settings/integration-keys"),
    gated("delete", "Delete Company", "settings/delete-company"),
  ]),
];

/**
 * Every address the shell can link to (sidebar, choosers, top menu, user menu, Quick Links, the
 * Overview, the dashboard's buttons), absolute and without repeats. The dashboard's loader asks the
 * route table which of them have a screen; the rest show as not yet available.
 */
export function shellTargets(companyId: number | string): string[] {
  const relative = [
    ...[...menuLinks(SIDEBAR_MENU)].map((entry) => entry.to),
    ...[...TOP_MENU, HELP_LINK, USER_MENU.personalSettings, ...QUICK_LINKS, ...OVERVIEW_TILES, ...OVERVIEW_LINKS, IMPORT_CSV_LINK].map(
      (entry) => entry.to,
    ),
  ].map((to) => menuHref(companyId, to));
  const choices = MODALS.flatMap((which) => chooserFor(which, companyId).options.map((option) => option.to));
  return [...new Set([...relative, ...choices])];
}

/**
 * Add a New Item's choices on the Items lists for this company: the sidebar's New Sales Item chooser
 * less the same options (`holds`), so Add New Consultant is offered only where consultants are kept.
 */
export function customerItemTypesFor(companyId: number, company: Pick<MenuCompany, "industryId" | "billTracking">): ItemTypeOption[] {
  return chooserFor("customerItemType", companyId).options.filter((option) => holds(option.only, company));
}

export function holds(condition: MenuCondition | undefined, company: Pick<MenuCompany, "industryId" | "billTracking">): boolean {
  if (condition === "itConsulting") return company.industryId === IT_CONSULTING_INDUSTRY_ID;
  if (condition === "billTracking") return company.billTracking;
  return true;
}

function forCompany<T extends MenuEntry>(entry: T, company: MenuCompany): T | null {
  if ("only" in entry && !holds(entry.only, company)) return null;
  if ("needs" in entry && entry.needs && !company.permissions[entry.needs]) return null; // a link the role may not follow
  const label = withTerms(entry.label, company);
  if (entry.kind === "modal") {
    const without = chooserFor(entry.modal, 0)
      .options.filter((option) => !holds(option.only, company))
      .map((option) => option.label);
    return { ...entry, label, ...(without.length ? { without } : {}) };
  }
  if (entry.kind !== "group") return { ...entry, label };
  const entries = entry.entries.map((e) => forCompany(e, company)).filter((e): e is MenuEntry => e !== null);
  return entries.length ? { ...entry, label, entries } : null; // a group the role sees nothing of is not shown
}

/**
 * The sidebar as this company sees it: the Consultant group only for IT consulting (industry 18),
 * Enter Bill and Pay Bill only with bill tracking, only the entries the user's role allows, labels
 * in the company's own terms.
 */
export function sidebarMenu(company: MenuCompany, menu: readonly MenuGroup[] = SIDEBAR_MENU): MenuGroup[] {
  const build = () => menu.map((g) => forCompany(g, company)).filter((g): g is MenuGroup => g !== null);
  if (menu !== SIDEBAR_MENU) return build();
  // Every page of the dashboard asks for it: made once per shape (these four settings), for the
  // last hundred shapes asked about. The menu is data, never changed by those who read it.
  const key = `${company.industryId}|${company.billTracking}|${company.customerTerm}|${company.vendorTerm}|${JSON.stringify(company.permissions)}`;
  let made = companyMenus.get(key);
  if (!made) {
    made = build();
    if (companyMenus.size >= 100) companyMenus.delete(companyMenus.keys().next().value!);
    companyMenus.set(key, made);
  }
  return made;
}
const companyMenus = new Map<string, MenuGroup[]>();
