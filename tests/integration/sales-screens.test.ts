// The sales screens (issue 26 item 4) through their loaders and actions, as the browser posts them
// without JavaScript: Create Invoice, New Cash Sale, New Credit Memo, Edit Invoice (a draft) and the
// document screen (Void, Delete). A save posts and redirects with its toast; Add Row and Update
// answer the form filled in; a refusal keeps what was typed with the message.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SalesFormLoaded, SalesFormView } from "../../app/components/sales/sales-form-data";
import { createAccount } from "../../app/modules/accounts/accounts.server";
import { accountCreateSchema } from "../../app/modules/accounts/schema";
import type { CompanyContext } from "../../app/modules/companies/companies.server";
import { customerCreateSchema } from "../../app/modules/customers/schema";
import { customerService } from "../../app/modules/customers/customers.server";
import { Item } from "../../app/modules/items/item.model";
import { accountNets } from "../../app/modules/ledger/ledger.server";
import { readSalesDocument } from "../../app/modules/sales/document-reads.server";
import { SalesTaxRate } from "../../app/modules/sales/sales-tax-rate.model";
import * as invoiceRoute from "../../app/routes/company.$companyId.dashboard+/_sales+/customers.create-invoice";
import * as newInvoiceRoute from "../../app/routes/company.$companyId.dashboard+/_sales+/customers.new-invoice";
import * as cashSaleRoute from "../../app/routes/company.$companyId.dashboard+/_sales+/customers.new-cash-sale";
import * as creditMemoRoute from "../../app/routes/company.$companyId.dashboard+/_sales+/customers.new-credit-memo";
import * as editRoute from "../../app/routes/company.$companyId.dashboard+/_sales+/customers.edit-invoice.$invoiceId";
import * as documentRoute from "../../app/routes/company.$companyId.dashboard+/_sales+/customers.documents.$documentId";
import * as invoicesRoute from "../../app/routes/company.$companyId.dashboard+/_sales+/customers.invoices";
import * as invoicesCsvRoute from "../../app/routes/company.$companyId.dashboard+/_sales+/customers.invoices[.]csv";
import * as pdfRoute from "../../app/routes/company.$companyId.dashboard+/_sales+/customers.documents.$documentId_.pdf";
import { getToast } from "../../app/utils/toast.server";
import { BASE, call, makeUser, sessionCookie, startTestApp, type TestApp } from "../support/app";
import { CHECKING } from "../support/accounts";
import { ownerAndCompany } from "../support/books";
import { pdfText } from "../support/cups";

let app: TestApp;
let ctx: CompanyContext;
let cookie: string;
let strangerCookie: string;
const ids: Record<string, number> = {};
type Json = any;

const account = async (fields: Record<string, unknown>) => (await createAccount(app.db, ctx, accountCreateSchema.parse(fields))).id;
const net = async (accountId: number) => (await accountNets(app.db, ctx.companyId, { accountIds: [accountId] })).get(accountId) ?? 0;

beforeAll(async () => {
  app = await startTestApp();
  const owner = await ownerAndCompany(app.db);
  ctx = owner.ctx;
  cookie = await sessionCookie(owner.user);
  strangerCookie = await sessionCookie((await makeUser(app.db)).user);
  ids.bank = await account({ ...CHECKING, accountNumber: "1010", accountName: "Checking" });
  ids.undeposited = await account({ accountType: "Other current Asset", accountNumber: "1110", accountName: "Undeposited Funds" });
  ids.taxPayable = await account({ accountType: "Current Liability", accountNumber: "2020", accountName: "Sales Tax Payable" });
  ids.sales = await account({ accountType: "Income", accountNumber: "4000", accountName: "Sales" });
  ids.services = await account({ accountType: "Income", accountNumber: "4100", accountName: "Services" });
  ids.rate = (
    await SalesTaxRate.query(app.db).insert({
      companyId: ctx.companyId,
      name: "State",
      rate: "10.0000",
      agency: "State",
      liabilityAccountId: ids.taxPayable,
    })
  ).id;
  ids.ann = (
    await customerService.create(
      app.db,
      ctx,
      customerCreateSchema.parse({
        customerId: "ANN",
        customerName: "Ann's Bakery",
        addresses: [
          { type: "Billing", address1: "1 Main St", address2: "", city: "Springfield", state: "IL", postalCode: "62701", country: "USA" },
          { type: "Shipping", address1: "9 Dock Rd", address2: "", city: "Portville", state: "ME", postalCode: "04000", country: "USA" },
        ],
      }),
    )
  ).id;
  const [widget, consulting] = await Item.query(app.db).insert([
    {
      companyId: ctx.companyId,
      sells: true,
      itemType: "product",
      name: "Widget",
      salesPrice: "10.00",
      salesDescription: "Blue widget",
      incomeAccountId: ids.sales,
      taxable: true,
    },
    {
      companyId: ctx.companyId,
      sells: true,
      itemType: "service",
      name: "Consulting",
      salesPrice: "50.00",
      incomeAccountId: ids.services,
      taxable: false,
    },
  ]);
  ids.widget = widget.id;
  ids.consulting = consulting.id;
});
afterAll(() => app?.cleanup());

