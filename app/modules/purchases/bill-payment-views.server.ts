import type { Knex } from "knex";
import { fromDecimal, toDecimal } from "~/lib/money";
import { billStatusLabel } from "./documents.server";
import type { DocumentStatus } from "./schema";

// Bill payments as the API gives them (the spec's "pay bill" and "pay bill record"): the payment
// with its vendor and paying account, and — when asked — what it paid of each bill, with the bill as
// it stands now (its remaining amount and status). Two set-based queries whatever the number of
// payments: the payments, then the records of all of them with their bills.

export interface PaymentBillView {
  id: number;
  /** The bill's number, BILL-0001 */
  billNo: string;
  date: string;
  dueDate: string | null;
  total: string;
  amountPaid: string;
  /** What is still due on the bill now */
  remainingAmount: string;
  /** Draft, Open, Overdue, Paid, Void */
  status: string;
  comments: string;
  /** The bill's comments (the spec's client reads both) */
  memo: string;
}

export interface PaymentRecordView {
  id: number;
  billId: number;
  /** Money this payment paid on the bill */
  amountPaid: string;
  /** Vendor credit this payment applied to the bill */
  creditApplied: string;
  bill: PaymentBillView;
}

export interface PaymentView {
  id: number;
  /** The payment's number, PAY-0001 (the spec's `no`) */
  no: string;
  number: string;
  date: string;
  /** When it went out (a cheque: when printed); null while Not issued */
  issueDate: string | null;
  /** The money paid */
  total: string;
  creditsApplied: string;
  /** The vendor's primary contact */
  contactName: string;
  phone: string;
  comments: string;
  paymentMethod: string;
  /** Not issued, Issued, Void */
  status: string;
  vendorId: number;
  vendor: { id: number; vendorId: string; vendorName: string; name: string };
  payFromAccount: { id: number; accountNumber: string; accountName: string; accountType: string };
  isWriteCheckDone: boolean;
  isPrintCheckDone: boolean;
  journalEntryId: number | null;
  records?: PaymentRecordView[];
}

type Row = Record<string, unknown>;
const money = (value: unknown) => toDecimal(fromDecimal(value as string | null));

function paymentsQuery(db: Knex, companyId: number) {
  return db("billPayments as p")
    .join("vendors as v", (j) => j.on("v.companyId", "p.companyId").andOn("v.id", "p.vendorId"))
    .join("companyAccounts as a", (j) => j.on("a.companyId", "p.companyId").andOn("a.id", "p.payFromAccountId"))
    .leftJoin("vendorContacts as c", (j) => j.on("c.companyId", "v.companyId").andOn("c.vendorId", "v.id").andOnVal("c.isPrimary", true))
    .where("p.companyId", companyId)
    .select(
      "p.id",
      "p.number",
      "p.payDate",
      "p.issueDate",
      "p.total",
      "p.creditsApplied",
      "p.comments",
      "p.paymentMethod",
      "p.status",
      "p.vendorId",
      "v.vendorId as vendorCode",
      "v.vendorName",
      "v.phone",
      "c.name as contactName",
      "a.id as accountId",
      "a.accountNumber",
      "a.accountName",
      "a.accountType",
      "p.isWriteCheckDone",
      "p.isPrintCheckDone",
      "p.journalEntryId",
    );
}

function toView(r: Row): PaymentView {
  return {
    id: Number(r.id),
    no: String(r.number),
    number: String(r.number),
    date: String(r.payDate),
    issueDate: (r.issueDate as string | null) ?? null,
    total: money(r.total),
    creditsApplied: money(r.creditsApplied),
    contactName: String(r.contactName ?? ""),
    phone: String(r.phone ?? ""),
    comments: String(r.comments ?? ""),
    paymentMethod: String(r.paymentMethod),
    status: String(r.status),
    vendorId: Number(r.vendorId),
    vendor: { id: Number(r.vendorId), vendorId: String(r.vendorCode), vendorName: String(r.vendorName), name: String(r.vendorName) },
    payFromAccount: {
      id: Number(r.accountId),
      accountNumber: String(r.accountNumber),
      accountName: String(r.accountName),
      accountType: String(r.accountType),
    },
    isWriteCheckDone: Boolean(r.isWriteCheckDone),
    isPrintCheckDone: Boolean(r.isPrintCheckDone),
    journalEntryId: r.journalEntryId === null || r.journalEntryId === undefined ? null : Number(r.journalEntryId),
  };
}

