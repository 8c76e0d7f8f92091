import { customerStatements } from "~/modules/reports/customer-activity.server";
import { statementsCsv } from "~/modules/reports/party-activity-csv.server";
import { periodCsvLoader } from "./__report-request.server";

// Customer Statement › Export to CSV: each statement's balance forward, lines and balance due.

export const loader = periodCsvLoader("client-statement", async (db, companyId, query) =>
  statementsCsv(await customerStatements(db, companyId, query, { partyId: query.customerId }), "Customer"),
);
