import { parse } from "csv-parse/sync";
import type { Knex } from "knex";
import { toDecimal, type Cents } from "~/lib/money";
import type { CompanyContext } from "~/modules/companies/companies.server";
import { OPENING_BALANCE_EQUITY } from "~/modules/ledger/ledger.server";
import { DomainError } from "~/utils/errors";
import { ACCOUNT_MESSAGES, allAccounts, createAccount, postOpeningBalance, type AccountWithBalance } from "./accounts.server";
import { ACCOUNT_TYPES, BANK_ACCOUNT_TYPES, type AccountType } from "./account-types";
import { ACCOUNT_CSV_COLUMNS, type AccountCsvColumn } from "./csv.server";
import { accountCreateSchema, type AccountInput } from "./schema";

// Importing a chart of accounts from CSV (the columns the Account List exports). Every row is
// checked first — the form's rules and messages, the duplicate rules against the company's
// accounts and among the file's own rows, parents — and problems are reported as `row N: …`
// with N the line of the file (the header is line 1). The import itself is all or nothing: one
// transaction. A row's Balance becomes its opening balance, posted against Opening Balance Equity
// on the account's normal side.

/** The columns a file must have; the others may be left out. */
export const REQUIRED_IMPORT_COLUMNS: readonly AccountCsvColumn[] = ["Number", "Name", "Type"];

/** One data row of the file: its line number and its values by (canonical) column name. */
export interface AccountCsvRow {
  line: number;
  values: Partial<Record<AccountCsvColumn, string>>;
  /** Set when the row cannot be read as the header says (a wrong number of fields). */
  problem?: string;
}

const COLUMN_BY_KEY = new Map<string, AccountCsvColumn>(ACCOUNT_CSV_COLUMNS.map((c) => [headerKey(c), c]));

function headerKey(header: string): string {
  return header.trim().replace(/\s+/g, " ").toLowerCase();
}

/**
 * Read the CSV text into rows. Header names are matched case-insensitively; an unknown or
 * repeated column, a missing required one, or a row with the wrong number of fields is refused.
 */
export function parseAccountsCsv(text: string): AccountCsvRow[] {
  let records: { record: string[]; info: { lines: number; empty_lines: number; comment_lines: number } }[];
  try {
    // With `info`, each record comes with where it was read (typed as plain rows by csv-parse).
    records = parse(text, { bom: true, info: true, skip_empty_lines: true, relax_column_count: true }) as unknown as typeof records;
  } catch (error) {
    throw new DomainError(`The file is not valid CSV: ${(error as Error).message}`, 400);
  }
  if (records.length === 0) throw new DomainError("The file is empty: expected a header line with the columns " + ACCOUNT_CSV_COLUMNS.join(", "), 400);

  const header = records[0].record;
  const columns: AccountCsvColumn[] = [];
  const unknown: string[] = [];
  const repeated: string[] = [];
  for (const name of header) {
    const column = COLUMN_BY_KEY.get(headerKey(name));
    if (!column) unknown.push(name.trim() === "" ? "(a column without a name)" : `"${name.trim()}"`);
    else if (columns.includes(column)) repeated.push(`"${column}"`);
    if (column) columns.push(column);
  }
  const problems: string[] = [];
  if (unknown.length) {
    problems.push(
      `Unknown column${unknown.length === 1 ? "" : "s"} ${unknown.join(", ")}: the columns are ${ACCOUNT_CSV_COLUMNS.join(", ")}`,
    );
  }
  if (repeated.length) problems.push(`Column${repeated.length === 1 ? "" : "s"} ${repeated.join(", ")} appear${repeated.length === 1 ? "s" : ""} more than once`);
  const missing = REQUIRED_IMPORT_COLUMNS.filter((c) => !columns.includes(c));
  if (missing.length) problems.push(`Missing column${missing.length === 1 ? "" : "s"} ${missing.map((c) => `"${c}"`).join(", ")}`);
  if (problems.length) throw new DomainError(problems.join("\n"), 400);

  // csv-parse counts the line a record ends on; a quoted value may span lines, so a row's own
  // number is the line after the previous record plus the empty lines skipped in between.
  const rows: AccountCsvRow[] = [];
  let previousEnd = records[0].info.lines;
  let previousSkipped = records[0].info.empty_lines + records[0].info.comment_lines;
  for (const { record, info } of records.slice(1)) {
    const skipped = info.empty_lines + info.comment_lines;
    const line = previousEnd + 1 + (skipped - previousSkipped);
    previousEnd = info.lines;
    previousSkipped = skipped;
    const values: AccountCsvRow["values"] = {};
    columns.forEach((column, i) => {
      values[column] = record[i] ?? "";
    });
    // A row with the wrong number of fields is kept, so that validation reports it by its number.
    const problem =
      record.length === header.length ? undefined : `expected ${header.length} fields as in the header, found ${record.length}`;
    rows.push(problem ? { line, values, problem } : { line, values });
  }
  return rows;
}

