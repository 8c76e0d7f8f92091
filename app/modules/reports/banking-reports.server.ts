import type { Knex } from "knex";
import { toCsv } from "~/lib/csv";
import { formatUsDate } from "~/lib/dates";
import { fromDecimal, sumCents, toDecimal, type Cents } from "~/lib/money";
import { BANK_DEPOSIT_SOURCE, BANKING_ACCOUNT_TYPES, DEPOSIT_ACCOUNT_TYPES, PENDING_KIND_LABELS } from "~/modules/banking/constants";
import { depositLines } from "~/modules/banking/deposits.server";
import { documentPath, printedNumber } from "~/modules/banking/register.server";
import { PAYMENT_SOURCE } from "~/modules/purchases/bill-payments.server";
import { DOCUMENT_SOURCE } from "~/modules/purchases/documents.server";
import { CHEQUE } from "~/modules/purchases/constants";
import { CUSTOMER_PAYMENT_SOURCE, CUSTOMER_REFUND_SOURCE } from "~/modules/sales/customer-payments";
import { SALES_SOURCE } from "~/modules/sales/documents.server";
import type { ReportPeriod } from "./general-ledger.server";

// The banking reports (Reports › Banking), over a period and one bank account or all of them:
// - Check Detail: every cheque written — a bill payment by Cheque (Write Check and Print Check give
//   it its number), a cash purchase paid by cheque, a refund by cheque — with what it paid (the bills,
//   the purchase's rows, the credits refunded); void ones are listed, and left out of the totals;
// - Deposit Detail: every deposit — a Make Deposit, and a payment or cash sale received straight into
//   a bank, cash or Paypal account — with what it deposited; void ones listed, out of the totals;
// - Missing Checks: an account's cheques in number order, with the numbers skipped between two of
//   them (a gap) and the numbers used twice; a cheque not yet printed has no number to check.
// Each row drills down to its document (or its journal entry).

export interface BankingReportFilters extends ReportPeriod {
  /** One account (null: every bank, cash, card and Paypal account) */
  accountId: number | null;
}

export interface ReportAccount {
  id: number;
  accountNumber: string;
  accountName: string;
}

/** The accounts a banking report may be run for: every bank, cash, card and Paypal account, by number. */
export async function bankingReportAccounts(db: Knex, companyId: number): Promise<ReportAccount[]> {
  return db("companyAccounts")
    .where({ companyId })
    .whereIn("accountType", [...BANKING_ACCOUNT_TYPES])
    .orderBy([{ column: "accountNumber" }, { column: "id" }])
    .select("id", "accountNumber", "accountName");
}

// ——— Cheques ———

export type ChequeKind = "pay_bill" | "cash_purchase" | "refund";

const CHEQUE_TYPES: Record<ChequeKind, string> = { pay_bill: "Bill Payment", cash_purchase: "Cash Purchase", refund: "Refund" };

export interface ChequeLine {
  description: string;
  amount: Cents;
  /** Where the line's document is (a bill, a credit memo), under the dashboard */
  href: string | null;
}

export interface Cheque {
  kind: ChequeKind;
  id: number;
  type: string;
  /** YYYY-MM-DD */
  date: string;
  /** The printed cheque's number; null while it is still to be printed */
  checkNumber: string | null;
  /** The document's own number: PAY-0003, CP-0002, RF-0001 */
  documentNumber: string;
  payee: string;
  account: ReportAccount;
  amount: Cents;
  void: boolean;
  href: string;
  lines: ChequeLine[];
}

type ChequeRow = {
  kind: ChequeKind;
  id: number;
  date: string;
  checkNumber: string | null;
  documentNumber: string;
  payee: string;
  accountId: number;
  accountNumber: string;
  accountName: string;
  amount: string;
  void: boolean;
  entryId: number | null;
  sourceType: string;
};

/** A part of a UNION whose placeholders take `values`: added to `bindings` in the order the parts are written. */
const boundPart = (bindings: Knex.RawBinding[], values: readonly Knex.RawBinding[]) => (sql: string) => {
  bindings.push(...values);
  return sql;
};

