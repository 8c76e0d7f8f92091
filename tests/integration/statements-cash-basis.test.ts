// The Profit and Loss on cash basis, for documents through Accounts Receivable and Payable: an
// invoice's income counts as its payments come in, in proportion, on each payment's date; a bill's
// expense as it is paid; an expense paid at once counts on its date. Accrual basis counts every
// document on its date. Computed by hand.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../../app/modules/accounts/accounts.server";
import { accountCreateSchema } from "../../app/modules/accounts/schema";
import type { CompanyContext } from "../../app/modules/companies/companies.server";
import { customerCreateSchema } from "../../app/modules/customers/schema";
import { customerService } from "../../app/modules/customers/customers.server";
import { payBills } from "../../app/modules/purchases/bill-payments.server";
import { billPaymentSchema } from "../../app/modules/purchases/schema";
import { generalLedger } from "../../app/modules/reports/general-ledger.server";
import { incomeByCustomer } from "../../app/modules/reports/sales-reports.server";
import { balanceSheet, cashFlow, profitAndLoss, type ProfitAndLossQuery } from "../../app/modules/reports/statements.server";
import { receivePaymentSchema } from "../../app/modules/sales/customer-payment-schema";
import { createSalesDocument, type SalesDocumentInput } from "../../app/modules/sales/documents.server";
import { SALES_KIND } from "../../app/modules/sales/kinds";
import { receivePayment } from "../../app/modules/sales/receive-payment.server";
import { vendorCreateSchema } from "../../app/modules/vendors/schema";
import { createVendor } from "../../app/modules/vendors/vendors.server";
import { CHECKING } from "../support/accounts";
import { startTestApp, type TestApp } from "../support/app";
import { makeAccounts, ownerAndCompany, saveBill } from "../support/books";

let app: TestApp;
let ctx: CompanyContext;

beforeAll(async () => {
  app = await startTestApp();
  ({ ctx } = await ownerAndCompany(app.db));
});
afterAll(() => app.cleanup());

const month = (m: string, basis: "accrual" | "cash"): ProfitAndLossQuery => ({
  from: `2026-${m}-01`,
  to: `2026-${m}-${m === "02" ? "28" : m === "04" ? "30" : "31"}`,
  columns: "total",
  compare: "none",
  basis,
});

let books: { bank: number; sales: number; rent: number; invoice: number; bill: number };

