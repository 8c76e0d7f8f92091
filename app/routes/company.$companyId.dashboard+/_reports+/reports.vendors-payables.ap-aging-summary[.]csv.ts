import { apAgingSummary } from "~/modules/reports/ap-aging.server";
import { apAgingSummaryCsv } from "~/modules/reports/csv.server";
import { asOfCsvLoader } from "./__report-request.server";

// A/P Aging Summary › Export to CSV: every vendor of the report (?asOf=, default today) and the
// totals, amounts as plain decimals, as ap-aging-summary-YYYY-MM-DD.csv.

export const loader = asOfCsvLoader("ap-aging-summary", async (db, companyId, asOf) =>
  apAgingSummaryCsv(await apAgingSummary(db, companyId, asOf)),
);
