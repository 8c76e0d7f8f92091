import { vendorStatements } from "~/modules/reports/vendor-activity.server";
import { statementsCsv } from "~/modules/reports/party-activity-csv.server";
import { periodCsvLoader } from "./__report-request.server";

// Vendor Statement › Export to CSV: each statement's balance forward, lines and balance due.

export const loader = periodCsvLoader("vendors-statement", async (db, companyId, query) =>
  statementsCsv(await vendorStatements(db, companyId, query, { partyId: query.vendorId }), "Vendor"),
);
