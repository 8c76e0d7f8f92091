import { toDecimal, type Cents } from "~/lib/money";
import { companyContext } from "~/modules/companies/companies.server";
import { AGING_BUCKETS } from "~/modules/reports/ap-aging";
import { apAgingSummary, type BucketAmounts } from "~/modules/reports/ap-aging.server";
import { asOfReportApiQuerySchema } from "~/modules/reports/schema";
import { api } from "./__api.server";

// GET /api/reports/ap-aging-summary?companyId&asOf → { asOf, buckets, rows: [{ vendorId, vendorName,
// current, "1-30", "31-60", "61-90", "over-90", total }], totals }, amounts as "1234.50"; vendorId
// null for postings on Accounts Payable without a vendor. totals.total is the Accounts Payable
// balance of the trial balance on asOf (default: today in the company's time zone).

// The query as the report schema parses it, its date described for the API document.
const query = asOfReportApiQuerySchema.extend({
  asOf: asOfReportApiQuerySchema.shape.asOf.describe("YYYY-MM-DD; default today in the company's time zone"),
});

export const loader = api(
  {
    doc: {
      tag: "Reports",
      summary:
        "A/P Aging Summary as of a date: { asOf, buckets, rows: [{ vendorId, vendorName, current, 1-30, 31-60, 61-90, over-90, total }], totals }. Bills age from their due date; unapplied vendor credits (negative) and other postings on Accounts Payable from their date; totals.total equals Accounts Payable in the trial balance on that date",
      responses: { 200: "A/P aging summary", 400: "Invalid query", 404: "Company not found" },
    },
    query,
  },
  async ({ db, user, query, company }) => {
    const ctx = companyContext(await company(query.companyId), user.id);
    const report = await apAgingSummary(db, ctx.companyId, query.asOf ?? ctx.today);
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
      rows: report.rows.map((r) => ({ vendorId: r.vendorId, vendorName: r.vendorName, ...amounts(r) })),
      totals: amounts(report.totals),
    };
  },
);
