// Receivables through the API (bearer token, JSON) and the Receive Payment screen as a browser
// without JavaScript posts it: sales tax rates (list, create with Sales Tax Payable by default,
// versioned update, salesTaxRateFor), Receive Payment of an invoice opened from it, prepayments,
// refunds and a customer's open invoices; amounts as JSON numbers or numeric strings; another
// user's company, customer or rate is a 404 and writes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiToken } from "../../app/modules/auth/auth.server";
import { createAccount } from "../../app/modules/accounts/accounts.server";
import { accountCreateSchema } from "../../app/modules/accounts/schema";
import type { CompanyContext } from "../../app/modules/companies/companies.server";
import { customerCreateSchema } from "../../app/modules/customers/schema";
import { customerService } from "../../app/modules/customers/customers.server";
import { trialBalance } from "../../app/modules/ledger/ledger.server";
import { createSalesDocument, type SalesDocumentInput } from "../../app/modules/sales/documents.server";
import { SALES_KIND } from "../../app/modules/sales/kinds";
import { salesTaxRateFor } from "../../app/modules/sales/sales-tax-rates.server";
import * as openInvoicesApi from "../../app/routes/api+/customer.$customerId.invoices";
import * as prepaymentsApi from "../../app/routes/api+/customer.prepayments";
import * as receiveApi from "../../app/routes/api+/customer.receive-payment";
import * as refundsApi from "../../app/routes/api+/customer.refunds";
import * as ratesApi from "../../app/routes/api+/company.$companyId.sales-tax-rates";
import * as rateApi from "../../app/routes/api+/company.sales-tax-rates.$id";
import * as screen from "../../app/routes/company.$companyId.dashboard+/_receivables+/customers.receive-payment";
import { apiCaller, signUp } from "../support/api-client";
import { call, sessionCookie, startTestApp, type TestApp } from "../support/app";
import { CHECKING } from "../support/accounts";
import { ownerWithTwoCompanies } from "../support/books";

let app: TestApp;
let ctx: CompanyContext;
let other: CompanyContext;
let owner: string;
let intruder: string;
let cookie: string;
const ids: Record<string, number> = {};
const hit = apiCaller(() => owner);

beforeAll(async () => {
  app = await startTestApp();
  const two = await ownerWithTwoCompanies(app.db, "2026-11-22");
  ({ ctx, other } = two);
  cookie = await sessionCookie(two.user);
  // The owner's bearer token: a token row for the same user.
  owner = await tokenFor(two.user.id);
  intruder = (await signUp("receivables-intruder@example.com")).token;
  const account = async (c: CompanyContext, fields: Record<string, unknown>) =>
    (await createAccount(app.db, c, accountCreateSchema.parse(fields))).id;
  ids.bank = await account(ctx, { ...CHECKING });
  ids.sales = await account(ctx, { accountType: "Income", accountNumber: "4000", accountName: "Sales" });
  ids.liability = await account(ctx, { accountType: "Current Liability", accountNumber: "2300", accountName: "County Tax Owed" });
  ids.otherLiability = await account(other, { accountType: "Current Liability", accountNumber: "2300", accountName: "Theirs" });
  ids.ann = (await customerService.create(app.db, ctx, customerCreateSchema.parse({ customerId: "ANN", customerName: "Ann's Deli" }))).id;
  ids.otherCustomer = (
    await customerService.create(app.db, other, customerCreateSchema.parse({ customerId: "ZED", customerName: "Zed" }))
  ).id;
});
afterAll(() => app?.cleanup());

async function tokenFor(userId: number): Promise<string> {
  return (await createApiToken(app.db, userId, "receivables test")).token;
}

const invoice = async (amount: string) =>
  createSalesDocument(
    app.db,
    ctx,
    "invoice",
    SALES_KIND.invoice.schema.parse({
      customerId: ids.ann,
      date: "2026-11-02",
      status: "open",
      accountRecords: [{ accountId: ids.sales, amount }],
    }) as SalesDocumentInput,
  );

