import type { Knex } from "knex";
import { fromDecimal, type Cents } from "~/lib/money";
import { AGING_BUCKET_LABELS, AGING_BUCKETS, agingBucket, type AgingBucket, type AgingDetailGroup, type AgingItem } from "./aging";

// The aging engine the payables reports (ap-aging.server.ts) and the receivables reports
// (ar-aging.server.ts) share. Each side says what its open items on a date D are — one SQL common
// table expression `items` (kind, id, party_id, number, entry_type, date, due_date, amount, open,
// memo, entry_id: the journal entry an item drills down to, or null) with named bindings :companyId and :asOf — and where its parties' names are; the engine
// ages them (days past due on D), sums them per party and bucket (the summaries) and lists them a
// page at a time grouped by bucket or by party (the detail reports), with subtotals and totals
// over every page.

export type BucketAmounts = Record<AgingBucket, Cents>;

export interface AgingSummaryRow extends BucketAmounts {
  /** The vendor or customer; null for postings without one */
  partyId: number | null;
  partyName: string;
  total: Cents;
}

export interface AgingSummary {
  asOf: string;
  rows: AgingSummaryRow[];
  totals: BucketAmounts & { total: Cents };
}

/** Where a side's parties are named: their table and name column (vendors.vendor_name, customers.customer_name). */
export interface AgingParties {
  table: string;
  name: string;
}

/** One side of the engine: its items' CTEs, their bindings, its parties and its Type column. */
export interface AgingLedger<Kind extends string> {
  /** Common table expressions (without WITH) whose last is `items`. */
  itemsCte: string;
  bindings: { companyId: number; asOf: string; [key: string]: Knex.Value };
  parties: AgingParties;
  typeLabel: (kind: Kind, entryType: string) => string;
}

export const zeroBuckets = (): BucketAmounts => ({ current: 0, "1-30": 0, "31-60": 0, "61-90": 0, "over-90": 0 }) as BucketAmounts;

/** The items still open on the date with their days past due (the CTE `aged`). */
export const AGED_CTE = `aged AS (
    SELECT i.*, CAST(:asOf AS date) - i.due_date AS days
      FROM items i
     WHERE i.open <> 0
  )`;

/** The summary's columns (current, d1, d31, d61, d91, total) summing `amount` by `days` past due. */
export function bucketSums(amount: string, days: string): string {
  const sum = (filter: string | null, alias: string) =>
    `coalesce(sum(${amount})${filter ? ` FILTER (WHERE ${filter})` : ""}, 0) AS ${alias}`;
  return [
    sum(`${days} <= 0`, "current"),
    sum(`${days} BETWEEN 1 AND 30`, "d1"),
    sum(`${days} BETWEEN 31 AND 60`, "d31"),
    sum(`${days} BETWEEN 61 AND 90`, "d61"),
    sum(`${days} > 90`, "d91"),
    sum(null, "total"),
  ].join(",\n             ");
}

/** A SELECT of the summary's sums (party_id, the buckets, shown) of aged items (party_id, days, open) read from `from`. */
export const partyBucketSums = (from: string) =>
  `SELECT party_id, ${bucketSums("open", "days")}, bool_or(open <> 0) AS shown FROM ${from} GROUP BY party_id`;

/**
 * The summary's query: `ctes` (ending in `items` and `aged`, and whatever `sums` reads), `sums`
 * (SELECTs of party_id, current, d1, d31, d61, d91, total, shown), one row per party shown, by name
 * (postings without a party last): partyId, partyName, current, d1, d31, d61, d91, total.
 */
export function agingSummarySql(parties: AgingParties, ctes: string, sums: string = partyBucketSums("aged")): string {
  return `
  WITH ${ctes},
  sums AS (${sums})
  SELECT g.party_id AS "partyId", p.${parties.name} AS "partyName", g.current, g.d1, g.d31, g.d61, g.d91, g.total
    FROM (
      SELECT party_id, sum(current) AS current, sum(d1) AS d1, sum(d31) AS d31, sum(d61) AS d61, sum(d91) AS d91, sum(total) AS total
        FROM sums
       GROUP BY party_id
      HAVING bool_or(shown)
    ) g
    LEFT JOIN ${parties.table} p ON p.company_id = :companyId AND p.id = g.party_id
   ORDER BY g.party_id IS NULL, lower(p.${parties.name}), g.party_id`;
}

/**
 * Run a report's query without a parallel plan and without JIT compilation. The reports read every
 * open document; PostgreSQL would spread that over worker processes, which under concurrent use costs
 * more CPU than it saves: measured on 140,000 open bills with 16 concurrent summaries, twice the
 * throughput without. The query's cost also crosses jit_above_cost on large books, and compiling its
 * ~400 expressions took 2.9 s of a 4.0 s A/R aging summary over 250,000 invoices (bench/sales-books.ts).
 */
