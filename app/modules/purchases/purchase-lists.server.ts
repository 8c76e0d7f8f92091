import type { Knex } from "knex";
import { readListPage, type ListPage } from "~/utils/list-page";
import { fromDecimal, toDecimal, type Cents } from "~/lib/money";
import { allAccounts } from "~/modules/accounts/accounts.server";
import { VENDOR_MESSAGES } from "~/modules/vendors/schema";
import { DomainError } from "~/utils/errors";
import { PAY_FROM_TYPES } from "./bill-payments.server";
import { billStatusLabel } from "./documents.server";
import {
  PAYMENT_VIEWS,
  type BillListQuery,
  type BillRow,
  type BillStatusFilter,
  type DateSpan,
  type OpenBill,
  type OpenCredit,
  type PayFromOption,
  type PaymentListQuery,
  type PaymentRow,
} from "./purchase-lists";
import type { DocumentStatus } from "./schema";

// The purchasing lists, set-based (plain Knex, one query per figure, never a query per row):
// - the Bills list: filters (vendor, status with Overdue = open past its due date, bill or due date
//   range), one page, its totals over every matching bill, and every row for the CSV;
// - Pay Bill's reads: the vendor's open bills oldest due first and its vendor credits with
//   something left to apply — each one indexed range scan (20261125000201_purchase_list_indexes),
//   so a vendor with thousands of open bills stays one quick query — and the vendors that have
//   open bills, for the vendor chooser;
// - the Vendor Payments list: Current View, pay or issue date range, one page, totals.
// Money leaves as "1234.50", dates as YYYY-MM-DD.

export interface BillTotals {
  total: string;
  amountPaid: string;
  amountDue: string;
}

export interface PaymentTotals {
  amountPaid: string;
  creditsApplied: string;
}

const money = (value: unknown) => toDecimal(fromDecimal(value as string | null));

/** A date range on one column; either end may be open. */
function inRange(query: Knex.QueryBuilder, column: string, span: DateSpan) {
  if (span.from) query.where(column, ">=", span.from);
  if (span.to) query.where(column, "<=", span.to);
}

function billStatusFilter(query: Knex.QueryBuilder, status: BillStatusFilter, today: string) {
  switch (status) {
    case "all":
      return;
    case "unpaid":
      query.where("d.status", "open");
      return;
    case "open":
      query.where("d.status", "open").where((q) => q.whereNull("d.dueDate").orWhere("d.dueDate", ">=", today));
      return;
    case "overdue":
      query.where("d.status", "open").where("d.dueDate", "<", today);
      return;
    default:
      query.where("d.status", status);
  }
}

/**
 * The bills matching the list's filters (vendor, status, dates), before paging. Every filter is on
 * the bill's own row: the count and totals need no join (a bill's vendor always exists).
 */
function billsQuery(db: Knex, companyId: number, query: Omit<BillListQuery, "page" | "perPage">, today: string) {
  const q = db("purchaseDocuments as d").where("d.companyId", companyId).where("d.kind", "bill");
  if (query.vendor !== null) q.where("d.vendorId", query.vendor);
  billStatusFilter(q, query.status, today);
  if (query.dateType === "bill") inRange(q, "d.docDate", query);
  if (query.dateType === "due") inRange(q, "d.dueDate", query);
  return q;
}

/**
 * The count and sums of the bills matching the list's filters. With no vendor and no dates they
 * come from bill_totals (kept per status and due date by the database as bills change), so the
 * usual view never sums every bill; otherwise from the matching bills themselves.
 */
function billSums(db: Knex, companyId: number, query: Omit<BillListQuery, "page" | "perPage">, today: string) {
  const dated = query.dateType !== "all" && (query.from !== null || query.to !== null);
  if (query.vendor !== null || dated) {
    return billsQuery(db, companyId, query, today).select(
      db.raw("count(*)::int as count"),
      db.raw("coalesce(sum(d.total), 0) as total"),
      db.raw("coalesce(sum(d.amount_paid), 0) as paid"),
    ) as Promise<Record<string, unknown>[]>;
  }
  const q = db("billTotals as d").where("d.companyId", companyId);
  // 'infinity' stands for no due date there: never overdue.
  billStatusFilter(q, query.status, today);
  return q.select(
    db.raw("coalesce(sum(d.bills), 0)::int as count"),
    db.raw("coalesce(sum(d.total), 0) as total"),
    db.raw("coalesce(sum(d.amount_paid), 0) as paid"),
  ) as Promise<Record<string, unknown>[]>;
}

