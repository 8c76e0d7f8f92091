import { REPORT_CSV } from "./__report-csv.server";

// Income by Customer › Export to CSV: a row per customer and the totals for the period.

export const loader = REPORT_CSV["company-finance/income-by-customer"];
