import type { Knex } from "knex";
import { fromDecimal, type Cents } from "~/lib/money";
import type { ReportPeriod } from "./general-ledger.server";
import type { StatementBasis } from "./statement-types";
import { ledgerLines } from "./statements.server";
import { SALES_WORDS, type SalesGrouping } from "./trade-report-types";
import { tradeReport, type TradeQuery, type TradeReport, type TradeSide } from "./trade-reports.server";

export type { SalesGrouping };

// The sales reports (Reports › Sales, and Income by Customer under Company & Financial). Sales are
// the rows of the invoices and cash sales dated in the period less those of the credit memos (drafts
// and voided documents are not sales), before tax. A document's discount comes off its rows in
// proportion to their amounts: row i bears round(D × C(i) / S) − round(D × C(i−1) / S), where D is
// the discount, S the subtotal and C(i) the running sum of the rows' amounts up to row i — so the
// rows' discounts add up to the document's exactly, to the cent. A credit memo's rows count
// negative, quantities as well. The grouping and paging are the trade reports' (trade-reports.server.ts).

const SALES_LINES_SQL = `
  WITH rows AS (
    SELECT d.id AS document_id, d.kind, d.number, d.doc_date, d.customer_id, d.sales_person_id, d.subtotal, d.discount_amount,
           l.line_no, l.item_id, l.account_id, l.description, l.quantity, l.amount,
           sum(l.amount) OVER (PARTITION BY d.id ORDER BY l.line_no) AS running,
           CASE WHEN d.kind = 'credit_memo' THEN -1 ELSE 1 END AS sign
      FROM sales_documents d
      JOIN sales_document_lines l ON l.company_id = d.company_id AND l.document_id = d.id
     WHERE d.company_id = :companyId AND d.status NOT IN ('draft', 'void') AND d.doc_date BETWEEN :from AND :to
  )
  SELECT r.document_id, r.kind, r.number, r.doc_date, r.line_no, r.customer_id AS party_id, c.customer_name AS party_name,
         r.sales_person_id, sp.sales_person_name, r.item_id, i.name AS item_name,
         coalesce(nullif(r.description, ''), a.account_name, '') AS description,
         r.sign * r.quantity AS quantity,
         r.sign * (r.amount - CASE WHEN r.discount_amount = 0 OR r.subtotal = 0 THEN 0 ELSE
           round(r.discount_amount * r.running / r.subtotal, 2) - round(r.discount_amount * (r.running - r.amount) / r.subtotal, 2) END) AS net
    FROM rows r
    LEFT JOIN customers c ON c.company_id = :companyId AND c.id = r.customer_id
    LEFT JOIN sales_persons sp ON sp.company_id = :companyId AND sp.id = r.sales_person_id
    LEFT JOIN items i ON i.company_id = :companyId AND i.id = r.item_id
    LEFT JOIN company_accounts a ON a.company_id = :companyId AND a.id = r.account_id`;

/** The sales side of the trade reports: by customer, item (item rows only) or sales person. */
export const SALES_SIDE: TradeSide<SalesGrouping> = {
  words: SALES_WORDS,
  linesSql: SALES_LINES_SQL,
  kindLabels: { invoice: "Invoice", cash_sale: "Cash Sale", credit_memo: "Credit Memo" },
  groupings: {
    customer: { key: "party_id", label: "party_name" },
    item: { key: "item_id", label: "item_name", itemsOnly: true },
    "sales-person": { key: "sales_person_id", label: "sales_person_name" },
  },
};

export type SalesReport = TradeReport;

/**
 * The period's sales grouped by customer, item (item rows only: account rows have no item) or sales
 * person, groups by name (none last), each with its lines, quantity (items) and amount; `group`:
 * that group only.
 */
export function salesReport(db: Knex, companyId: number, query: TradeQuery, grouping: SalesGrouping): Promise<SalesReport> {
  return tradeReport(db, SALES_SIDE, companyId, query, grouping);
}

export interface IncomeByCustomerRow {
  customerId: number | null;
  customerName: string;
  /** Credits − debits on Income and Other Income accounts */
  income: Cents;
  /** Debits − credits on Cost of Goods Sold, Expense and Other Expense accounts */
  expenses: Cents;
  net: Cents;
}

/**
 * Income by Customer: per customer, the period's journal lines on the income accounts tagged with
 * the customer (what its invoices, cash sales and credit memos posted, discounts included, and any
 * journal entry naming it), the expense and cost lines tagged with it, and the net; customers by
 * name, lines without a customer last. On cash basis (the statements' lines, ADR 0062) an invoice's
 * income counts as it is paid, on the payment's date.
 */