/** An account the import will create, as checked. */
export interface PlannedAccount {
  line: number;
  input: AccountInput;
  /** The parent's account number, when the row is a sub-account. */
  parentNumber: string | null;
  /** True for the row that is the company's Opening Balance Equity (its balance is not posted). */
  openingBalanceEquity: boolean;
}

export interface AccountImportPlan {
  /** `row N: message`, one per bad row, in file order. */
  errors: string[];
  accounts: PlannedAccount[];
}

const TRUE_WORDS = new Set(["yes", "y", "true", "1", "active", "on"]);
const FALSE_WORDS = new Set(["no", "n", "false", "0", "inactive", "off"]);

function canonical<T extends string>(values: readonly T[], text: string): T | string {
  const match = values.find((v) => v.toLowerCase() === text.trim().toLowerCase());
  return match ?? text.trim();
}

// Field of the schema → the column that carries it (to say which column a generic message is about).
const COLUMN_OF_FIELD: Record<string, AccountCsvColumn> = {
  accountNumber: "Number",
  accountName: "Name",
  accountType: "Type",
  openingBalance: "Balance",
  description: "Description",
  parentAccountId: "Parent Number",
  bankName: "Bank Name",
  bankAccountType: "Bank Account Type",
  bankAccountNumber: "Bank Account Number",
  creditLimit: "Credit Limit",
  cardOrLoanNumber: "Card or Loan Number",
  paypalEmail: "Paypal Email",
  active: "Active",
};

const isAccountType = (type: string): type is AccountType => (ACCOUNT_TYPES as readonly string[]).includes(type);

const isOpeningBalanceEquity = (name: string) => name.trim().toLowerCase() === OPENING_BALANCE_EQUITY.accountName.toLowerCase();