describe("Profit and Loss on cash basis", () => {
  it("counts an invoice as it is paid and a bill as it is paid, in proportion", async () => {
    const bank = (
      await createAccount(app.db, ctx, accountCreateSchema.parse({ ...CHECKING, openingBalance: "10000.00", asOf: "01/01/2026" }))
    ).id;
    const ids = await makeAccounts(app.db, ctx, { sales: ["Income", "4000", "Sales"], rent: ["Expense", "6100", "Rent"] });
    const customer = (await customerService.create(app.db, ctx, customerCreateSchema.parse({ customerId: "ACME", customerName: "Acme" })))
      .id;
    const vendor = (await createVendor(app.db, ctx, vendorCreateSchema.parse({ vendorId: "LL", vendorName: "Landlord" }))).id;
    // January: an invoice of 1,000.00 and a rent bill of 800.00, neither paid.
    const invoice = await createSalesDocument(
      app.db,
      ctx,
      "invoice",
      SALES_KIND.invoice.schema.parse({
        customerId: customer,
        date: "2026-01-10",
        accountRecords: [{ accountId: ids.sales, amount: "1000.00" }],
      }) as SalesDocumentInput,
    );
    const bill = await saveBill(app.db, ctx, { vendorId: vendor, accountId: ids.rent, amount: "800.00", date: "2026-01-15" });
    // February: 400.00 of the invoice received, 200.00 of the bill paid. March: 600.00 received.
    const receive = (date: string, amount: string) =>
      receivePayment(
        app.db,
        ctx,
        receivePaymentSchema.parse({
          customerId: customer,
          depositToAccountId: bank,
          date,
          amount,
          paymentMethod: "Cheque",
          invoices: [{ invoiceId: invoice.id, amount }],
        }),
      );
    await receive("2026-02-05", "400.00");
    await payBills(
      app.db,
      ctx,
      billPaymentSchema.parse({
        payFromAccountId: bank,
        paymentMethod: "Online Banking",
        vendorId: vendor,
        date: "2026-02-20",
        bills: [{ billId: bill.id, amount: "200.00" }],
      }),
    );
    await receive("2026-03-05", "600.00");
    // April: an invoice of three rows of 1.00, a third of it paid (each row's share rounds to 0.33).
    const thirds = await createSalesDocument(
      app.db,
      ctx,
      "invoice",
      SALES_KIND.invoice.schema.parse({
        customerId: customer,
        date: "2026-04-02",
        accountRecords: [1, 2, 3].map(() => ({ accountId: ids.sales, amount: "1.00" })),
      }) as SalesDocumentInput,
    );
    await receivePayment(
      app.db,
      ctx,
      receivePaymentSchema.parse({
        customerId: customer,
        depositToAccountId: bank,
        date: "2026-04-09",
        amount: "1.00",
        paymentMethod: "Cash",
        invoices: [{ invoiceId: thirds.id, amount: "1.00" }],
      }),
    );
    books = { bank, sales: ids.sales, rent: ids.rent, invoice: invoice.id, bill: bill.id };

    const net = async (m: string, basis: "accrual" | "cash") => {
      const { statement, netIncome } = await profitAndLoss(app.db, ctx.companyId, month(m, basis), "January");
      const cells = (label: string) => statement.rows.find((r) => r.label === label)?.cells[0] ?? 0;
      return [cells("4000 · Sales"), cells("6100 · Rent"), netIncome];
    };
    expect(await net("01", "accrual")).toEqual([100000, 80000, 20000]);
    expect(await net("02", "accrual")).toEqual([0, 0, 0]);
    expect(await net("01", "cash")).toEqual([0, 0, 0]);
    expect(await net("02", "cash")).toEqual([40000, 20000, 20000]);
    expect(await net("03", "cash")).toEqual([60000, 0, 60000]);
  });

  it("a cash-basis Balance Sheet balances and holds no A/R or A/P for documents; the accrual one holds what is unpaid", async () => {
    for (const asOf of ["2026-01-31", "2026-02-28", "2026-03-31", "2026-04-30"]) {
      const cash = await balanceSheet(app.db, ctx.companyId, asOf, "January", "cash");
      const accrual = await balanceSheet(app.db, ctx.companyId, asOf, "January", "accrual");
      expect(cash.totals.assets).toBe(cash.totals.liabilities + cash.totals.equity);
      expect(accrual.totals.assets).toBe(accrual.totals.liabilities + accrual.totals.equity);
      const labels = cash.statement.rows.map((r) => r.label);
      expect(labels.some((l) => /Accounts (Receivable|Payable)/.test(l))).toBe(false);
      expect(cash.statement.period).toBe(`As of ${asOf.slice(5, 7)}/${asOf.slice(8)}/2026 · Cash basis`);
    }
    // February on accrual: 600.00 receivable, 600.00 payable; on cash: neither, and equity the cash-basis income.
    const accrual = await balanceSheet(app.db, ctx.companyId, "2026-02-28", "January", "accrual");
    const row = (label: RegExp, rows = accrual.statement.rows) => rows.find((r) => label.test(r.label))?.cells[0];
    expect(row(/Accounts Receivable/)).toBe(60000);
    expect(row(/Accounts Payable/)).toBe(60000);
    const cash = await balanceSheet(app.db, ctx.companyId, "2026-02-28", "January", "cash");
    expect(cash.totals.netIncome).toBe(20000);
    expect(accrual.totals.netIncome).toBe(20000);
    expect(cash.totals.assets).toBe(accrual.totals.assets - 60000);
  });

  it("cash-basis income over a period is the payments received in it", async () => {
    const received = async (from: string, to: string) => {
      const [{ total }] = await app
        .db("customerPayments")
        .where({ companyId: ctx.companyId, status: "posted" })
        .whereBetween("payDate", [from, to])
        .sum({ total: "total" });
      return Math.round(Number(total ?? 0) * 100);
    };
    // April's third of 3.00 counts as the 1.00 received: the rounding cent goes to a row, not to A/R.
    for (const m of ["01", "02", "03", "04"]) {
      const query = month(m, "cash");
      const { statement } = await profitAndLoss(app.db, ctx.companyId, query, "January");
      const income = statement.rows.find((r) => r.label === "Total Income")?.cells[0];
      expect(income).toBe(await received(query.from, query.to));
      // Income by Customer on cash basis: the same, on Acme's row.
      const byCustomer = await incomeByCustomer(app.db, ctx.companyId, query, "cash");
      expect(byCustomer.totals.income).toBe(income);
      expect(byCustomer.rows.map((r) => [r.customerName, r.income])).toEqual(income ? [["Acme", income]] : []);
    }
    const accrual = await incomeByCustomer(app.db, ctx.companyId, month("01", "accrual"));
    expect(accrual.rows.map((r) => [r.customerName, r.income])).toEqual([["Acme", 100000]]);
  });

  it("the Statement of Cash Flows on cash basis starts from cash-basis net income and ends at the same cash", async () => {
    for (const m of ["01", "02", "03", "04"]) {
      const period = month(m, "cash");
      const cash = await cashFlow(app.db, ctx.companyId, period, "cash");
      const accrual = await cashFlow(app.db, ctx.companyId, period, "accrual");
      const { netIncome } = await profitAndLoss(app.db, ctx.companyId, period, "January");
      expect(cash.totals.netIncome).toBe(netIncome);
      expect(cash.totals.ending).toBe(accrual.totals.ending);
      expect(cash.totals.change).toBe(accrual.totals.change);
      expect(cash.totals.beginning + cash.totals.change).toBe(cash.totals.ending);
    }
    expect(books.bank).toBeGreaterThan(0);
  });

  it("Transaction Detail and the General Ledger lead from a line to its document's screen, else to its journal entry", async () => {
    const report = await generalLedger(app.db, ctx.companyId, { from: "2026-01-01", to: "2026-03-31", activityOnly: true });
    const hrefs = (accountId: number) => report.accounts.find((a) => a.accountId === accountId)!.lines.map((l) => [l.entryType, l.href]);
    expect(hrefs(books.sales)).toEqual([["INV", `customers/documents/${books.invoice}`]]);
    expect(hrefs(books.rent)).toEqual([["BILL", `vendors/documents/${books.bill}`]]);
    // Receive Payment and Pay Bill have no screen of their own: their journal entry.
    const payments = hrefs(books.bank).filter(([type]) => !["OB", "VOB", "COB"].includes(type));
    expect(payments.map(([type]) => type).sort()).toEqual(["PAY", "RP", "RP"]); // two received, one paid in the quarter
    for (const [type, href] of payments) {
      expect(href, type).toMatch(/^journal-entries\/\d+$/);
    }
  });
});
