import { memberCompanyIds } from "~/modules/companies/companies.server";
import type { Knex } from "knex";
import { fromDecimal, toDecimal } from "~/lib/money";
import { CHEQUE, creditLabel } from "./customer-payments";

// A refund by cheque as the checks module prints it (ADR 0059): customer_refunds is this module's
// table, so Print Check reads its refunds here and marks one printed through markRefundChequePrinted,
// inside its own transaction. Which refund has a cheque to print, and the check number it gets, are
// the checks module's rules (app/modules/checks/refund-checks.server.ts).

export interface RefundChequeRow {
  id: number;
  /** RF-0001 */
  number: string;
  customerId: number;
  customerName: string;
  /** YYYY-MM-DD */
  date: string;
  paymentMethod: string;
  /** Still to print */
  toBePrinted: boolean;
  /** The printed cheque's number; "" until then */
  chequeNo: string;
  status: "posted" | "void";
  /** "1234.50" */
  total: string;
  memo: string;
}

function refundRows(db: Knex, companyId: number) {
  return db("customerRefunds as r")
    .join("customers as c", (j) => j.on("c.companyId", "r.companyId").andOn("c.id", "r.customerId"))
    .where("r.companyId", companyId)
    .select(
      "r.id",
      "r.number",
      "r.customerId",
      "c.customerName",
      "r.refundDate",
      "r.paymentMethod",
      "r.toBePrinted",
      "r.chequeNo",
      "r.status",
      "r.total",
      "r.memo",
    );
}

const toRow = (r: Record<string, unknown>): RefundChequeRow => ({
  id: Number(r.id),
  number: String(r.number),
  customerId: Number(r.customerId),
  customerName: String(r.customerName),
  date: String(r.refundDate),
  paymentMethod: String(r.paymentMethod),
  toBePrinted: Boolean(r.toBePrinted),
  chequeNo: String(r.chequeNo ?? ""),
  status: r.status as RefundChequeRow["status"],
  total: toDecimal(fromDecimal(r.total as string)),
  memo: String(r.memo ?? ""),
});

/** The company's refunds by Cheque still to print, not void, oldest first (at most `limit`). */
export async function refundChequesToPrint(db: Knex, companyId: number, limit: number): Promise<RefundChequeRow[]> {
  const rows = await refundRows(db, companyId)
    .where({ "r.paymentMethod": CHEQUE, "r.toBePrinted": true, "r.chequeNo": "", "r.status": "posted" })
    .orderBy([
      { column: "r.refundDate", order: "asc" },
      { column: "r.id", order: "asc" },
    ])
    .limit(limit);
  return rows.map(toRow);
}

/**
 * These refunds of the company (any of them: the caller decides which are printable), in id order;
 * in a transaction with `lock`, their rows locked FOR UPDATE in that order (Yes, Done and Print
 * lock them as Pay Bill locks its rows).
 */
export async function refundChequeRows(
  db: Knex,
  companyId: number,
  ids: readonly number[],
  options: { lock?: boolean } = {},
): Promise<RefundChequeRow[]> {
  if (ids.length === 0) return [];
  const query = refundRows(db, companyId).whereIn("r.id", ids).orderBy("r.id");
  if (options.lock) query.forUpdate("r");
  return (await query).map(toRow);
}

export interface RefundChequeDetails extends RefundChequeRow {
  customerPhone: string;
  /** The customer's billing address (else its first), or null */
  address: { address1: string; address2: string; city: string; state: string; postalCode: string } | null;
  /** The credits it paid back, as the cheque's stub lists them */
  credits: {
    /** "Credit memo CM-0001", "Prepayment PP-0001" */
    label: string;
    number: string;
    /** YYYY-MM-DD */
    date: string;
    /** The credit's whole amount, "500.00" */
    creditTotal: string;
    /** What this refund paid back of it, "120.00" */
    amount: string;
  }[];
}

/** One refund with its customer's phone and address and the credits it paid back; null when not the company's. */
export async function refundChequeDetails(db: Knex, companyId: number, id: number): Promise<RefundChequeDetails | null> {
  const [row] = await refundChequeRows(db, companyId, [id]);
  if (!row) return null;
  const [customer, addresses, sources] = await Promise.all([
    db("customers").where({ companyId, id: row.customerId }).first("phone"),
    db("customerAddresses")
      .where({ companyId, customerId: row.customerId })
      .orderBy("id")
      .select("type", "address1", "address2", "city", "state", "postalCode"),
    db("customerRefundSources as s")
      .leftJoin("salesDocuments as d", (j) => j.on("d.companyId", "s.companyId").andOn("d.id", "s.creditMemoId"))
      .leftJoin("customerPayments as p", (j) => j.on("p.companyId", "s.companyId").andOn("p.id", "s.sourcePaymentId"))
      .where({ "s.companyId": companyId, "s.refundId": id })
      .orderBy("s.id")
      .select(
        "s.amount",
        "s.creditMemoId",
        "d.number as memoNumber",
        "d.docDate",
        "d.total as memoTotal",
        "p.number as paymentNumber",
        "p.kind as paymentKind",
        "p.payDate",
        "p.total as paymentTotal",
        "p.applied",
      ),
  ]);
  const address = addresses.find((a) => a.type === "Billing") ?? addresses[0] ?? null;
  const money = (v: unknown) => toDecimal(fromDecimal(v as string));
  return {
    ...row,
    customerPhone: String(customer?.phone ?? ""),
    address: address
      ? { address1: address.address1, address2: address.address2, city: address.city, state: address.state, postalCode: address.postalCode }
      : null,
    credits: sources.map((s) =>
      s.creditMemoId !== null
        ? {
            label: creditLabel({ source: "credit_memo", number: s.memoNumber }),
            number: String(s.memoNumber),
            date: String(s.docDate),
            creditTotal: money(s.memoTotal),
            amount: money(s.amount),
          }
        : {
            label: creditLabel({ source: "payment", number: s.paymentNumber, kind: s.paymentKind }),
            number: String(s.paymentNumber),
            date: String(s.payDate),
            // A payment's credit is what it left unapplied.
            creditTotal: toDecimal(fromDecimal(s.paymentTotal) - fromDecimal(s.applied)),
            amount: money(s.amount),
          },
    ),
  };
}

/** Yes, Done: the refund's cheque is printed with its number (no longer to be printed); false when it already was. */
export async function markRefundChequePrinted(
  trx: Knex.Transaction,
  companyId: number,
  id: number,
  cheque: { chequeNo: string; printerName: string },
): Promise<boolean> {
  const marked = await trx("customerRefunds")
    .where({ companyId, id, chequeNo: "", toBePrinted: true })
    .update({
      chequeNo: cheque.chequeNo,
      toBePrinted: false,
      printedAt: trx.fn.now(),
      printerName: cheque.printerName,
      version: trx.raw("version + 1"),
      updatedAt: trx.fn.now(),
    });
  return marked === 1;
}

/** The company of a refund of a company the user is a member of, or null. */
export async function refundCompanyIdOf(db: Knex, userId: number, id: number): Promise<number | null> {
  const row = await db("customerRefunds").where({ id }).whereIn("companyId", memberCompanyIds(db, userId)).first("companyId");
  return row ? Number(row.companyId) : null;
}