const SCREENS = {
  invoice: { route: invoiceRoute, slug: "create-invoice" },
  cash_sale: { route: cashSaleRoute, slug: "new-cash-sale" },
  credit_memo: { route: creditMemoRoute, slug: "new-credit-memo" },
} as const;
type Kind = keyof typeof SCREENS;
const base = () => `/company/${ctx.companyId}/dashboard`;
const params = (extra: Record<string, string> = {}) => ({ companyId: String(ctx.companyId), ...extra });

function form(fields: Record<string, string>): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  return body;
}
const submit = (kind: Kind, fields: Record<string, string>, as = cookie) =>
  call(SCREENS[kind].route.action, `${base()}/customers/${SCREENS[kind].slug}`, {
    method: "POST",
    params: params(),
    headers: { Cookie: as },
    body: form(fields),
  });
async function toastOf(response: Response) {
  const header = (response.headers.get("Set-Cookie") ?? "").split(";")[0];
  return (await getToast(new Request(BASE, { headers: { Cookie: header } }))).toast;
}
const lastDocument = () => app.db("salesDocuments").where({ companyId: ctx.companyId }).orderBy("id", "desc").first();

/** An invoice of 2 widgets (taxable, 20.00) and a taxable 30.00 account row, 10% tax: 50.00 + 5.00. */
const invoiceFields = () => ({
  customerId: String(ids.ann),
  date: "11/20/2026",
  taxRateId: String(ids.rate),
  customerReference: "PO-7",
  billTo: "Ann's Bakery\n1 Main St",
  shipTo: "9 Dock Rd",
  "itemRecords[0].itemId": String(ids.widget),
  "itemRecords[0].quantity": "2",
  "itemRecords[0].unitPrice": "",
  "itemRecords[0].description": "",
  "accountRecords[0].accountId": String(ids.services),
  "accountRecords[0].amount": "30.00",
  "accountRecords[0].taxable": "on",
  "accountRecords[1].accountId": "",
  "accountRecords[1].amount": "",
});

describe("the sales forms' loaders", () => {
  it("offer the active customers, the sold items with their rates and flags, the kind's accounts, tax rates and the next number", async () => {
    const response = await call(invoiceRoute.loader, `${base()}/customers/create-invoice?customerId=${ids.ann}`, {
      params: params(),
      headers: { Cookie: cookie },
    });
    expect(response.status).toBe(200);
    const body: SalesFormLoaded = await response.json();
    expect(body.options.customers.map((c) => c.name)).toEqual(["Ann's Bakery"]);
    expect(body.options.items.map((i) => [i.name, i.unitPrice, i.taxable])).toEqual([
      ["Consulting", "50.00", false],
      ["Widget", "10.00", true],
    ]);
    expect(body.options.rowAccounts.map((a) => a.accountName)).toEqual(["Sales", "Services"]);
    expect(body.options.taxRates.map((r) => r.name)).toEqual(["State"]);
    expect(body.options.nextNumber).toMatch(/^INV/);
    // The customer's Billing and Shipping addresses fill Bill To and Ship To.
    expect(body.view.values.billTo).toContain("1 Main St");
    expect(body.view.values.shipTo).toContain("9 Dock Rd");
    const cash: SalesFormLoaded = await (
      await call(cashSaleRoute.loader, `${base()}/customers/new-cash-sale`, { params: params(), headers: { Cookie: cookie } })
    ).json();
    expect(cash.options.depositAccounts.map((a) => a.accountName)).toEqual(["Checking", "Undeposited Funds"]);
  });

  it("answer another company's user with 404, and new-invoice is Create Invoice", async () => {
    const response = await call(invoiceRoute.loader, `${base()}/customers/create-invoice`, {
      params: params(),
      headers: { Cookie: strangerCookie },
    });
    expect(response.status).toBe(404);
    const moved = await call(newInvoiceRoute.loader, `${base()}/customers/new-invoice?customerId=1`, {
      params: params(),
      headers: { Cookie: cookie },
    });
    expect(moved.headers.get("Location")).toBe(`${base()}/customers/create-invoice?customerId=1`);
  });
});