/** Check every row (see the file's header comment); nothing is written. */
export async function planAccountImport(db: Knex, companyId: number, rows: readonly AccountCsvRow[]): Promise<AccountImportPlan> {
  const existing: { id: number; accountNumber: string; accountName: string; accountType: AccountType; bankAccountNumber: string | null }[] =
    await db("companyAccounts").where({ companyId }).select("id", "accountNumber", "accountName", "accountType", "bankAccountNumber");
  const existingNumbers = new Map(existing.map((a) => [a.accountNumber.trim(), a]));
  const existingNames = new Set(existing.map((a) => a.accountName.trim().toLowerCase()));
  const existingBankNumbers = new Set(
    existing.filter((a) => a.accountType === "Bank" && a.bankAccountNumber).map((a) => (a.bankAccountNumber as string).trim()),
  );

  // The file's own rows seen so far: key → line.
  const fileNumbers = new Map<string, { line: number; type: string }>();
  const fileNames = new Map<string, number>();
  const fileBankNumbers = new Map<string, number>();

  const errors: string[] = [];
  const accounts: PlannedAccount[] = [];
  for (const row of rows) {
    const v = row.values;
    const messages: string[] = [];
    if (row.problem) {
      errors.push(`row ${row.line}: ${row.problem}`);
      continue;
    }
    const text = (column: AccountCsvColumn) => (v[column] ?? "").trim();

    const activeText = text("Active").toLowerCase();
    let active = true;
    if (activeText && TRUE_WORDS.has(activeText)) active = true;
    else if (activeText && FALSE_WORDS.has(activeText)) active = false;
    else if (activeText) messages.push(`Active must be Yes or No (found "${text("Active")}")`);

    const typeText = text("Type");
    const accountType = typeText ? canonical(ACCOUNT_TYPES, typeText) : "";
    if (typeText && !isAccountType(accountType)) {
      messages.push(`Type "${typeText}" is not an account type: use one of ${ACCOUNT_TYPES.join(", ")}`);
    }
    const parentNumber = text("Parent Number") || null;

    const parsed = accountCreateSchema.safeParse({
      // An unknown type is reported above; the other fields are checked as for a plain account.
      accountType: isAccountType(accountType) || !typeText ? accountType : "Expense",
      accountNumber: text("Number"),
      accountName: text("Name"),
      description: text("Description"),
      active,
      isSubAccount: Boolean(parentNumber),
      parentAccountId: parentNumber ? 1 : null, // resolved once the parent exists
      bankName: text("Bank Name"),
      bankAccountType: text("Bank Account Type") ? canonical(BANK_ACCOUNT_TYPES, text("Bank Account Type")) : "",
      bankAccountNumber: text("Bank Account Number"),
      creditLimit: text("Credit Limit"),
      cardOrLoanNumber: text("Card or Loan Number"),
      paypalEmail: text("Paypal Email"),
      // Opening Balance Equity's Balance is what the other opening balances add up to: not imported.
      openingBalance: isOpeningBalanceEquity(text("Name")) ? "" : text("Balance"),
    });
    const typeIsValid = isAccountType(accountType);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? "");
        const column = COLUMN_OF_FIELD[field];
        const generic = /^(Must be|Required$)/.test(issue.message);
        messages.push(generic && column ? `${column}: ${issue.message}` : issue.message);
      }
    }

    // Duplicates: against the company's accounts, then against the rows above.
    const number = text("Number");
    const name = text("Name");
    const bankNumber = text("Bank Account Number");
    if (number) {
      if (existingNumbers.has(number)) messages.push(ACCOUNT_MESSAGES.duplicateNumber);
      else if (fileNumbers.has(number)) messages.push(`Account Number ${number} is already used on row ${fileNumbers.get(number)!.line}`);
    }
    if (name) {
      const key = name.toLowerCase();
      if (existingNames.has(key)) messages.push(ACCOUNT_MESSAGES.duplicateName);
      else if (fileNames.has(key)) messages.push(`Account Name "${name}" is already used on row ${fileNames.get(key)}`);
    }
    if (accountType === "Bank" && bankNumber) {
      if (existingBankNumbers.has(bankNumber)) messages.push(ACCOUNT_MESSAGES.duplicateBankNumber);
      else if (fileBankNumbers.has(bankNumber)) messages.push(`Bank Account Number ${bankNumber} is already used on row ${fileBankNumbers.get(bankNumber)}`);
    }

    // A parent is an account of the company or a row above, of the same type.
    if (parentNumber) {
      const parentType = existingNumbers.get(parentNumber)?.accountType ?? fileNumbers.get(parentNumber)?.type;
      if (parentNumber === number) messages.push("An account cannot be a sub-account of itself");
      else if (!parentType) messages.push(`Parent Number ${parentNumber} is neither an account of this company nor an earlier row of the file`);
      else if (typeIsValid && isAccountType(parentType) && parentType !== accountType) {
        messages.push("A sub-account must have the same type as its parent account");
      }
    }

    const obe = isOpeningBalanceEquity(name);
    if (obe && typeIsValid && accountType !== OPENING_BALANCE_EQUITY.accountType) {
      messages.push(`${OPENING_BALANCE_EQUITY.accountName} must be an ${OPENING_BALANCE_EQUITY.accountType} account`);
    } else if (obe && !active) {
      messages.push(`${OPENING_BALANCE_EQUITY.accountName} cannot be made inactive`);
    }

    // Later rows are checked against this one even if it is bad: one mistake, one message.
    if (number && !fileNumbers.has(number)) fileNumbers.set(number, { line: row.line, type: accountType });
    if (name && !fileNames.has(name.toLowerCase())) fileNames.set(name.toLowerCase(), row.line);
    if (accountType === "Bank" && bankNumber && !fileBankNumbers.has(bankNumber)) fileBankNumbers.set(bankNumber, row.line);

    if (messages.length) {
      errors.push(`row ${row.line}: ${[...new Set(messages)].join("; ")}`);
    } else if (parsed.success) {
      accounts.push({ line: row.line, input: parsed.data, parentNumber, openingBalanceEquity: obe });
    }
  }
  return { errors, accounts: errors.length ? [] : accounts };
}

