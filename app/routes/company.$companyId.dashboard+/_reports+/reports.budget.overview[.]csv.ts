import { REPORT_CSV } from "./__report-csv.server";

// Budget Overview's Export to CSV: the same statement (?budget=) as budget-overview-FROM-to-TO.csv,
// amounts as plain decimals.

export const loader = REPORT_CSV["budget/overview"];
