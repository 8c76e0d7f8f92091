import { salesReportCsv } from "~/modules/reports/receivables-csv.server";
import { salesReport } from "~/modules/reports/sales-reports.server";
import { periodCsvLoader } from "./__report-request.server";

// Sales by Customer Detail › Export to CSV: the report's rows and totals for the period (?period or ?from&to).

export const loader = periodCsvLoader("customer-detail", async (db, companyId, query) =>
  salesReportCsv(await salesReport(db, companyId, query, "customer"), "customer", true),
);
