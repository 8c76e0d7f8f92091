import type { Knex } from "knex";
import { fromDecimal, type Cents } from "~/lib/money";
import type { AgingDetailReport } from "./aging.server";
import type { ReportPeriod } from "./general-ledger.server";
import type {
  Drill,
  PartyStatement,
  PartyTransaction,
  StatementLine,
  StatementsReport,
  TransactionHistoryReport,
} from "./party-activity-types";

export type { Drill, PartyStatement, PartyTransaction, StatementLine, StatementsReport, TransactionHistoryReport };

// A party's statement and transaction history — Customer Statement and Customer Transaction
// History, Vendor Statement and Vendor Transaction History — one engine run over a side's
// configuration (customer-activity.server.ts, vendor-activity.server.ts).
//
// A statement reads the party's lines on its control account (Accounts Receivable, Accounts
// Payable): the balance forward (every line before the period), then each entry of the period that
// moved it — a document, payment, refund, opening balance, journal entry, void — with the running
// balance, and the items still open at the period's end (the aging's, so the balance due equals
// them). A customer's balance grows with debits, a vendor's with credits; a line's "charge" is what
// raised it and its "credit" what lowered it. Its figures are the ledger's, so a statement's closing
// balance is the party's receivable or payable on that date.
//
// The transaction history lists the party's documents and payments dated in the period as they
// stand (voided ones marked Void; drafts are not transactions), whether or not they moved the
// control account (a cash sale, a cash purchase does not).
//
// Both come a page of parties at a time (parties by name); `partyId` gives one party's.

/** The party table of a side and the columns its reports show. */
export interface PartyTable {
  table: string;
  name: string;
  /** An SQL expression on the party (`p`) for its statement's second line */
  subtitle: string;
}

export interface StatementSide {
  parties: PartyTable;
  /** journal_lines' column naming the party */
  lineColumn: "customer_id" | "vendor_id";
  /** The control account (0 when the company has none yet) */
  controlAccount: (db: Knex, companyId: number) => Promise<number | null>;
  /** The side a balance grows on: receivables debit, payables credit */
  grows: "debit" | "credit";
  /** What an entry on the control account is, by its type code */
  typeLabel: (entryType: string) => string;
  /** journal_entries.source_type of the side's documents (a line of one drills down to it) */
  documentSource: string;
  /** The aging's open items of one party on a date */
  openItems: (db: Knex, companyId: number, asOf: string, partyId: number) => Promise<AgingDetailReport>;
}

export interface PartyPaging {
  partyId?: number | null;
  page?: number;
  perPage?: number | null;
}

const pageOf = (options: PartyPaging) => {
  const perPage = options.perPage ?? null;
  return { perPage, page: perPage === null ? 1 : Math.max(1, options.page ?? 1) };
};
const limitSql = ({ page, perPage }: { page: number; perPage: number | null }) =>
  perPage === null ? "" : ` LIMIT ${Number(perPage)} OFFSET ${(page - 1) * Number(perPage)}`;

type StatementLineRow = {
  partyId: number;
  entryId: number;
  date: string;
  entryType: string;
  number: string;
  reversesEntryId: number | null;
  sourceType: string | null;
  sourceId: number | null;
  memo: string;
  charge: string;
  credit: string;
};

/**
 * The statements of the period: of one party (`partyId`), or of every party with a balance forward,
 * activity in the period or a balance at its end, by name, a page of parties at a time.
 */
export async function partyStatements(
  db: Knex,
  side: StatementSide,
  companyId: number,
  period: ReportPeriod,
  options: PartyPaging = {},
): Promise<StatementsReport> {
  const account = (await side.controlAccount(db, companyId)) ?? 0;
  const { table, name, subtitle } = side.parties;
  const [up, down] = side.grows === "debit" ? ["l.debit", "l.credit"] : ["l.credit", "l.debit"];
  const params = { companyId, account, from: period.from, to: period.to };
  const one = options.partyId == null ? "" : ` AND p.id = ${Number(options.partyId)}`;
  const paging = pageOf(options);
  const { rows: parties } = (await db.raw(
    `SELECT p.id, p.${name} AS name, min(${subtitle}) AS subtitle,
            coalesce(sum(${up} - ${down}) FILTER (WHERE l.entry_date < :from), 0) AS forward,
            count(*) OVER () AS total
       FROM ${table} p
       JOIN journal_lines l ON l.company_id = p.company_id AND l.${side.lineColumn} = p.id AND l.account_id = :account AND l.entry_date <= :to
      WHERE p.company_id = :companyId${one}
      GROUP BY p.id, p.${name}
     HAVING sum(l.debit - l.credit) <> 0 OR count(*) FILTER (WHERE l.entry_date >= :from) > 0
          OR sum(l.debit - l.credit) FILTER (WHERE l.entry_date < :from) <> 0
      ORDER BY lower(p.${name}), p.id${limitSql(paging)}`,
    params,
  )) as { rows: { id: number; name: string; subtitle: string | null; forward: string; total: string | number }[] };
  const ids = parties.map((p) => Number(p.id));
  const { rows: lines } = ids.length
    ? ((await db.raw(
        `SELECT l.${side.lineColumn} AS "partyId", e.id AS "entryId", e.entry_date AS date, e.entry_type AS "entryType", e.entry_no AS number,
                e.reverses_entry_id AS "reversesEntryId", e.source_type AS "sourceType", e.source_id AS "sourceId",
                coalesce(e.comments, '') AS memo, sum(${up}) AS charge, sum(${down}) AS credit
           FROM journal_lines l
           JOIN journal_entries e ON e.company_id = l.company_id AND e.id = l.journal_entry_id
          WHERE l.company_id = :companyId AND l.account_id = :account AND l.${side.lineColumn} IN (${ids.join(", ")})
            AND l.entry_date BETWEEN :from AND :to
          GROUP BY l.${side.lineColumn}, e.id, e.entry_date, e.entry_type, e.entry_no, e.reverses_entry_id, e.source_type, e.source_id, e.comments
          ORDER BY l.${side.lineColumn}, e.entry_date, e.id`,
        params,
      )) as { rows: StatementLineRow[] })
    : { rows: [] as StatementLineRow[] };
  const statements: PartyStatement[] = [];
  for (const p of parties) {
    let balance = fromDecimal(p.forward);
    const own = lines
      .filter((l) => l.partyId === p.id)
      .map((l): StatementLine => {
        const charge = fromDecimal(l.charge);
        const credit = fromDecimal(l.credit);
        balance = (balance + charge - credit) as Cents;
        return {
          entryId: l.entryId,
          date: l.date,
          type: l.reversesEntryId !== null ? "Void" : side.typeLabel(l.entryType),
          number: l.number,
          memo: l.memo,
          charge,
          credit,
          balance,
          drill:
            l.sourceType === side.documentSource && l.sourceId !== null && l.reversesEntryId === null
              ? { document: l.sourceId }
              : { entry: l.entryId },
        };
      });
    const open = await side.openItems(db, companyId, period.to, p.id);
    statements.push({
      partyId: p.id,
      partyName: p.name,
      subtitle: p.subtitle ?? "",
      balanceForward: fromDecimal(p.forward),
      lines: own,
      closing: balance,
      open: open.groups.flatMap((g) => g.items),
    });
  }
  let total = Number(parties[0]?.total ?? 0);
  if (!parties.length && paging.page > 1) total = (await partyStatements(db, side, companyId, period, { ...options, page: 1 })).total;
  return { ...period, ...paging, total, statements };
}

