import { customerStatements } from "~/modules/reports/customer-activity.server";
import { customerStatementsCsv } from "~/modules/reports/receivables-csv.server";
import { periodCsvLoader } from "./__report-request.server";

// Customer Statement › Export to CSV: each statement's balance forward, lines and balance due.

export const loader = periodCsvLoader("client-statement", async (db, companyId, query) =>
  customerStatementsCsv(await customerStatements(db, companyId, query, query.customerId)),
);