/** The records of these payments with their bills, by payment, in bill number order. */
async function recordsOf(db: Knex, companyId: number, paymentIds: number[], today: string): Promise<Map<number, PaymentRecordView[]>> {
  const byPayment = new Map<number, PaymentRecordView[]>(paymentIds.map((id) => [id, []]));
  if (!paymentIds.length) return byPayment;
  const rows: Row[] = await db("billPaymentRecords as r")
    .join("purchaseDocuments as d", (j) => j.on("d.companyId", "r.companyId").andOn("d.id", "r.billId"))
    .where("r.companyId", companyId)
    .whereIn("r.paymentId", paymentIds)
    .orderBy(["r.paymentId", "d.docDate", "d.id"])
    .select(
      "r.id",
      "r.paymentId",
      "r.billId",
      "r.amountPaid",
      "r.creditApplied",
      "d.number",
      "d.docDate",
      "d.dueDate",
      "d.total",
      "d.amountPaid as billPaid",
      "d.status",
      "d.comments",
    );
  for (const r of rows) {
    const total = fromDecimal(r.total as string);
    const paid = fromDecimal(r.billPaid as string);
    const dueDate = (r.dueDate as string | null) ?? null;
    byPayment.get(Number(r.paymentId))?.push({
      id: Number(r.id),
      billId: Number(r.billId),
      amountPaid: money(r.amountPaid),
      creditApplied: money(r.creditApplied),
      bill: {
        id: Number(r.billId),
        billNo: String(r.number),
        date: String(r.docDate),
        dueDate,
        total: toDecimal(total),
        amountPaid: toDecimal(paid),
        remainingAmount: toDecimal(total - paid),
        status: billStatusLabel({ status: r.status as DocumentStatus, dueDate }, today),
        comments: String(r.comments ?? ""),
        memo: String(r.comments ?? ""),
      },
    });
  }
  return byPayment;
}

async function withRecords(db: Knex, companyId: number, views: PaymentView[], today: string, includeRecords: boolean) {
  if (!includeRecords) return views;
  const records = await recordsOf(
    db,
    companyId,
    views.map((v) => v.id),
    today,
  );
  return views.map((v) => ({ ...v, records: records.get(v.id) ?? [] }));
}

/** A vendor's payments, newest first; with `includeRecords`, each with the bills it paid. */
export async function vendorPayments(
  db: Knex,
  companyId: number,
  vendorId: number,
  options: { today: string; includeRecords?: boolean },
): Promise<PaymentView[]> {
  const rows: Row[] = await paymentsQuery(db, companyId)
    .where("p.vendorId", vendorId)
    .orderBy([
      { column: "p.payDate", order: "desc" },
      { column: "p.id", order: "desc" },
    ]);
  return withRecords(db, companyId, rows.map(toView), options.today, options.includeRecords ?? false);
}

/** These payments of the company, in the order of `ids`; with `includeRecords`, each with the bills it paid. */
export async function paymentViews(
  db: Knex,
  companyId: number,
  ids: readonly number[],
  options: { today: string; includeRecords?: boolean },
): Promise<PaymentView[]> {
  if (!ids.length) return [];
  const rows: Row[] = await paymentsQuery(db, companyId).whereIn("p.id", [...ids]);
  const byId = new Map(rows.map((r) => [Number(r.id), toView(r)]));
  const views = ids.map((id) => byId.get(id)).filter((v): v is PaymentView => v !== undefined);
  return withRecords(db, companyId, views, options.today, options.includeRecords ?? false);
}