export interface HistorySide {
  parties: Pick<PartyTable, "table" | "name">;
  /**
   * The side's transactions dated in the period (named bindings :companyId, :from, :to), with the
   * columns source, id, kind, number, date, party_id, status, memo, total, open and journal_entry_id.
   */
  transactionsSql: string;
  typeLabels: Readonly<Record<string, string>>;
  /** Statuses other than a document's (open, paid, posted, void), as the report shows them */
  statusLabels?: Readonly<Record<string, string>>;
}

const DOCUMENT_STATUS_LABELS: Readonly<Record<string, string>> = { open: "Open", paid: "Paid", posted: "Posted", void: "Void" };

/** Where a transaction drills down to: a document (source "document") to itself, the others to their journal entry. */
const transactionDrill = (t: { source: string; id: number; journal_entry_id: number | null }): Drill | null =>
  t.source === "document" ? { document: t.id } : t.journal_entry_id !== null ? { entry: t.journal_entry_id } : null;

type TransactionRow = {
  source: string;
  id: number;
  kind: string;
  number: string;
  date: string;
  party_id: number | null;
  partyName: string | null;
  status: string;
  memo: string;
  total: string;
  open: string | null;
  journal_entry_id: number | null;
};

/**
 * Every party's (or one party's) transactions dated in the period, by party (by name, none last)
 * then date, a page of parties at a time.
 */
export async function partyTransactionHistory(
  db: Knex,
  side: HistorySide,
  companyId: number,
  period: ReportPeriod,
  options: PartyPaging = {},
): Promise<TransactionHistoryReport> {
  const { table, name } = side.parties;
  const params = { companyId, from: period.from, to: period.to };
  const one = options.partyId == null ? "" : ` AND t.party_id = ${Number(options.partyId)}`;
  const paging = pageOf(options);
  const { rows } = (await db.raw(
    `WITH t AS (${side.transactionsSql}),
     parties AS (
       SELECT t.party_id, p.${name} AS name, count(*) OVER () AS total
         FROM t
         LEFT JOIN ${table} p ON p.company_id = :companyId AND p.id = t.party_id
        WHERE true${one}
        GROUP BY t.party_id, p.${name}
        ORDER BY t.party_id IS NULL, lower(p.${name}), t.party_id${limitSql(paging)}
     )
     SELECT t.*, pp.name AS "partyName", pp.total AS "partyCount"
       FROM t
       JOIN parties pp ON pp.party_id IS NOT DISTINCT FROM t.party_id
      ORDER BY t.party_id IS NULL, lower(pp.name), t.party_id, t.date, t.number, t.id`,
    params,
  )) as { rows: (TransactionRow & { partyCount: string | number })[] };
  const transactions = rows.map((r): PartyTransaction => ({
    source: r.source,
    id: r.id,
    type: side.typeLabels[r.kind] ?? r.kind,
    number: r.number,
    date: r.date,
    partyId: r.party_id,
    partyName: r.partyName ?? "",
    status: side.statusLabels?.[r.status] ?? DOCUMENT_STATUS_LABELS[r.status] ?? r.status,
    memo: r.memo,
    amount: fromDecimal(r.total),
    open: r.open === null ? null : fromDecimal(r.open),
    drill: transactionDrill(r),
  }));
  let total = Number(rows[0]?.partyCount ?? 0);
  if (!rows.length && paging.page > 1) total = (await partyTransactionHistory(db, side, companyId, period, { ...options, page: 1 })).total;
  return { ...period, ...paging, total, transactions };
}

/** A side's parties for a report's party filter, by name. */
export async function partyChoices(db: Knex, parties: Pick<PartyTable, "table" | "name">, companyId: number) {
  const { rows } = (await db.raw(
    `SELECT id, ${parties.name} AS name FROM ${parties.table} WHERE company_id = ? ORDER BY lower(${parties.name}), id`,
    [companyId],
  )) as { rows: { id: number; name: string }[] };
  return rows;
}
