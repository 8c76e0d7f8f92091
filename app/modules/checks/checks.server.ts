import type { Knex } from "knex";
import { formatMoney, fromDecimal, toDecimal, type Cents } from "~/lib/money";
import { Account } from "~/modules/accounts/account.model";
import type { CompanyContext } from "~/modules/companies/companies.server";
import { paymentViews, type PaymentView } from "~/modules/purchases/bill-payment-views.server";
import { BillPayment } from "~/modules/purchases/bill-payment.model";
import { markChecksWritten } from "~/modules/purchases/check-payments.server";
import { CHEQUE } from "~/modules/purchases/schema";
import { Vendor } from "~/modules/vendors/vendor.model";
import { DomainError } from "~/utils/errors";
import { Check } from "./check.model";
import { TO_BE_PRINTED } from "./layout";
import { WRITE_CHECK_MESSAGES as M, type CheckInput, type CheckStatus } from "./schema";

// Write Check: a check written for one vendor's pay bills made by Cheque. The pay
// bill already posted its journal entry (Dr Accounts Payable, Cr the account paid from) when it was
// saved, so a check posts nothing: it is the paper carrying those payments, drawn on the account
// they were paid from.
// - Save Draft Check keeps a Draft check (its pay bills, date, memo) to finish later; a newer draft
//   carrying any of the same pay bills replaces the older one.
// - Confirm Check makes a Confirmed check and marks its pay bills write-check done (Pending → Done),
//   which puts them in Print Check's list. Confirming a pay bill twice is refused even when two
//   confirmations run at once: the pay bills are locked (FOR UPDATE, in id order) and checked, then
//   marked by a conditional UPDATE … WHERE is_write_check_done = false that must touch every one of
//   them; the partial unique index check_pay_bills_confirmed stands behind both. Drafts carrying
//   them are then superseded (deleted).

/** The method of the pay bills Write Check lists: Cheque (the spec's "check", case-insensitive). */
export const isChequeMethod = (method: string) => method.trim().toLowerCase() === CHEQUE.toLowerCase() || /^check$/i.test(method.trim());

/** A pay bill Write Check lists: paid by Cheque, not void, no confirmed check yet. */
const isWritable = (p: Pick<PaymentView, "paymentMethod" | "isWriteCheckDone" | "status">) =>
  isChequeMethod(p.paymentMethod) && !p.isWriteCheckDone && p.status !== "Void";

export interface VendorOption {
  id: number;
  vendorName: string;
}

/** One vendor of the company (inactive ones too), or a 404. */
export async function checkVendor(db: Knex, companyId: number, vendorId: number): Promise<VendorOption & { active: boolean }> {
  const vendor = await Vendor.query(db).modify("ofCompany", companyId).findById(vendorId).select("id", "vendorName", "active");
  if (!vendor) throw new DomainError(M.vendorNotFound, 404);
  return { id: vendor.id, vendorName: vendor.vendorName, active: vendor.active };
}

/** The most pay bills Write Check lists at once (the oldest wait for the newest to be written). */
const WRITABLE_LIMIT = 500;

/** The vendor's pay bills Write Check lists (newest first, at most WRITABLE_LIMIT), each with the bills it paid. */
export async function writablePayBills(db: Knex, companyId: number, vendorId: number, today: string): Promise<PaymentView[]> {
  const ids = await vendorChequePayBillIds(db, companyId, vendorId, { isWriteCheckDone: false }, "desc", WRITABLE_LIMIT);
  const payments = await paymentViews(db, companyId, ids, { today, includeRecords: true });
  return payments.filter(isWritable);
}

/**
 * The ids of a vendor's pay bills (every vendor's: null) made by Cheque and not void, at one step of
 * their check (written or not, printed or not), by pay date: Write Check lists the newest first,
 * Print Check the oldest.
 */
export async function vendorChequePayBillIds(
  db: Knex,
  companyId: number,
  vendorId: number | null,
  step: { isWriteCheckDone: boolean; isPrintCheckDone?: boolean },
  order: "asc" | "desc",
  limit: number,
): Promise<number[]> {
  const ids: unknown[] = await db("billPayments")
    .where({ companyId, ...step })
    .modify((q) => (vendorId === null ? q : q.where({ vendorId })))
    .whereNot("status", "Void")
    .whereRaw("lower(btrim(payment_method)) in ('cheque', 'check')")
    .orderBy([
      { column: "payDate", order },
      { column: "id", order },
    ])
    .limit(limit)
    .pluck("id");
  return ids.map(Number);
}

export interface CheckView {
  id: number;
  status: CheckStatus;
  checkNumber: string;
  vendorId: number;
  bankAccountId: number | null;
  checkDate: string;
  totalAmount: string;
  memo: string;
  confirmedAt: string | null;
  bills: { billId: number; paymentNo: string; paymentAmount: string }[];
}

