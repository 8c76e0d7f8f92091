import { memberCompanyIds } from "~/modules/companies/companies.server";
import type { Knex } from "knex";
import { fromDecimal, toDecimal } from "~/lib/money";
import { PRINT_MESSAGES, printTargetKey } from "~/modules/printing/print-jobs.server";
import { PRINT_TARGET_KINDS, type PrintTarget, type PrintTargetKind } from "~/modules/printing/printers";
import { paymentViews } from "~/modules/purchases/bill-payment-views.server";
import { markCheckPrinted } from "~/modules/purchases/check-payments.server";
import { markRefundChequePrinted, refundChequeRows, refundChequesToPrint, refundCompanyIdOf } from "~/modules/sales/refund-cheques.server";
import { checkPdfAtLayout, payBillCheckPrint, refundCheckPrint, type CheckPdfOverride } from "./check-pdf.server";
import type { CheckPrint } from "./check-print";
import { isChequeMethod, vendorChequePayBillIds } from "./checks.server";
import { PRINT_CHECK_MESSAGES as M, REFUND_CHECK_MESSAGES as R } from "./messages";
import { DomainError } from "~/utils/errors";

// The kinds of checks Print Check prints, each described once (ADR 0059): a pay bill's check (its
// check written on Write Check) and a customer refund's cheque (a refund by Cheque to be printed).
// A kind says which of its checks wait to be printed, reads their state (locked, for Print and Yes,
// Done), says why one cannot be queued, what it prints, what Yes, Done writes (through the module
// that owns the row) and in whose words. Print, Yes, Done, the PDF, the print queue's renderer and
// the API run over this table, never over `kind ===`.

/** A check waiting to be printed, as the list shows it. */
export interface CheckToPrint {
  target: PrintTarget;
  /** PAY-0001, RF-0001 */
  number: string;
  /** YYYY-MM-DD */
  date: string;
  /** "1234.50" */
  amount: string;
  /** Who the check pays: the vendor or the customer */
  payee: { kind: "vendor" | "customer"; id: number; name: string };
}

/** A check as Print, Yes, Done and the PDF read it before acting on it. */
export interface CheckState {
  id: number;
  number: string;
  payee: string;
  /** Yes, Done already said it printed */
  printed: boolean;
  /** Why it cannot be sent to a printer (the queue's words), or null */
  refusal: string | null;
}

/** What Yes, Done records on a check. */
export interface PrintedMark {
  checkNumber: string;
  /** YYYY-MM-DD */
  issueDate: string;
  printerName: string;
}

interface CheckKind {
  kind: PrintTargetKind;
  /** The name of the list of these checks' ids in the services' inputs (and the screen's forms' `…Ids` fields) */
  field: "paymentIds" | "refundIds";
  /** The ones waiting to be printed, oldest first; a pay bill's of one vendor when `vendorId` is given */
  toPrint(db: Knex, companyId: number, today: string, limit: number, vendorId?: number): Promise<CheckToPrint[]>;
  /** These checks of the company in id order, their rows locked (in that order) when `lock` */
  states(db: Knex, companyId: number, ids: readonly number[], lock: boolean): Promise<CheckState[]>;
  print(db: Knex, companyId: number, id: number, today: string): Promise<CheckPrint>;
  /** Yes, Done's write, through the row's owner; false when it was already printed */
  markPrinted(trx: Knex.Transaction, companyId: number, id: number, mark: PrintedMark): Promise<boolean>;
  /** The company of a check the user owns, or null */
  companyOf(db: Knex, userId: number, id: number): Promise<number | null>;
  words: {
    /** The queue's 404 */
    noneFound: string;
    notFound: (id: number) => string;
    notPrintable: (number: string) => string;
    alreadyPrinted: (number: string) => string;
    waiting: (number: string) => string;
  };
}

const money = (value: unknown) => toDecimal(fromDecimal(value as string));

