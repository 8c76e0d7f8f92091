import { customerTransactionHistory } from "~/modules/reports/customer-activity.server";
import { customerTransactionHistoryCsv } from "~/modules/reports/receivables-csv.server";
import { periodCsvLoader } from "./__report-request.server";

// Customer Transaction History › Export to CSV: every transaction of the period, by customer.

export const loader = periodCsvLoader("customer-transaction-history", async (db, companyId, query) =>
  customerTransactionHistoryCsv(await customerTransactionHistory(db, companyId, query, query.customerId)),
);
