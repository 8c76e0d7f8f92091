import type { Knex } from "knex";
import { recordActivity } from "~/modules/activity/activity.server";
import { toCsv } from "~/lib/csv";
import { rowProblem, notImportedMessage, type CsvRow } from "~/lib/csv-import";
import { formatUsDate } from "~/lib/dates";
import { fromDecimal, readMoney, toDecimal, type Cents } from "~/lib/money";
import type { CompanyContext } from "~/modules/companies/companies.server";
import { readColumnsCsv } from "~/utils/csv-file";
import { assertDomainError, DomainError } from "~/utils/errors";
import { payBills } from "./bill-payments.server";
import { billPaymentSchema, documentDate, PURCHASE_PAYMENT_METHODS, type PaymentStatus } from "./schema";

// Bill payments as CSV, one row per bill a payment paid (and one per vendor credit it used):
// `ledgerline bill-payments export` writes these columns and `ledgerline bill-payments import` reads
// them. With `bills export`/`bills import` they carry a company's payables to another company:
// import the bills first (open), then their payments, and every bill ends paid, partly paid or open
// as it was, with Accounts Payable and the paying accounts the same.
//
// Rows with the same Payment Number are one payment. Each is saved as Pay Bill saves one (payBills:
// the same checks — a bill of another vendor, a draft, more than is due — and the same posting, Dr
// Accounts Payable, Cr the Pay From account), numbered in the company's PAY series; a payment the
// file says was Issued is issued on its date (a cheque otherwise waits for its check to be
// printed). Every row is checked first; then all the payments in ONE transaction — or none. Void
// payments are not exported: their entries were reversed.

export const BILL_PAYMENT_CSV_COLUMNS = [
  "Payment Number",
  "Vendor",
  "Pay Date",
  "Pay From",
  "Payment Method",
  "Status",
  "Memo",
  "Bill Number",
  "Amount Paid",
  "Vendor Credit",
  "Credit Applied",
] as const;
export type BillPaymentCsvColumn = (typeof BILL_PAYMENT_CSV_COLUMNS)[number];
const REQUIRED: readonly BillPaymentCsvColumn[] = ["Payment Number", "Vendor", "Pay Date", "Pay From"];
const HEADER_COLUMNS = ["Vendor", "Pay Date", "Pay From", "Payment Method", "Status", "Memo"] as const;
const MAX_REPORTED_ROWS = 100;

/** The company's bill payments (not void), oldest first, one row per bill paid and per vendor credit used. */
export async function billPaymentsCsv(db: Knex, companyId: number): Promise<string> {
  const payments: Record<string, unknown>[] = await db("billPayments as p")
    .join("vendors as v", (j) => j.on("v.companyId", "p.companyId").andOn("v.id", "p.vendorId"))
    .join("companyAccounts as a", (j) => j.on("a.companyId", "p.companyId").andOn("a.id", "p.payFromAccountId"))
    .where({ "p.companyId": companyId })
    .whereNot("p.status", "Void")
    .orderBy([{ column: "p.payDate" }, { column: "p.id" }])
    .select("p.id", "p.number", "v.vendorId as vendorCode", "p.payDate", "a.accountNumber", "p.paymentMethod", "p.status", "p.comments");
  const records: Record<string, unknown>[] = await db("billPaymentRecords as r")
    .join("purchaseDocuments as d", (j) => j.on("d.companyId", "r.companyId").andOn("d.id", "r.billId"))
    .where({ "r.companyId": companyId })
    .orderBy([{ column: "r.paymentId" }, { column: "r.id" }])
    .select("r.paymentId", "d.number", "r.amountPaid", "r.creditApplied");
  const credits: Record<string, unknown>[] = await db("vendorCreditApplications as c")
    .join("purchaseDocuments as d", (j) => j.on("d.companyId", "c.companyId").andOn("d.id", "c.creditId"))
    .where({ "c.companyId": companyId })
    .orderBy([{ column: "c.paymentId" }, { column: "c.id" }])
    .select("c.paymentId", "d.number", "c.amount");
  const byPayment = <T extends Record<string, unknown>>(rows: T[]) => {
    const map = new Map<number, T[]>();
    for (const row of rows) map.set(row.paymentId as number, [...(map.get(row.paymentId as number) ?? []), row]);
    return map;
  };
  const recordsOf = byPayment(records);
  const creditsOf = byPayment(credits);
  const money = (value: unknown) => toDecimal(fromDecimal(value as string));
  const rows = payments.flatMap((p) => {
    const header = [
      String(p.number),
      String(p.vendorCode).trim(),
      formatUsDate(p.payDate as string),
      String(p.accountNumber).trim(),
      String(p.paymentMethod),
      String(p.status),
      String(p.comments ?? ""),
    ];
    return [
      ...(recordsOf.get(p.id as number) ?? []).map((r) => [...header, String(r.number), money(r.amountPaid), "", money(r.creditApplied)]),
      ...(creditsOf.get(p.id as number) ?? []).map((c) => [...header, "", "", String(c.number), money(c.amount)]),
    ];
  });
  return toCsv([[...BILL_PAYMENT_CSV_COLUMNS], ...rows], { record_delimiter: "unix" });
}

