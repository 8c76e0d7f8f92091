import type { Knex } from "knex";
import { PDFDocument } from "pdf-lib";
import { fromDecimal, toDecimal } from "~/lib/money";
import type { CompanyContext } from "~/modules/companies/companies.server";
import { formatEntryNo, takeDocumentNumbers } from "~/modules/ledger/ledger.server";
import { paymentViews, type PaymentView } from "~/modules/purchases/bill-payment-views.server";
import { BillPayment } from "~/modules/purchases/bill-payment.model";
import { markCheckPrinted } from "~/modules/purchases/check-payments.server";
import { isUniqueViolation } from "~/utils/model";
import { DomainError } from "~/utils/errors";
import { payBillCheckPdf, type CheckPdfOptions } from "./check-pdf.server";
import { isChequeMethod, vendorChequePayBillIds } from "./checks.server";
import { PRINT_CHECK_MESSAGES as M } from "./schema";
import { cancelPrintJobs } from "~/modules/printing/print-jobs.server";

// Print Check's rules: which pay bills have a check to print, what Yes, Done records, and the
// print history. A pay bill made by Cheque already posted its entry when it was saved; printing
// its check posts nothing more. Yes, Done (the user saw the checks come out of the printer) marks
// each check printed: the pay bill becomes Issued on the print date, gets its check number and
// the printer's name. Only printable pay bills are marked, all or none, and two simultaneous
// confirmations of one check cannot both mark it: the rows are locked in id order and marked by
// an UPDATE … WHERE NOT is_print_check_done that must touch every one of them.

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

/** Some pay bills of the company, each printable, in the order given; a refusal names every one that is not. */
export async function printablePayBillsById(db: Knex, companyId: number, ids: readonly number[], today: string): Promise<PaymentView[]> {
  const views = new Map((await paymentViews(db, companyId, [...ids], { today, includeRecords: true })).map((p) => [p.id, p]));
  const problems = ids.flatMap((id) => {
    const p = views.get(id);
    if (!p) return [M.payBillNotFound(id)];
    return isPrintable(p) ? [] : [p.isPrintCheckDone ? M.alreadyPrinted(p.number) : M.notPrintable(p.number)];
  });
  if (problems.length) throw new DomainError(problems.join("\n"), 400, { billIds: problems });
  return ids.map((id) => views.get(id)!);
}

export interface MarkPrintedInput {
  paymentIds: readonly number[];
  printerName: string;
  /** YYYY-MM-DD; default today */
  printDate?: string | null;
  /** The numbers on the stock, one per pay bill; default: the next of the CHK series */
  checkNumbers?: readonly string[];
}

export interface PrintedCheck {
  id: number;
  number: string;
  checkNumber: string;
  issueDate: string;
}

/** Yes, Done: the checks printed; their pay bills Issued on the print date. All or nothing. */
export async function markChecksPrinted(db: Knex, ctx: CompanyContext, input: MarkPrintedInput): Promise<PrintedCheck[]> {
  const ids = [...new Set(input.paymentIds)];
  if (!ids.length) throw new DomainError(M.checkRequired, 400, { billIds: [M.checkRequired] });
  const given = (input.checkNumbers ?? []).map((n) => n.trim());
  if (given.length && given.length !== input.paymentIds.length) throw new DomainError(M.checkNumbersMismatch, 400);
  const issueDate = input.printDate ?? ctx.today;
  try {
    return await db.transaction(async (trx) => {
      const rows = await BillPayment.query(trx)
        .modify("ofCompany", ctx.companyId)
        .modify("lockedInIdOrder", [...ids])
        .select("id", "number", "paymentMethod", "status", "isWriteCheckDone", "isPrintCheckDone");
      const byId = new Map(rows.map((r) => [r.id, r]));
      const problems: string[] = [];
      let conflict = false;
      for (const id of ids) {
        const p = byId.get(id);
        if (!p) problems.push(M.payBillNotFound(id));
        else if (p.isPrintCheckDone) {
          problems.push(M.alreadyPrinted(p.number));
          conflict = true;
        } else if (!isPrintable(p)) problems.push(M.notPrintable(p.number));
      }
      if (problems.length) throw new DomainError(problems.join("\n"), conflict ? 409 : 400, { billIds: problems });

      // A number given for a pay bill is the stock's; the others take the next of the CHK series.
      const givenFor = (id: number) => (given.length ? given[input.paymentIds.indexOf(id)] : "");
      const missing = ids.filter((id) => !givenFor(id)).length;
      let next = missing ? await takeDocumentNumbers(trx, ctx.companyId, CHECK_NUMBER_SERIES, missing) : 0;
      const printed: PrintedCheck[] = [];
      for (const id of ids) {
        const checkNumber = givenFor(id) || formatEntryNo(CHECK_NUMBER_SERIES, next++);
        const marked = await markCheckPrinted(trx, ctx.companyId, id, { issueDate, checkNumber, printerName: input.printerName });
        if (!marked) throw new DomainError(M.alreadyPrinted(byId.get(id)!.number), 409);
        printed.push({ id, number: byId.get(id)!.number, checkNumber, issueDate });
      }
      // Printed is printed: a job still waiting in the queue for one of them would print it twice.
      await cancelPrintJobs(trx, ctx.companyId, ids);
      return printed;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError(M.checkNumberTaken(given.join(", ")), 409);
    throw error;
  }
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
export async function findPaymentCompanyId(db: Knex, userId: number, paymentId: number): Promise<number> {
  const row = await db("billPayments as p")
    .join("companies as c", "c.id", "p.companyId")
    .where({ "p.id": paymentId, "c.ownerId": userId })
    .first("p.companyId");
  if (!row) throw new DomainError(M.payBillNotFound(paymentId), 404);
  return Number(row.companyId);
}

/** The checks of printable pay bills as one PDF, a page per check (the download when no printer is available), with the stub choices given over the saved layout. */
export async function printableChecksPdf(
  db: Knex,
  companyId: number,
  ids: readonly number[],
  today: string,
  choices: Partial<CheckPdfOptions> = {},
): Promise<Uint8Array> {
  await printablePayBillsById(db, companyId, ids, today);
  const merged = await PDFDocument.create();
  merged.setTitle(ids.length === 1 ? "Check" : `${ids.length} checks`);
  merged.setProducer("Ledgerline");
  const now = new Date();
  merged.setCreationDate(now);
  merged.setModificationDate(now);
  for (const id of ids) {
    const one = await PDFDocument.load(await payBillCheckPdf(db, companyId, id, today, choices));
    for (const page of await merged.copyPages(one, one.getPageIndices())) merged.addPage(page);
  }
  return merged.save();
}
