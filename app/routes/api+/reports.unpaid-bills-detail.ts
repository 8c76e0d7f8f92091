import { toDecimal } from "~/lib/money";
import { apDetail } from "~/modules/reports/ap-aging.server";
import { asOfReportLoader } from "./__report-api.server";

// GET /api/reports/unpaid-bills-detail?companyId&asOf → { asOf, vendors: [{ vendorId, vendorName,
// items: [{ kind, id, type, number, date, dueDate, daysPastDue, bucket, amount, open }], open }],
// total }: per vendor its bills unpaid on asOf, with its unapplied vendor credits (negative) and
// other postings on Accounts Payable; amounts as "1234.50". total is the Accounts Payable balance
// of the trial balance on asOf (default: today in the company's time zone).

export const loader = asOfReportLoader(
  {
    summary:
      "Unpaid Bills Detail as of a date: { asOf, vendors: [{ vendorId, vendorName, items: [{ kind, id, type, number, date, dueDate, daysPastDue, bucket, amount, open, memo }], open }], total }; total equals Accounts Payable in the trial balance on that date",
    found: "Unpaid bills detail",
  },
  async (db, companyId, asOf) => {
    const report = await apDetail(db, companyId, asOf, "vendor");
    return {
      asOf: report.asOf,
      vendors: report.groups.map((g) => ({
        vendorId: g.partyId,
        vendorName: g.partyId === null ? null : g.label,
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
