import type { Knex } from "knex";
import { addDaysIso } from "~/lib/dates";
import { fromDecimal } from "~/lib/money";
import type { ListResult } from "~/lib/pagination";
import { presetRange } from "~/lib/periods";
import { AGED_CTE, serialPlan, type AgingLedger } from "./aging.server";
import { apLedger } from "./ap-aging.server";
import { arLedger } from "./ar-aging.server";
import { PAID_DAYS, type TrackerQuery, type TrackerRow, type TrackerTab, type TrackerTiles } from "./tracker";

// The Tracker's figures (tracker.ts says what it shows): one set-based query for the tiles and one
// for a page of the list, per tab. Both read the aging engine's open items as of today (the same
// CTEs as the A/R and A/P Aging reports, so Open + Overdue is their total) and, for "Paid", the
// payments of the last PAID_DAYS days straight from their table.

/** The money that came in (Income) or went out (Bills): rows shaped as the list's (see ROWS). */
const PAID_ROWS: Record<TrackerTab, string> = {
  income: `
    SELECT 'payment' AS kind, p.id, p.customer_id AS party_id, p.number,
           CASE WHEN p.kind = 'prepayment' THEN 'PP' ELSE 'RP' END AS entry_type,
           p.pay_date AS date, NULL::date AS due_date, p.total AS amount, 0::numeric AS open, p.journal_entry_id AS entry_id,
           'paid' AS status
      FROM customer_payments p
     WHERE p.company_id = :companyId AND p.status <> 'void' AND p.pay_date BETWEEN :paidFrom AND :asOf`,
  bills: `
    SELECT 'payment' AS kind, p.id, p.vendor_id AS party_id, p.number, 'PAY' AS entry_type,
           p.pay_date AS date, NULL::date AS due_date, p.total AS amount, 0::numeric AS open, p.journal_entry_id AS entry_id,
           'paid' AS status
      FROM bill_payments p
     WHERE p.company_id = :companyId AND p.status <> 'Void' AND p.pay_date BETWEEN :paidFrom AND :asOf`,
};

/** The open items with their status: overdue (owed and past due), credit (negative) or open. */
const OPEN_ROWS = `
    SELECT a.kind, a.id, a.party_id, a.number, a.entry_type, a.date, a.due_date, a.amount, a.open, a.entry_id,
           CASE WHEN a.open > 0 AND a.days > 0 THEN 'overdue' WHEN a.open < 0 THEN 'credit' ELSE 'open' END AS status
      FROM aged a`;

/** The Type filter's kinds (the aging engine's, and "payment" for the paid rows). */
const TYPE_KINDS: Record<TrackerTab, Record<string, readonly string[]>> = {
  income: { invoice: ["invoice"], "credit-memo": ["credit-memo"], payment: ["payment"], refund: ["refund"], entry: ["entry"] },
  bills: { bill: ["bill"], credit: ["credit", "early-credit"], payment: ["payment", "early-payment"], entry: ["entry"] },
};

const STATUSES: Record<TrackerQuery["status"], readonly string[] | null> = {
  unpaid: ["open", "credit", "overdue"],
  open: ["open", "credit"],
  overdue: ["overdue"],
  paid: ["paid"],
  all: null,
};

const SORT_COLUMNS: Record<TrackerQuery["sort"], string> = {
  party: "lower(p.name)",
  type: "r.entry_type",
  number: "r.number",
  date: "r.date",
  due: "r.due_date",
  amount: "r.amount",
  open: "r.open",
};

const STATUS_LABELS: Record<string, TrackerRow["status"]> = { open: "Open", overdue: "Overdue", credit: "Credit", paid: "Paid" };

async function ledgerOf(db: Knex, companyId: number, tab: TrackerTab, today: string): Promise<AgingLedger<string>> {
  return (tab === "income" ? arLedger : apLedger)(db, companyId, today) as Promise<AgingLedger<string>>;
}

const paidFrom = (today: string) => addDaysIso(today, -(PAID_DAYS - 1));

/** The tiles of a tab on `today`: Open (not overdue, credits included), Overdue, Paid in the last 30 days. */
export async function trackerTiles(db: Knex, companyId: number, tab: TrackerTab, today: string): Promise<TrackerTiles> {
  const ledger = await ledgerOf(db, companyId, tab, today);
  const sql = `
    WITH ${ledger.itemsCte},
    ${AGED_CTE},
    open_rows AS (${OPEN_ROWS}),
    paid_rows AS (${PAID_ROWS[tab]})
    SELECT (SELECT count(*) FROM open_rows WHERE status <> 'overdue') AS open_count,
           (SELECT coalesce(sum(open), 0) FROM open_rows WHERE status <> 'overdue') AS open_amount,
           (SELECT count(*) FROM open_rows WHERE status = 'overdue') AS overdue_count,
           (SELECT coalesce(sum(open), 0) FROM open_rows WHERE status = 'overdue') AS overdue_amount,
           (SELECT count(*) FROM paid_rows) AS paid_count,
           (SELECT coalesce(sum(amount), 0) FROM paid_rows) AS paid_amount`;
  const { rows } = (await serialPlan(db, (trx) => trx.raw(sql, { ...ledger.bindings, paidFrom: paidFrom(today) }))) as {
    rows: Record<string, string | number>[];
  };
  const r = rows[0];
  const tile = (name: string) => ({ count: Number(r[`${name}_count`]), amount: fromDecimal(r[`${name}_amount`]) });
  return { open: tile("open"), overdue: tile("overdue"), paid: tile("paid") };
}