/** The cheques written from the accounts in the period (no lines), by account, date and number. */
async function chequeRows(db: Knex, companyId: number, filters: BankingReportFilters): Promise<ChequeRow[]> {
  const account = (column: string) => (filters.accountId === null ? "" : ` AND ${column} = ${Number(filters.accountId)}`);
  const period = (column: string) => ` AND ${column} BETWEEN ? AND ?`;
  const bindings: Knex.RawBinding[] = [];
  const part = boundPart(bindings, [companyId, CHEQUE, filters.from, filters.to]);
  const sql = `
    SELECT c.*, a.account_number AS "accountNumber", a.account_name AS "accountName" FROM (
      ${part(`SELECT 'pay_bill' AS "kind", p.id, p.pay_date AS "date", ${printedNumber("p.check_number")} AS "checkNumber",
             p.number AS "documentNumber", coalesce(v.vendor_name, '') AS "payee", p.pay_from_account_id AS "accountId",
             p.total AS "amount", p.status = 'Void' AS "void", p.journal_entry_id AS "entryId", '${PAYMENT_SOURCE}' AS "sourceType", p.company_id
        FROM bill_payments p LEFT JOIN vendors v ON v.company_id = p.company_id AND v.id = p.vendor_id
       WHERE p.company_id = ? AND p.payment_method = ? ${period("p.pay_date")} ${account("p.pay_from_account_id")}`)}
      UNION ALL
      ${part(`SELECT 'cash_purchase', d.id, d.doc_date, ${printedNumber("d.cheque_no")}, d.number, coalesce(v.vendor_name, ''),
             d.pay_from_account_id, d.total, d.status = 'void', d.journal_entry_id, '${DOCUMENT_SOURCE}', d.company_id
        FROM purchase_documents d LEFT JOIN vendors v ON v.company_id = d.company_id AND v.id = d.vendor_id
       WHERE d.company_id = ? AND d.payment_method = ? AND d.status <> 'draft' AND d.pay_from_account_id IS NOT NULL
             ${period("d.doc_date")} ${account("d.pay_from_account_id")}`)}
      UNION ALL
      ${part(`SELECT 'refund', r.id, r.refund_date, ${printedNumber("r.cheque_no")}, r.number, coalesce(cu.customer_name, ''),
             r.pay_from_account_id, r.total, r.status = 'void', r.journal_entry_id, '${CUSTOMER_REFUND_SOURCE}', r.company_id
        FROM customer_refunds r LEFT JOIN customers cu ON cu.company_id = r.company_id AND cu.id = r.customer_id
       WHERE r.company_id = ? AND r.payment_method = ? ${period("r.refund_date")} ${account("r.pay_from_account_id")}`)}
    ) c JOIN company_accounts a ON a.company_id = c.company_id AND a.id = c."accountId"
    ORDER BY a.account_number, a.id, c."date", c."documentNumber", c.id`;
  const { rows } = (await db.raw(sql, bindings)) as { rows: ChequeRow[] };
  return rows;
}

const toCheque = (r: ChequeRow): Cheque => ({
  kind: r.kind,
  id: r.id,
  type: CHEQUE_TYPES[r.kind],
  date: r.date,
  checkNumber: r.checkNumber,
  documentNumber: r.documentNumber,
  payee: r.payee,
  account: { id: r.accountId, accountNumber: r.accountNumber, accountName: r.accountName },
  amount: fromDecimal(r.amount),
  void: r.void,
  href: documentPath({ entryId: r.entryId ?? 0, sourceType: r.sourceType, sourceId: r.id }),
  lines: [],
});

