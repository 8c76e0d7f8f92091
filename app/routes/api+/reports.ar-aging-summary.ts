import { toDecimal, type Cents } from "~/lib/money";
import { AGING_BUCKETS } from "~/modules/reports/aging";
import type { BucketAmounts } from "~/modules/reports/aging.server";
import { arAgingSummary } from "~/modules/reports/ar-aging.server";
import { asOfReportLoader } from "./__report-api.server";

// GET /api/reports/ar-aging-summary?companyId&asOf → { asOf, buckets, rows: [{ customerId,
// customerName, current, "1-30", "31-60", "61-90", "over-90", total }], totals }, amounts as
// "1234.50"; customerId null for postings on Accounts Receivable without a customer. totals.total is
// the Accounts Receivable balance of the trial balance on asOf (default: today in the company's zone).

export const loader = asOfReportLoader(
  {
    summary:
      "A/R Aging Summary as of a date: { asOf, buckets, rows: [{ customerId, customerName, current, 1-30, 31-60, 61-90, over-90, total }], totals }. Invoices age from their due date; unapplied payments and credit memos (negative) and other postings on Accounts Receivable from their date; totals.total equals Accounts Receivable in the trial balance on that date",
    found: "A/R aging summary",
  },
  async (db, companyId, asOf) => {
    const report = await arAgingSummary(db, companyId, asOf);
    const amounts = (r: BucketAmounts & { total: Cents }) => ({
      ...Object.fromEntries(AGING_BUCKETS.map((b) => [b, toDecimal(r[b])])),
      total: toDecimal(r.total),
    });
    return {
      asOf: report.asOf,
      buckets: AGING_BUCKETS,
      rows: report.rows.map((r) => ({ customerId: r.partyId, customerName: r.partyName, ...amounts(r) })),
      totals: amounts(report.totals),
    };
  },
);