function toBillRow(r: Record<string, unknown>, today: string): BillRow {
  const total = fromDecimal(r.total as string);
  const paid = fromDecimal(r.amountPaid as string);
  return {
    id: Number(r.id),
    number: String(r.number),
    date: String(r.docDate),
    dueDate: (r.dueDate as string | null) ?? null,
    vendorId: Number(r.vendorId),
    vendorName: String(r.vendorName),
    vendorReference: String(r.vendorReference ?? ""),
    status: billStatusLabel({ status: r.status as DocumentStatus, dueDate: (r.dueDate as string | null) ?? null }, today),
    total: toDecimal(total),
    amountPaid: toDecimal(paid),
    amountDue: toDecimal(total - paid),
    memo: String(r.comments ?? ""),
  };
}

const BILL_COLUMNS = [
  "d.id",
  "d.number",
  "d.docDate",
  "d.dueDate",
  "d.vendorId",
  "v.vendorName",
  "d.vendorReference",
  "d.status",
  "d.total",
  "d.amountPaid",
  "d.comments",
];

/**
 * The Bills list: newest bill first, one page (or, with `all`, every matching bill for the CSV),
 * with the count and the totals of every matching bill.
 */
export async function listBills(
  db: Knex,
  companyId: number,
  query: BillListQuery,
  today: string,
  options: { all?: boolean } = {},
): Promise<ListPage<BillRow, BillTotals>> {
  const rows = billsQuery(db, companyId, query, today)
    .join("vendors as v", (j) => j.on("v.companyId", "d.companyId").andOn("v.id", "d.vendorId"))
    .select(BILL_COLUMNS)
    .orderBy([
      { column: "d.docDate", order: "desc" },
      { column: "d.id", order: "desc" },
    ]);
  const { rows: items, sums, count, page, perPage } = await readListPage(rows, billSums(db, companyId, query, today), query, options.all);
  const total = fromDecimal(sums.total as string);
  const paid = fromDecimal(sums.paid as string);
  return {
    items: items.map((r) => toBillRow(r, today)),
    total: count,
    page,
    perPage,
    totals: count ? { total: toDecimal(total), amountPaid: toDecimal(paid), amountDue: toDecimal(total - paid) } : null,
  };
}

/** Every bill of one vendor, newest first (drafts included), as the Bills list shows them. */
export async function vendorBills(db: Knex, companyId: number, vendorId: number, today: string): Promise<BillRow[]> {
  const query = { vendor: vendorId, status: "all", dateType: "all", from: null, to: null } as const;
  return (await listBills(db, companyId, { ...query, page: 1, perPage: 1 }, today, { all: true })).items;
}

/** One bill as the Bills list shows it (any vendor of the company), or null. */
export async function billRow(db: Knex, companyId: number, id: number, today: string): Promise<BillRow | null> {
  const row = await db("purchaseDocuments as d")
    .join("vendors as v", (j) => j.on("v.companyId", "d.companyId").andOn("v.id", "d.vendorId"))
    .where({ "d.companyId": companyId, "d.id": id, "d.kind": "bill" })
    .first(BILL_COLUMNS);
  return row ? toBillRow(row, today) : null;
}

// Pay Bill's reads.

/** The vendor's open (unpaid, not draft) bills with what is due on each, oldest due first: one indexed query. */
export async function openBillsForVendor(db: Knex, companyId: number, vendorId: number, today: string): Promise<OpenBill[]> {
  const rows: Record<string, unknown>[] = await openBillsQuery(db, companyId, vendorId, null)
    .orderBy(["dueDate", "docDate", "id"])
    .select("id", "number", "docDate", "dueDate", "vendorReference", "comments", "total", "amountPaid");
  return toOpenBills(rows, today);
}

export interface OpenBillsPage {
  items: OpenBill[];
  /** Open bills matching (every page) */
  total: number;
  /** What is due on them (every page) */
  amountDue: string;
  /** 0-based position of the first item */
  offset: number;
  limit: number;
}

