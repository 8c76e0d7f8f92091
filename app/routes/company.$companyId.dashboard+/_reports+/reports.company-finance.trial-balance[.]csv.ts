import { trialBalance } from "~/modules/ledger/ledger.server";
import { trialBalanceCsv } from "~/modules/reports/csv.server";
import { asOfCsvLoader } from "./__report-request.server";

// The Trial Balance's Export to CSV: the same report (?asOf=, default today) as a download
// trial-balance-YYYY-MM-DD.csv, amounts as plain decimals, with a totals row.

export const loader = asOfCsvLoader("trial-balance", async (db, companyId, asOf) =>
  trialBalanceCsv(await trialBalance(db, companyId, asOf)),
);