const PAY_BILL_CHECKS: CheckKind = {
  kind: "billPayment",
  field: "paymentIds",
  async toPrint(db, companyId, today, limit, vendorId) {
    const ids = await vendorChequePayBillIds(
      db,
      companyId,
      vendorId ?? null,
      { isWriteCheckDone: true, isPrintCheckDone: false },
      "asc",
      limit,
    );
    return (await paymentViews(db, companyId, ids, { today }))
      .filter((p) => isChequeMethod(p.paymentMethod) && p.status !== "Void")
      .map((p) => ({
        target: { kind: "billPayment", id: p.id },
        number: p.number,
        date: p.date,
        amount: p.total,
        payee: { kind: "vendor", id: p.vendor.id, name: p.vendor.vendorName },
      }));
  },
  async states(db, companyId, ids, lock) {
    const query = db("billPayments as p")
      .join("vendors as v", (j) => j.on("v.companyId", "p.companyId").andOn("v.id", "p.vendorId"))
      .where("p.companyId", companyId)
      .whereIn("p.id", ids)
      .orderBy("p.id")
      .select("p.id", "p.number", "p.paymentMethod", "p.status", "p.isWriteCheckDone", "p.isPrintCheckDone", "v.vendorName");
    if (lock) query.forUpdate("p");
    return (await query).map((p) => ({
      id: Number(p.id),
      number: p.number,
      payee: p.vendorName,
      printed: p.isPrintCheckDone,
      refusal: !isChequeMethod(p.paymentMethod)
        ? PRINT_MESSAGES.notCheque(p.number)
        : p.status === "Void"
          ? PRINT_MESSAGES.voided(p.number)
          : !p.isWriteCheckDone
            ? PRINT_MESSAGES.notWritten(p.number)
            : p.isPrintCheckDone
              ? PRINT_MESSAGES.printed(p.number)
              : null,
    }));
  },
  print: (db, companyId, id, today) => payBillCheckPrint(db, companyId, id, today),
  markPrinted: (trx, companyId, id, mark) => markCheckPrinted(trx, companyId, id, mark),
  async companyOf(db, userId, id) {
    const row = await db("billPayments as p")
      .join("companies as c", "c.id", "p.companyId")
      .where({ "p.id": id })
      .whereIn("c.id", memberCompanyIds(db, userId))
      .first("p.companyId");
    return row ? Number(row.companyId) : null;
  },
  words: {
    noneFound: PRINT_MESSAGES.payBillNotFound,
    notFound: M.payBillNotFound,
    notPrintable: M.notPrintable,
    alreadyPrinted: M.alreadyPrinted,
    waiting: PRINT_MESSAGES.waiting,
  },
};

const REFUND_CHECKS: CheckKind = {
  kind: "customerRefund",
  field: "refundIds",
  async toPrint(db, companyId, _today, limit, vendorId) {
    // A vendor's checks are its pay bills' only.
    if (vendorId !== undefined) return [];
    return (await refundChequesToPrint(db, companyId, limit)).map((r) => ({
      target: { kind: "customerRefund", id: r.id },
      number: r.number,
      date: r.date,
      amount: money(r.total),
      payee: { kind: "customer", id: r.customerId, name: r.customerName },
    }));
  },
  async states(db, companyId, ids, lock) {
    return (await refundChequeRows(db, companyId, ids, { lock })).map((r) => {
      const printed = r.chequeNo !== "";
      return {
        id: r.id,
        number: r.number,
        payee: r.customerName,
        printed,
        refusal: !isChequeMethod(r.paymentMethod)
          ? R.notCheque(r.number)
          : r.status === "void"
            ? R.voided(r.number)
            : printed
              ? R.printed(r.number)
              : !r.toBePrinted
                ? R.notToBePrinted(r.number)
                : null,
      };
    });
  },
  print: (db, companyId, id) => refundCheckPrint(db, companyId, id),
  markPrinted: (trx, companyId, id, mark) =>
    markRefundChequePrinted(trx, companyId, id, { chequeNo: mark.checkNumber, printerName: mark.printerName }),
  companyOf: refundCompanyIdOf,
  words: {
    noneFound: R.noneFound,
    notFound: R.notFound,
    notPrintable: R.notPrintable,
    alreadyPrinted: R.alreadyPrinted,
    waiting: R.waiting,
  },
};