const counts = async () => ({
  rates: (await app.db("salesTaxRates").count({ n: "*" }).first())!.n,
  payments: (await app.db("customerPayments").count({ n: "*" }).first())!.n,
  refunds: (await app.db("customerRefunds").count({ n: "*" }).first())!.n,
  entries: (await app.db("journalEntries").count({ n: "*" }).first())!.n,
});

describe("sales tax rates", () => {
  it("are created (the liability account Sales Tax Payable unless one is chosen), listed, read and updated on their version", async () => {
    const created = await hit(ratesApi.action, `/api/company/${ctx.companyId}/sales-tax-rates`, {
      method: "POST",
      params: { companyId: ctx.companyId },
      body: { name: "State Tax", rate: 6.25, agency: "State Revenue" },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      message: "Sales tax rate saved successfully!",
      salesTaxRate: {
        name: "State Tax",
        rate: "6.25",
        agency: "State Revenue",
        liabilityAccountName: "Sales Tax Payable",
        active: true,
        version: 1,
      },
    });
    ids.state = created.body.salesTaxRate.id;
    const county = await hit(ratesApi.action, `/api/company/${ctx.companyId}/sales-tax-rates`, {
      method: "POST",
      params: { companyId: ctx.companyId },
      body: { name: "County Tax", rate: "1.125", liabilityAccountId: ids.liability },
    });
    expect(county.body.salesTaxRate).toMatchObject({ rate: "1.125", liabilityAccountId: ids.liability });
    ids.county = county.body.salesTaxRate.id;
    const list = await hit(ratesApi.loader, `/api/company/${ctx.companyId}/sales-tax-rates`, { params: { companyId: ctx.companyId } });
    expect(list.body.salesTaxRates.map((r: { name: string }) => r.name)).toEqual(["County Tax", "State Tax"]);

    const updated = await hit(rateApi.action, `/api/company/sales-tax-rates/${ids.county}`, {
      method: "PUT",
      params: { id: ids.county },
      body: { rate: "1.5", active: false, version: 1 },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.salesTaxRate).toMatchObject({ name: "County Tax", rate: "1.5", active: false, version: 2 });
    const stale = await hit(rateApi.action, `/api/company/sales-tax-rates/${ids.county}`, {
      method: "PUT",
      params: { id: ids.county },
      body: { rate: "2", version: 1 },
    });
    expect(stale).toMatchObject({
      status: 409,
      body: { error: "This sales tax rate was changed by someone else. Reload to see the changes." },
    });
    const active = await hit(ratesApi.loader, `/api/company/${ctx.companyId}/sales-tax-rates?active=true`, {
      params: { companyId: ctx.companyId },
    });
    expect(active.body.salesTaxRates.map((r: { name: string }) => r.name)).toEqual(["State Tax"]);
  });

  it("refuses a taken name, a bad rate, another company's or a wrong liability account, writing nothing", async () => {
    const before = await counts();
    const post = (body: Record<string, unknown>) =>
      hit(ratesApi.action, `/api/company/${ctx.companyId}/sales-tax-rates`, { method: "POST", params: { companyId: ctx.companyId }, body });
    expect(await post({ name: " state tax ", rate: 1 })).toMatchObject({
      status: 409,
      body: { error: 'A sales tax rate named "state tax" already exists.' },
    });
    expect(await post({ name: "X", rate: "101" })).toMatchObject({
      status: 400,
      body: { errors: { rate: ["Tax rate must be a percentage from 0 to 100 with at most 4 decimals."] } },
    });
    expect(await post({ name: "X", rate: "1.23456" })).toMatchObject({ status: 400 });
    expect(await post({ name: "", rate: "1" })).toMatchObject({ status: 400, body: { errors: { name: ["Tax name is required."] } } });
    expect(await post({ name: "X", rate: "1", liabilityAccountId: ids.otherLiability })).toMatchObject({
      status: 400,
      body: { error: `Account ${ids.otherLiability} was not found in this company.` },
    });
    expect(await post({ name: "X", rate: "1", liabilityAccountId: ids.sales })).toMatchObject({
      status: 400,
      body: { error: "The liability account must be an account of type Current Liability." },
    });
    expect(await counts()).toEqual(before);
  });

  it("are read for posting by salesTaxRateFor, which refuses an inactive rate or another company's", async () => {
    await app.db.transaction(async (trx) => {
      expect(await salesTaxRateFor(trx, ctx.companyId, ids.state)).toEqual({
        id: ids.state,
        rate: "6.2500",
        liabilityAccountId: expect.any(Number),
      });
      await expect(salesTaxRateFor(trx, ctx.companyId, ids.county)).rejects.toThrow('Sales tax rate "County Tax" is inactive.');
      await expect(salesTaxRateFor(trx, other.companyId, ids.state)).rejects.toThrow("Sales tax rate not found.");
    });
  });
});

describe("Receive Payment, prepayments and refunds over the API", () => {
  it("lists a customer's open invoices, receives a payment (amounts as numbers or text), records a prepayment and refunds it", async () => {
    const inv = await invoice("120.00");
    const open = await hit(openInvoicesApi.loader, `/api/customer/${ids.ann}/invoices?status=open`, { params: { customerId: ids.ann } });
    expect(open.status).toBe(200);
    expect(open.body.invoices).toEqual([expect.objectContaining({ id: inv.id, number: inv.number, total: "120.00", amountDue: "120.00" })]);

    const paid = await hit(receiveApi.action, "/api/customer/receive-payment", {
      method: "POST",
      body: {
        companyId: ctx.companyId,
        customerId: ids.ann,
        depositToAccountId: ids.bank,
        amount: 100,
        invoices: [{ invoiceId: inv.id, amount: "100.00" }],
      },
    });
    expect(paid.status).toBe(201);
    expect(paid.body).toMatchObject({
      message: "Payment received successfully!",
      payment: {
        number: "RP-0001",
        total: "100.00",
        applied: "100.00",
        unapplied: "0.00",
        applications: [{ invoiceId: inv.id, invoiceNumber: inv.number, amount: "100.00" }],
      },
    });
    const pre = await hit(prepaymentsApi.action, "/api/customer/prepayments", {
      method: "POST",
      body: { companyId: ctx.companyId, customerId: ids.ann, depositToAccountId: ids.bank, amount: "35.5", paymentMethod: "Paypal" },
    });
    expect(pre).toMatchObject({
      status: 201,
      body: { payment: { kind: "prepayment", number: "PP-0001", total: "35.50", unapplied: "35.50" } },
    });
    const refund = await hit(refundsApi.action, "/api/customer/refunds", {
      method: "POST",
      body: {
        companyId: ctx.companyId,
        customerId: ids.ann,
        payFromAccountId: ids.bank,
        paymentMethod: "Cheque",
        toBePrinted: true,
        credits: [{ paymentId: pre.body.payment.id, amount: 10 }],
      },
    });
    expect(refund).toMatchObject({
      status: 201,
      body: {
        message: "Refund saved successfully!",
        refund: { number: "RF-0001", total: "10.00", toBePrinted: true, credits: [{ paymentId: pre.body.payment.id, amount: "10.00" }] },
      },
    });
    const after = await hit(openInvoicesApi.loader, `/api/customer/${ids.ann}/invoices`, { params: { customerId: ids.ann } });
    expect(after.body.invoices.map((i: { amountDue: string }) => i.amountDue)).toEqual(["20.00"]);
    expect(after.body.credits.map((c: { number: string; left: string }) => [c.number, c.left])).toEqual([["PP-0001", "25.50"]]);
    const tb = await trialBalance(app.db, ctx.companyId, "2100-12-31");
    expect(tb.totals.debit).toBe(tb.totals.credit);
  });

  it("is a 404 for another user's company or customer, and a customer of another of my companies; nothing is written", async () => {
    const before = await counts();
    const intrude = (handler: unknown, path: string, body: Record<string, unknown>) =>
      hit(handler, path, { method: "POST", token: intruder, body });
    const base = {
      companyId: ctx.companyId,
      customerId: ids.ann,
      depositToAccountId: ids.bank,
      payFromAccountId: ids.bank,
      amount: "1.00",
    };
    expect((await intrude(receiveApi.action, "/api/customer/receive-payment", base)).status).toBe(404);
    expect((await intrude(prepaymentsApi.action, "/api/customer/prepayments", base)).status).toBe(404);
    expect((await intrude(refundsApi.action, "/api/customer/refunds", { ...base, credits: [{ paymentId: 1, amount: "1" }] })).status).toBe(
      404,
    );
    expect(
      (await hit(openInvoicesApi.loader, `/api/customer/${ids.ann}/invoices`, { token: intruder, params: { customerId: ids.ann } })).status,
    ).toBe(404);
    expect(
      (await hit(rateApi.loader, `/api/company/sales-tax-rates/${ids.state}`, { token: intruder, params: { id: ids.state } })).status,
    ).toBe(404);
    expect(
      (
        await hit(rateApi.action, `/api/company/sales-tax-rates/${ids.state}`, {
          token: intruder,
          method: "PUT",
          params: { id: ids.state },
          body: { rate: "1", version: 2 },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await hit(ratesApi.action, `/api/company/${ctx.companyId}/sales-tax-rates`, {
          token: intruder,
          method: "POST",
          params: { companyId: ctx.companyId },
          body: { name: "Mine", rate: 1 },
        })
      ).status,
    ).toBe(404);
    const mixed = await hit(prepaymentsApi.action, "/api/customer/prepayments", {
      method: "POST",
      body: { ...base, customerId: ids.otherCustomer },
    });
    expect(mixed).toMatchObject({ status: 404, body: { error: "Customer not found" } });
    expect(await counts()).toEqual(before);
  });
});

describe("the Receive Payment screen without JavaScript", () => {
  const path = (search = "") => `/company/${ctx.companyId}/dashboard/customers/receive-payment${search}`;
  it("opens for an invoice with its amount due filled in, and a posted form pays it", async () => {
    const inv = await invoice("64.00");
    const loaded = await (
      await call(screen.loader, path(`?customer=${ids.ann}&invoice=${inv.id}`), {
        params: { companyId: String(ctx.companyId) },
        headers: { Cookie: cookie },
      })
    ).json();
    expect(loaded.customer).toEqual({ id: ids.ann, name: "Ann's Deli" });
    expect(loaded.invoices.map((i: { number: string; amountDue: string }) => [i.number, i.amountDue])).toContainEqual([
      inv.number,
      "64.00",
    ]);
    expect(loaded.accounts.map((a: { accountName: string }) => a.accountName)).toEqual(["Checking", "Undeposited Funds"]);
    const undeposited = loaded.accounts.find((a: { accountName: string }) => a.accountName === "Undeposited Funds").id;
    const index = loaded.invoices.findIndex((i: { id: number }) => i.id === inv.id);
    const form = new URLSearchParams({
      customerId: String(ids.ann),
      depositToAccountId: String(undeposited),
      date: "11/21/2026",
      paymentMethod: "Cheque",
      reference: "CHK 12",
      amount: "64.00",
    });
    loaded.invoices.forEach((i: { id: number }, n: number) => {
      form.set(`invoices[${n}].invoiceId`, String(i.id));
      form.set(`invoices[${n}].amount`, n === index ? "64.00" : "");
    });
    const over = new URLSearchParams(form);
    over.set(`invoices[${index}].amount`, "64.01");
    over.set("amount", "64.01");
    const refused = await call(screen.action, path(), {
      method: "POST",
      params: { companyId: String(ctx.companyId) },
      headers: { Cookie: cookie },
      body: over,
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error[""]).toEqual([`The amount applied to invoice ${inv.number} is more than its amount due ($64.00).`]);
    const saved = await call(screen.action, path(), {
      method: "POST",
      params: { companyId: String(ctx.companyId) },
      headers: { Cookie: cookie },
      body: form,
    });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(path(`?customer=${ids.ann}`));
    const row = await app.db("salesDocuments").where({ companyId: ctx.companyId, id: inv.id }).first("status", "amountPaid");
    expect(row).toEqual({ status: "paid", amountPaid: "64.00" });
  });
});
