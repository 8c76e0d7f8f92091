import { SALES_SIDE } from "~/modules/reports/sales-reports.server";
import { tradeCsvLoader } from "./__report-request.server";

// Sales by Customer Detail › Export to CSV: the report's rows and totals for the period (?period or ?from&to).

export const loader = tradeCsvLoader("customer-detail", SALES_SIDE, "customer", true);
