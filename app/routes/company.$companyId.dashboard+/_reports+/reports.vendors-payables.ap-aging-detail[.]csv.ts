import { apDetail } from "~/modules/reports/ap-aging.server";
import { apAgingDetailCsv } from "~/modules/reports/csv.server";
import { asOfCsvLoader } from "./__report-request.server";

// A/P Aging Detail › Export to CSV: every item of the report (?asOf=, default today) by bucket, each
// bucket's total and the report's, amounts as plain decimals, as ap-aging-detail-YYYY-MM-DD.csv.

export const loader = asOfCsvLoader("ap-aging-detail", async (db, companyId, asOf) =>
  apAgingDetailCsv(await apDetail(db, companyId, asOf, "bucket")),
);
