import type { SupportListKind } from "./schema";

// What each of the six support lists is called and says: its table, names, API path and messages
// (successes with counts, delete guards and confirmations, failures). No I/O, so the screens' client
// code reads the same texts the service answers with — including the texts for a list that fails to
// load or an entry that fails to delete, chosen by the response's status.

/** A table whose column may point at an entry of a list; checked before a delete when it exists. */
export interface SupportListReference {
  table: string;
  column: string;
  /** The plural the refusal names: "vendors", "customers", "invoices", … */
  what: string;
}

export interface SupportListConfig {
  kind: SupportListKind;
  table: string;
  /** "vendor group" */
  singular: string;
  /** "vendor groups" */
  plural: string;
  /** "Vendor Group List", the screen's title and breadcrumb. */
  title: string;
  /** What a refused delete asks to reassign to: "group", "frequency", "shipping method", "payment term". */
  reassignTo: string;
  /** The list's API: GET ?companyId= and POST here, DELETE at `${apiPath}/:id`. */
  apiPath: string;
  /** The API's response keys: the list (null: GET answers a bare array), and the created record. */
  listKey: string | null;
  itemKey: string;
  /** Tables that may reference an entry (they may not exist yet: vendors, items, invoices come later). */
  references: SupportListReference[];
  messages: {
    created(name: string, count: number): string;
    deleted(name: string, remaining: number): string;
    duplicate(name: string): string;
    /** A referenced entry: "Cannot delete \"X\" because it is currently assigned to one or more vendors. …" */
    inUse(name: string, what?: string): string;
    notFound: string;
    /** No id selected (a screen's guard before calling delete). */
    invalidSelection: string;
    emptyName: string;
    confirmDelete(name: string): string;
    loadNotFound: string;
    forbiddenView: string;
    forbiddenDelete: string;
    createFailed: string;
  };
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

type SupportListOptions = Omit<SupportListConfig, "messages"> & {
  /** The plural of the success texts' counts: "vendor group(s)". */
  countLabel: string;
  /** The texts each list words its own way. */
  invalidSelection: string;
  emptyName: string;
  confirmDelete(name: string): string;
  /** The success text after a create, when the spec words it otherwise than "X "name" created successfully! You now have N …". */
  created?: (name: string, count: number) => string;
};

function config({ countLabel, invalidSelection, emptyName, confirmDelete, created, ...list }: SupportListOptions): SupportListConfig {
  const { singular, plural } = list;
  const defaultWhat = list.references[0]?.what ?? "other records";
  return {
    ...list,
    messages: {
      created:
        created ??
        ((name, count) => `${capitalize(singular)} "${name}" created successfully! You now have ${count} ${countLabel} in your system.`),
      deleted: (name, remaining) =>
        `${capitalize(singular)} "${name}" has been deleted successfully. You now have ${remaining} ${countLabel} remaining.`,
      duplicate: (name) => `A ${singular} named "${name}" already exists.`,
      inUse: (name, what = defaultWhat) =>
        `Cannot delete "${name}" because it is currently assigned to one or more ${what}. Please reassign those ${what} to another ${list.reassignTo} first.`,
      notFound: `${capitalize(singular)} not found. It may have already been deleted.`,
      invalidSelection,
      emptyName,
      confirmDelete,
      loadNotFound: `${capitalize(plural)} service not found. Please contact support.`,
      forbiddenView: `You do not have permission to view ${plural}.`,
      forbiddenDelete: `You do not have permission to delete ${plural}.`,
      createFailed: `Failed to create ${singular}.`,
    },
  };
}

export const SUPPORT_LISTS: Record<SupportListKind, SupportListConfig> = {
  "vendor-groups": config({
    kind: "vendor-groups",
    apiPath: "/api/company/vendor-groups",
    table: "vendor_groups",
    singular: "vendor group",
    plural: "vendor groups",
    countLabel: "vendor group(s)",
    title: "Vendor Group List",
    reassignTo: "group",
    listKey: "groupList",
    itemKey: "group",
    references: [{ table: "vendors", column: "vendor_group_id", what: "vendors" }],
    invalidSelection: "Invalid group selected. Please refresh the page and try again.",
    emptyName: "Cannot delete a group with an empty name.",
    confirmDelete: (name) =>
      `Are you sure you want to delete the vendor group "${name}"? This action cannot be undone and may affect vendors assigned to this group.`,
  }),
  "customer-groups": config({
    kind: "customer-groups",
    apiPath: "/api/company/customer-groups",
    table: "customer_groups",
    singular: "customer group",
    plural: "customer groups",
    countLabel: "customer group(s)",
    title: "Customer Group List",
    reassignTo: "group",
    listKey: "groupList",
    itemKey: "group",
    references: [{ table: "customers", column: "customer_group_id", what: "customers" }],
    invalidSelection: "Invalid group selected. Please refresh the page and try again.",
    emptyName: "Cannot delete a group with an empty name.",
    confirmDelete: (name) =>
      `Are you sure you want to delete the customer group "${name}"? This action cannot be undone and may affect customers assigned to this group.`,
  }),
  "item-groups": config({
    kind: "item-groups",
    apiPath: "/api/company/item-groups",
    table: "item_groups",
    singular: "item group",
    plural: "item groups",
    countLabel: "item group(s)",
    title: "Item Group List",
    reassignTo: "group",
    listKey: "groupList",
    itemKey: "group",
    references: [
      { table: "items", column: "item_group_id", what: "items" },
      { table: "inventory_items", column: "item_group_id", what: "inventory items" },
    ],
    invalidSelection: "Invalid item group selected. Please refresh the page and try again.",
    emptyName: "Cannot delete an item group with an empty name.",
    // The spec's words exactly, without the name or a count.
    created: () => "Item group created successfully!",
    confirmDelete: (name) =>
      `Are you sure you want to delete the item group "${name}"? This action cannot be undone and may affect items assigned to this group.`,
  }),
  "invoice-frequencies": config({
    kind: "invoice-frequencies",
    apiPath: "/api/company/invoice-frequencies",
    table: "invoice_frequencies",
    singular: "invoice frequency",
    plural: "invoice frequencies",
    countLabel: "invoice frequency(ies)",
    title: "Invoice Frequency List",
    reassignTo: "frequency",
    listKey: "frequencyList",
    itemKey: "frequency",
    references: [{ table: "invoices", column: "invoice_frequency_id", what: "invoices" }],
    invalidSelection: "Invalid frequency selected. Please refresh the page and try again.",
    emptyName: "Cannot delete a frequency with an empty name.",
    confirmDelete: (name) =>
      `Are you sure you want to delete the invoice frequency "${name}"? This action cannot be undone and may affect invoices assigned to this frequency.`,
  }),
  "payment-terms": config({
    kind: "payment-terms",
    apiPath: "/api/company/payment-terms",
    table: "payment_terms",
    singular: "payment term",
    plural: "payment terms",
    countLabel: "payment term(s)",
    title: "Payment Term List",
    reassignTo: "payment term",
    listKey: "paymentTerms",
    itemKey: "paymentTerm",
    references: [
      { table: "vendors", column: "payment_term_id", what: "vendors" },
      { table: "customers", column: "payment_term_id", what: "customers" },
    ],
    invalidSelection: "Invalid payment term selected. Please refresh the page and try again.",
    emptyName: "Cannot delete a payment term with an empty name.",
    confirmDelete: (name) =>
      `Are you sure you want to delete the payment term "${name}"? This action cannot be undone and may affect vendors using this payment term.`,
  }),
  "shipping-methods": config({
    kind: "shipping-methods",
    apiPath: "/api/vendor/preferred-shipping-methods",
    table: "shipping_methods",
    singular: "shipping method",
    plural: "shipping methods",
    countLabel: "shipping method(s)",
    title: "Preferred Shipping Methods",
    reassignTo: "shipping method",
    listKey: null, // GET answers a bare array
    itemKey: "shippingMethod",
    references: [{ table: "vendors", column: "shipping_method_id", what: "vendors" }],
    invalidSelection: "Invalid shipping method selected. Please refresh the page and try again.",
    emptyName: "Cannot delete a shipping method with an empty name.",
    confirmDelete: (name) =>
      `Are you sure you want to delete the shipping method "${name}"? This action cannot be undone and may affect vendors using this shipping method.`,
  }),
};

/** How a call to a list's API went wrong: the response's status and body, or no response at all. */
export type SupportListFailure = { status: number; body?: unknown } | { network: true } | { message: string };

/** The server's own words in an error body: its message, error or detail field. */
function serverMessage(failure: SupportListFailure): string | null {
  if (!("status" in failure) || !failure.body || typeof failure.body !== "object") return null;
  const body = failure.body as Record<string, unknown>;
  for (const key of ["message", "error", "detail"]) {
    const value = body[key];
    if (typeof value === "string" && value.trim()) return value.trim();
  }
  return null;
}

const NETWORK_ERROR = "Network connection error. Please check your internet connection and try again.";

/** The wording for a server or network failure, by status (also used for failed deletes). */
function serverFailureText(list: SupportListConfig, failure: SupportListFailure): string | null {
  if ("network" in failure) return NETWORK_ERROR;
  if (!("status" in failure) || failure.status < 500) return null;
  switch (failure.status) {
    case 500:
      return `An internal server error occurred while loading ${list.plural}. Please try again in a few minutes.`;
    case 502:
      return `Bad gateway: the server could not be reached while loading ${list.plural}. Please try again later.`;
    case 503:
      return "Service temporarily unavailable. Please try again later.";
    case 504:
      return `Gateway timeout: the server took too long to answer while loading ${list.plural}. Please try again later.`;
    default:
      return `Server error (${failure.status}) occurred while fetching ${list.plural}`;
  }
}

/** The message for a list that could not be loaded: the server's words first, else by status. */
export function supportListLoadError(kind: SupportListKind, failure: SupportListFailure): string {
  const list = SUPPORT_LISTS[kind];
  const fromServer = serverMessage(failure);
  if (fromServer) return fromServer;
  if ("status" in failure && failure.status === 404) return list.messages.loadNotFound;
  if ("status" in failure && failure.status === 403) return list.messages.forbiddenView;
  return (
    serverFailureText(list, failure) ??
    ("message" in failure && failure.message
      ? failure.message
      : `An unexpected error occurred while loading ${list.plural}. Please try again.`)
  );
}

/**
 * The message for an entry that could not be deleted: a refusal because the entry is in use
 * (a 409, or words about a constraint, foreign key or reference) names what it is assigned to —
 * for payment terms customers when the server's words mention them, else vendors; other words of
 * the server as given; else by status, 5xx and network failures as for loading.
 */
export function supportListDeleteError(kind: SupportListKind, name: string, failure: SupportListFailure): string {
  const list = SUPPORT_LISTS[kind];
  const fromServer = serverMessage(failure);
  const status = "status" in failure ? failure.status : null;
  const inUse = status === 409 || (fromServer !== null && /constraint|foreign key|referenc/i.test(fromServer));
  if (inUse) {
    if (fromServer?.startsWith("Cannot delete")) return fromServer;
    const what = kind === "payment-terms" && fromServer && /customer/i.test(fromServer) ? "customers" : undefined;
    return list.messages.inUse(name, what);
  }
  if (fromServer) return fromServer;
  if (status === 404) return list.messages.notFound;
  if (status === 403) return list.messages.forbiddenDelete;
  return (
    serverFailureText(list, failure) ??
    ("message" in failure && failure.message ? failure.message : `An unexpected error occurred while deleting "${name}". Please try again.`)
  );
}

/** A row of a list screen: the entry as the table shows it, with its delete confirmation text. */
export type SupportListRow = { id: number; name: string; description: string | null; dueDays: number | null; confirmMessage: string };

/** An entry (from the service or the API's JSON) as a row of its list screen. */
export function supportListRow(
  kind: SupportListKind,
  item: { id: number; name: string; description?: string | null; dueDays?: number | null },
): SupportListRow {
  return {
    id: item.id,
    name: item.name,
    description: item.description ?? null,
    dueDays: item.dueDays ?? null,
    confirmMessage: SUPPORT_LISTS[kind].messages.confirmDelete(item.name),
  };
}