/** What each cheque paid: the bills of a bill payment, a cash purchase's rows, the credits a refund paid back (three queries). */
async function chequeLines(db: Knex, companyId: number, cheques: Cheque[]): Promise<void> {
  const ids = (kind: ChequeKind) => cheques.filter((c) => c.kind === kind).map((c) => c.id);
  const lines = new Map<string, ChequeLine[]>();
  const add = (kind: ChequeKind, id: number, line: ChequeLine) => {
    const key = `${kind}-${id}`;
    lines.set(key, [...(lines.get(key) ?? []), line]);
  };
  const payBills = ids("pay_bill");
  if (payBills.length) {
    const rows: {
      paymentId: number;
      billId: number;
      number: string;
      vendorReference: string;
      amountPaid: string;
      creditApplied: string;
    }[] = await db("billPaymentRecords as r")
      .join("purchaseDocuments as b", (j) => j.on("b.companyId", "r.companyId").andOn("b.id", "r.billId"))
      .where("r.companyId", companyId)
      .whereIn("r.paymentId", payBills)
      .orderBy([{ column: "r.paymentId" }, { column: "r.id" }])
      .select("r.paymentId", "r.billId", "b.number", "b.vendorReference", "r.amountPaid", "r.creditApplied");
    for (const r of rows) {
      if (fromDecimal(r.amountPaid) === 0) continue;
      add("pay_bill", r.paymentId, {
        description: `Bill ${r.number}${r.vendorReference ? ` (${r.vendorReference})` : ""}`,
        amount: fromDecimal(r.amountPaid),
        href: documentPath({ entryId: 0, sourceType: DOCUMENT_SOURCE, sourceId: r.billId }),
      });
    }
  }
  const purchases = ids("cash_purchase");
  if (purchases.length) {
    const rows: { documentId: number; description: string; accountName: string | null; itemName: string | null; amount: string }[] =
      await db("purchaseDocumentLines as l")
        .leftJoin("companyAccounts as a", (j) => j.on("a.companyId", "l.companyId").andOn("a.id", "l.accountId"))
        .leftJoin("items as i", (j) => j.on("i.companyId", "l.companyId").andOn("i.id", "l.itemId"))
        .where("l.companyId", companyId)
        .whereIn("l.documentId", purchases)
        .orderBy([{ column: "l.documentId" }, { column: "l.lineNo" }])
        .select("l.documentId", "l.description", "a.accountName", "i.name as itemName", "l.amount");
    for (const r of rows) {
      add("cash_purchase", r.documentId, {
        description: [r.itemName ?? r.accountName ?? "", r.description].filter(Boolean).join(" - "),
        amount: fromDecimal(r.amount),
        href: null,
      });
    }
  }
  const refunds = ids("refund");
  if (refunds.length) {
    const rows: {
      refundId: number;
      creditMemoId: number | null;
      memoNumber: string | null;
      paymentNumber: string | null;
      amount: string;
    }[] = await db("customerRefundSources as s")
      .leftJoin("salesDocuments as m", (j) => j.on("m.companyId", "s.companyId").andOn("m.id", "s.creditMemoId"))
      .leftJoin("customerPayments as p", (j) => j.on("p.companyId", "s.companyId").andOn("p.id", "s.sourcePaymentId"))
      .where("s.companyId", companyId)
      .whereIn("s.refundId", refunds)
      .orderBy([{ column: "s.refundId" }, { column: "s.id" }])
      .select("s.refundId", "s.creditMemoId", "m.number as memoNumber", "p.number as paymentNumber", "s.amount");
    for (const r of rows) {
      add("refund", r.refundId, {
        description: r.creditMemoId !== null ? `Credit memo ${r.memoNumber}` : `Payment ${r.paymentNumber}`,
        amount: fromDecimal(r.amount),
        href: r.creditMemoId !== null ? documentPath({ entryId: 0, sourceType: SALES_SOURCE, sourceId: r.creditMemoId }) : null,
      });
    }
  }
  for (const cheque of cheques) cheque.lines = lines.get(`${cheque.kind}-${cheque.id}`) ?? [];
}

export interface AccountGroup<T> {
  account: ReportAccount;
  rows: T[];
  /** The rows' amounts, void ones left out */
  total: Cents;
}

export function byAccount<T extends { account: ReportAccount; void: boolean }>(rows: T[], amount: (row: T) => Cents): AccountGroup<T>[] {
  const groups: AccountGroup<T>[] = [];
  for (const row of rows) {
    let group = groups.at(-1);
    if (!group || group.account.id !== row.account.id) {
      group = { account: row.account, rows: [], total: 0 as Cents };
      groups.push(group);
    }
    group.rows.push(row);
    if (!row.void) group.total = (group.total + amount(row)) as Cents;
  }
  return groups;
}

export interface CheckDetailReport extends BankingReportFilters {
  groups: AccountGroup<Cheque>[];
  total: Cents;
}

/** Check Detail: the cheques of the period by account, each with what it paid. */
export async function checkDetail(db: Knex, companyId: number, filters: BankingReportFilters): Promise<CheckDetailReport> {
  const cheques = (await chequeRows(db, companyId, filters)).map(toCheque);
  await chequeLines(db, companyId, cheques);
  const groups = byAccount(cheques, (c) => c.amount);
  return { ...filters, groups, total: sumCents(groups.map((g) => g.total)) };
}

// ——— Missing Checks ———

export type MissingChecksRow =
  { kind: "cheque"; cheque: Cheque; duplicate: boolean } | { kind: "gap"; from: string; to: string; count: number };

export interface MissingChecksGroup {
  account: ReportAccount;
  rows: MissingChecksRow[];
  /** Numbers skipped between two of the account's cheques */
  missing: number;
  /** Cheques whose number another cheque of the account has too */
  duplicates: number;
  /** Cheques not printed yet: no number to check */
  unnumbered: number;
}

