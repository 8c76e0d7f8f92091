import type { Knex } from "knex";
import { recordActivity } from "~/modules/activity/activity.server";
import { toDecimal } from "~/lib/money";
import type { CompanyContext } from "~/modules/companies/companies.server";
import type { AccountType } from "~/modules/ledger/account-types";
import { DomainError } from "~/utils/errors";
import { isBankingAccountType } from "./constants";
import { StatementCsvMapping } from "./statement-line.model";
import { STATEMENT_MESSAGES as M, type CsvMapping, type StatementDateFormat } from "./statement-constants";
import {
  dedupeKeys,
  looksLikeOfx,
  readCsvStatement,
  readOfxStatement,
  StatementFileError,
  type StatementFile,
} from "./statement-files.server";
import type { StatementImportInput } from "./statement-schema";

// Statement import (ADR 0058): a bank or card account's OFX/QFX or CSV statement into its
// statement lines, each line once. The file is read whole first (statement-files.server.ts); a bad
// one is refused with its `line N: …` problems and nothing is written. Then the lines go in, in
// one transaction, 25,000 at a time in one INSERT … SELECT from json_to_recordset, each skipped
// when the account has it already (its FITID, or its date, amount and description: the unique
// index on dedupe_key decides, so two imports of one file at the same moment still add each line
// once). A CSV mapping given with the file is saved for the
// account; without one, the account's saved mapping reads the file.

export interface StatementAccount {
  id: number;
  accountNumber: string;
  accountName: string;
  accountType: AccountType;
  bankAccountNumber: string | null;
}

export interface StatementImportResult {
  accountId: number;
  format: "ofx" | "csv";
  dryRun: boolean;
  /** Lines read from the file (amount 0 ones aside) */
  lines: number;
  /** New lines imported (or that would be, on a dry run) */
  added: number;
  /** Lines the account already had: skipped */
  skipped: number;
  /** Lines of amount 0: not kept */
  ignored: number;
  /** YYYY-MM-DD of the file's first and last lines */
  firstDate: string | null;
  lastDate: string | null;
  message: string;
}

const ACCOUNT_COLUMNS = ["id", "accountNumber", "accountName", "accountType", "bankAccountNumber"] as const;

function asStatementAccount(found: StatementAccount | undefined): StatementAccount {
  if (!found) throw new DomainError(M.accountNotFound, 404);
  if (!isBankingAccountType(found.accountType)) throw new DomainError(M.notBankAccount, 400);
  return found;
}

/** A Bank, Cash, Credit Card or Paypal account of the company (404 if not the company's, 400 if of another type). */
export async function statementAccount(db: Knex, companyId: number, accountId: number): Promise<StatementAccount> {
  return asStatementAccount(
    await db("companyAccounts")
      .where({ companyId, id: accountId })
      .first(...ACCOUNT_COLUMNS),
  );
}

/** The same, named by its account number (the CLI's --account). */
export async function statementAccountByNumber(db: Knex, companyId: number, accountNumber: string): Promise<StatementAccount> {
  const found = await db("companyAccounts")
    .where({ companyId, accountNumber: accountNumber.trim() })
    .first(...ACCOUNT_COLUMNS);
  if (!found) throw new DomainError(M.accountByNumberNotFound(accountNumber.trim()), 404);
  return asStatementAccount(found);
}

/** The account's saved CSV mapping, or null. */
export async function savedCsvMapping(db: Knex, companyId: number, accountId: number): Promise<CsvMapping | null> {
  const saved = await StatementCsvMapping.query(db).modify("ofCompany", companyId).where({ accountId }).first();
  if (!saved) return null;
  return {
    dateColumn: saved.dateColumn,
    descriptionColumn: saved.descriptionColumn,
    amountColumn: saved.amountColumn,
    debitColumn: saved.debitColumn,
    creditColumn: saved.creditColumn,
    checkNumberColumn: saved.checkNumberColumn,
    memoColumn: saved.memoColumn,
    dateFormat: saved.dateFormat as StatementDateFormat,
    amountsInverted: saved.amountsInverted,
  };
}

/** Read the file as its format says (or its content tells), with the mapping given or saved. */
async function readStatement(db: Knex, companyId: number, account: StatementAccount, input: StatementImportInput): Promise<StatementFile> {
  const format = input.format ?? (looksLikeOfx(input.content) ? "ofx" : "csv");
  if (format === "ofx") return readOfxStatement(input.content, { accountNumber: account.bankAccountNumber });
  const mapping = input.mapping ?? (await savedCsvMapping(db, companyId, account.id));
  if (!mapping) throw new DomainError(M.mappingNeeded, 400, { mapping: [M.mappingNeeded] });
  return readCsvStatement(input.content, mapping);
}

/** The refusal of a bad file: 400 with errors.lines, each `line N: …`. */
export const fileRefusal = (error: StatementFileError) => new DomainError(error.message, 400, { lines: error.problems });

/** Lines written per statement (one JSON parameter each): a 100,000-line file in four. */
const BATCH = 25_000;

