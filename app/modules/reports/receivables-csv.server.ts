import { toCsv } from "~/lib/csv";
import { toDecimal, type Cents } from "~/lib/money";
import { NO_CUSTOMER } from "./aging";
import type { incomeByCustomer, SalesTaxLiabilityReport } from "./sales-reports.server";

// CSV exports of the customer side's period reports, as csv.server.ts's: amounts as plain decimals,
// dates MM/DD/YYYY as on screen, one header row, the screen's rows and totals.

const amount = (cents: Cents | number) => toDecimal(cents);
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
