import { salesReportCsv } from "~/modules/reports/receivables-csv.server";
import { salesReport } from "~/modules/reports/sales-reports.server";
import { periodCsvLoader } from "./__report-request.server";

// Sales by Sales Person › Export to CSV: the report's rows and totals for the period (?period or ?from&to).

export const loader = periodCsvLoader("sales-person-summary", async (db, companyId, query) =>
  salesReportCsv(await salesReport(db, companyId, query, "sales-person"), "sales-person", false),
);