function parseBillPaymentsCsv(text: string): CsvRow[] {
  return readColumnsCsv(text, BILL_PAYMENT_CSV_COLUMNS, REQUIRED).rows;
}

interface PlannedPayment {
  line: number;
  number: string;
  vendorId: number;
  date: string;
  payFromAccountId: number;
  paymentMethod: (typeof PURCHASE_PAYMENT_METHODS)[number];
  issued: boolean;
  comments: string;
  bills: { line: number; billId: number; number: string; amount: Cents; creditApplied: Cents }[];
  credits: { creditId: number; amount: Cents }[];
}

export interface BillPaymentImportResult {
  dryRun: boolean;
  payments: number;
  /** Money paid, "1234.50" */
  total: string;
  firstNumber: string | null;
  lastNumber: string | null;
}

export class BillPaymentImportError extends DomainError {
  constructor(
    message: string,
    readonly rows: string[],
  ) {
    super(message, 400, { rows });
    this.name = "BillPaymentImportError";
  }
}

/** Check every row against the company's vendors, accounts, bills and vendor credits; nothing is written. */
async function planImport(db: Knex, companyId: number, rows: readonly CsvRow[]) {
  const vendors: { id: number; vendorId: string }[] = await db("vendors").where({ companyId }).select("id", "vendorId");
  const accounts: { id: number; accountNumber: string }[] = await db("companyAccounts").where({ companyId }).select("id", "accountNumber");
  const documents: { id: number; number: string; kind: string; vendorId: number }[] = await db("purchaseDocuments")
    .where({ companyId })
    .whereIn("kind", ["bill", "vendor_credit"])
    .whereNot("status", "draft")
    .select("id", "number", "kind", "vendorId");
  const vendorByCode = new Map(vendors.map((v) => [v.vendorId.trim().toLowerCase(), v.id]));
  const accountByNumber = new Map(accounts.map((a) => [a.accountNumber.trim(), a.id]));
  const documentOf = new Map(documents.map((d) => [`${d.kind}:${d.vendorId}:${d.number}`, d.id]));

  const problems = new Map<number, string[]>();
  const problem = (line: number, message: string) => problems.set(line, [...(problems.get(line) ?? []), message]);
  const payments = new Map<string, PlannedPayment & { raw: Record<string, string> }>();
  const dateSchema = documentDate("Pay Date", true);
  const amount = (line: number, column: string, text: string): Cents => {
    if (!text) return 0 as Cents;
    const reading = readMoney(text);
    if (!reading.ok || reading.cents < 0) {
      problem(line, `${column} must be an amount of at least 0 with at most 2 decimals (found "${text}")`);
      return 0 as Cents;
    }
    return reading.cents;
  };

  for (const row of rows) {
    const { line } = row;
    if (row.problem) {
      problem(line, row.problem);
      continue;
    }
    const text = (column: BillPaymentCsvColumn) => (row.values[column] ?? "").trim();
    const number = text("Payment Number");
    if (!number) {
      problem(line, "Payment Number is required: it groups the rows of one payment");
      continue;
    }
    const raw = Object.fromEntries(HEADER_COLUMNS.map((c) => [c, text(c)]));
    const existing = payments.get(number);
    if (existing) {
      for (const column of HEADER_COLUMNS) {
        if (raw[column] && raw[column] !== existing.raw[column])
          problem(line, `${column} "${raw[column]}" differs from row ${existing.line} of payment ${number} ("${existing.raw[column]}")`);
      }
    }
    const payment =
      existing ??
      (() => {
        const vendorId = vendorByCode.get(raw.Vendor.toLowerCase());
        if (!vendorId) problem(line, `Vendor "${raw.Vendor}" is not a Vendor ID of this company`);
        const payFromAccountId = accountByNumber.get(raw["Pay From"]);
        if (!payFromAccountId) problem(line, `Pay From "${raw["Pay From"]}" is not an account number of this company`);
        const date = dateSchema.safeParse(raw["Pay Date"]);
        if (!date.success) problem(line, `Pay Date: ${date.error.issues[0].message}`);
        const method = raw["Payment Method"] || "Cash";
        if (!(PURCHASE_PAYMENT_METHODS as readonly string[]).includes(method))
          problem(line, `Payment Method must be one of: ${PURCHASE_PAYMENT_METHODS.join(", ")}`);
        const status = raw.Status || "Issued";
        if (!(["Issued", "Not issued"] satisfies PaymentStatus[] as string[]).includes(status))
          problem(line, `Status must be Issued or Not issued (found "${status}")`);
        const created = {
          line,
          number,
          raw,
          vendorId: vendorId ?? 0,
          date: (date.success && date.data) || "",
          payFromAccountId: payFromAccountId ?? 0,
          paymentMethod: method as PlannedPayment["paymentMethod"],
          issued: status === "Issued",
          comments: raw.Memo,
          bills: [],
          credits: [],
        };
        payments.set(number, created);
        return created;
      })();
    const billNumber = text("Bill Number");
    const creditNumber = text("Vendor Credit");
    if (billNumber && creditNumber) problem(line, "A row names a Bill Number or a Vendor Credit, not both");
    else if (billNumber) {
      const billId = documentOf.get(`bill:${payment.vendorId}:${billNumber}`);
      if (!billId) problem(line, `Bill Number "${billNumber}" is not an open or paid bill of vendor "${raw.Vendor || payment.raw.Vendor}"`);
      else
        payment.bills.push({
          line,
          billId,
          number: billNumber,
          amount: amount(line, "Amount Paid", text("Amount Paid")),
          creditApplied: amount(line, "Credit Applied", text("Credit Applied")),
        });
    } else if (creditNumber) {
      const creditId = documentOf.get(`vendor_credit:${payment.vendorId}:${creditNumber}`);
      if (!creditId)
        problem(line, `Vendor Credit "${creditNumber}" is not a vendor credit of vendor "${raw.Vendor || payment.raw.Vendor}"`);
      else payment.credits.push({ creditId, amount: amount(line, "Credit Applied", text("Credit Applied")) });
    } else problem(line, "Bill Number or Vendor Credit is required");
  }
  for (const payment of payments.values()) {
    if (!payment.bills.length && !problems.has(payment.line)) problem(payment.line, `payment ${payment.number} pays no bill`);
  }
  const badLines = [...problems.keys()].sort((a, b) => a - b);
  const errors = badLines.slice(0, MAX_REPORTED_ROWS).map((line) => rowProblem(line, problems.get(line)!));
  if (badLines.length > MAX_REPORTED_ROWS) errors.push(`… and ${badLines.length - MAX_REPORTED_ROWS} more rows with problems`);
  return { errors, badRows: badLines.length, payments: [...payments.values()] };
}

