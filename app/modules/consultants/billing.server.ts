import type { Knex } from "knex";
import { formatUsDate } from "~/lib/dates";
import { formatMoney, fromDecimal, sumCents, toDecimal, type Cents } from "~/lib/money";
import type { ListResult } from "~/lib/pagination";
import { valueOf } from "~/lib/quantity";
import type { CompanyContext } from "~/modules/companies/companies.server";
import { createSalesDocument, invoiceStatusLabel } from "~/modules/sales/documents.server";
import { invoiceSchema } from "~/modules/sales/kinds/invoice.schema";
import { DomainError } from "~/utils/errors";
import { BILLING_MESSAGES as B, hoursText, hundredthsOf } from "./constants";
import { BILLED_SQL } from "./timesheets.server";
import type { InvoiceFromTimesheetsInput } from "./schema";

// Invoices made from timesheets (ADR 0079): a period's approved, unbilled hours become one sales
// invoice per customer, a row per placement (its hours × its bill rate, as its service item, so
// the invoice posts Dr Accounts Receivable, Cr the item's income account, and sales tax as any
// invoice does), saved and posted by the sales module in the same transaction that marks the
// hours with the invoice. Voiding the invoice (the sales module's void) releases the hours: an
// entry is billed only while its invoice is not void.

/** Hundredths of an hour as the sales row's quantity (ten-thousandths). */
const unitsOf = (hundredths: number) => hundredths * 100;

interface Unbilled {
  id: number;
  placementId: number;
  customerId: number;
  customerName: string;
  itemId: number;
  consultantName: string;
  rate: string;
  hours: string;
}

/** The approved, unbilled entries of the period (of one customer), locked for the invoicing. */
async function lockUnbilled(trx: Knex.Transaction, companyId: number, input: InvoiceFromTimesheetsInput): Promise<Unbilled[]> {
  const query = trx("timesheetEntries as e")
    .join("timesheets as t", (j) => j.on("t.companyId", "e.companyId").andOn("t.id", "e.timesheetId"))
    .join("consultantPlacements as p", (j) => j.on("p.companyId", "e.companyId").andOn("p.id", "e.placementId"))
    .join("consultants as c", (j) => j.on("c.companyId", "p.companyId").andOn("c.id", "p.consultantId"))
    .join("customers as cu", (j) => j.on("cu.companyId", "p.companyId").andOn("cu.id", "p.customerId"))
    .where({ "e.companyId": companyId, "t.status": "approved" })
    .whereBetween("e.workDate", [input.from!, input.to!])
    .whereRaw(`NOT ${BILLED_SQL}`)
    .select(
      "e.id",
      "e.placementId",
      "p.customerId",
      "cu.customerName",
      "p.itemId",
      "c.consultantName",
      trx.raw("COALESCE(p.bill_rate, c.bill_rate) AS rate"),
      "e.hours",
    )
    .orderBy([{ column: "cu.customerName" }, { column: "c.consultantName" }, { column: "e.placementId" }, { column: "e.id" }])
    .forUpdate("e");
  if (input.customerId !== null) query.where("p.customerId", input.customerId);
  return (await query) as Unbilled[];
}

export interface CreatedInvoice {
  id: number;
  number: string;
  customerName: string;
  hours: string;
  total: string;
}

/**
 * Invoice the period's approved, unbilled hours: one invoice per customer (or for the one given),
 * a row per placement. All or nothing: one invoice refused (an inactive item, say) creates none.
 */
export async function invoiceTimesheets(
  db: Knex,
  ctx: CompanyContext,
  input: InvoiceFromTimesheetsInput,
): Promise<{ invoices: CreatedInvoice[]; message: string }> {
  return db.transaction(async (trx) => {
    const entries = await lockUnbilled(trx, ctx.companyId, input);
    if (!entries.length) throw new DomainError(B.nothingToInvoice, 400);
    const byCustomer = new Map<number, Unbilled[]>();
    for (const e of entries) byCustomer.set(e.customerId, [...(byCustomer.get(e.customerId) ?? []), e]);
    const invoices: CreatedInvoice[] = [];
    const period = `${formatUsDate(input.from)} – ${formatUsDate(input.to)}`;
    for (const [customerId, own] of byCustomer) {
      const byPlacement = new Map<number, Unbilled[]>();
      for (const e of own) byPlacement.set(e.placementId, [...(byPlacement.get(e.placementId) ?? []), e]);
      const rows = [...byPlacement.values()].map((list) => {
        const hours = list.reduce((sum, e) => sum + hundredthsOf(e.hours), 0);
        return {
          itemId: list[0].itemId,
          itemType: "service",
          description: `${list[0].consultantName} — ${hoursText(hours)} hours, ${period}`,
          quantity: hoursText(hours),
          unitPrice: list[0].rate,
        };
      });
      const saved = await createSalesDocument(
        trx,
        ctx,
        "invoice",
        invoiceSchema.parse({
          customerId,
          date: input.date ?? ctx.today,
          taxRateId: input.taxRateId,
          memo: `Timesheets ${period}`,
          itemRecords: rows,
          status: "open",
        }),
      );
      await trx("timesheetEntries")
        .where({ companyId: ctx.companyId })
        .whereIn(
          "id",
          own.map((e) => e.id),
        )
        .update({ invoiceId: saved.id });
      invoices.push({
        id: saved.id,
        number: saved.number,
        customerName: own[0].customerName,
        hours: hoursText(own.reduce((sum, e) => sum + hundredthsOf(e.hours), 0)),
        total: saved.total,
      });
    }
    return { invoices, message: B.created(invoices.length) };
  });
}

