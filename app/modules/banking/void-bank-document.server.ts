import type { Knex } from "knex";
import { raw } from "objection";
import { recordActivity } from "~/modules/activity/activity.server";
import type { CompanyContext } from "~/modules/companies/companies.server";
import { reverseEntry } from "~/modules/ledger/ledger.server";
import { DomainError } from "~/utils/errors";
import type { BankDocumentModel } from "./bank-document.model";

// Voiding a banking document (a transfer, a deposit), inside the caller's transaction: the row
// locked, refused when missing (404) or already void (409), its entry reversed as it was dated
// (the ledger refuses when a line of it is reconciled), and the row marked void with the reversal.

type BankDocumentClass = typeof BankDocumentModel & (new () => BankDocumentModel);

/** Voids the document `id` of `model`; its number, for the message. */
export async function voidBankDocument(
  trx: Knex.Transaction,
  ctx: CompanyContext,
  model: BankDocumentClass,
  id: number,
  messages: { notFound: string; alreadyVoid: (number: string) => string },
  recordType: "transfer" | "deposit",
): Promise<string> {
  const document = (await model.query(trx).modify("ofCompany", ctx.companyId).findById(id).forUpdate()) as BankDocumentModel | undefined;
  if (!document) throw new DomainError(messages.notFound, 404);
  if (document.status === "void") throw new DomainError(messages.alreadyVoid(document.number), 409);
  const reversal = document.journalEntryId === null ? null : await reverseEntry(trx, ctx, document.journalEntryId);
  await model
    .query(trx)
    .modify("ofCompany", ctx.companyId)
    .findById(id)
    .patch({
      status: "void",
      voidEntryId: reversal?.id ?? null,
      voidedAt: new Date(),
      voidedBy: ctx.userId,
      updatedAt: new Date(),
      version: raw("version + 1") as unknown as number,
    } as Partial<BankDocumentModel>);
  const { transferDate, depositDate, amount, total } = document as BankDocumentModel & Record<string, string | undefined>;
  await recordActivity(trx, ctx, {
    activity: "voided",
    recordType,
    recordId: id,
    name: document.number,
    date: transferDate ?? depositDate ?? null,
    amount: amount ?? total ?? null,
    link: `banking/${recordType}s/${id}`,
  });
  return document.number;
}