/** Every problem of the rows, as `row N: message` (empty when the file can be imported). */
export async function validateAccountRows(db: Knex, companyId: number, rows: readonly AccountCsvRow[]): Promise<string[]> {
  return (await planAccountImport(db, companyId, rows)).errors;
}

export interface ImportProgress {
  phase: "accounts" | "balances";
  done: number;
  total: number;
}

export interface AccountImportResult {
  accounts: AccountWithBalance[];
  /** Opening balances posted (an entry each). */
  balancesPosted: number;
}

/**
 * Import the rows in one transaction: all of them or, on any problem, none. The accounts are
 * created first (so Opening Balance Equity, when the company has none and the file does not bring
 * it, takes a number no row uses), then the opening balances are posted.
 */
export async function importAccounts(
  db: Knex,
  ctx: CompanyContext,
  rows: readonly AccountCsvRow[],
  options: { onProgress?: (progress: ImportProgress) => void } = {},
): Promise<AccountImportResult> {
  return db.transaction(async (trx) => {
    await trx.raw("SELECT pg_advisory_xact_lock(?, ?)", [4243, ctx.companyId]); // as createAccount: one creator at a time
    const plan = await planAccountImport(trx, ctx.companyId, rows);
    if (plan.errors.length) {
      throw new DomainError(
        `${plan.errors.length} row${plan.errors.length === 1 ? " is" : "s are"} not valid: nothing was imported`,
        400,
        { _form: plan.errors },
      );
    }

    const ids = new Map<string, number>(
      (await trx("companyAccounts").where({ companyId: ctx.companyId }).select("id", "accountNumber")).map(
        (a: { id: number; accountNumber: string }) => [a.accountNumber.trim(), a.id],
      ),
    );
    const created: { planned: PlannedAccount; account: AccountWithBalance }[] = [];
    for (const planned of plan.accounts) {
      const { input } = planned;
      const account = await createAccount(trx, ctx, {
        ...input,
        // An inactive account is made inactive after its opening balance is posted.
        active: true,
        parentAccountId: planned.parentNumber ? ids.get(planned.parentNumber) ?? null : null,
        openingBalance: 0 as Cents,
      });
      if (planned.openingBalanceEquity) {
        await trx("companyAccounts").where({ companyId: ctx.companyId, id: account.id }).update({ isSystem: true });
      }
      ids.set(account.accountNumber.trim(), account.id);
      created.push({ planned, account });
      options.onProgress?.({ phase: "accounts", done: created.length, total: plan.accounts.length });
    }

    // Opening balances post only once every row exists (a row may be Opening Balance Equity itself).
    const withBalance = created.filter((c) => c.planned.input.openingBalance > 0);
    let posted = 0;
    for (const { planned, account } of withBalance) {
      const amount = planned.input.openingBalance;
      await postOpeningBalance(trx, ctx, account, amount, planned.input.asOf);
      await trx("companyAccounts").where({ companyId: ctx.companyId, id: account.id }).update({ openingBalance: toDecimal(amount) });
      posted += 1;
      options.onProgress?.({ phase: "balances", done: posted, total: withBalance.length });
    }

    const inactive = created.filter((c) => !c.planned.input.active).map((c) => c.account.id);
    if (inactive.length) await trx("companyAccounts").where({ companyId: ctx.companyId }).whereIn("id", inactive).update({ active: false });

    const byId = new Map((await allAccounts(trx, ctx.companyId)).map((a) => [a.id, a]));
    const result = created.map((c) => byId.get(c.account.id)!);
    return { accounts: result, balancesPosted: posted };
  });
}