describe("saving through the forms", () => {
  it("Add Row and Update answer the form filled in, without JavaScript", async () => {
    const added = await submit("invoice", { ...invoiceFields(), intent: "add-item-row" });
    expect(added.status).toBe(200);
    const view: SalesFormView = await added.json();
    expect(view.values.itemRecords).toHaveLength(2);
    expect(view.values.itemRecords[0]).toMatchObject({
      itemType: "product",
      unitPrice: "10.00",
      description: "Blue widget",
      taxable: "on",
    });
    expect(view.values.billTo).toContain("1 Main St");
    expect(await app.db("salesDocuments").where({ companyId: ctx.companyId }).count({ n: "*" })).toEqual([{ n: expect.anything() }]);
  });

  it("an invoice posts its income, tax and receivable, and Save and Close goes to the Invoices list", async () => {
    const response = await submit("invoice", { ...invoiceFields(), intent: "save-close" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`${base()}/customers/invoices`);
    expect((await toastOf(response))?.message).toBe("Invoice created successfully!");
    const saved = await lastDocument();
    expect(saved).toMatchObject({
      kind: "invoice",
      status: "open",
      subtotal: "50.00",
      taxAmount: "5.00",
      total: "55.00",
      customerReference: "PO-7",
    });
    expect(await net(ids.sales)).toBe(-2000);
    expect(await net(ids.services)).toBe(-3000);
    expect(await net(ids.taxPayable)).toBe(-500);
    const document = await readSalesDocument(app.db, ctx.companyId, saved.id);
    expect(document.itemRecords[0]).toMatchObject({ itemName: "Widget", description: "Blue widget", unitPrice: "10.00", taxable: true });
  });

  it("a cash sale debits its Deposit To account; a credit memo credits the receivable", async () => {
    const cash = await submit("cash_sale", {
      ...invoiceFields(),
      depositToAccountId: String(ids.undeposited),
      paymentMethod: "Cheque",
      intent: "save-new",
    });
    expect(cash.status).toBe(302);
    expect(cash.headers.get("Location")).toBe(`${base()}/customers/new-cash-sale`);
    expect(await net(ids.undeposited)).toBe(5500);
    const memo = await submit("credit_memo", {
      customerId: String(ids.ann),
      "accountRecords[0].accountId": String(ids.services),
      "accountRecords[0].amount": "12.00",
      intent: "save-close",
    });
    expect(memo.status).toBe(302);
    const saved = await lastDocument();
    expect(saved).toMatchObject({ kind: "credit_memo", total: "12.00", taxAmount: "0.00" });
    expect(memo.headers.get("Location")).toBe(`${base()}/customers/documents/${saved.id}`);
  });

  it("a refusal keeps what was typed with the message on its field", async () => {
    const before = await app.db("salesDocuments").where({ companyId: ctx.companyId }).count({ n: "*" });
    const missing = await submit("cash_sale", { ...invoiceFields(), intent: "save-close" });
    expect(missing.status).toBe(400);
    const view: SalesFormView = await missing.json();
    expect(view.summary).toContain("Deposit To account is required.");
    expect(view.values.customerReference).toBe("PO-7");
    const discount = await submit("invoice", { ...invoiceFields(), discount: "5.00", intent: "save-close" });
    expect(discount.status).toBe(400);
    expect(((await discount.json()) as SalesFormView).summary).toContain("Choose the account the discount is posted to.");
    expect(await app.db("salesDocuments").where({ companyId: ctx.companyId }).count({ n: "*" })).toEqual(before);
  });
});

describe("a draft invoice", () => {
  it("is saved as a draft, edited and saved open on its version; a stale save is refused", async () => {
    const draft = await submit("invoice", { ...invoiceFields(), intent: "save-draft" });
    expect(draft.status).toBe(302);
    const saved = await lastDocument();
    expect(saved.status).toBe("draft");
    expect(draft.headers.get("Location")).toBe(`${base()}/customers/edit-invoice/${saved.id}`);
    const editPath = `${base()}/customers/edit-invoice/${saved.id}`;
    const loaded: SalesFormLoaded = await (
      await call(editRoute.loader, editPath, { params: params({ invoiceId: String(saved.id) }), headers: { Cookie: cookie } })
    ).json();
    expect(loaded.mode).toBe("edit");
    expect(loaded.view.values.itemRecords[0]).toMatchObject({ itemId: String(ids.widget), quantity: "2", taxable: "on" });
    const edit = (fields: Record<string, string>) =>
      call(editRoute.action, editPath, {
        method: "POST",
        params: params({ invoiceId: String(saved.id) }),
        headers: { Cookie: cookie },
        body: form(fields),
      });
    const open = await edit({
      ...invoiceFields(),
      "accountRecords[0].amount": "40.00",
      version: loaded.view.version!,
      intent: "save-open",
    });
    expect(open.status).toBe(302);
    expect(open.headers.get("Location")).toBe(`${base()}/customers/documents/${saved.id}`);
    expect(await app.db("salesDocuments").where({ companyId: ctx.companyId, id: saved.id }).first()).toMatchObject({
      status: "open",
      total: "66.00",
    });
    const stale = await edit({ ...invoiceFields(), version: loaded.view.version!, intent: "save-open" });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as SalesFormView).values.customerReference).toBe("PO-7");
  });
});

