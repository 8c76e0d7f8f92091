import { REPORT_CSV } from "./__report-csv.server";

// Automatic Transactions › Export to CSV: each recurring transaction and the documents it created in the period.

export const loader = REPORT_CSV["company-finance/automatic-transactions"];