export interface MissingChecksReport extends BankingReportFilters {
  groups: MissingChecksGroup[];
}

/** "CHK-0012" → prefix "CHK-", 12, width 4; a number with no digits at its end → null. */
function splitNumber(text: string): { prefix: string; value: number; width: number } | null {
  const match = /^(.*?)(\d{1,15})$/.exec(text.trim());
  return match ? { prefix: match[1].toUpperCase(), value: Number(match[2]), width: match[2].length } : null;
}

const numbered = (prefix: string, value: number, width: number) => `${prefix}${String(value).padStart(width, "0")}`;

/** Missing Checks: each account's printed cheques of the period in number order, with the gaps and duplicates between them. */
export async function missingChecks(db: Knex, companyId: number, filters: BankingReportFilters): Promise<MissingChecksReport> {
  const cheques = (await chequeRows(db, companyId, filters)).map(toCheque);
  const groups: MissingChecksGroup[] = [];
  for (const group of byAccount(cheques, (c) => c.amount)) {
    const printed = group.rows
      .filter((c) => c.checkNumber !== null)
      .map((c) => ({ cheque: c, parts: splitNumber(c.checkNumber!) }))
      .sort((a, b) => {
        if (a.parts && b.parts)
          return (
            a.parts.prefix.localeCompare(b.parts.prefix) || a.parts.value - b.parts.value || a.cheque.date.localeCompare(b.cheque.date)
          );
        if (a.parts || b.parts) return a.parts ? -1 : 1;
        return a.cheque.checkNumber!.localeCompare(b.cheque.checkNumber!);
      });
    const counts = new Map<string, number>();
    for (const { cheque } of printed)
      counts.set(cheque.checkNumber!.toUpperCase(), (counts.get(cheque.checkNumber!.toUpperCase()) ?? 0) + 1);
    const rows: MissingChecksRow[] = [];
    let missing = 0;
    printed.forEach(({ cheque, parts }, index) => {
      const before = printed[index - 1]?.parts;
      if (parts && before && before.prefix === parts.prefix && parts.value > before.value + 1) {
        const count = parts.value - before.value - 1;
        missing += count;
        rows.push({
          kind: "gap",
          from: numbered(parts.prefix, before.value + 1, parts.width),
          to: numbered(parts.prefix, parts.value - 1, parts.width),
          count,
        });
      }
      rows.push({ kind: "cheque", cheque, duplicate: (counts.get(cheque.checkNumber!.toUpperCase()) ?? 0) > 1 });
    });
    groups.push({
      account: group.account,
      rows,
      missing,
      duplicates: rows.filter((r) => r.kind === "cheque" && r.duplicate).length,
      unnumbered: group.rows.length - printed.length,
    });
  }
  return { ...filters, groups };
}

// ——— Deposit Detail ———

export interface DepositDetailLine {
  receivedFrom: string;
  /** "Payment RP-0003", "Cash Sale CS-0002", or the account's name for other money */
  item: string;
  itemHref: string | null;
  fromAccount: string;
  paymentMethod: string;
  reference: string;
  memo: string;
  amount: Cents;
}

export interface DepositDetailRow {
  kind: "deposit" | "payment" | "cash_sale";
  id: number;
  type: string;
  number: string;
  /** YYYY-MM-DD */
  date: string;
  account: ReportAccount;
  memo: string;
  /** What was deposited (the lines' total) */
  total: Cents;
  cashBack: Cents;
  /** What the bank got */
  net: Cents;
  void: boolean;
  href: string;
  lines: DepositDetailLine[];
}

type DepositHead = {
  kind: DepositDetailRow["kind"];
  id: number;
  number: string;
  date: string;
  accountId: number;
  accountNumber: string;
  accountName: string;
  memo: string;
  total: string;
  cashBack: string;
  void: boolean;
  entryId: number | null;
  // A payment's or cash sale's own line
  paymentKind: string | null;
  customerName: string;
  method: string;
  reference: string;
};

export interface DepositDetailReport extends BankingReportFilters {
  groups: AccountGroup<DepositDetailRow>[];
  total: Cents;
}