/**
 * Import bill payments from CSV text: every payment, or on any problem none (BillPaymentImportError
 * lists the rows). A dry run checks the rows and writes nothing (what Pay Bill itself refuses — more
 * than is due, say — shows only when the payments are saved, and then nothing is saved).
 */
export async function importBillPayments(
  db: Knex,
  ctx: CompanyContext,
  input: { content: string; dryRun?: boolean },
  options: { onProgress?: (progress: { done: number; total: number }) => void } = {},
): Promise<BillPaymentImportResult> {
  const rows = parseBillPaymentsCsv(input.content);
  const check = async (conn: Knex) => {
    const plan = await planImport(conn, ctx.companyId, rows);
    if (plan.badRows) throw new BillPaymentImportError(notImportedMessage(plan.badRows), plan.errors);
    if (!plan.payments.length) throw new BillPaymentImportError("The file holds no payments: nothing to import", []);
    return plan.payments;
  };
  const paid = (payments: PlannedPayment[]) => toDecimal(payments.reduce((sum, p) => sum + p.bills.reduce((s, b) => s + b.amount, 0), 0));
  if (input.dryRun) {
    const payments = await check(db);
    return { dryRun: true, payments: payments.length, total: paid(payments), firstNumber: null, lastNumber: null };
  }
  return db.transaction(async (trx) => {
    const payments = await check(trx);
    const numbers: string[] = [];
    for (const [index, payment] of payments.entries()) {
      const body = billPaymentSchema.parse({
        vendorId: payment.vendorId,
        payFromAccountId: payment.payFromAccountId,
        date: payment.date,
        paymentMethod: payment.paymentMethod,
        comments: payment.comments,
        bills: payment.bills.map((b) => ({ billId: b.billId, amount: toDecimal(b.amount), creditApplied: toDecimal(b.creditApplied) })),
        credits: payment.credits.map((c) => ({ creditId: c.creditId, amount: toDecimal(c.amount) })),
      });
      try {
        const saved = await payBills(trx, ctx, body, { logged: false });
        numbers.push(saved.number);
        if (payment.issued && saved.status !== "Issued") {
          await trx("billPayments").where({ companyId: ctx.companyId, id: saved.id }).update({ status: "Issued", issueDate: payment.date });
        }
      } catch (error) {
        assertDomainError(error);
        const messages = error.message.split("\n");
        throw new BillPaymentImportError(`Payment ${payment.number} could not be saved: nothing was imported`, [
          rowProblem(payment.line, messages),
        ]);
      }
      options.onProgress?.({ done: index + 1, total: payments.length });
    }
    const result = {
      dryRun: false,
      payments: payments.length,
      total: paid(payments),
      firstNumber: numbers[0],
      lastNumber: numbers.at(-1)!,
    };
    await recordActivity(trx, ctx, {
      activity: "imported",
      recordType: "bill_payment",
      name: `${result.firstNumber} – ${result.lastNumber}`,
      amount: result.total,
      detail: `${result.payments} bill ${result.payments === 1 ? "payment" : "payments"} from CSV`,
    });
    return result;
  });
}
