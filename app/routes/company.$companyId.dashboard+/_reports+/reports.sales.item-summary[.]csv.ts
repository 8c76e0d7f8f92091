import { SALES_SIDE } from "~/modules/reports/sales-reports.server";
import { tradeCsvLoader } from "./__report-request.server";

// Sales by Item Summary › Export to CSV: the report's rows and totals for the period (?period or ?from&to).

export const loader = tradeCsvLoader("item-summary", SALES_SIDE, "item", false);
