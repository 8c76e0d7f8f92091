import { toCsv } from "~/lib/csv";
import { formatUsDate } from "~/lib/dates";
import { toDecimal, type Cents } from "~/lib/money";
import { NO_CUSTOMER } from "./aging";
import type { CustomerTransactionHistory, StatementsReport } from "./customer-activity.server";
import type { incomeByCustomer, SalesGrouping, SalesReport, SalesTaxLiabilityReport } from "./sales-reports.server";

// CSV exports of the customer side's period reports, as csv.server.ts's: amounts as plain decimals,
// dates MM/DD/YYYY as on screen, one header row, the screen's rows and totals.

const amount = (cents: Cents | number) => toDecimal(cents);
const SALES_HEADINGS: Record<SalesGrouping, string> = { customer: "Customer", item: "Item", "sales-person": "Sales Person" };

/** A sales report: a summary's row per group, or a detail's rows by group with each group's total; then the total. */
export function salesReportCsv(report: SalesReport, grouping: SalesGrouping, detail: boolean): string {
  const items = grouping === "item";
  const heading = SALES_HEADINGS[grouping];
  const qty = (q: number | null) => (items ? [q === null ? "" : String(q)] : []);
  if (!detail) {
    const rows = report.groups.map((g) => [g.label, ...qty(g.quantity), amount(g.amount)]);
    rows.push(["Total", ...qty(report.quantity), amount(report.total)]);
    return toCsv(rows, { header: true, columns: [heading, ...(items ? ["Qty"] : []), "Amount"] });
  }
  const columns = [heading, "Type", "Date", "Number", items ? "Customer" : "Item", "Description", ...(items ? ["Qty"] : []), "Amount"];
  const total = (label: string, value: Cents) => [label, ...Array<string>(columns.length - 2).fill(""), amount(value)];
  const rows: string[][] = [];
  for (const g of report.groups) {
    for (const l of g.lines)
      rows.push([
        g.label,
        l.type,
        formatUsDate(l.date),
        l.number,
        items ? l.customerName : l.itemName,
        l.description,
        ...qty(l.quantity),
        amount(l.amount),
      ]);
    rows.push(total(`Total ${g.label}`, g.amount));
  }
  rows.push(total("Total", report.total));
  return toCsv(rows, { header: true, columns });
}

/** Income by Customer: a row per customer (income, expenses, net), then the totals. */
export function incomeByCustomerCsv(report: Awaited<ReturnType<typeof incomeByCustomer>>): string {
  const rows = report.rows.map((r) => [r.customerName || NO_CUSTOMER, amount(r.income), amount(r.expenses), amount(r.net)]);
  rows.push(["Total", amount(report.totals.income), amount(report.totals.expenses), amount(report.totals.net)]);
  return toCsv(rows, { header: true, columns: ["Customer", "Income", "Expenses", "Net Income"] });
}

/** Sales Tax Liability: a row per rate, the totals, then a row per liability account. */
export function salesTaxLiabilityCsv(report: SalesTaxLiabilityReport): string {
  const rows = report.rates.map((r) => [
    "Tax rate",
    r.name,
    `${Number(r.rate)}%`,
    r.agency,
    amount(r.taxableSales),
    amount(r.tax),
    "",
    "",
    "",
    "",
  ]);
  rows.push(["Total", "", "", "", amount(report.totals.taxableSales), amount(report.totals.tax), "", "", "", ""]);
  for (const a of report.accounts)
    rows.push([
      "Liability account",
      `${a.accountNumber} ${a.accountName}`,
      "",
      "",
      "",
      "",
      amount(a.opening),
      amount(a.collected),
      amount(a.paid),
      amount(a.closing),
    ]);
  const columns = ["Row", "Name", "Rate", "Agency", "Taxable Sales", "Tax", "Opening Balance", "Collected", "Paid", "Closing Balance"];
  return toCsv(rows, { header: true, columns });
}

/** Customer statements: per customer its balance forward, lines with the running balance, and closing balance. */
export function customerStatementsCsv(report: StatementsReport): string {
  const rows: string[][] = [];
  for (const s of report.statements) {
    rows.push([s.customerName, formatUsDate(report.from), "Balance forward", "", "", "", "", amount(s.balanceForward)]);
    for (const l of s.lines)
      rows.push([
        s.customerName,
        formatUsDate(l.date),
        l.type,
        l.number,
        l.memo,
        l.charge ? amount(l.charge) : "",
        l.credit ? amount(l.credit) : "",
        amount(l.balance),
      ]);
    rows.push([s.customerName, formatUsDate(report.to), "Balance due", "", "", "", "", amount(s.closing)]);
  }
  return toCsv(rows, { header: true, columns: ["Customer", "Date", "Type", "Number", "Memo", "Charge", "Credit", "Balance"] });
}

/** Customer Transaction History: every transaction of the period, by customer. */
export function customerTransactionHistoryCsv(report: CustomerTransactionHistory): string {
  const rows = report.transactions.map((t) => [
    t.customerName || NO_CUSTOMER,
    t.type,
    formatUsDate(t.date),
    t.number,
    t.status,
    t.memo,
    amount(t.amount),
    t.open === null ? "" : amount(t.open),
  ]);
  return toCsv(rows, { header: true, columns: ["Customer", "Type", "Date", "Number", "Status", "Memo", "Amount", "Open Balance"] });
}
