// What the statement screens need without zod (ADR 0027): the CSV mapping's shape and date
// formats, how far from a statement line's date a match may be, and the messages of statement
// import, matching, recording and bank rules.

export const STATEMENT_DATE_FORMATS = ["MM/DD/YYYY", "DD/MM/YYYY", "YYYY-MM-DD"] as const;
export type StatementDateFormat = (typeof STATEMENT_DATE_FORMATS)[number];

/** How an account's bank writes its CSV: the header names of its columns ("" for none) and its date format. */
export interface CsvMapping {
  dateColumn: string;
  descriptionColumn: string;
  /** One signed amount column (money in +), or debit and credit columns */
  amountColumn: string;
  debitColumn: string;
  creditColumn: string;
  checkNumberColumn: string;
  memoColumn: string;
  dateFormat: StatementDateFormat;
  /** The bank writes money out as + (card statements often do) */
  amountsInverted: boolean;
}

/** A mapping as the import screen first offers it. */
export const DEFAULT_CSV_MAPPING: CsvMapping = {
  dateColumn: "Date",
  descriptionColumn: "Description",
  amountColumn: "Amount",
  debitColumn: "",
  creditColumn: "",
  checkNumberColumn: "",
  memoColumn: "",
  dateFormat: "MM/DD/YYYY",
  amountsInverted: false,
};

/** A match is looked for this many days either side of the statement line's date. */
export const MATCH_WINDOW_DAYS = 5;

/** What a statement line may be recorded as. */
export const RECORD_KINDS = ["expense", "deposit", "transfer"] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];
export const RECORD_KIND_LABELS: Record<RecordKind, string> = { expense: "Expense", deposit: "Deposit", transfer: "Transfer" };

export const STATEMENT_MESSAGES = {
  accountNotFound: "Account not found",
  notBankAccount: "Statements are imported into a Bank, Cash, Credit Card or Paypal account.",
  accountByNumberNotFound: (number: string) => `No account numbered ${number} in this company.`,
  fileRequired: "Choose a statement file (OFX, QFX or CSV).",
  fileTooLarge: "The file is larger than 16 MB: split it, or import it with the command line (ledgerline bank import), which has no limit",
  mappingNeeded: "This account has no CSV column mapping yet: name the columns of the bank's file.",
  amountColumnsNeeded: "Name an Amount column, or both a Debit and a Credit column.",
  imported: (added: number, skipped: number) =>
    `${added.toLocaleString("en-US")} new statement line${added === 1 ? "" : "s"} imported; ${skipped.toLocaleString("en-US")} already imported skipped.`,
  lineNotFound: "Statement line not found.",
  alreadyMatched: "That statement line is already matched: unmatch it first.",
  notMatched: "That statement line is not matched.",
  ledgerLineNotFound: "That ledger line is not in this account.",
  ledgerLineTaken: "That ledger line is already matched to another statement line.",
  amountsDiffer: (statement: string, ledger: string) => `The amounts differ: the statement says ${statement}, the books ${ledger}.`,
  ledgerLineReconciled: "That ledger line is reconciled: it cannot be matched again.",
  matched: "Matched: the ledger line is marked cleared.",
  matchedMany: (n: number) => `${n.toLocaleString("en-US")} match${n === 1 ? "" : "es"} confirmed: their ledger lines are marked cleared.`,
  unmatched: "Unmatched: the ledger line is no longer cleared.",
  expenseNeedsMoneyOut: "Only money going out is recorded as an expense.",
  depositNeedsMoneyIn: "Only money coming in is recorded as a deposit.",
  depositAccountType: "A deposit goes into a Bank, Cash or Paypal account: record this line as a transfer.",
  accountRequired: "Account is required.",
  recorded: (what: string, number: string) => `${what} ${number} recorded and matched.`,
} as const;

export const RULE_MESSAGES = {
  nameRequired: "Rule name is required.",
  nameTaken: (name: string) => `A rule named "${name}" already exists.`,
  payeeRequired: "Payee contains is required.",
  accountRequired: "Account is required.",
  accountNotFound: "That account is not in this company.",
  vendorNotFound: "That vendor is not in this company.",
  amountRange: "Amount from must not be more than Amount to.",
  notFound: "Bank rule not found.",
  created: "Bank rule created.",
  updated: "Bank rule saved.",
  deleted: "Bank rule deleted.",
} as const;
