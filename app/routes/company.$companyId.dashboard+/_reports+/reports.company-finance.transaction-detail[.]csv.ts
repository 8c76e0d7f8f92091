import { generalLedgerCsvLoader } from "./__general-ledger.server";

// Transaction Detail by Account's Export to CSV: the General Ledger's, only the accounts with lines
// in the period.

export const loader = generalLedgerCsvLoader("transaction-detail", true);