/** Deposit Detail: the deposits of the period by account, each with what it deposited. */
export async function depositDetail(db: Knex, companyId: number, filters: BankingReportFilters): Promise<DepositDetailReport> {
  const account = (column: string) => (filters.accountId === null ? "" : ` AND ${column} = ${Number(filters.accountId)}`);
  const types = DEPOSIT_ACCOUNT_TYPES.map((t) => `'${t}'`).join(", ");
  const bindings: Knex.RawBinding[] = [];
  const part = boundPart(bindings, [companyId, filters.from, filters.to]);
  const { rows } = (await db.raw(
    `SELECT h.*, a.account_number AS "accountNumber", a.account_name AS "accountName" FROM (
      ${part(`SELECT 'deposit' AS "kind", d.id, d.number, d.deposit_date AS "date", d.account_id AS "accountId", d.memo,
             d.total, d.cash_back_amount AS "cashBack", d.status = 'void' AS "void", d.journal_entry_id AS "entryId",
             NULL AS "paymentKind", '' AS "customerName", '' AS "method", '' AS "reference", d.company_id
        FROM bank_deposits d WHERE d.company_id = ? AND d.deposit_date BETWEEN ? AND ? ${account("d.account_id")}`)}
      UNION ALL
      ${part(`SELECT 'payment', p.id, p.number, p.pay_date, p.deposit_to_account_id, p.memo, p.total, 0, p.status = 'void',
             p.journal_entry_id, p.kind, coalesce(cu.customer_name, ''), p.payment_method, p.reference, p.company_id
        FROM customer_payments p
        JOIN company_accounts t ON t.company_id = p.company_id AND t.id = p.deposit_to_account_id AND t.account_type IN (${types})
        LEFT JOIN customers cu ON cu.company_id = p.company_id AND cu.id = p.customer_id
       WHERE p.company_id = ? AND p.total > 0 AND p.pay_date BETWEEN ? AND ? ${account("p.deposit_to_account_id")}`)}
      UNION ALL
      ${part(`SELECT 'cash_sale', s.id, s.number, s.doc_date, s.deposit_to_account_id, s.memo, s.total, 0, s.status = 'void',
             s.journal_entry_id, 'cash_sale', coalesce(cu.customer_name, ''), coalesce(s.payment_method, ''), s.payment_reference, s.company_id
        FROM sales_documents s
        JOIN company_accounts t ON t.company_id = s.company_id AND t.id = s.deposit_to_account_id AND t.account_type IN (${types})
        LEFT JOIN customers cu ON cu.company_id = s.company_id AND cu.id = s.customer_id
       WHERE s.company_id = ? AND s.kind = 'cash_sale' AND s.status <> 'draft' AND s.doc_date BETWEEN ? AND ? ${account("s.deposit_to_account_id")}`)}
    ) h JOIN company_accounts a ON a.company_id = h.company_id AND a.id = h."accountId"
    ORDER BY a.account_number, a.id, h."date", h.number, h.id`,
    bindings,
  )) as { rows: DepositHead[] };
  const lines = await depositLines(
    db,
    companyId,
    rows.filter((r) => r.kind === "deposit").map((r) => r.id),
  );
  const deposits: DepositDetailRow[] = rows.map((h) => {
    const total = fromDecimal(h.total);
    const cashBack = fromDecimal(h.cashBack);
    const own = h.kind === "deposit";
    const item = (kind: keyof typeof PENDING_KIND_LABELS, number: string) => `${PENDING_KIND_LABELS[kind]} ${number}`;
    const sourceType = own ? BANK_DEPOSIT_SOURCE : h.kind === "cash_sale" ? SALES_SOURCE : CUSTOMER_PAYMENT_SOURCE;
    return {
      kind: h.kind,
      id: h.id,
      type: own ? "Deposit" : h.kind === "cash_sale" ? "Cash Sale" : h.paymentKind === "prepayment" ? "Prepayment" : "Payment",
      number: h.number,
      date: h.date,
      account: { id: h.accountId, accountNumber: h.accountNumber, accountName: h.accountName },
      memo: h.memo,
      total,
      cashBack,
      net: (total - cashBack) as Cents,
      void: h.void,
      href: documentPath({ entryId: h.entryId ?? 0, sourceType, sourceId: h.id }),
      lines: own
        ? (lines.get(h.id) ?? []).map((l) => ({
            receivedFrom: l.receivedFrom,
            item: l.source === "other" ? "Other" : item(l.source, l.sourceNumber),
            itemHref:
              l.source === "cash_sale" && l.sourceId !== null
                ? documentPath({ entryId: 0, sourceType: SALES_SOURCE, sourceId: l.sourceId })
                : null,
            fromAccount: l.accountName,
            paymentMethod: l.paymentMethod,
            reference: l.reference,
            memo: l.memo,
            amount: fromDecimal(l.amount),
          }))
        : [
            {
              receivedFrom: h.customerName,
              item: item(h.kind === "cash_sale" ? "cash_sale" : h.paymentKind === "prepayment" ? "prepayment" : "payment", h.number),
              itemHref: null,
              fromAccount: h.kind === "cash_sale" ? "Sales" : "Accounts Receivable",
              paymentMethod: h.method,
              reference: h.reference,
              memo: h.memo,
              amount: total,
            },
          ],
    };
  });
  const groups = byAccount(deposits, (d) => d.net);
  return { ...filters, groups, total: sumCents(groups.map((g) => g.total)) };
}

