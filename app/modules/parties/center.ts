import { rowIdOf } from "~/lib/row-id";
import { DEFAULT_PER_PAGE, parsePagination } from "~/lib/pagination";
import { isDatePreset, type DatePreset } from "~/lib/periods";

// A party's Center (the Vendor Center, the Customer Center): its URL state and the kinds of the
// transactions it lists. The party's configuration hands in what differs — the document kinds by
// entry type code, the views and their type filters — so the Center of each side reads its URL the
// same way. Client-safe.

export interface CenterView {
  value: string;
  label: string;
  /** The entry types the view shows; null: every transaction of the party */
  entryTypes: readonly string[] | null;
}

export interface CenterKinds<Kind extends string> {
  /** Entry type code → the kind the Center shows */
  byEntryType: Readonly<Record<string, Kind>>;
  /** What any other entry touching the party shows as */
  otherwise: Kind;
  views: readonly CenterView[];
  /** The type filters of a view (none for most views) */
  typeFilters: (view: string) => readonly { value: string; label: string }[];
}

/** The kind of an entry type code. */
export const kindOfEntry = <Kind extends string>(kinds: CenterKinds<Kind>, entryType: string): Kind =>
  kinds.byEntryType[entryType] ?? kinds.otherwise;

export const PANEL_STEP = 50;
export const PANEL_MAX = 1000;

export interface CenterQuery<View extends string = string> {
  status: "active" | "inactive";
  q: string;
  /** The selected party's database id; null: the first party of the list */
  party: number | null;
  view: View;
  /** A value of the view's type filters; "all" otherwise */
  type: string;
  date: DatePreset;
  /** How many parties the left panel shows (Show more adds PANEL_STEP) */
  show: number;
  page: number;
  perPage: number;
}

/** The Center's state from the URL (the selected party in `partyParam`); anything unknown falls back to its default. */
export function readCenterQuery<View extends string>(
  kinds: CenterKinds<string>,
  partyParam: string,
  searchParams: URLSearchParams,
): CenterQuery<View> {
  const status = searchParams.get("status") === "inactive" ? "inactive" : "active";
  const q = (searchParams.get("q") ?? "").trim().slice(0, 200);
  const rawView = searchParams.get("view");
  const view = (kinds.views.find((v) => v.value === rawView)?.value ?? "all") as View;
  const rawType = searchParams.get("type");
  const type = kinds.typeFilters(view).some((t) => t.value === rawType) ? (rawType as string) : "all";
  const rawDate = searchParams.get("date");
  const date = isDatePreset(rawDate) ? rawDate : "all";
  const asked = Number(searchParams.get("show") ?? "");
  const show = Number.isInteger(asked) ? Math.min(PANEL_MAX, Math.max(PANEL_STEP, asked)) : PANEL_STEP;
  const { page, perPage } = parsePagination(searchParams);
  return { status, q, party: rowIdOf(searchParams.get(partyParam)), view, type, date, show, page, perPage };
}

/** The URL search of a Center state, leaving defaults out. */
export function centerSearch(partyParam: string, query: Partial<CenterQuery>): string {
  const params = new URLSearchParams();
  if (query.status && query.status !== "active") params.set("status", query.status);
  if (query.q) params.set("q", query.q);
  if (query.show && query.show !== PANEL_STEP) params.set("show", String(query.show));
  if (query.party) params.set(partyParam, String(query.party));
  if (query.view && query.view !== "all") params.set("view", query.view);
  if (query.type && query.type !== "all") params.set("type", query.type);
  if (query.date && query.date !== "all") params.set("date", query.date);
  if (query.page && query.page !== 1) params.set("page", String(query.page));
  if (query.perPage && query.perPage !== DEFAULT_PER_PAGE) params.set("perPage", String(query.perPage));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** What the Center's details card shows of the selected party (the Preview's fields). */
export interface PartyDetails {
  id: number;
  code: string;
  name: string;
  active: boolean;
  currency: string;
  balance: string;
  openingBalance: string;
  email: string;
  fax: string;
  /** The selected address as lines */
  address: string;
  notes: string;
}

/**
 * One transaction row of a party's Center (money as "1234.50", dates YYYY-MM-DD), the same on both
 * sides; each side adds its party's id (vendorId, customerId).
 */
export interface CenterTransaction<Kind extends string> {
  /** Unique among the rows: "entry-12", or a prefix of a row no entry posted ("bill-7", "payment-3") */
  key: string;
  /** The journal entry's id; null for a row no entry posted (a draft, a payment of credits only) */
  id: number | null;
  /** The document behind the row, if any */
  documentId: number | null;
  /** The payment behind the row, if any */
  paymentId: number | null;
  date: string;
  type: Kind;
  /** The document or entry number (BILL-0001, COB-0001) */
  number: string;
  /** The party's own number of the document (its invoice or PO number), or a refund's printed cheque number; "" for none */
  reference: string;
  memo: string;
  dueDate: string | null;
  /** What the entry did to the party's balance (an entry that does not touch it: its total), positive */
  amount: string;
  status: string;
  /** "number - name" of the account on the other side of the party's balance, "-Split-" for several */
  account: string;
  /** A payment's method (pay bills); null otherwise */
  paymentMethod: string | null;
  /** The entry type code (BILL, PAY, VOB, COB, …) */
  entryType: string;
}
