import { REPORT_CSV } from "./__report-csv.server";

// Budget vs Actuals' Export to CSV: the same statement (?budget=&view=) as budget-vs-actuals-FROM-to-TO.csv,
// amounts as plain decimals.

export const loader = REPORT_CSV["budget/vs-actuals"];