// ——— CSV ———

const amount = (cents: Cents) => toDecimal(cents);

/** Check Detail as CSV: each cheque, then a row for each line it paid. */
export function checkDetailCsv(report: CheckDetailReport): string {
  const rows: unknown[][] = [];
  for (const group of report.groups) {
    for (const c of group.rows) {
      const head = [
        group.account.accountNumber,
        group.account.accountName,
        formatUsDate(c.date),
        c.type,
        c.checkNumber ?? "To be printed",
        c.documentNumber,
        c.payee,
      ];
      rows.push([...head, "", c.void ? "0.00" : amount(c.amount), c.void ? "Void" : ""]);
      for (const l of c.lines) rows.push([...head, l.description, amount(l.amount), c.void ? "Void" : ""]);
    }
    rows.push([
      group.account.accountNumber,
      group.account.accountName,
      "",
      "",
      "",
      "",
      `Total ${group.account.accountName}`,
      "",
      amount(group.total),
      "",
    ]);
  }
  rows.push(["", "", "", "", "", "", "Total", "", amount(report.total), ""]);
  return toCsv(rows, {
    header: true,
    columns: ["Account Number", "Account Name", "Date", "Type", "Check No.", "Number", "Payee", "Paid", "Amount", "Status"],
  });
}

/** Deposit Detail as CSV: each deposit, then a row for each item it deposited. */
export function depositDetailCsv(report: DepositDetailReport): string {
  const rows: unknown[][] = [];
  for (const group of report.groups) {
    for (const d of group.rows) {
      const head = [group.account.accountNumber, group.account.accountName, formatUsDate(d.date), d.type, d.number];
      rows.push([...head, "", "", "", "", "", d.memo, d.void ? "0.00" : amount(d.net), d.void ? "Void" : ""]);
      for (const l of d.lines)
        rows.push([
          ...head,
          l.receivedFrom,
          l.item,
          l.fromAccount,
          l.paymentMethod,
          l.reference,
          l.memo,
          amount(l.amount),
          d.void ? "Void" : "",
        ]);
      if (d.cashBack) rows.push([...head, "", "Cash back", "", "", "", "", amount(-d.cashBack as Cents), d.void ? "Void" : ""]);
    }
    rows.push([
      group.account.accountNumber,
      group.account.accountName,
      "",
      "",
      "",
      "",
      "",
      "",
      "",
      "",
      `Total ${group.account.accountName}`,
      amount(group.total),
      "",
    ]);
  }
  rows.push(["", "", "", "", "", "", "", "", "", "", "Total", amount(report.total), ""]);
  return toCsv(rows, {
    header: true,
    columns: [
      "Account Number",
      "Account Name",
      "Date",
      "Type",
      "Number",
      "Received From",
      "Item",
      "From Account",
      "Method",
      "Reference",
      "Memo",
      "Amount",
      "Status",
    ],
  });
}

/** Missing Checks as CSV: each account's cheques in number order, a row for each gap, duplicates marked. */
export function missingChecksCsv(report: MissingChecksReport): string {
  const rows: unknown[][] = [];
  for (const group of report.groups) {
    const head = [group.account.accountNumber, group.account.accountName];
    for (const row of group.rows) {
      if (row.kind === "gap")
        rows.push([...head, "", `${row.from}${row.count > 1 ? ` to ${row.to}` : ""}`, "", "", "", "", `Missing (${row.count})`]);
      else {
        const c = row.cheque;
        rows.push([
          ...head,
          formatUsDate(c.date),
          c.checkNumber,
          c.type,
          c.documentNumber,
          c.payee,
          c.void ? "0.00" : amount(c.amount),
          row.duplicate ? "Duplicate" : c.void ? "Void" : "",
        ]);
      }
    }
  }
  return toCsv(rows, {
    header: true,
    columns: ["Account Number", "Account Name", "Date", "Check No.", "Type", "Number", "Payee", "Amount", "Note"],
  });
}
