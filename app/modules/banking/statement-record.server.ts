import type { Knex } from "knex";
import { fromDecimal } from "~/lib/money";
import type { CompanyContext } from "~/modules/companies/companies.server";
import { createPurchaseDocument } from "~/modules/purchases/documents.server";
import { DOCUMENT_SCHEMAS } from "~/modules/purchases/schema";
import { DomainError } from "~/utils/errors";
import { DEPOSIT_ACCOUNT_TYPES } from "./constants";
import { createDeposit } from "./deposits.server";
import { holdMatch, lockStatementLine } from "./match.server";
import { depositSchema, transferSchema } from "./schema";
import { statementAccount } from "./statement-import.server";
import { RECORD_KIND_LABELS, STATEMENT_MESSAGES as M } from "./statement-constants";
import type { RecordInput } from "./statement-schema";
import { createTransfer } from "./transfers.server";

// Recording an unmatched statement line at once (ADR 0058): as an expense (money out: a cash
// expense from a bank, cash or Paypal account, a credit card charge from a card — the purchase
// kinds, saved and posted by the purchases module as their screens save them), a deposit (money
// in, Make Deposit's service with one row) or a transfer (to or from the other account, Transfer
// Funds' service), dated as the line. The document's line on the account is then matched to the
// statement line and marked cleared — all in one transaction, so a refused document leaves the
// statement line unmatched and nothing written.

export interface RecordedLine {
  kind: RecordInput["as"];
  /** The document's id and number (EXP-0001, DEP-0001, TRF-0001) */
  documentId: number;
  number: string;
  journalLineId: number;
  message: string;
}

/** The statement's account's line of a posted entry. */
async function lineOnAccount(trx: Knex.Transaction, companyId: number, entryId: number, accountId: number): Promise<number> {
  const line = await trx("journalLines").where({ companyId, journalEntryId: entryId, accountId }).orderBy("lineNo").first("id");
  return Number(line.id);
}

export async function recordStatementLine(
  db: Knex,
  ctx: CompanyContext,
  statementLineId: number,
  input: RecordInput,
): Promise<RecordedLine> {
  return db.transaction(async (trx) => {
    const line = await lockStatementLine(trx, ctx.companyId, statementLineId);
    if (line.matchedLineId !== null) throw new DomainError(M.alreadyMatched, 409);
    if (input.accountId === null) throw new DomainError(M.accountRequired, 400, { accountId: [M.accountRequired] });
    const account = await statementAccount(trx, ctx.companyId, line.accountId);
    const amount = fromDecimal(line.amount);
    const size = Math.abs(amount);
    const date = input.date ?? line.postedOn;
    const memo = input.memo || line.description;
    let documentId: number;
    let number: string;
    let entryId: number;
    if (input.as === "expense") {
      if (amount > 0) throw new DomainError(M.expenseNeedsMoneyOut, 400, { as: [M.expenseNeedsMoneyOut] });
      const kind = account.accountType === "Credit Card" ? "credit_card_charge" : "cash_expense";
      const saved = await createPurchaseDocument(
        trx,
        ctx,
        kind,
        DOCUMENT_SCHEMAS[kind].parse({
          vendorId: input.vendorId,
          date,
          comments: memo,
          vendorReference: line.checkNumber,
          payFromAccountId: account.id,
          accountRecords: [{ accountId: input.accountId, description: memo, amount: (size / 100).toFixed(2) }],
        }),
      );
      [documentId, number, entryId] = [saved.id, saved.number, saved.journalEntryId!];
    } else if (input.as === "deposit") {
      if (amount < 0) throw new DomainError(M.depositNeedsMoneyIn, 400, { as: [M.depositNeedsMoneyIn] });
      if (!(DEPOSIT_ACCOUNT_TYPES as readonly string[]).includes(account.accountType))
        throw new DomainError(M.depositAccountType, 400, { as: [M.depositAccountType] });
      const { deposit } = await createDeposit(
        trx,
        ctx,
        depositSchema.parse({
          depositToAccountId: account.id,
          date,
          memo,
          rows: [{ accountId: input.accountId, vendorId: input.vendorId, memo, amount: (size / 100).toFixed(2) }],
        }),
      );
      [documentId, number, entryId] = [deposit.id, deposit.number, deposit.journalEntryId!];
    } else {
      const [from, to] = amount < 0 ? [account.id, input.accountId] : [input.accountId, account.id];
      const { transfer } = await createTransfer(
        trx,
        ctx,
        transferSchema.parse({ fromAccountId: from, toAccountId: to, date, amount: (size / 100).toFixed(2), memo }),
      );
      [documentId, number, entryId] = [transfer.id, transfer.number, transfer.journalEntryId!];
    }
    const journalLineId = await lineOnAccount(trx, ctx.companyId, entryId, account.id);
    await holdMatch(trx, ctx, line, journalLineId);
    return { kind: input.as, documentId, number, journalLineId, message: M.recorded(RECORD_KIND_LABELS[input.as], number) };
  });
}