export async function incomeByCustomer(
  db: Knex,
  companyId: number,
  period: ReportPeriod,
  basis: StatementBasis = "accrual",
): Promise<{ rows: IncomeByCustomerRow[]; totals: Omit<IncomeByCustomerRow, "customerId" | "customerName"> } & ReportPeriod> {
  const lines = await ledgerLines(db, companyId, basis);
  const { rows } = (await db.raw(
    `SELECT g.customer_id AS "customerId", c.customer_name AS "customerName", g.income, g.expenses
       FROM (
         SELECT l.customer_id,
                coalesce(sum(0 - l.net) FILTER (WHERE a.account_type IN ('Income', 'Other Income')), 0) AS income,
                coalesce(sum(l.net) FILTER (WHERE a.account_type IN ('Cost of Goods Sold', 'Expense', 'Other Expense')), 0) AS expenses
           FROM (${lines.sql}) l
           JOIN company_accounts a ON a.company_id = ? AND a.id = l.account_id
          WHERE l.entry_date BETWEEN ? AND ?
            AND a.account_type IN ('Income', 'Other Income', 'Cost of Goods Sold', 'Expense', 'Other Expense')
            AND (l.customer_id IS NOT NULL OR a.account_type IN ('Income', 'Other Income'))
          GROUP BY l.customer_id
       ) g
       LEFT JOIN customers c ON c.company_id = ? AND c.id = g.customer_id
      WHERE g.income <> 0 OR g.expenses <> 0
      ORDER BY g.customer_id IS NULL, lower(c.customer_name), g.customer_id`,
    [...lines.bindings, companyId, period.from, period.to, companyId],
  )) as { rows: { customerId: number | null; customerName: string | null; income: string; expenses: string }[] };
  const result = rows.map((r) => {
    const income = fromDecimal(r.income);
    const expenses = fromDecimal(r.expenses);
    return { customerId: r.customerId, customerName: r.customerName ?? "", income, expenses, net: (income - expenses) as Cents };
  });
  const sum = (pick: (r: IncomeByCustomerRow) => number) => result.reduce((s, r) => s + pick(r), 0) as Cents;
  return { ...period, rows: result, totals: { income: sum((r) => r.income), expenses: sum((r) => r.expenses), net: sum((r) => r.net) } };
}

export interface SalesTaxRateRow {
  taxRateId: number;
  name: string;
  /** Percentage as text, "8.2500" */
  rate: string;
  agency: string;
  /** What the tax was worked out on in the period (credit memos less) */
  taxableSales: Cents;
  /** Tax charged in the period (credit memos less) */
  tax: Cents;
}

export interface SalesTaxLiabilityAccount {
  accountId: number;
  accountNumber: string;
  accountName: string;
  /** Credits − debits up to the period's start, in it, and at its end */
  opening: Cents;
  collected: Cents;
  paid: Cents;
  closing: Cents;
}

/**
 * Sales Tax Liability for a period: per tax rate, the taxable sales and the tax of the invoices and
 * cash sales dated in it less the credit memos' (drafts and voided documents left out); per
 * liability account of the rates, its balance at the start, what was credited (collected) and
 * debited (paid, or reversed) in the period, and its balance at the end.
 */
export async function salesTaxLiability(db: Knex, companyId: number, period: ReportPeriod) {
  const params = { companyId, from: period.from, to: period.to };
  const { rows: rates } = (await db.raw(
    `SELECT r.id AS "taxRateId", r.name, r.rate, r.agency,
            coalesce(sum(CASE WHEN d.kind = 'credit_memo' THEN -1 ELSE 1 END * d.taxable_amount), 0) AS "taxableSales",
            coalesce(sum(CASE WHEN d.kind = 'credit_memo' THEN -1 ELSE 1 END * d.tax_amount), 0) AS tax
       FROM sales_tax_rates r
       LEFT JOIN sales_documents d ON d.company_id = r.company_id AND d.tax_rate_id = r.id
            AND d.status NOT IN ('draft', 'void') AND d.doc_date BETWEEN :from AND :to
      WHERE r.company_id = :companyId
      GROUP BY r.id, r.name, r.rate, r.agency
     HAVING bool_or(r.active) OR count(d.id) > 0
      ORDER BY lower(r.name), r.id`,
    params,
  )) as { rows: { taxRateId: number; name: string; rate: string; agency: string; taxableSales: string; tax: string }[] };
  const { rows: accounts } = (await db.raw(
    `SELECT a.id AS "accountId", a.account_number AS "accountNumber", a.account_name AS "accountName",
            coalesce(sum(l.credit - l.debit) FILTER (WHERE l.entry_date < :from), 0) AS opening,
            coalesce(sum(l.credit) FILTER (WHERE l.entry_date BETWEEN :from AND :to), 0) AS collected,
            coalesce(sum(l.debit) FILTER (WHERE l.entry_date BETWEEN :from AND :to), 0) AS paid
       FROM company_accounts a
       LEFT JOIN journal_lines l ON l.company_id = a.company_id AND l.account_id = a.id AND l.entry_date <= :to
      WHERE a.company_id = :companyId AND a.id IN (SELECT liability_account_id FROM sales_tax_rates WHERE company_id = :companyId)
      GROUP BY a.id, a.account_number, a.account_name
      ORDER BY a.account_number`,
    params,
  )) as { rows: { accountId: number; accountNumber: string; accountName: string; opening: string; collected: string; paid: string }[] };
  const rateRows: SalesTaxRateRow[] = rates.map((r) => ({
    taxRateId: r.taxRateId,
    name: r.name,
    rate: r.rate,
    agency: r.agency,
    taxableSales: fromDecimal(r.taxableSales),
    tax: fromDecimal(r.tax),
  }));
  const accountRows: SalesTaxLiabilityAccount[] = accounts.map((a) => {
    const opening = fromDecimal(a.opening);
    const collected = fromDecimal(a.collected);
    const paid = fromDecimal(a.paid);
    return { ...a, opening, collected, paid, closing: (opening + collected - paid) as Cents };
  });
  return {
    ...period,
    rates: rateRows,
    totals: {
      taxableSales: rateRows.reduce((s, r) => s + r.taxableSales, 0) as Cents,
      tax: rateRows.reduce((s, r) => s + r.tax, 0) as Cents,
    },
    accounts: accountRows,
    liability: accountRows.reduce((s, a) => s + a.closing, 0) as Cents,
  };
}
export type SalesTaxLiabilityReport = Awaited<ReturnType<typeof salesTaxLiability>>;