export function serialPlan<T>(db: Knex, run: (trx: Knex) => Promise<T>): Promise<T> {
  return db.transaction(async (trx) => {
    await trx.raw("SET LOCAL max_parallel_workers_per_gather = 0");
    await trx.raw("SET LOCAL jit = off");
    return run(trx);
  });
}

type SummarySqlRow = {
  partyId: number | null;
  partyName: string | null;
  current: string;
  d1: string;
  d31: string;
  d61: string;
  d91: string;
  total: string;
};

type BucketSqlColumns = Pick<SummarySqlRow, "current" | "d1" | "d31" | "d61" | "d91">;

/** The bucket columns of a summary query's row (bucketSums), in cents. */
const bucketAmounts = (r: BucketSqlColumns): BucketAmounts => ({
  current: fromDecimal(r.current),
  "1-30": fromDecimal(r.d1),
  "31-60": fromDecimal(r.d31),
  "61-90": fromDecimal(r.d61),
  "over-90": fromDecimal(r.d91),
});

/** Run a summary query (agingSummarySql) and add up its totals. */
export async function readAgingSummary(db: Knex, asOf: string, query: (trx: Knex) => Knex.Raw): Promise<AgingSummary> {
  const { rows } = (await serialPlan(db, (trx) => query(trx))) as { rows: SummarySqlRow[] };
  const totals = { ...zeroBuckets(), total: 0 as Cents };
  const result = rows.map((r): AgingSummaryRow => {
    const row: AgingSummaryRow = {
      partyId: r.partyId,
      partyName: r.partyName ?? "",
      ...bucketAmounts(r),
      total: fromDecimal(r.total),
    };
    for (const bucket of AGING_BUCKETS) totals[bucket] = (totals[bucket] + row[bucket]) as Cents;
    totals.total = (totals.total + row.total) as Cents;
    return row;
  });
  return { asOf, rows: result, totals };
}

/** An aging summary from a side's items alone (every item summed per party). */
export function agingSummary<Kind extends string>(db: Knex, ledger: AgingLedger<Kind>): Promise<AgingSummary> {
  const sql = agingSummarySql(ledger.parties, `${ledger.itemsCte},\n  ${AGED_CTE}`);
  return readAgingSummary(db, ledger.bindings.asOf, (trx) => trx.raw(sql, ledger.bindings));
}

/** What the open items an `agingTotals` condition keeps come to: per bucket, in all, how many, and what falls due soon. */
export interface AgingTotals {
  buckets: BucketAmounts;
  total: Cents;
  count: number;
  /** Not yet due, and due within the next `soonDays` days (the date included) */
  dueSoon: Cents;
}

/**
 * The sums of a side's open items on its date that `where` keeps (an SQL condition on `a`, the aged
 * item: `a.kind = 'invoice'`): the same items and buckets as the detail reports, summed in one query.
 */
export async function agingTotals<Kind extends string>(
  db: Knex,
  ledger: AgingLedger<Kind>,
  where: string,
  soonDays = 7,
): Promise<AgingTotals> {
  const sql = `
    WITH ${ledger.itemsCte},
    ${AGED_CTE}
    SELECT ${bucketSums("a.open", "a.days")}, count(*) AS count,
           coalesce(sum(a.open) FILTER (WHERE a.days BETWEEN :soon AND 0), 0) AS soon
      FROM aged a
     WHERE ${where}`;
  const { rows } = (await serialPlan(db, (trx) => trx.raw(sql, { ...ledger.bindings, soon: -Math.trunc(soonDays) }))) as {
    rows: (Omit<SummarySqlRow, "partyId" | "partyName"> & { count: string | number; soon: string })[];
  };
  const r = rows[0];
  return {
    buckets: bucketAmounts(r),
    total: fromDecimal(r.total),
    count: Number(r.count),
    dueSoon: fromDecimal(r.soon),
  };
}

type ItemSqlRow = {
  kind: string;
  id: number;
  partyId: number | null;
  partyName: string | null;
  number: string;
  entryType: string;
  date: string;
  dueDate: string;
  days: number | string;
  amount: string;
  open: string;
  memo: string | null;
  entryId: number | null;
  groupOpen: string;
  groupCount: number | string;
  groupRow: number | string;
  grandOpen: string;
  total: number | string;
};

/** The detail reports' condition keeping one party's items (`where`), or "" for every party. */
export const partyCondition = (partyId: number | null | undefined) => (partyId == null ? "" : `a.party_id = ${Number(partyId)}`);

/** How the detail reports order and group their items: by bucket (aging detail) or by party. */
export type AgingDetailGrouping = "bucket" | "party";

