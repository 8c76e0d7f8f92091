import type { Knex } from "knex";
import { PDFDocument } from "pdf-lib";
import { fromDecimal, toDecimal } from "~/lib/money";
import type { CompanyContext } from "~/modules/companies/companies.server";
import { formatEntryNo, takeDocumentNumbers } from "~/modules/ledger/ledger.server";
import { cancelPrintJobs, printTargetKey, type PrintTarget } from "~/modules/printing/print-jobs.server";
import { paymentViews, type PaymentView } from "~/modules/purchases/bill-payment-views.server";
import { isUniqueViolation } from "~/utils/model";
import { DomainError } from "~/utils/errors";
import {
  checkKindOf,
  checkPdf,
  checkStates,
  findCheckCompanyId,
  givenChecks,
  selectedChecks,
  type CheckSelection,
} from "./check-kinds.server";
import type { CheckPdfOverride } from "./check-pdf.server";
import { isChequeMethod, vendorChequePayBillIds } from "./checks.server";
import { PRINT_CHECK_MESSAGES as M } from "./schema";

// Print Check's rules: which checks are to print, what Yes, Done records, and the print history.
// A check is a pay bill's (made by Cheque, its check written on Write Check) or a customer
// refund's cheque (a refund by Cheque to be printed): check-kinds.server.ts describes each kind
// (ADR 0059). Its money left when the pay bill or the refund was saved (its entry posted then);
// printing posts nothing more. Yes, Done (the user saw the checks come out of the printer) marks
// each check printed with its check number (the stock's, else the next of the company's CHK series,
// one series for every kind) and the printer's name; a pay bill becomes Issued on the print date.
// Only printable checks are marked, all or none, and two simultaneous confirmations of one check
// cannot both mark it: the rows are locked in id order, kind by kind, and marked by an UPDATE …
// WHERE not printed that must touch every one of them.

/** The check number series: CHK-0001 (the app's own number when the stock's is not given). */
const CHECK_NUMBER_SERIES = "CHK";

/** A pay bill with a check to print: paid by Cheque, its check confirmed (Write Check), not printed, not void. */
const isPrintable = (p: Pick<PaymentView, "paymentMethod" | "isWriteCheckDone" | "isPrintCheckDone" | "status">) =>
  isChequeMethod(p.paymentMethod) && p.isWriteCheckDone && !p.isPrintCheckDone && p.status !== "Void";

/** The most checks Print Check lists for a vendor at once. */
const PRINTABLE_LIMIT = 500;

/** The vendor's pay bills with a check to print (oldest first, as they were written), with the bills they paid. */
export async function printablePayBills(db: Knex, companyId: number, vendorId: number, today: string): Promise<PaymentView[]> {
  const ids = await vendorChequePayBillIds(
    db,
    companyId,
    vendorId,
    { isWriteCheckDone: true, isPrintCheckDone: false },
    "asc",
    PRINTABLE_LIMIT,
  );
  const payments = await paymentViews(db, companyId, ids, { today, includeRecords: true });
  return payments.filter(isPrintable);
}

/**
 * The checks a selection names (pay bills', refunds'), each printable — in the selection's order,
 * with its number — or a refusal (400) naming every one that is not.
 */
export async function printableChecksById(
  db: Knex,
  companyId: number,
  selection: CheckSelection,
): Promise<{ target: PrintTarget; number: string }[]> {
  const targets = selectedChecks(selection);
  const states = await checkStates(db, companyId, targets);
  const problems = targets.flatMap((t) => {
    const state = states.get(printTargetKey(t));
    const words = checkKindOf(t).words;
    if (!state) return [words.notFound(t.id)];
    return state.refusal === null ? [] : [state.printed ? words.alreadyPrinted(state.number) : words.notPrintable(state.number)];
  });
  if (problems.length) throw new DomainError(problems.join("\n"), 400, { billIds: problems });
  return targets.map((target) => ({ target, number: states.get(printTargetKey(target))!.number }));
}