describe("the document screen", () => {
  it("shows the document and its entry; Void reverses it; a draft is deleted", async () => {
    const saved = await lastDocument();
    const path = `${base()}/customers/documents/${saved.id}`;
    const p = params({ documentId: String(saved.id) });
    const shown = await (await call(documentRoute.loader, path, { params: p, headers: { Cookie: cookie } })).json();
    expect(shown.document).toMatchObject({ total: "66.00", statusLabel: expect.any(String) });
    expect(shown.document.journalEntry.lines.length).toBeGreaterThan(2);
    expect((await call(documentRoute.loader, path, { params: p, headers: { Cookie: strangerCookie } })).status).toBe(404);
    const voided = await call(documentRoute.action, path, {
      method: "POST",
      params: p,
      headers: { Cookie: cookie },
      body: form({ intent: "void" }),
    });
    expect(voided.status).toBe(302);
    expect((await toastOf(voided))?.message).toMatch(/voided\.$/);
    const again = await call(documentRoute.action, path, {
      method: "POST",
      params: p,
      headers: { Cookie: cookie },
      body: form({ intent: "void" }),
    });
    expect(again.status).toBe(409);
    expect((await again.json()).error).toMatch(/already void/);
    await submit("invoice", { ...invoiceFields(), intent: "save-draft" });
    const draft = await lastDocument();
    const gone = await call(documentRoute.action, `${base()}/customers/documents/${draft.id}`, {
      method: "POST",
      params: params({ documentId: String(draft.id) }),
      headers: { Cookie: cookie },
      body: form({ intent: "delete" }),
    });
    expect(gone.status).toBe(302);
    expect(await app.db("salesDocuments").where({ companyId: ctx.companyId, id: draft.id }).first()).toBeUndefined();
  });
});

