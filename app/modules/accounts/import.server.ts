import type { Knex } from "knex";
import { recordActivity } from "~/modules/activity/activity.server";
import { columnMessage, notImportedMessage, parseYesNo, rowProblem, yesNoMessage, type CsvRow } from "~/lib/csv-import";
import { toDecimal, type Cents } from "~/lib/money";
import type { CompanyContext } from "~/modules/companies/companies.server";
import { postEntries } from "~/modules/ledger/ledger.server";
import { OPENING_BALANCE_EQUITY, openingBalanceEquityAccount } from "./system-accounts.server";
import { readColumnsCsv } from "~/utils/csv-file";
import { DomainError } from "~/utils/errors";
import { ACCOUNT_MESSAGES, allAccounts, createAccount, openingBalancePosting, type AccountWithBalance } from "./accounts.server";
import { ACCOUNT_TYPES, BANK_ACCOUNT_TYPES, type AccountType } from "~/modules/ledger/account-types";
import { ACCOUNT_CSV_COLUMNS, type AccountCsvColumn } from "./csv.server";
import { accountCreateSchema, type AccountInput } from "./schema";

// Importing a chart of accounts from CSV (the columns the Account List exports). The file is read
// and its rows reported as every CSV import does (~/lib/csv-import). Every row is checked first —
// the form's rules and messages, the duplicate rules against the company's accounts and among the
// file's own rows, parents — and problems are reported as `row N: …` with N the line of the file
// (the header is line 1). The import itself is all or nothing: one transaction. A row's Balance
// becomes its opening balance, posted against Opening Balance Equity on the account's normal side.

/** The columns a file must have; the others may be left out. */
const REQUIRED_IMPORT_COLUMNS: readonly AccountCsvColumn[] = ["Number", "Name", "Type"];

/** One data row of the file: its line number and its values by (canonical) column name. */
export type AccountCsvRow = CsvRow<AccountCsvColumn>;

/**
 * Read the CSV text into rows. Header names are matched case-insensitively; an unknown or
 * repeated column, a missing required one, or a row with the wrong number of fields is refused.
 */
export function parseAccountsCsv(text: string): AccountCsvRow[] {
  return readColumnsCsv(text, ACCOUNT_CSV_COLUMNS, REQUIRED_IMPORT_COLUMNS).rows as AccountCsvRow[];
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
      errors.push(rowProblem(row.line, [row.problem]));
      continue;
    }
    const text = (column: AccountCsvColumn) => (v[column] ?? "").trim();

    const activeCell = parseYesNo(text("Active"));
    const active = activeCell !== false;
    if (activeCell === "invalid") messages.push(yesNoMessage("Active", text("Active")));

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
      for (const issue of parsed.error.issues) messages.push(columnMessage(COLUMN_OF_FIELD[String(issue.path[0] ?? "")], issue.message));
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
      else if (fileBankNumbers.has(bankNumber))
        messages.push(`Bank Account Number ${bankNumber} is already used on row ${fileBankNumbers.get(bankNumber)}`);
    }

    // A parent is an account of the company or a row above, of the same type.
    if (parentNumber) {
      const parentType = existingNumbers.get(parentNumber)?.accountType ?? fileNumbers.get(parentNumber)?.type;
      if (parentNumber === number) messages.push("An account cannot be a sub-account of itself");
      else if (!parentType)
        messages.push(`Parent Number ${parentNumber} is neither an account of this company nor an earlier row of the file`);
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
      errors.push(rowProblem(row.line, messages));
    } else if (parsed.success) {
      accounts.push({ line: row.line, input: parsed.data, parentNumber, openingBalanceEquity: obe });
    }
  }
  return { errors, accounts: errors.length ? [] : accounts };
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
    if (plan.errors.length) throw new DomainError(notImportedMessage(plan.errors.length), 400, { _form: plan.errors });

    const ids = new Map<string, number>(
      (await trx("companyAccounts").where({ companyId: ctx.companyId }).select("id", "accountNumber")).map(
        (a: { id: number; accountNumber: string }) => [a.accountNumber.trim(), a.id],
      ),
    );
    const created: { planned: PlannedAccount; account: AccountWithBalance }[] = [];
    for (const planned of plan.accounts) {
      const { input } = planned;
      const account = await createAccount(
        trx,
        ctx,
        {
          ...input,
          // An inactive account is made inactive after its opening balance is posted.
          active: true,
          parentAccountId: planned.parentNumber ? (ids.get(planned.parentNumber) ?? null) : null,
          openingBalance: 0 as Cents,
        },
        { logged: false },
      );
      if (planned.openingBalanceEquity) {
        await trx("companyAccounts").where({ companyId: ctx.companyId, id: account.id }).update({ isSystem: true });
      }
      ids.set(account.accountNumber.trim(), account.id);
      created.push({ planned, account });
      options.onProgress?.({ phase: "accounts", done: created.length, total: plan.accounts.length });
    }

    // Opening balances post only once every row exists (a row may be Opening Balance Equity
    // itself), all in one batch.
    const withBalance = created.filter((c) => c.planned.input.openingBalance > 0);
    if (withBalance.length) {
      const equityId = await openingBalanceEquityAccount(trx, ctx.companyId);
      await postEntries(
        trx,
        ctx,
        withBalance.map(({ planned, account }) =>
          openingBalancePosting(ctx, account, equityId, planned.input.openingBalance, planned.input.asOf),
        ),
      );
      await trx.raw(
        `UPDATE company_accounts a SET opening_balance = r.amount
           FROM json_to_recordset(?::json) AS r(id integer, amount numeric)
          WHERE a.company_id = ? AND a.id = r.id`,
        [
          JSON.stringify(withBalance.map(({ planned, account }) => ({ id: account.id, amount: toDecimal(planned.input.openingBalance) }))),
          ctx.companyId,
        ],
      );
      options.onProgress?.({ phase: "balances", done: withBalance.length, total: withBalance.length });
    }
    const posted = withBalance.length;

    const inactive = created.filter((c) => !c.planned.input.active).map((c) => c.account.id);
    if (inactive.length) await trx("companyAccounts").where({ companyId: ctx.companyId }).whereIn("id", inactive).update({ active: false });

    const byId = new Map((await allAccounts(trx, ctx.companyId)).map((a) => [a.id, a]));
    const result = created.map((c) => byId.get(c.account.id)!);
    await recordActivity(trx, ctx, {
      activity: "imported",
      recordType: "account",
      name: "Chart of accounts",
      detail: `${result.length} ${result.length === 1 ? "account" : "accounts"} from CSV`,
    });
    return { accounts: result, balancesPosted: posted };
  });
}
