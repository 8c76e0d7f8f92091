import { SALES_SIDE } from "~/modules/reports/sales-reports.server";
import { tradeCsvLoader } from "./__report-request.server";

// Sales by Customer Summary › Export to CSV: the report's rows and totals for the period (?period or ?from&to).

export const loader = tradeCsvLoader("customer-summary", SALES_SIDE, "customer", false);
