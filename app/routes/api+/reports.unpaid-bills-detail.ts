import { toDecimal } from "~/lib/money";
import { companyContext } from "~/modules/companies/companies.server";
import { apDetail } from "~/modules/reports/ap-aging.server";
import { asOfReportApiQuerySchema } from "~/modules/reports/schema";
import { api } from "./__api.server";

// GET /api/reports/unpaid-bills-detail?companyId&asOf → { asOf, vendors: [{ vendorId, vendorName,
// items: [{ kind, id, type, number, date, dueDate, daysPastDue, bucket, amount, open }], open }],
// total }: per vendor its bills unpaid on asOf, with its unapplied vendor credits (negative) and
// other postings on Accounts Payable; amounts as "1234.50". total is the Accounts Payable balance
// of the trial balance on asOf (default: today in the company's time zone).

// The query as the report schema parses it, its date described for the API document.
const query = asOfReportApiQuerySchema.extend({
  asOf: asOfReportApiQuerySchema.shape.asOf.describe("YYYY-MM-DD; default today in the company's time zone"),
});

export const loader = api(
  {
    doc: {
      tag: "Reports",
      summary:
        "Unpaid Bills Detail as of a date: { asOf, vendors: [{ vendorId, vendorName, items: [{ kind, id, type, number, date, dueDate, daysPastDue, bucket, amount, open, memo }], open }], total }; total equals Accounts Payable in the trial balance on that date",
      responses: { 200: "Unpaid bills detail", 400: "Invalid query", 404: "Company not found" },
    },
    query,
  },
  async ({ db, user, query, company }) => {
    const ctx = companyContext(await company(query.companyId), user.id);
    const report = await apDetail(db, ctx.companyId, query.asOf ?? ctx.today, "vendor");
    return {
      asOf: report.asOf,
      vendors: report.groups.map((g) => ({
        vendorId: g.vendorId,
        vendorName: g.vendorId === null ? null : g.label,
        items: g.items.map((i) => ({
          kind: i.kind,
          id: i.id,
          type: i.type,
          number: i.number,
          date: i.date,
          dueDate: i.dueDate,
          daysPastDue: i.daysPastDue,
          bucket: i.bucket,
          amount: toDecimal(i.amount),
          open: toDecimal(i.open),
          memo: i.memo,
        })),
        open: toDecimal(g.open),
      })),
      total: toDecimal(report.open),
    };
  },
);