/** The open bills of a vendor, oldest due first, those due by `dueBy` (YYYY-MM-DD, null: all); no due date counts as due. */
function openBillsQuery(db: Knex, companyId: number, vendorId: number, dueBy: string | null) {
  const q = db("purchaseDocuments").where({ companyId, vendorId, kind: "bill", status: "open" });
  if (dueBy) q.where((w) => w.whereNull("dueDate").orWhere("dueDate", "<=", dueBy));
  return q;
}

/**
 * Pay Bill's batch of a vendor's open bills: `limit` of them from `offset`, oldest due first, with
 * how many there are and what is due on all of them (two reads of the partial index of open bills).
 */
export async function openBillsPage(
  db: Knex,
  companyId: number,
  vendorId: number,
  today: string,
  options: { offset: number; limit: number; dueBy: string | null },
): Promise<OpenBillsPage> {
  const [rows, [sums]] = await Promise.all([
    openBillsQuery(db, companyId, vendorId, options.dueBy)
      .orderBy(["dueDate", "docDate", "id"])
      .limit(options.limit)
      .offset(options.offset)
      .select("id", "number", "docDate", "dueDate", "vendorReference", "comments", "total", "amountPaid") as Promise<
      Record<string, unknown>[]
    >,
    openBillsQuery(db, companyId, vendorId, options.dueBy).select(
      db.raw("count(*)::int as count"),
      db.raw("coalesce(sum(total - amount_paid), 0) as due"),
    ) as Promise<Record<string, unknown>[]>,
  ]);
  return {
    items: toOpenBills(rows, today),
    total: Number(sums.count),
    amountDue: money(sums.due),
    offset: options.offset,
    limit: options.limit,
  };
}

function toOpenBills(rows: Record<string, unknown>[], today: string): OpenBill[] {
  return rows.map((r) => {
    const total = fromDecimal(r.total as string);
    const paid = fromDecimal(r.amountPaid as string);
    const dueDate = (r.dueDate as string | null) ?? null;
    return {
      id: Number(r.id),
      number: String(r.number),
      date: String(r.docDate),
      dueDate,
      vendorReference: String(r.vendorReference ?? ""),
      memo: String(r.comments ?? ""),
      total: toDecimal(total),
      amountPaid: toDecimal(paid),
      amountDue: toDecimal(total - paid),
      overdue: dueDate !== null && dueDate < today,
    };
  });
}

/**
 * The vendor's credits against its payable (not refunds received into a bank account) with an
 * amount left to apply, oldest first: one indexed query.
 */
export async function openCreditsForVendor(db: Knex, companyId: number, vendorId: number): Promise<OpenCredit[]> {
  const rows: Record<string, unknown>[] = await db("purchaseDocuments")
    .where({ companyId, vendorId, kind: "vendor_credit", status: "posted" })
    .whereNull("refundAccountId")
    .whereRaw("amount_paid < total")
    .orderBy(["docDate", "id"])
    .select("id", "number", "docDate", "comments", "total", "amountPaid");
  return rows.map((r) => {
    const total = fromDecimal(r.total as string);
    const applied = fromDecimal(r.amountPaid as string);
    return {
      id: Number(r.id),
      number: String(r.number),
      date: String(r.docDate),
      memo: String(r.comments ?? ""),
      total: toDecimal(total),
      applied: toDecimal(applied),
      amountLeft: toDecimal(total - applied),
    };
  });
}

/** What is due on each of these bills of the company (any vendor, any status): Pay Bill's "pay in full". */
export async function amountsDue(db: Knex, companyId: number, ids: readonly number[]): Promise<Map<number, Cents>> {
  if (!ids.length) return new Map();
  const rows: Record<string, unknown>[] = await db("purchaseDocuments")
    .where({ companyId, kind: "bill" })
    .whereIn("id", [...new Set(ids)])
    .select("id", "total", "amountPaid");
  return new Map(rows.map((r) => [Number(r.id), (fromDecimal(r.total as string) - fromDecimal(r.amountPaid as string)) as Cents]));
}

// The Vendor Payments list.