export interface TimesheetInvoiceRow {
  id: number;
  number: string;
  date: string;
  customerName: string;
  status: string;
  hours: string;
  total: string;
  amountDue: string;
}

/** Sales invoices made from timesheets: those some entry names. */
function timesheetInvoices(db: Knex, companyId: number, filter: { customerId?: number | null }) {
  const hours = db("timesheetEntries")
    .where({ companyId })
    .whereNotNull("invoiceId")
    .groupBy("invoiceId")
    .select("invoiceId", db.raw("sum(hours) AS hours"));
  const query = db("salesDocuments as d")
    .join(hours.as("h"), "h.invoiceId", "d.id")
    .join("customers as cu", (j) => j.on("cu.companyId", "d.companyId").andOn("cu.id", "d.customerId"))
    .where("d.companyId", companyId);
  if (filter.customerId) query.where("d.customerId", filter.customerId);
  return query;
}

/** The Invoice List: invoices made from timesheets, newest first, with their hours, status and what is due. */
export async function listTimesheetInvoices(
  db: Knex,
  companyId: number,
  filter: { customerId?: number | null; page: number; perPage: number },
  today: string,
): Promise<ListResult<TimesheetInvoiceRow>> {
  const base = timesheetInvoices(db, companyId, filter);
  const [{ count }] = await base.clone().count({ count: "*" });
  const rows = await base
    .select("d.id", "d.number", "d.docDate", "d.dueDate", "d.status", "d.total", "d.amountPaid", "cu.customerName", "h.hours")
    .orderBy([
      { column: "d.docDate", order: "desc" },
      { column: "d.id", order: "desc" },
    ])
    .limit(filter.perPage)
    .offset((filter.page - 1) * filter.perPage);
  return {
    items: rows.map((r: Record<string, string & number>) => ({
      id: r.id,
      number: r.number,
      date: r.docDate,
      customerName: r.customerName,
      status: invoiceStatusLabel({ status: r.status as never, dueDate: r.dueDate, amountPaid: r.amountPaid }, today),
      hours: hoursText(hundredthsOf(r.hours)),
      total: toDecimal(fromDecimal(r.total)),
      amountDue: toDecimal(r.status === "void" ? 0 : fromDecimal(r.total) - fromDecimal(r.amountPaid)),
    })),
    total: Number(count),
    page: filter.page,
    perPage: filter.perPage,
  };
}

export interface TimesheetPaymentRow {
  paymentId: number;
  number: string;
  date: string;
  customerName: string;
  invoiceId: number;
  invoiceNumber: string;
  amount: string;
  status: string;
}

/** Received Payments: the customer payments applied to invoices made from timesheets, newest first. */
export async function listTimesheetPayments(
  db: Knex,
  companyId: number,
  filter: { customerId?: number | null; page: number; perPage: number },
): Promise<ListResult<TimesheetPaymentRow> & { totalAmount: string }> {
  const base = db("customerPaymentApplications as a")
    .join("customerPayments as pay", (j) => j.on("pay.companyId", "a.companyId").andOn("pay.id", "a.paymentId"))
    .join(timesheetInvoices(db, companyId, filter).select("d.id", "d.number", "cu.customerName").as("inv"), "inv.id", "a.invoiceId")
    .where("a.companyId", companyId);
  const [{ count, amount }] = await base
    .clone()
    .select(db.raw("count(*) AS count"), db.raw("COALESCE(sum(a.amount) FILTER (WHERE pay.status <> 'void'), 0) AS amount"));
  const rows = await base
    .select(
      "pay.id as paymentId",
      "pay.number",
      "pay.payDate",
      "inv.customerName",
      "a.invoiceId",
      "inv.number as invoiceNumber",
      "a.amount",
      "pay.status",
    )
    .orderBy([
      { column: "pay.payDate", order: "desc" },
      { column: "pay.id", order: "desc" },
    ])
    .limit(filter.perPage)
    .offset((filter.page - 1) * filter.perPage);
  return {
    items: rows.map((r: Record<string, string & number>) => ({
      paymentId: r.paymentId,
      number: r.number,
      date: r.payDate,
      customerName: r.customerName,
      invoiceId: r.invoiceId,
      invoiceNumber: r.invoiceNumber,
      amount: toDecimal(fromDecimal(r.amount)),
      status: r.status === "void" ? "Void" : "Posted",
    })),
    total: Number(count),
    page: filter.page,
    perPage: filter.perPage,
    totalAmount: toDecimal(fromDecimal(amount as string)),
  };
}

