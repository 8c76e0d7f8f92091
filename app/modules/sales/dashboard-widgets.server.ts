import type { Knex } from "knex";
import { fromDecimal, type Cents } from "~/lib/money";
import { presetRange } from "~/lib/periods";
import { findAccountsReceivableAccount } from "~/modules/accounts/system-accounts.server";
import type { CustomerWidgets } from "./dashboard-widgets";

// The dashboard's customer widgets (issue 26 item 9), read from the company's books:
// - Who Owes Me: the customers with the largest receivable (their Accounts Receivable lines, as the
//   customers list's balance), and the Accounts Receivable total, which equals the trial balance's;
// - Money Coming In: the open invoices' amount due, overdue and not yet due, and what customers
//   paid in the last 30 days (payments received and cash sales);
// - Top Customers by Sales and Top Items by Sales: this fiscal year's sales (invoices and cash sales
//   less credit memos, before tax and after discounts for customers; item rows for items).
// Void and draft documents count nowhere.

export { CUSTOMER_WIDGET_KEYS, type CustomerWidgetKey, type CustomerWidgets, type RankedRow } from "./dashboard-widgets";

const TOP = 5;
const SOLD = "d.kind IN ('invoice', 'cash_sale', 'credit_memo') AND d.status NOT IN ('draft', 'void')";
/** +1 for a sale, −1 for a credit memo. */
const SIGN = "CASE WHEN d.kind = 'credit_memo' THEN -1 ELSE 1 END";

const cents = (value: string | number | null | undefined) => fromDecimal(value ?? "0");

export async function customerWidgets(
  db: Knex,
  company: { id: number; fiscalYearStart: string },
  today: string,
  shown: readonly string[],
): Promise<CustomerWidgets> {
  const companyId = company.id;
  const widgets: CustomerWidgets = {};
  const year = presetRange("this_financial_year", today, company.fiscalYearStart)!;

  if (shown.includes("whoOwesMe")) {
    const receivable = await findAccountsReceivableAccount(db, companyId);
    const rows: { id: number; name: string; balance: string }[] = receivable
      ? await db("journalLines as l")
          .join("customers as c", (j) => j.on("c.companyId", "l.companyId").andOn("c.id", "l.customerId"))
          .where({ "l.companyId": companyId, "l.accountId": receivable })
          .groupBy("c.id", "c.customerName")
          .havingRaw("sum(l.debit - l.credit) <> 0")
          .orderByRaw("sum(l.debit - l.credit) DESC, c.id")
          .select("c.id", "c.customerName as name", db.raw("sum(l.debit - l.credit) AS balance"))
      : [];
    const total: { total: string | null } | undefined = receivable
      ? await db("journalLines").where({ companyId, accountId: receivable }).first(db.raw("sum(debit - credit) AS total"))
      : undefined;
    widgets.whoOwesMe = {
      customers: rows
        .filter((r) => cents(r.balance) > 0)
        .slice(0, TOP)
        .map((r) => ({ id: r.id, name: r.name, amount: cents(r.balance) })),
      total: cents(total?.total),
    };
  }

  if (shown.includes("moneyComingIn")) {
    const open: { overdue: string | null; notDue: string | null; count: string } = await db("salesDocuments")
      .where({ companyId, kind: "invoice", status: "open" })
      .first(
        db.raw("sum(total - amount_paid) FILTER (WHERE due_date < ?) AS overdue", [today]),
        db.raw('sum(total - amount_paid) FILTER (WHERE due_date IS NULL OR due_date >= ?) AS "notDue"', [today]),
        db.raw("count(*) AS count"),
      );
    const since = new Date(`${today}T00:00:00Z`);
    since.setUTCDate(since.getUTCDate() - 30);
    const from = since.toISOString().slice(0, 10);
    const payments: { total: string | null } = await db("customerPayments")
      .where({ companyId, status: "posted" })
      .whereBetween("payDate", [from, today])
      .first(db.raw("sum(total) AS total"));
    const cashSales: { total: string | null } = await db("salesDocuments")
      .where({ companyId, kind: "cash_sale", status: "posted" })
      .whereBetween("docDate", [from, today])
      .first(db.raw("sum(total) AS total"));
    widgets.moneyComingIn = {
      overdue: cents(open.overdue),
      notDueYet: cents(open.notDue),
      openInvoices: Number(open.count),
      receivedLast30Days: (cents(payments.total) + cents(cashSales.total)) as Cents,
    };
  }

  if (shown.includes("topCustomersBySales")) {
    const rows: { id: number; name: string; amount: string }[] = await db("salesDocuments as d")
      .join("customers as c", (j) => j.on("c.companyId", "d.companyId").andOn("c.id", "d.customerId"))
      .where("d.companyId", companyId)
      .whereRaw(SOLD)
      .whereBetween("d.docDate", [year.from, year.to])
      .groupBy("c.id", "c.customerName")
      .havingRaw(`sum(${SIGN} * (d.subtotal - d.discount_amount)) > 0`)
      .orderByRaw(`sum(${SIGN} * (d.subtotal - d.discount_amount)) DESC, c.id`)
      .limit(TOP)
      .select("c.id", "c.customerName as name", db.raw(`sum(${SIGN} * (d.subtotal - d.discount_amount)) AS amount`));
    widgets.topCustomersBySales = { ...year, customers: rows.map((r) => ({ id: r.id, name: r.name, amount: cents(r.amount) })) };
  }

  if (shown.includes("topItemsBySales")) {
    const rows: { id: number; name: string; amount: string; quantity: string }[] = await db("salesDocumentLines as l")
      .join("salesDocuments as d", (j) => j.on("d.companyId", "l.companyId").andOn("d.id", "l.documentId"))
      .join("items as i", (j) => j.on("i.companyId", "l.companyId").andOn("i.id", "l.itemId"))
      .where("l.companyId", companyId)
      .whereRaw(SOLD)
      .whereBetween("d.docDate", [year.from, year.to])
      .groupBy("i.id", "i.name")
      .havingRaw(`sum(${SIGN} * l.amount) > 0`)
      .orderByRaw(`sum(${SIGN} * l.amount) DESC, i.id`)
      .limit(TOP)
      .select("i.id", "i.name", db.raw(`sum(${SIGN} * l.amount) AS amount`), db.raw(`sum(${SIGN} * l.quantity) AS quantity`));
    widgets.topItemsBySales = {
      ...year,
      items: rows.map((r) => ({ id: r.id, name: r.name, amount: cents(r.amount), quantity: String(Number(r.quantity)) })),
    };
  }
  return widgets;
}