/** Every kind, in the order a batch lists, locks and prints them: pay bills, then refunds. */
export const CHECK_KINDS: readonly CheckKind[] = [PAY_BILL_CHECKS, REFUND_CHECKS];
const BY_KIND = new Map(CHECK_KINDS.map((k) => [k.kind, k]));
if (PRINT_TARGET_KINDS.some((k) => !BY_KIND.has(k))) throw new Error("Every kind of print target needs its check kind.");

export const checkKindOf = (target: Pick<PrintTarget, "kind">): CheckKind => BY_KIND.get(target.kind)!;

/** The checks a request names, by kind: `paymentIds` (pay bills) and `refundIds` (refunds). */
export type CheckSelection = Partial<Record<CheckKind["field"], readonly number[]>>;

/** The checks a selection names, each once, pay bills first, each kind in the order given. */
export const selectedChecks = (selection: CheckSelection): PrintTarget[] =>
  CHECK_KINDS.flatMap((k) => [...new Set(selection[k.field] ?? [])].map((id) => ({ kind: k.kind, id })));

/** The selection's checks as given (repeats kept), for lists that go one per check in that order (check numbers). */
export const givenChecks = (selection: CheckSelection): PrintTarget[] =>
  CHECK_KINDS.flatMap((k) => (selection[k.field] ?? []).map((id) => ({ kind: k.kind, id })));

/** The targets of one kind among these, as ids. */
export const idsOfKind = (targets: readonly PrintTarget[], kind: PrintTargetKind) =>
  targets.filter((t) => t.kind === kind).map((t) => t.id);

/**
 * The checks of the company waiting to be printed, each kind's oldest first (at most `limit` of a
 * kind): every kind's, or one kind's; a vendor's (its pay bills') when `vendorId` is given.
 */
export async function checksToPrint(
  db: Knex,
  companyId: number,
  today: string,
  options: { limit: number; vendorId?: number; kind?: PrintTargetKind },
): Promise<CheckToPrint[]> {
  const kinds = CHECK_KINDS.filter((k) => options.kind === undefined || k.kind === options.kind);
  return (await Promise.all(kinds.map((k) => k.toPrint(db, companyId, today, options.limit, options.vendorId)))).flat();
}

/** What a check of any kind prints (the preview, the PDF). */
export const checkPrintOf = (db: Knex, companyId: number, target: PrintTarget, today: string): Promise<CheckPrint> =>
  checkKindOf(target).print(db, companyId, target.id, today);

/**
 * The state of these checks, by printTargetKey: each kind's rows read (and locked when
 * `lock`, kind by kind in CHECK_KINDS order, each in id order, so two batches never wait on each
 * other in a circle). A check not of the company is missing from the map.
 */
export async function checkStates(
  db: Knex,
  companyId: number,
  targets: readonly PrintTarget[],
  lock = false,
): Promise<Map<string, CheckState>> {
  const states = new Map<string, CheckState>();
  for (const k of CHECK_KINDS) {
    const ids = idsOfKind(targets, k.kind);
    if (!ids.length) continue;
    for (const state of await k.states(db, companyId, ids, lock)) states.set(printTargetKey({ kind: k.kind, id: state.id }), state);
  }
  return states;
}

/** The company of a check the user owns (the API's bodies name checks, not companies), or a 404. */
export async function findCheckCompanyId(db: Knex, userId: number, target: PrintTarget): Promise<number> {
  const kind = checkKindOf(target);
  const companyId = await kind.companyOf(db, userId, target.id);
  if (companyId === null) throw new DomainError(kind.words.notFound(target.id), 404);
  return companyId;
}

/** A check of any kind as a PDF, at the company's saved layout (or the one given). */
export async function checkPdf(
  db: Knex,
  companyId: number,
  target: PrintTarget,
  today: string,
  override: CheckPdfOverride = {},
): Promise<Uint8Array> {
  return checkPdfAtLayout(db, companyId, await checkPrintOf(db, companyId, target, today), override);
}
