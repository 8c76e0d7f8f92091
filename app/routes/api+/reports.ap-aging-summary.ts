import { toDecimal, type Cents } from "~/lib/money";
import { AGING_BUCKETS } from "~/modules/reports/aging";
import { apAgingSummary, type BucketAmounts } from "~/modules/reports/ap-aging.server";
import { asOfReportLoader } from "./__report-api.server";

// GET /api/reports/ap-aging-summary?companyId&asOf → { asOf, buckets, rows: [{ vendorId, vendorName,
// current, "1-30", "31-60", "61-90", "over-90", total }], totals }, amounts as "1234.50"; vendorId
// null for postings on Accounts Payable without a vendor. totals.total is the Accounts Payable
// balance of the trial balance on asOf (default: today in the company's time zone).

export const loader = asOfReportLoader(
  {
    summary:
      "A/P Aging Summary as of a date: { asOf, buckets, rows: [{ vendorId, vendorName, current, 1-30, 31-60, 61-90, over-90, total }], totals }. Bills age from their due date; unapplied vendor credits (negative) and other postings on Accounts Payable from their date; totals.total equals Accounts Payable in the trial balance on that date",
    found: "A/P aging summary",
  },
  async (db, companyId, asOf) => {
    const report = await apAgingSummary(db, companyId, asOf);
    const amounts = (r: BucketAmounts & { total: Cents }) => ({
      current: toDecimal(r.current),
      "1-30": toDecimal(r["1-30"]),
      "31-60": toDecimal(r["31-60"]),
      "61-90": toDecimal(r["61-90"]),
      "over-90": toDecimal(r["over-90"]),
      total: toDecimal(r.total),
    });
    return {
      asOf: report.asOf,
      buckets: AGING_BUCKETS,
      rows: report.rows.map((r) => ({ vendorId: r.partyId, vendorName: r.partyName, ...amounts(r) })),
      totals: amounts(report.totals),
    };
  },
);
