import { arDetail } from "~/modules/reports/ar-aging.server";
import { openInvoicesCsv } from "~/modules/reports/csv.server";
import { asOfCsvLoader } from "./__report-request.server";

// Open Invoices › Export to CSV: every customer's open invoices (?asOf=, default today), the totals.

export const loader = asOfCsvLoader("open-invoices", async (db, companyId, asOf) =>
  openInvoicesCsv(await arDetail(db, companyId, asOf, "customer", { invoicesOnly: true })),
);