/**
 * Import a statement into the account's statement lines: every line checked first, then the new
 * ones written (none on a dry run). `onProgress` hears how many lines are done.
 */
export async function importStatement(
  db: Knex,
  ctx: CompanyContext,
  accountId: number,
  input: StatementImportInput,
  options: { onProgress?: (done: number, total: number) => void } = {},
): Promise<StatementImportResult> {
  const account = await statementAccount(db, ctx.companyId, accountId);
  let file: StatementFile;
  try {
    file = await readStatement(db, ctx.companyId, account, input);
  } catch (error) {
    if (error instanceof StatementFileError) throw fileRefusal(error);
    throw error;
  }
  const keys = dedupeKeys(file.lines);
  const dates = file.lines.map((l) => l.date).sort();
  const total = file.lines.length;
  const added = await db.transaction(async (trx) => {
    if (input.mapping && !input.dryRun) {
      await trx.raw(
        `INSERT INTO statement_csv_mappings (company_id, account_id, date_column, description_column, amount_column, debit_column,
           credit_column, check_number_column, memo_column, date_format, amounts_inverted, updated_by)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (company_id, account_id) DO UPDATE SET date_column = EXCLUDED.date_column,
           description_column = EXCLUDED.description_column, amount_column = EXCLUDED.amount_column,
           debit_column = EXCLUDED.debit_column, credit_column = EXCLUDED.credit_column,
           check_number_column = EXCLUDED.check_number_column, memo_column = EXCLUDED.memo_column,
           date_format = EXCLUDED.date_format, amounts_inverted = EXCLUDED.amounts_inverted,
           updated_by = EXCLUDED.updated_by, updated_at = now()`,
        [
          ctx.companyId,
          account.id,
          input.mapping.dateColumn,
          input.mapping.descriptionColumn,
          input.mapping.amountColumn,
          input.mapping.debitColumn,
          input.mapping.creditColumn,
          input.mapping.checkNumberColumn,
          input.mapping.memoColumn,
          input.mapping.dateFormat,
          input.mapping.amountsInverted,
          ctx.userId,
        ],
      );
    }
    // A batch's lines are held in memory while they go in (not spilled to a temporary file):
    // work_mem for this transaction only.
    await trx.raw("SELECT set_config('work_mem', '64MB', true)");
    let count = 0;
    for (let start = 0; start < total; start += BATCH) {
      const batch = file.lines.slice(start, start + BATCH);
      const batchKeys = keys.slice(start, start + BATCH);
      if (input.dryRun) {
        // What is new: the keys the account does not have yet (a key twice in one file is one line).
        const { rows } = (await trx.raw(
          `SELECT count(DISTINCT k.key) AS n FROM json_array_elements_text(?::json) AS k(key)
            WHERE NOT EXISTS (SELECT 1 FROM statement_lines s WHERE s.company_id = ? AND s.account_id = ? AND s.dedupe_key = k.key)`,
          [JSON.stringify(batchKeys), ctx.companyId, account.id],
        )) as { rows: { n: string | number }[] };
        count += Number(rows[0].n);
      } else {
        // The batch in one statement: its lines as one JSON parameter, each key once (the unique index decides).
        const lines = batch.map((l, i) => ({
          d: l.date,
          a: toDecimal(l.amount),
          t: l.description,
          m: l.memo,
          c: l.checkNumber,
          f: l.fitId,
          k: batchKeys[i],
          n: l.line,
        }));
        const { rows } = (await trx.raw(
          `WITH added AS (
             INSERT INTO statement_lines (company_id, account_id, posted_on, amount, description, memo, check_number, fit_id,
                                          dedupe_key, source, file_name, file_line, imported_by)
             SELECT ?, ?, p.d, p.a, p.t, p.m, p.c, p.f, p.k, ?, ?, p.n, ?
               FROM json_to_recordset(?::json) AS p(d date, a numeric, t text, m text, c text, f text, k text, n integer)
             ON CONFLICT (company_id, account_id, dedupe_key) DO NOTHING
             RETURNING 1)
           SELECT count(*) AS n FROM added`,
          [ctx.companyId, account.id, file.format, input.fileName, ctx.userId, JSON.stringify(lines)],
        )) as { rows: { n: string | number }[] };
        count += Number(rows[0].n);
      }
      options.onProgress?.(Math.min(start + BATCH, total), total);
    }
    if (!input.dryRun) {
      await recordActivity(trx, ctx, {
        activity: "imported",
        recordType: "bank_statement",
        recordId: account.id,
        name: input.fileName || `${account.accountNumber} ${account.accountName}`.trim(),
        link: `banking/statement-lines/${account.id}`,
        detail: `${count} of ${total} lines added to ${`${account.accountNumber} ${account.accountName}`.trim()}`,
      });
    }
    return count;
  });
  const skipped = total - added;
  return {
    accountId: account.id,
    format: file.format,
    dryRun: input.dryRun,
    lines: total,
    added,
    skipped,
    ignored: file.ignored,
    firstDate: dates[0] ?? null,
    lastDate: dates[dates.length - 1] ?? null,
    message: M.imported(added, skipped),
  };
}