export interface MarkPrintedInput extends CheckSelection {
  printerName: string;
  /** YYYY-MM-DD; default today */
  printDate?: string | null;
  /** The numbers on the stock, one per check (the pay bills', then the refunds'); default: the next of the CHK series */
  checkNumbers?: readonly string[];
}

export interface PrintedCheck {
  /** The pay bill's id, or the refund's */
  id: number;
  /** The pay bill's number (PAY-0001) or the refund's (RF-0001) */
  number: string;
  checkNumber: string;
  issueDate: string;
}

/** The advisory lock (with the company id) held while typed check numbers are checked and taken. */
const CHECK_NUMBER_LOCK = 4247;

/**
 * Yes, Done: the checks printed, all or nothing; a pay bill Issued on the print date, a refund's
 * cheque off the list. Each gets its check number: the stock's when given, else the next of the
 * company's CHK series (one series for every kind of check).
 */
export async function markChecksPrinted(db: Knex, ctx: CompanyContext, input: MarkPrintedInput): Promise<PrintedCheck[]> {
  const targets = selectedChecks(input);
  if (!targets.length) throw new DomainError(M.checkRequired, 400, { billIds: [M.checkRequired] });
  const asGiven = givenChecks(input).map(printTargetKey);
  const given = (input.checkNumbers ?? []).map((n) => n.trim());
  if (given.length && given.length !== asGiven.length) throw new DomainError(M.checkNumbersMismatch, 400);
  const issueDate = input.printDate ?? ctx.today;
  try {
    return await db.transaction(async (trx) => {
      const states = await checkStates(trx, ctx.companyId, targets, true);
      const problems: string[] = [];
      let conflict = false;
      for (const t of targets) {
        const state = states.get(printTargetKey(t));
        const words = checkKindOf(t).words;
        if (!state) problems.push(words.notFound(t.id));
        else if (state.printed) {
          problems.push(words.alreadyPrinted(state.number));
          conflict = true;
        } else if (state.refusal !== null) problems.push(words.notPrintable(state.number));
      }
      if (problems.length) throw new DomainError(problems.join("\n"), conflict ? 409 : 400, { billIds: problems });

      // A number given for a check is the stock's; the others take the next of the CHK series.
      const givenFor = (t: PrintTarget) => (given.length ? given[asGiven.indexOf(printTargetKey(t))] : "");
      const stock = targets.map(givenFor).filter(Boolean);
      // Stock numbers are unique across pay bills and refunds, two tables no one index spans: one
      // Yes, Done with typed numbers at a time per company, so two cannot both find a number free.
      if (stock.length) await trx.raw("SELECT pg_advisory_xact_lock(?, ?)", [CHECK_NUMBER_LOCK, ctx.companyId]);
      if (stock.length && (await checkNumbersInUse(trx, ctx.companyId, stock)).length) {
        throw new DomainError(M.checkNumberTaken(given.join(", ")), 409);
      }
      const missing = targets.length - stock.length;
      let next = missing ? await takeDocumentNumbers(trx, ctx.companyId, CHECK_NUMBER_SERIES, missing) : 0;
      const printed: PrintedCheck[] = [];
      for (const t of targets) {
        const { number } = states.get(printTargetKey(t))!;
        const checkNumber = givenFor(t) || formatEntryNo(CHECK_NUMBER_SERIES, next++);
        const marked = await checkKindOf(t).markPrinted(trx, ctx.companyId, t.id, {
          issueDate,
          checkNumber,
          printerName: input.printerName,
        });
        if (!marked) throw new DomainError(checkKindOf(t).words.alreadyPrinted(number), 409);
        printed.push({ id: t.id, number, checkNumber, issueDate });
      }
      // Printed is printed: a job still waiting in the queue for one of them would print it twice.
      await cancelPrintJobs(trx, ctx.companyId, targets);
      return printed;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError(M.checkNumberTaken(given.join(", ")), 409);
    throw error;
  }
}

/** Which of these check numbers a check of the company already carries (a pay bill's or a refund's: one series for both). */
async function checkNumbersInUse(trx: Knex.Transaction, companyId: number, numbers: readonly string[]): Promise<string[]> {
  const [payBills, refunds] = await Promise.all([
    trx("billPayments").where({ companyId }).whereIn("checkNumber", numbers).pluck("checkNumber"),
    trx("customerRefunds").where({ companyId }).whereIn("chequeNo", numbers).pluck("chequeNo"),
  ]);
  return [...payBills, ...refunds].map(String);
}

export interface PrintHistoryRow {
  id: number;
  billId: number;
  checkNumber: string;
  payBillNumber: string;
  vendor: { id: number; vendorName: string };
  amount: string;
  /** YYYY-MM-DD: the issue date Yes, Done recorded */
  printDate: string | null;
  printedAt: string | null;
  printerName: string;
  /** Printed or Voided */
  status: "Printed" | "Voided";
  isVoided: boolean;
  voidedAt: string | null;
  voidedBy: string | null;
  voidReason: string;
  updatedAt: string;
}

const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);

/** The company's most recently printed checks (voided ones too), newest first. */
export async function printHistory(db: Knex, companyId: number, limit = 20): Promise<PrintHistoryRow[]> {
  const rows = await db("billPayments as p")
    .join("vendors as v", (j) => j.on("v.companyId", "p.companyId").andOn("v.id", "p.vendorId"))
    .leftJoin("users as u", "u.id", "p.voidedBy")
    .where("p.companyId", companyId)
    .whereNotNull("p.printedAt")
    .orderBy([
      { column: "p.printedAt", order: "desc" },
      { column: "p.id", order: "desc" },
    ])
    .limit(limit)
    .select(
      "p.id",
      "p.number",
      "p.checkNumber",
      "p.vendorId",
      "v.vendorName",
      "p.total",
      "p.issueDate",
      "p.printedAt",
      "p.printerName",
      "p.status",
      "p.voidedAt",
      "p.voidReason",
      "p.updatedAt",
      "u.firstName",
      "u.lastName",
      "u.email",
    );
  return rows.map((r) => {
    const voided = r.status === "Void";
    const who = [r.firstName, r.lastName].filter(Boolean).join(" ") || r.email || null;
    return {
      id: Number(r.id),
      billId: Number(r.id),
      checkNumber: String(r.checkNumber ?? ""),
      payBillNumber: String(r.number),
      vendor: { id: Number(r.vendorId), vendorName: String(r.vendorName) },
      amount: toDecimal(fromDecimal(r.total)),
      printDate: r.issueDate ? String(r.issueDate) : null,
      printedAt: iso(r.printedAt),
      printerName: String(r.printerName ?? ""),
      status: voided ? "Voided" : "Printed",
      isVoided: voided,
      voidedAt: iso(r.voidedAt),
      voidedBy: voided ? who : null,
      voidReason: String(r.voidReason ?? ""),
      updatedAt: iso(r.updatedAt)!,
    } satisfies PrintHistoryRow;
  });
}

/** The company of a pay bill the user owns (the API's bodies name pay bills, not companies), or a 404. */
export const findPaymentCompanyId = (db: Knex, userId: number, paymentId: number): Promise<number> =>
  findCheckCompanyId(db, userId, { kind: "billPayment", id: paymentId });

/** Printable checks (pay bills', refunds') as one PDF, a page per check in the selection's order (the download when no printer is available), with the stub choices given over the saved layout. */
export async function printableChecksPdf(
  db: Knex,
  companyId: number,
  selection: CheckSelection,
  today: string,
  choices: CheckPdfOverride = {},
): Promise<Uint8Array> {
  const checks = await printableChecksById(db, companyId, selection);
  const merged = await PDFDocument.create();
  merged.setTitle(checks.length === 1 ? "Check" : `${checks.length} checks`);
  merged.setProducer("Ledgerline");
  const now = new Date();
  merged.setCreationDate(now);
  merged.setModificationDate(now);
  for (const { target } of checks) {
    const one = await PDFDocument.load(await checkPdf(db, companyId, target, today, choices));
    for (const page of await merged.copyPages(one, one.getPageIndices())) merged.addPage(page);
  }
  return merged.save();
}