type RowSql = {
  kind: string;
  id: number;
  partyId: number | null;
  partyName: string | null;
  entryType: string;
  number: string;
  date: string;
  dueDate: string | null;
  amount: string;
  open: string;
  entryId: number | null;
  status: string;
  total: string | number;
};

/**
 * A page of a tab's list on `today` (`all`: every row, for the CSV): the items the query's status,
 * party, type and date preset keep, in its sort order (then by date, number and id).
 */
export async function trackerList(
  db: Knex,
  companyId: number,
  query: TrackerQuery,
  today: string,
  options: { fiscalYearStart?: string | number | null; all?: boolean } = {},
): Promise<ListResult<TrackerRow>> {
  const { tab } = query;
  const ledger = await ledgerOf(db, companyId, tab, today);
  const statuses = STATUSES[query.status];
  const withOpen = !statuses || statuses.some((s) => s !== "paid");
  const withPaid = !statuses || statuses.includes("paid");
  const params: Record<string, Knex.Value> = { ...ledger.bindings, paidFrom: paidFrom(today) };
  const where: string[] = [];
  if (statuses) {
    where.push(`r.status = ANY(CAST(:statuses AS text[]))`);
    params.statuses = [...statuses];
  }
  if (query.party !== null) {
    where.push("r.party_id = :party");
    params.party = query.party;
  }
  const kinds = TYPE_KINDS[tab][query.type];
  if (kinds) {
    where.push("r.kind = ANY(CAST(:kinds AS text[]))");
    params.kinds = [...kinds];
  }
  const range = presetRange(query.date, today, options.fiscalYearStart ?? 1);
  if (range) {
    where.push("r.date BETWEEN :from AND :to");
    params.from = range.from;
    params.to = range.to;
  }
  const dir = query.dir === "desc" ? "DESC" : "ASC";
  const parts = [withOpen ? OPEN_ROWS : "", withPaid ? PAID_ROWS[tab] : ""].filter(Boolean).join("\n    UNION ALL");
  const { table, name } = ledger.parties;
  let sql = `
    WITH ${withOpen ? `${ledger.itemsCte},\n    ${AGED_CTE},` : ""}
    rows AS (${parts})
    SELECT r.kind, r.id, r.party_id AS "partyId", p.name AS "partyName", r.entry_type AS "entryType", r.number,
           r.date, r.due_date AS "dueDate", r.amount, r.open, r.entry_id AS "entryId", r.status,
           count(*) OVER () AS total
      FROM rows r
      LEFT JOIN (SELECT id, ${name} AS name FROM ${table} WHERE company_id = :companyId) p ON p.id = r.party_id
     ${where.length ? `WHERE ${where.join(" AND ")}` : ""}
     ORDER BY ${SORT_COLUMNS[query.sort]} ${dir} NULLS LAST, r.date ${dir}, r.number ${dir}, r.kind, r.id`;
  if (!options.all) {
    sql += " LIMIT :limit OFFSET :offset";
    params.limit = query.perPage;
    params.offset = (query.page - 1) * query.perPage;
  }
  const { rows } = (await serialPlan(db, (trx) => trx.raw(sql, params))) as { rows: RowSql[] };
  let total = Number(rows[0]?.total ?? 0);
  if (!rows.length && query.page > 1 && !options.all) {
    // A page past the end: still say how many rows there are.
    total = (await trackerList(db, companyId, { ...query, page: 1, perPage: 1 }, today, options)).total;
  }
  const items = rows.map((r): TrackerRow => ({
    kind: r.kind,
    id: r.id,
    partyId: r.partyId,
    partyName: r.partyName ?? "",
    type: ledger.typeLabel(r.kind, r.entryType),
    number: r.number,
    date: r.date,
    dueDate: r.status === "paid" ? null : r.dueDate,
    amount: fromDecimal(r.amount),
    open: fromDecimal(r.open),
    status: STATUS_LABELS[r.status],
    entryId: r.entryId,
  }));
  return { items, total, page: query.page, perPage: options.all ? Math.max(1, total) : query.perPage };
}