/** A check with its pay bills, or a 404. */
async function readCheck(db: Knex, companyId: number, id: number): Promise<CheckView> {
  const check = await Check.query(db)
    .modify("ofCompany", companyId)
    .findById(id)
    .withGraphFetched("payBills(byId)")
    .modifiers({
      byId: (q) => q.orderBy("id"),
    });
  if (!check) throw new DomainError("Check not found.", 404);
  const payments = new Map(
    (
      await BillPayment.query(db)
        .modify("ofCompany", companyId)
        .whereIn(
          "id",
          (check.payBills ?? []).map((p) => p.paymentId),
        )
        .select("id", "number")
    ).map((p) => [p.id, p.number]),
  );
  return {
    id: check.id,
    status: check.status,
    checkNumber: check.checkNumber,
    vendorId: check.vendorId,
    bankAccountId: check.bankAccountId,
    checkDate: check.checkDate,
    totalAmount: toDecimal(fromDecimal(check.total)),
    memo: check.memo,
    confirmedAt: check.confirmedAt ? new Date(check.confirmedAt).toISOString() : null,
    bills: (check.payBills ?? []).map((p) => ({
      billId: p.paymentId,
      paymentNo: payments.get(p.paymentId) ?? "",
      paymentAmount: toDecimal(fromDecimal(p.amount)),
    })),
  };
}

/** The vendor's latest draft check, to open Write Check on: its pay bills still writable, date and memo. */
export async function latestDraft(
  db: Knex,
  companyId: number,
  vendorId: number,
): Promise<{ id: number; payBillIds: number[]; checkDate: string; memo: string } | null> {
  const draft = await Check.query(db)
    .modify("ofCompany", companyId)
    .where({ vendorId, status: "Draft" })
    .orderBy("id", "desc")
    .first()
    .withGraphFetched("payBills");
  if (!draft) return null;
  return { id: draft.id, payBillIds: (draft.payBills ?? []).map((p) => p.paymentId), checkDate: draft.checkDate, memo: draft.memo };
}

interface Prepared {
  vendorId: number;
  bankAccountId: number | null;
  total: Cents;
  lines: { paymentId: number; amount: Cents }[];
}

/** Everything a check's save checks, under the pay bills' locks; every refusal at once. */
async function prepare(trx: Knex.Transaction, ctx: CompanyContext, input: CheckInput, mode: "draft" | "confirm"): Promise<Prepared> {
  if (input.vendorId === null) throw new DomainError(M.vendorRequired, 400, { vendorId: [M.vendorRequired] });
  const vendor = await Vendor.query(trx).modify("ofCompany", ctx.companyId).findById(input.vendorId).select("id", "vendorName", "active");
  if (!vendor) throw new DomainError(M.vendorNotFound, 404);

  const first: string[] = [];
  if (mode === "confirm" && input.bankAccountId === null) first.push(M.bankAccountRequired);
  if (!input.bills.length) first.push(mode === "confirm" ? M.payBillRequired : M.draftNeedsPayBill);
  if (first.length) throw new DomainError(first.join("\n"), 400, { bills: first });

  const ids = input.bills.map((b) => b.billId);
  if (new Set(ids).size !== ids.length) throw new DomainError(M.payBillTwice, 400, { bills: [M.payBillTwice] });

  let bank: { id: number; accountName: string } | null = null;
  if (input.bankAccountId !== null) {
    const account = await Account.query(trx).modify("ofCompany", ctx.companyId).findById(input.bankAccountId).select("id", "accountName");
    if (!account)
      throw new DomainError(M.accountNotFound(input.bankAccountId), 400, { bankAccountId: [M.accountNotFound(input.bankAccountId)] });
    bank = { id: account.id, accountName: account.accountName };
  }

  const payments = new Map(
    (
      await BillPayment.query(trx)
        .modify("ofCompany", ctx.companyId)
        .modify("lockedInIdOrder", [...ids])
        .select("id", "number", "vendorId", "payFromAccountId", "paymentMethod", "status", "total", "isWriteCheckDone")
    ).map((p) => [p.id, p]),
  );
  const problems: string[] = [];
  let conflict = false;
  const lines: Prepared["lines"] = [];
  for (const line of input.bills) {
    const payment = payments.get(line.billId);
    if (!payment) {
      problems.push(M.payBillNotFound(line.billId));
      continue;
    }
    const total = fromDecimal(payment.total);
    if (payment.vendorId !== vendor.id) problems.push(M.otherVendor(payment.number));
    else if (!isChequeMethod(payment.paymentMethod)) problems.push(M.notCheque(payment.number));
    else if (payment.status === "Void") problems.push(M.voided(payment.number));
    else if (payment.isWriteCheckDone) {
      problems.push(M.alreadyWritten(payment.number));
      conflict = true;
    } else if (bank && payment.payFromAccountId !== bank.id) problems.push(M.otherBankAccount(payment.number, bank.accountName));
    else if (line.paymentAmount !== undefined && line.paymentAmount !== null && line.paymentAmount !== total) {
      problems.push(M.wrongAmount(payment.number, formatMoney(total)));
    } else if (total <= 0) problems.push(M.totalZero);
    lines.push({ paymentId: payment.id, amount: total });
  }
  const total = lines.reduce((sum, l) => sum + l.amount, 0) as Cents;
  if (!problems.length && input.totalAmount !== null && input.totalAmount !== total) problems.push(M.wrongTotal(formatMoney(total)));
  if (problems.length) throw new DomainError(problems.join("\n"), conflict ? 409 : 400, { bills: problems });
  return { vendorId: vendor.id, bankAccountId: bank?.id ?? null, total, lines };
}

