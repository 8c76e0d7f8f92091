import { apDetail } from "~/modules/reports/ap-aging.server";
import { unpaidBillsDetailCsv } from "~/modules/reports/csv.server";
import { asOfCsvLoader } from "./__report-request.server";

// Unpaid Bills Detail › Export to CSV: every vendor's items on the date (?asOf=, default today),
// each vendor's total and the report's, amounts as plain decimals, as unpaid-bills-detail-YYYY-MM-DD.csv.

export const loader = asOfCsvLoader("unpaid-bills-detail", async (db, companyId, asOf) =>
  unpaidBillsDetailCsv(await apDetail(db, companyId, asOf, "vendor")),
);
