import { arAgingSummary } from "~/modules/reports/ar-aging.server";
import { arAgingSummaryCsv } from "~/modules/reports/csv.server";
import { asOfCsvLoader } from "./__report-request.server";

// A/R Aging Summary › Export to CSV: every customer (?asOf=, default today) and the totals.

export const loader = asOfCsvLoader("ar-aging-summary", async (db, companyId, asOf) =>
  arAgingSummaryCsv(await arAgingSummary(db, companyId, asOf)),
);