describe("the Invoices list, its CSV and an invoice's PDF", () => {
  const listOf = async (search = "") => {
    const response = await call(invoicesRoute.loader, `${base()}/customers/invoices${search}`, {
      params: params(),
      headers: { Cookie: cookie },
    });
    expect(response.status).toBe(200);
    return (await response.json()).list as { items: { number: string; status: string; total: string }[]; total: number; totals: Json };
  };

  it("filters by status, customer and date, pages on the server and totals every match (a void owes nothing)", async () => {
    // Left from above: an open invoice of 55.00 dated 11/20/2026 with no terms (due that day: overdue now), and a void one of 66.00.
    const all = await listOf();
    expect(all.items.map((i) => [i.status, i.total])).toEqual([
      ["Void", "66.00"],
      ["Overdue", "55.00"],
    ]);
    expect(all.totals).toEqual({ total: "55.00", amountPaid: "0.00", amountDue: "55.00" });
    expect((await listOf("?status=overdue")).items.map((i) => i.total)).toEqual(["55.00"]);
    expect((await listOf("?status=void")).items.map((i) => i.total)).toEqual(["66.00"]);
    const paid = await listOf("?status=paid");
    expect(paid.items).toEqual([]);
    expect(paid.totals).toBeNull();
    expect((await listOf(`?customer=${ids.ann}&from=11/20/2026&to=2026-11-20`)).total).toBe(2);
    expect((await listOf("?from=2026-11-21")).total).toBe(0);
    expect((await listOf("?customer=999999")).total).toBe(0);
    // Nine drafts dated later: eleven invoices, ten a page; the second page holds the oldest.
    for (let n = 0; n < 9; n++)
      expect((await submit("invoice", { ...invoiceFields(), date: "12/01/2026", intent: "save-draft" })).status).toBe(302);
    const page = await listOf("?page=2");
    expect(page.items.map((i) => i.total)).toEqual(["55.00"]);
    expect(page.total).toBe(11);
    expect((await listOf("?status=draft")).totals).toEqual({ total: "495.00", amountPaid: "0.00", amountDue: "495.00" });
    expect(
      (await call(invoicesRoute.loader, `${base()}/customers/invoices`, { params: params(), headers: { Cookie: strangerCookie } })).status,
    ).toBe(404);
  });

  it("exports the matching invoices with the list's columns", async () => {
    const response = await call(invoicesCsvRoute.loader, `${base()}/customers/invoices.csv?status=overdue`, {
      params: params(),
      headers: { Cookie: cookie },
    });
    expect(response.headers.get("Content-Type")).toContain("text/csv");
    const lines = (await response.text()).trim().split(/\r?\n/);
    expect(lines[0]).toBe("Date,No.,Customer,Due Date,Status,Total,Amount Paid,Amount Due");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^11\/20\/2026,INV[^,]*,Ann's Bakery,11\/20\/2026,Overdue,55\.00,0\.00,55\.00$/);
  });

  it("prints an invoice as a PDF with its addresses, rows and figures", async () => {
    const invoice = await app.db("salesDocuments").where({ companyId: ctx.companyId, kind: "invoice", status: "open" }).first();
    const p = params({ documentId: String(invoice.id) });
    const response = await call(pdfRoute.loader, `${base()}/customers/documents/${invoice.id}/pdf`, {
      params: p,
      headers: { Cookie: cookie },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    const file = join(mkdtempSync(join(tmpdir(), "invoice-pdf-")), "invoice.pdf");
    writeFileSync(file, new Uint8Array(await response.arrayBuffer()));
    const text = pdfText(file);
    for (const expected of [
      "INVOICE",
      invoice.number,
      "1 Main St",
      "9 Dock Rd",
      "PO-7",
      "Widget - Blue widget",
      "$20.00",
      "$30.00",
      "$50.00",
      "$5.00",
      "$55.00",
      "Balance Due",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/Subtotal\s+\$50\.00/);
    expect(text).toMatch(/Total\s+\$55\.00/);
    expect(
      (await call(pdfRoute.loader, `${base()}/customers/documents/${invoice.id}/pdf`, { params: p, headers: { Cookie: strangerCookie } }))
        .status,
    ).toBe(404);
  });

  it("writes the invoice PDF's amounts in the company's currency format", async () => {
    const invoice = await app.db("salesDocuments").where({ companyId: ctx.companyId, kind: "invoice", status: "open" }).first();
    const format = { currencySymbol: "€", currencySymbolPosition: "after", decimalSeparator: ",", thousandSeparator: "." };
    const plain = await app.db("companies").where({ id: ctx.companyId }).first(Object.keys(format));
    await app.db("companies").where({ id: ctx.companyId }).update(format);
    try {
      const response = await call(pdfRoute.loader, `${base()}/customers/documents/${invoice.id}/pdf`, {
        params: params({ documentId: String(invoice.id) }),
        headers: { Cookie: cookie },
      });
      const file = join(mkdtempSync(join(tmpdir(), "invoice-pdf-")), "invoice.pdf");
      writeFileSync(file, new Uint8Array(await response.arrayBuffer()));
      const text = pdfText(file);
      expect(text).toMatch(/Total\s+55,00 €/);
      expect(text).toContain("20,00 €");
      expect(text).not.toContain("$55.00");
    } finally {
      await app.db("companies").where({ id: ctx.companyId }).update(plain);
    }
  });
});
