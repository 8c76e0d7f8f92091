import { arDetail } from "~/modules/reports/ar-aging.server";
import { arAgingDetailCsv } from "~/modules/reports/csv.server";
import { asOfCsvLoader } from "./__report-request.server";

// A/R Aging Detail › Export to CSV: every open item by bucket (?asOf=, default today), the totals.

export const loader = asOfCsvLoader("ar-aging-detail", async (db, companyId, asOf) =>
  arAgingDetailCsv(await arDetail(db, companyId, asOf, "bucket")),
);