export interface CenterWeek {
  weekStart: string;
  hours: string;
  unbilledHours: string;
  billedHours: string;
  billAmount: string;
  payAmount: string;
  margin: string;
}

export interface ConsultantCenter {
  weeks: CenterWeek[];
  totals: Omit<CenterWeek, "weekStart"> & { unbilledAmount: string; billedAmount: string };
}

/**
 * The Consultant Center's figures for one consultant over a period: approved hours by week, what
 * is unbilled and billed (hours and amounts at the placements' bill rates) and the gross margin
 * (bill amount − pay rate × hours).
 */
export async function consultantCenter(
  db: Knex,
  companyId: number,
  consultantId: number,
  period: { from: string; to: string },
): Promise<ConsultantCenter> {
  const rows: { weekStart: string; hours: string; billed: boolean; rate: string; payRate: string }[] = await db("timesheetEntries as e")
    .join("timesheets as t", (j) => j.on("t.companyId", "e.companyId").andOn("t.id", "e.timesheetId"))
    .join("consultantPlacements as p", (j) => j.on("p.companyId", "e.companyId").andOn("p.id", "e.placementId"))
    .join("consultants as c", (j) => j.on("c.companyId", "p.companyId").andOn("c.id", "p.consultantId"))
    .where({ "e.companyId": companyId, "t.consultantId": consultantId, "t.status": "approved" })
    .whereBetween("e.workDate", [period.from, period.to])
    .select("t.weekStart", "e.hours", db.raw(`${BILLED_SQL} AS billed`), db.raw("COALESCE(p.bill_rate, c.bill_rate) AS rate"), "c.payRate")
    .orderBy("t.weekStart", "desc");
  type Sums = { hours: number; unbilled: number; billed: number; bill: Cents; pay: Cents; unbilledAmount: Cents; billedAmount: Cents };
  const empty = (): Sums => ({
    hours: 0,
    unbilled: 0,
    billed: 0,
    bill: 0 as Cents,
    pay: 0 as Cents,
    unbilledAmount: 0 as Cents,
    billedAmount: 0 as Cents,
  });
  const weeks = new Map<string, Sums>();
  const all = empty();
  for (const r of rows) {
    const hundredths = hundredthsOf(r.hours);
    const bill = valueOf(hundredths * 100, fromDecimal(r.rate));
    const pay = valueOf(hundredths * 100, fromDecimal(r.payRate));
    for (const sums of [weeks.get(r.weekStart) ?? weeks.set(r.weekStart, empty()).get(r.weekStart)!, all]) {
      sums.hours += hundredths;
      sums.bill = sumCents([sums.bill, bill]);
      sums.pay = sumCents([sums.pay, pay]);
      if (r.billed) {
        sums.billed += hundredths;
        sums.billedAmount = sumCents([sums.billedAmount, bill]);
      } else {
        sums.unbilled += hundredths;
        sums.unbilledAmount = sumCents([sums.unbilledAmount, bill]);
      }
    }
  }
  const shown = (s: Sums) => ({
    hours: hoursText(s.hours),
    unbilledHours: hoursText(s.unbilled),
    billedHours: hoursText(s.billed),
    billAmount: toDecimal(s.bill),
    payAmount: toDecimal(s.pay),
    margin: toDecimal(s.bill - s.pay),
  });
  return {
    weeks: [...weeks].map(([weekStart, s]) => ({ weekStart, ...shown(s) })),
    totals: { ...shown(all), unbilledAmount: toDecimal(all.unbilledAmount), billedAmount: toDecimal(all.billedAmount) },
  };
}

export const moneyText = (decimal: string) => formatMoney(fromDecimal(decimal));
export { unitsOf };
