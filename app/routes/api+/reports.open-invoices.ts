import { toDecimal } from "~/lib/money";
import { arDetail } from "~/modules/reports/ar-aging.server";
import { asOfReportLoader } from "./__report-api.server";

// GET /api/reports/open-invoices?companyId&asOf → { asOf, customers: [{ customerId, customerName,
// invoices: [{ id, number, date, dueDate, daysPastDue, amount, open }], open }], total }: per
// customer its invoices open on asOf (payments and credits applied by then taken off), amounts as
// "1234.50" (default date: today in the company's time zone).

export const loader = asOfReportLoader(
  {
    summary:
      "Open Invoices as of a date: { asOf, customers: [{ customerId, customerName, invoices: [{ id, number, date, dueDate, daysPastDue, amount, open }], open }], total }",
    found: "Open invoices",
  },
  async (db, companyId, asOf) => {
    const report = await arDetail(db, companyId, asOf, "customer", { invoicesOnly: true });
    return {
      asOf: report.asOf,
      customers: report.groups.map((g) => ({
        customerId: g.partyId,
        customerName: g.label,
        invoices: g.items.map((i) => ({
          id: i.id,
          number: i.number,
          date: i.date,
          dueDate: i.dueDate,
          daysPastDue: i.daysPastDue,
          amount: toDecimal(i.amount),
          open: toDecimal(i.open),
        })),
        open: toDecimal(g.open),
      })),
      total: toDecimal(report.open),
    };
  },
);