function paymentsQuery(db: Knex, companyId: number, query: Omit<PaymentListQuery, "page" | "perPage">) {
  const q = db("billPayments as p")
    .join("vendors as v", (j) => j.on("v.companyId", "p.companyId").andOn("v.id", "p.vendorId"))
    .join("companyAccounts as a", (j) => j.on("a.companyId", "p.companyId").andOn("a.id", "p.payFromAccountId"))
    .where("p.companyId", companyId);
  const status = PAYMENT_VIEWS.find((v) => v.value === query.view)?.status;
  if (status) q.where("p.status", status);
  if (query.vendor !== null) q.where("p.vendorId", query.vendor);
  if (query.dateType === "pay") inRange(q, "p.payDate", query);
  if (query.dateType === "issue") {
    q.whereNotNull("p.issueDate");
    inRange(q, "p.issueDate", query);
  }
  return q;
}

/**
 * The Vendor Payments list: newest pay date first, one page (or, with `all`, every matching payment
 * for the CSV), with the count of every matching payment and the totals of those not voided.
 */
export async function listBillPayments(
  db: Knex,
  companyId: number,
  query: PaymentListQuery,
  options: { all?: boolean } = {},
): Promise<ListPage<PaymentRow, PaymentTotals>> {
  const rows = paymentsQuery(db, companyId, query)
    .select(
      "p.id",
      "p.number",
      "p.payDate",
      "p.issueDate",
      "p.status",
      "p.vendorId",
      "v.vendorName",
      "p.paymentMethod",
      "a.accountNumber",
      "a.accountName",
      "p.total",
      "p.creditsApplied",
      "p.comments",
      "p.journalEntryId",
    )
    .orderBy([
      { column: "p.payDate", order: "desc" },
      { column: "p.id", order: "desc" },
    ]);
  const sumsQuery = paymentsQuery(db, companyId, query).select(
    db.raw("count(*)::int as count"),
    // A voided payment is listed (as Void) but paid nothing: the totals are of the live ones.
    db.raw("coalesce(sum(p.total) filter (where p.status <> 'Void'), 0) as paid"),
    db.raw("coalesce(sum(p.credits_applied) filter (where p.status <> 'Void'), 0) as credited"),
  );
  const { rows: items, sums, count, page, perPage } = await readListPage(rows, sumsQuery, query, options.all);
  return {
    items: items.map((r) => ({
      id: Number(r.id),
      number: String(r.number),
      payDate: String(r.payDate),
      issueDate: (r.issueDate as string | null) ?? null,
      status: String(r.status),
      vendorId: Number(r.vendorId),
      vendorName: String(r.vendorName),
      paymentMethod: String(r.paymentMethod),
      payFromAccount: `${r.accountNumber} - ${r.accountName}`,
      amountPaid: money(r.total),
      creditsApplied: money(r.creditsApplied),
      comments: String(r.comments ?? ""),
      journalEntryId: r.journalEntryId === null || r.journalEntryId === undefined ? null : Number(r.journalEntryId),
    })),
    total: count,
    page,
    perPage,
    totals: count ? { amountPaid: money(sums.paid), creditsApplied: money(sums.credited) } : null,
  };
}

// Pay Bill's vendor and accounts.

/**
 * The vendor Pay Bill opens with: by id (the PayBill route's prefillVendor; a vendor of another
 * company is a 404), else by its exact name (vendorName, case aside), else none.
 */
export async function payBillVendor(
  db: Knex,
  companyId: number,
  wanted: { id: number | null; name: string },
): Promise<{ id: number; vendorName: string } | null> {
  if (wanted.id !== null) {
    const vendor = await db("vendors").where({ companyId, id: wanted.id }).first("id", "vendorName");
    if (!vendor) throw new DomainError(VENDOR_MESSAGES.notFound, 404);
    return { id: Number(vendor.id), vendorName: String(vendor.vendorName) };
  }
  const name = wanted.name.trim();
  if (!name) return null;
  const vendor = await db("vendors")
    .where({ companyId })
    .whereRaw("lower(btrim(vendor_name)) = lower(?)", [name])
    .orderBy("id")
    .first("id", "vendorName");
  return vendor ? { id: Number(vendor.id), vendorName: String(vendor.vendorName) } : null;
}

/** The active accounts a bill may be paid from (PAY_FROM_TYPES), by number, with their balances. */
export async function payFromOptions(db: Knex, companyId: number): Promise<PayFromOption[]> {
  const accounts = await allAccounts(db, companyId, { activeOnly: true, types: PAY_FROM_TYPES });
  return accounts.map((a) => ({
    id: a.id,
    label: `${a.accountNumber} - ${a.accountName}`,
    accountType: a.accountType,
    balance: a.currentBalance,
  }));
}
