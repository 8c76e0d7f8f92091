import { PURCHASE_SIDE } from "~/modules/reports/purchase-reports.server";
import { tradeCsvLoader } from "./__report-request.server";

// Purchase by Item Summary › Export to CSV: the report's rows and totals for the period (?period or ?from&to).

export const loader = tradeCsvLoader("by-item-summary", PURCHASE_SIDE, "item", false);
