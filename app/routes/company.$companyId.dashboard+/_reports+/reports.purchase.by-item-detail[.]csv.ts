import { PURCHASE_SIDE } from "~/modules/reports/purchase-reports.server";
import { tradeCsvLoader } from "./__report-request.server";

// Purchase by Item Detail › Export to CSV: the report's rows and totals for the period (?period or ?from&to).

export const loader = tradeCsvLoader("by-item-detail", PURCHASE_SIDE, "item", true);
