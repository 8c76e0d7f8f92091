import { REPORT_CSV } from "./__report-csv.server";

// Fixed Asset Depreciation › Export to CSV: each asset's cost, depreciation and book value.

export const loader = REPORT_CSV["fixed-asset/depreciation"];