/** Delete the drafts that carry any of these pay bills (their pay bill rows go with them). */
async function dropDraftsOf(trx: Knex.Transaction, companyId: number, paymentIds: number[]) {
  const carrying = trx("checkPayBills").where({ companyId }).whereIn("paymentId", paymentIds).select("checkId");
  await Check.query(trx).modify("ofCompany", companyId).where("status", "Draft").whereIn("id", carrying).delete();
}

export interface SavedCheck {
  check: CheckView;
  message: string;
}

/** Save Draft Check: a Draft check of the vendor's pay bills; it replaces older drafts carrying them. */
export async function saveDraftCheck(db: Knex, ctx: CompanyContext, input: CheckInput): Promise<SavedCheck> {
  const id = await db.transaction(async (trx) => {
    const prepared = await prepare(trx, ctx, input, "draft");
    await dropDraftsOf(
      trx,
      ctx.companyId,
      prepared.lines.map((l) => l.paymentId),
    );
    return insertCheck(trx, ctx, input, prepared, "Draft");
  });
  return { check: await readCheck(db, ctx.companyId, id), message: M.draftSaved };
}

/** A check of the prepared pay bills, TO BE PRINTED: a draft, or confirmed now. Its id. */
async function insertCheck(
  trx: Knex.Transaction,
  ctx: CompanyContext,
  input: CheckInput,
  prepared: Awaited<ReturnType<typeof prepare>>,
  status: "Draft" | "Confirmed",
): Promise<number> {
  const confirmed = status === "Confirmed";
  const check = await Check.query(trx).insertGraph({
    companyId: ctx.companyId,
    status,
    checkNumber: TO_BE_PRINTED,
    vendorId: prepared.vendorId,
    bankAccountId: prepared.bankAccountId,
    checkDate: input.checkDate ?? ctx.today,
    total: toDecimal(prepared.total),
    memo: input.memo,
    ...(confirmed ? { confirmedAt: new Date() } : {}),
    createdBy: ctx.userId,
    payBills: prepared.lines.map((l) => ({
      companyId: ctx.companyId,
      paymentId: l.paymentId,
      amount: toDecimal(l.amount),
      confirmed,
    })),
  });
  return check.id;
}

/** Confirm Check: a Confirmed check; its pay bills become write-check done, once only. */
export async function confirmCheck(db: Knex, ctx: CompanyContext, input: CheckInput): Promise<SavedCheck> {
  const id = await db.transaction(async (trx) => {
    const prepared = await prepare(trx, ctx, input, "confirm");
    const paymentIds = prepared.lines.map((l) => l.paymentId);
    const marked = await markChecksWritten(trx, ctx.companyId, paymentIds);
    if (marked.length !== paymentIds.length) {
      const done = paymentIds.filter((pid) => !marked.includes(pid));
      const numbers = await trx("billPayments").where({ companyId: ctx.companyId }).whereIn("id", done).pluck("number");
      const problems = numbers.map((n: string) => M.alreadyWritten(n));
      throw new DomainError(problems.join("\n"), 409, { bills: problems });
    }
    await dropDraftsOf(trx, ctx.companyId, paymentIds);
    return insertCheck(trx, ctx, input, prepared, "Confirmed");
  });
  return { check: await readCheck(db, ctx.companyId, id), message: M.confirmed };
}

/** The confirmed check carrying a pay bill (the newest), if any: the date and memo its PDF prints. */
export async function confirmedCheckOf(
  db: Knex,
  companyId: number,
  paymentId: number,
): Promise<{ checkDate: string; memo: string } | null> {
  const row = await db("checks as c")
    .join("checkPayBills as p", (j) => j.on("p.companyId", "c.companyId").andOn("p.checkId", "c.id"))
    .where({ "c.companyId": companyId, "p.paymentId": paymentId, "c.status": "Confirmed" })
    .orderBy("c.id", "desc")
    .first("c.checkDate", "c.memo");
  return row ? { checkDate: String(row.checkDate), memo: String(row.memo ?? "") } : null;
}

/** The bank account a selection of pay bills is drawn on: the pay-from account of the last one selected. */
export async function bankAccountOfSelection(db: Knex, companyId: number, paymentIds: readonly number[]): Promise<number | null> {
  if (!paymentIds.length) return null;
  const rows = await BillPayment.query(db)
    .modify("ofCompany", companyId)
    .whereIn("id", [...paymentIds])
    .select("id", "payFromAccountId");
  const byId = new Map(rows.map((r) => [r.id, r.payFromAccountId]));
  for (const id of [...paymentIds].reverse()) if (byId.has(id)) return byId.get(id)!;
  return null;
}
