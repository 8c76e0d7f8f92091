import { REPORT_CSV } from "./__report-csv.server";

// Purchase by Item Detail › Export to CSV: the report's rows and totals for the period (?period or ?from&to).

export const loader = REPORT_CSV["purchase/by-item-detail"];
