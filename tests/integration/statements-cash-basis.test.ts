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
import { profitAndLoss, type ProfitAndLossQuery } from "../../app/modules/reports/statements.server";
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
});
