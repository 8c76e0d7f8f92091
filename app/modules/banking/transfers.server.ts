import type { Knex } from "knex";
import { recordActivity } from "~/modules/activity/activity.server";
import { fromDecimal, toDecimal, type Cents } from "~/lib/money";
import type { CompanyContext } from "~/modules/companies/companies.server";
import { postEntry, takeEntryNo } from "~/modules/ledger/ledger.server";
import { fieldError } from "~/modules/purchases/documents.server";
import { lockAndCheckSpending } from "~/modules/purchases/spending.server";
import { inTransaction, moneyAccount } from "~/modules/sales/customer-payments.server";
import { BankTransfer } from "./bank-transfer.model";
import { voidBankDocument } from "./void-bank-document.server";
import { BANK_TRANSFER_SOURCE, BANKING_ACCOUNT_TYPES, BANKING_ENTRY_TYPES, TRANSFER_MESSAGES as M } from "./constants";
import type { TransferInput } from "./schema";

// Transfer Funds: money from one bank, cash, card or Paypal account to another, posted Dr to / Cr
// from (TRF-0001). The from account pays: the balance rule of money going out applies to it with
// its row locked for the rest of the transaction (purchases' lockAndCheckSpending), so two
// transfers out of one account cannot overdraw it together. Refused as a whole, nothing written.
// A statement line recorded as a transfer (bank2's matching) calls createTransfer in its own
// transaction: the work joins the caller's transaction when given one.

export interface TransferView {
  id: number;
  number: string;
  /** YYYY-MM-DD */
  date: string;
  fromAccountId: number;
  fromAccountName: string;
  toAccountId: number;
  toAccountName: string;
  /** "1234.50" */
  amount: string;
  memo: string;
  status: "posted" | "void";
  journalEntryId: number | null;
  voidEntryId: number | null;
}

const accountRule = (field: "fromAccountId" | "toAccountId") => ({
  field,
  required: field === "fromAccountId" ? M.fromRequired : M.toRequired,
  wrongType: M.accountType(field === "fromAccountId" ? "Transfer Funds From" : "Transfer Funds To"),
  types: BANKING_ACCOUNT_TYPES,
  undepositedFunds: false,
});

/** Save and post a transfer; refused with the form's messages by field. */
export async function createTransfer(
  db: Knex,
  ctx: CompanyContext,
  input: TransferInput,
): Promise<{ transfer: TransferView; message: string }> {
  if (input.fromAccountId !== null && input.fromAccountId === input.toAccountId) throw fieldError("toAccountId", M.sameAccount);
  if (input.amount === null) throw fieldError("amount", M.amountRequired);
  if (input.amount <= 0) throw fieldError("amount", M.amountPositive);
  const amount = input.amount as Cents;
  const id = await inTransaction(db, async (trx) => {
    const from = await moneyAccount(trx, ctx.companyId, input.fromAccountId, accountRule("fromAccountId"));
    const to = await moneyAccount(trx, ctx.companyId, input.toAccountId, accountRule("toAccountId"));
    await lockAndCheckSpending(trx, ctx.companyId, from.id, amount, "fromAccountId");
    const date = input.date ?? ctx.today;
    const number = await takeEntryNo(trx, ctx.companyId, BANKING_ENTRY_TYPES.transfer);
    const saved = await BankTransfer.query(trx).insert({
      companyId: ctx.companyId,
      number,
      transferDate: date,
      fromAccountId: from.id,
      toAccountId: to.id,
      amount: toDecimal(amount),
      memo: input.memo,
      createdBy: ctx.userId,
    });
    const memo = input.memo || `Transfer from ${from.accountName} to ${to.accountName}`;
    const entry = await postEntry(trx, ctx, {
      entryType: BANKING_ENTRY_TYPES.transfer,
      entryNo: number,
      entryDate: date,
      comments: memo,
      sourceType: BANK_TRANSFER_SOURCE,
      sourceId: saved.id,
      lines: [
        { accountId: to.id, debit: amount, memo },
        { accountId: from.id, credit: amount, memo },
      ],
    });
    await BankTransfer.query(trx).modify("ofCompany", ctx.companyId).findById(saved.id).patch({ journalEntryId: entry.id });
    await recordActivity(trx, ctx, {
      activity: "posted",
      recordType: "transfer",
      recordId: saved.id,
      name: number,
      date,
      amount: toDecimal(amount),
      link: `banking/transfers/${saved.id}`,
      detail: `${from.accountName} → ${to.accountName}`,
    });
    return saved.id;
  });
  return { transfer: (await transferView(db, ctx.companyId, id))!, message: M.transferred };
}

/** A transfer as the screens and the API read it, or null (none, or another company's). */
export async function transferView(db: Knex, companyId: number, id: number): Promise<TransferView | null> {
  const t = await BankTransfer.query(db).modify("ofCompany", companyId).findById(id).withGraphFetched("[fromAccount, toAccount]");
  if (!t) return null;
  return {
    id: t.id,
    number: t.number,
    date: t.transferDate,
    fromAccountId: t.fromAccountId,
    fromAccountName: t.fromAccount?.accountName ?? "",
    toAccountId: t.toAccountId,
    toAccountName: t.toAccount?.accountName ?? "",
    amount: toDecimal(fromDecimal(t.amount)),
    memo: t.memo,
    status: t.status,
    journalEntryId: t.journalEntryId,
    voidEntryId: t.voidEntryId,
  };
}

/** Void a transfer: its entry is reversed (dated as it was) and the money is back where it came from. */
export async function voidTransfer(db: Knex, ctx: CompanyContext, id: number): Promise<{ transfer: TransferView; message: string }> {
  const number = await inTransaction(db, (trx) => voidBankDocument(trx, ctx, BankTransfer, id, M, "transfer"));
  return { transfer: (await transferView(db, ctx.companyId, id))!, message: M.voided(number) };
}
