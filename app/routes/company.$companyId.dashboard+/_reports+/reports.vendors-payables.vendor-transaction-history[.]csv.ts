import { vendorTransactionHistory } from "~/modules/reports/vendor-activity.server";
import { transactionHistoryCsv } from "~/modules/reports/party-activity-csv.server";
import { periodCsvLoader } from "./__report-request.server";

// Vendor Transaction History › Export to CSV: every transaction of the period, by vendor.

export const loader = periodCsvLoader("vendor-transaction-history", async (db, companyId, query) =>
  transactionHistoryCsv(await vendorTransactionHistory(db, companyId, query, { partyId: query.vendorId }), "Vendor", "No vendor"),
);