export interface AgingDetailReport<Kind extends string = string> {
  asOf: string;
  grouping: AgingDetailGrouping;
  groups: AgingDetailGroup<Kind>[];
  /** Items in the report (every page) */
  total: number;
  /** The report's open balance (every page): the control account's balance on the date */
  open: Cents;
  page: number;
  perPage: number | null;
}

/**
 * The open items as of the ledger's date grouped by bucket (Current first, then by due date) or by
 * party (by name, then by date), a page at a time (`perPage` null: all of them). Each group carries
 * its subtotal over every page, and the report its total. `noParty` labels a group of postings
 * without a party; `where` narrows the items (an SQL condition on `a`, the aged item).
 */
export async function agingDetail<Kind extends string>(
  db: Knex,
  ledger: AgingLedger<Kind>,
  grouping: AgingDetailGrouping,
  options: { page?: number; perPage?: number | null; noParty: string; where?: string },
): Promise<AgingDetailReport<Kind>> {
  const perPage = options.perPage ?? null;
  const page = perPage === null ? 1 : Math.max(1, options.page ?? 1);
  const { table, name } = ledger.parties;
  const bucketOrder = `CASE WHEN a.days <= 0 THEN 0 WHEN a.days <= 30 THEN 1 WHEN a.days <= 60 THEN 2 WHEN a.days <= 90 THEN 3 ELSE 4 END`;
  const partition = grouping === "bucket" ? bucketOrder : "a.party_id";
  const order =
    grouping === "bucket"
      ? `${bucketOrder}, a.due_date, a.date, a.number, a.id`
      : `a.party_id IS NULL, lower(p.${name}), a.party_id, a.date, a.number, a.id`;
  const params: Record<string, Knex.Value> = { ...ledger.bindings };
  let sql = `
    WITH ${ledger.itemsCte},
    ${AGED_CTE}
    SELECT a.kind, a.id, a.party_id AS "partyId", p.${name} AS "partyName", a.number, a.entry_type AS "entryType",
           a.date, a.due_date AS "dueDate", a.days, a.amount, a.open, a.memo, a.entry_id AS "entryId",
           sum(a.open) OVER (PARTITION BY ${partition}) AS "groupOpen",
           count(*) OVER (PARTITION BY ${partition}) AS "groupCount",
           row_number() OVER (PARTITION BY ${partition} ORDER BY ${order}) AS "groupRow",
           sum(a.open) OVER () AS "grandOpen",
           count(*) OVER () AS total
      FROM aged a
      LEFT JOIN ${table} p ON p.company_id = :companyId AND p.id = a.party_id
     ${options.where ? `WHERE ${options.where}` : ""}
     ORDER BY ${order}`;
  if (perPage !== null) {
    sql += " LIMIT :limit OFFSET :offset";
    params.limit = perPage;
    params.offset = (page - 1) * perPage;
  }
  const { rows } = (await serialPlan(db, (trx) => trx.raw(sql, params))) as { rows: ItemSqlRow[] };
  let total = Number(rows[0]?.total ?? 0);
  let open = fromDecimal(rows[0]?.grandOpen ?? 0);
  if (!rows.length && page > 1) {
    // A page past the end: still say how many items there are and what they come to.
    const first = await agingDetail(db, ledger, grouping, { ...options, page: 1, perPage: 1 });
    total = first.total;
    open = first.open;
  }
  const groups: AgingDetailGroup<Kind>[] = [];
  for (const row of rows) {
    const days = Number(row.days);
    const bucket = agingBucket(days);
    const kind = row.kind as Kind;
    const item: AgingItem<Kind> = {
      kind,
      id: row.id,
      type: ledger.typeLabel(kind, row.entryType),
      number: row.number,
      partyId: row.partyId,
      partyName: row.partyName ?? "",
      date: row.date,
      dueDate: row.dueDate,
      daysPastDue: days,
      bucket,
      amount: fromDecimal(row.amount),
      open: fromDecimal(row.open),
      memo: row.memo ?? "",
      entryId: row.entryId,
    };
    const key = grouping === "bucket" ? bucket : String(row.partyId ?? "");
    let group = groups[groups.length - 1];
    if (!group || group.key !== key) {
      group = {
        key,
        partyId: grouping === "party" ? row.partyId : null,
        label: grouping === "bucket" ? AGING_BUCKET_LABELS[bucket] : (row.partyName ?? options.noParty),
        open: fromDecimal(row.groupOpen),
        count: Number(row.groupCount),
        starts: Number(row.groupRow) === 1,
        ends: false,
        items: [],
      };
      groups.push(group);
    }
    group.items.push(item);
    group.ends = Number(row.groupRow) === group.count;
  }
  return { asOf: ledger.bindings.asOf, grouping, groups, total, open, page, perPage };
}
