import { customerTransactionHistory } from "~/modules/reports/customer-activity.server";
import { transactionHistoryCsv } from "~/modules/reports/party-activity-csv.server";
import { periodCsvLoader } from "./__report-request.server";

// Customer Transaction History › Export to CSV: every transaction of the period, by customer.

export const loader = periodCsvLoader("customer-transaction-history", async (db, companyId, query) =>
  transactionHistoryCsv(await customerTransactionHistory(db, companyId, query, { partyId: query.customerId }), "Customer", "No customer"),
);
