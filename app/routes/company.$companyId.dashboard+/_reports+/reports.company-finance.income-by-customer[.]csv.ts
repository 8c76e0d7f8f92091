import { incomeByCustomerCsv } from "~/modules/reports/receivables-csv.server";
import { incomeByCustomer } from "~/modules/reports/sales-reports.server";
import { periodCsvLoader } from "./__report-request.server";

// Income by Customer › Export to CSV: a row per customer and the totals for the period.

export const loader = periodCsvLoader("income-by-customer", async (db, companyId, query) =>
  incomeByCustomerCsv(await incomeByCustomer(db, companyId, query)),
);
