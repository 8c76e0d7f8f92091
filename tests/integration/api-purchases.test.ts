// The purchase documents' API (issue 13): POST /api/vendor/credit-card-expense, /vendor-credit,
// /cash-expense, /cash-purchase and /bills, GET /api/vendor/documents/:id, and the account read the
// screens' balance check uses (GET /api/company-account/:id with currentBalance). Called as a
// client would, with bearer tokens and JSON: each save answers 201 with the spec's message and the
// document with its rows and the journal entry it posted; each refusal a 400 { error, errors } with
// the message, writing nothing; another user's company or document a 404.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Item } from "../../app/modules/items/item.model";
import { spendableOf } from "../../app/modules/purchases/form-rules";
import { spendableAmount } from "../../app/modules/purchases/spending.server";
import * as companies from "../../app/routes/api+/company._index";
import * as accountCreate from "../../app/routes/api+/company-account.create";
import * as accountRoute from "../../app/routes/api+/company-account.$id";
import * as paymentTerms from "../../app/routes/api+/company.payment-terms._index";
import * as vendors from "../../app/routes/api+/vendor.vendors._index";
import * as vendorRoute from "../../app/routes/api+/vendor.vendors.$id";
import * as cardCharge from "../../app/routes/api+/vendor.credit-card-expense";
import * as vendorCredit from "../../app/routes/api+/vendor.vendor-credit";
import * as cashExpense from "../../app/routes/api+/vendor.cash-expense";
import * as cashPurchase from "../../app/routes/api+/vendor.cash-purchase";
import * as bills from "../../app/routes/api+/vendor.bills";
import * as documentRoute from "../../app/routes/api+/vendor.documents.$id";
import * as trialBalance from "../../app/routes/api+/reports.trial-balance";
import * as openapi from "../../app/routes/api+/openapi[.]json/route";
import { call, startTestApp, type TestApp } from "../support/app";
import { signUpToken, apiCaller } from "../support/api-client";
import { companyFields } from "../support/company-fields";
import { CHECKING } from "../support/accounts";

type Json = any;

let app: TestApp;
let owner: string;
let intruder: string;
let companyId: number;
const ids: Record<string, number> = {};

const hit = apiCaller(() => owner, { json: true });

const ROUTES = {
  credit_card_charge: { handler: cardCharge.action, path: "/api/vendor/credit-card-expense" },
  vendor_credit: { handler: vendorCredit.action, path: "/api/vendor/vendor-credit" },
  cash_expense: { handler: cashExpense.action, path: "/api/vendor/cash-expense" },
  cash_purchase: { handler: cashPurchase.action, path: "/api/vendor/cash-purchase" },
  bill: { handler: bills.action, path: "/api/vendor/bills" },
} as const;
type Kind = keyof typeof ROUTES;

const post = (kind: Kind, body: Record<string, unknown>, token: string | null = owner) =>
  hit(ROUTES[kind].handler, ROUTES[kind].path, { method: "POST", token, body: { companyId, ...body } });

async function account(fields: Record<string, unknown>): Promise<number> {
  const { status, body } = await hit(accountCreate.action, "/api/company-account/create", {
    method: "POST",
    body: { companyId, ...fields },
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return body.account.id;
}

/** What the books hold: documents and journal entries of the company (a refusal changes neither). */
async function counts() {
  const [documents] = await app.db("purchaseDocuments").where({ companyId }).count({ n: "*" });
  const [entries] = await app.db("journalEntries").where({ companyId }).count({ n: "*" });
  const [lines] = await app.db("purchaseDocumentLines").where({ companyId }).count({ n: "*" });
  return { documents: Number(documents.n), entries: Number(entries.n), lines: Number(lines.n) };
}

async function balanceOf(accountId: number): Promise<string> {
  const { body } = await hit(accountRoute.loader, `/api/company-account/${accountId}`, { params: { id: accountId } });
  return body.account.currentBalance;
}

beforeAll(async () => {
  app = await startTestApp();
  owner = await signUpToken("purchases-owner@example.com");
  intruder = await signUpToken("purchases-intruder@example.com");
  const company = await hit(companies.action, "/api/company", { method: "POST", body: companyFields() });
  expect(company.status).toBe(201);
  companyId = company.body.data.id;
  ids.bank = await account({
    ...CHECKING,
    openingBalance: "1000.00",
    asOf: "01/01/2026",
  });
  ids.card = await account({ accountType: "Credit Card", accountNumber: "2100", accountName: "Company Card", creditLimit: "500.00" });
  ids.rent = await account({ accountType: "Expense", accountNumber: "6100", accountName: "Rent" });
  ids.accrued = await account({ accountType: "Current Liability", accountNumber: "2902", accountName: "Accrued Liabilities" });
  ids.supplies = await account({ accountType: "Expense", accountNumber: "6300", accountName: "Supplies" });
  ids.sales = await account({ accountType: "Income", accountNumber: "4000", accountName: "Sales" });
  const term = await hit(paymentTerms.action, "/api/company/payment-terms", {
    method: "POST",
    body: { companyId, name: "Net 30", type: "fixed", netDueIn: 30, discountPercent: 0 },
  });
  expect(term.status).toBe(201);
  ids.net30 = term.body.paymentTerm.id;
  const vendor = await hit(vendors.action, "/api/vendor/vendors", {
    method: "POST",
    body: { companyId, vendorId: "ACME", vendorName: "Acme Supplies", paymentTermId: ids.net30 },
  });
  expect(vendor.status).toBe(201);
  ids.acme = vendor.body.vendor.id;
  const inactive = await hit(vendors.action, "/api/vendor/vendors", {
    method: "POST",
    body: { companyId, vendorId: "OLD", vendorName: "Old Supplies", active: false },
  });
  ids.inactive = inactive.body.vendor.id;
  const [paper] = await Item.query(app.db).insert([
    { companyId, itemType: "product", name: "Paper", buys: true, purchasePrice: "4.50", expenseAccountId: ids.supplies },
  ]);
  ids.paper = paper.id;
});
afterAll(() => app?.cleanup());

describe("saving purchase documents through the API", () => {
  it("a cash expense: 201 with the spec's message, the document with its rows, posted Dr the rows / Cr the paying account", async () => {
    const { status, body } = await post("cash_expense", {
      payFromAccountId: ids.bank,
      vendorId: ids.acme,
      date: "2026-11-02",
      comments: "Office supplies",
      accountRecords: [
        { accountId: ids.supplies, description: "Pens", amount: "20.00" },
        { accountId: "", description: "", amount: "" },
      ],
      itemRecords: [{ itemId: ids.paper, itemType: "product", quantity: "2", unitPrice: "4.50" }],
    });
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.message).toBe("Cash expense created successfully!");
    expect(body.document).toMatchObject({
      kind: "cash_expense",
      number: "EXP-0001",
      status: "posted",
      vendorId: ids.acme,
      vendorName: "Acme Supplies",
      date: "2026-11-02",
      payFromAccountId: ids.bank,
      total: "29.00",
      comments: "Office supplies",
    });
    expect(body.document.accountRecords).toEqual([
      expect.objectContaining({ accountId: ids.supplies, description: "Pens", amount: "20.00" }),
    ]);
    expect(body.document.itemRecords).toEqual([
      expect.objectContaining({
        itemId: ids.paper,
        itemName: "Paper",
        itemType: "product",
        quantity: "2.0000",
        unitPrice: "4.50",
        amount: "9.00",
      }),
    ]);
    expect(body.document.journalEntry.entryNo).toBe("EXP-0001");
    expect(body.document.journalEntry.lines.map((l: Json) => [l.accountName, l.debit, l.credit])).toEqual([
      ["Supplies", "20.00", "0.00"],
      ["Supplies", "9.00", "0.00"],
      ["Checking", "0.00", "29.00"],
    ]);
    expect(await balanceOf(ids.bank)).toBe("971.00");

    const read = await hit(documentRoute.loader, `/api/vendor/documents/${body.document.id}`, { params: { id: body.document.id } });
    expect(read.status).toBe(200);
    expect(read.body.document).toEqual(body.document);
  });

  it("a credit card charge, a cash purchase by cheque, a vendor credit and a bill, each with its message and posting", async () => {
    const charge = await post("credit_card_charge", {
      payFromAccountId: ids.card,
      vendorId: ids.acme,
      contactName: "Ann",
      phone: "555 0100",
      accountRecords: [{ accountId: ids.rent, amount: "120.00" }],
    });
    expect(charge.status, JSON.stringify(charge.body)).toBe(201);
    expect(charge.body.message).toBe("Credit card expense created successfully!");
    expect(charge.body.document).toMatchObject({ number: "CCE-0001", contactName: "Ann", phone: "555 0100", total: "120.00" });
    expect(await balanceOf(ids.card)).toBe("120.00"); // owed on the card

    const purchase = await post("cash_purchase", {
      vendorId: ids.acme,
      billTo: "Acme Supplies\n1 Main St",
      paymentMethod: "Cheque",
      payFromAccountId: ids.bank,
      deliveryDate: "12/01/2026",
      itemRecords: [{ itemId: ids.paper, itemType: "product", quantity: "10", unitPrice: "4.50" }],
    });
    expect(purchase.status, JSON.stringify(purchase.body)).toBe(201);
    expect(purchase.body.message).toBe("Cash purchase created successfully!");
    expect(purchase.body.document).toMatchObject({
      number: "CP-0001",
      paymentMethod: "Cheque",
      toBePrinted: true,
      chequeNo: "TO BE PRINTED",
      billTo: "Acme Supplies\n1 Main St",
      deliveryDate: "2026-12-01",
      total: "45.00",
    });

    const credit = await post("vendor_credit", { vendorId: ids.acme, accountRecords: [{ accountId: ids.rent, amount: "15.00" }] });
    expect(credit.status, JSON.stringify(credit.body)).toBe(201);
    expect(credit.body.message).toBe("Vendor credit created successfully!");
    expect(credit.body.document.journalEntry.lines.map((l: Json) => [l.accountName, l.debit, l.credit])).toEqual([
      ["Accounts Payable", "15.00", "0.00"],
      ["Rent", "0.00", "15.00"],
    ]);

    const bill = await post("bill", {
      vendorId: ids.acme,
      date: "11/10/2026",
      paymentTermId: ids.net30,
      vendorReference: "INV-9",
      accountRecords: [{ accountId: ids.rent, amount: "800.00" }],
    });
    expect(bill.status, JSON.stringify(bill.body)).toBe(201);
    expect(bill.body.message).toBe("Bill created successfully!");
    expect(bill.body.document).toMatchObject({ number: "BILL-0001", status: "open", dueDate: "2026-12-10", vendorReference: "INV-9" });

    const draft = await post("bill", { vendorId: ids.acme, status: "draft", accountRecords: [{ accountId: ids.rent, amount: "5.00" }] });
    expect(draft.status).toBe(201);
    expect(draft.body.message).toBe("Bill saved as draft.");
    expect(draft.body.document).toMatchObject({ number: "DRAFT", status: "draft", journalEntry: null });

    const tb = await hit(trialBalance.loader, `/api/reports/trial-balance?companyId=${companyId}&asOf=2100-12-31`);
    expect(tb.status).toBe(200);
    expect(tb.body.totals.debit).toBe(tb.body.totals.credit);
  });
});

describe("refusals: a 400 with the message, and nothing written", () => {
  const rent = (amount = "1.00") => [{ accountId: ids.rent, amount }];
  const paper = (over: Record<string, unknown> = {}) => ({ itemId: ids.paper, itemType: "product", quantity: "1", ...over });
  // [what, kind, body (over a valid one), the field the message is on, the message]
  const cases: [string, Kind, () => Record<string, unknown>, string, string][] = [
    ["no vendor on a bill", "bill", () => ({ vendorId: null }), "vendorId", "Vendor is required."],
    ["no vendor on a cash purchase", "cash_purchase", () => ({ vendorId: "" }), "vendorId", "Vendor is required."],
    ["no vendor on a vendor credit", "vendor_credit", () => ({ vendorId: undefined }), "vendorId", "Vendor is required."],
    [
      "no Pay From on a cash expense",
      "cash_expense",
      () => ({ payFromAccountId: null }),
      "payFromAccountId",
      "Pay From account is required.",
    ],
    [
      "no rows",
      "credit_card_charge",
      () => ({ accountRecords: [{ accountId: ids.rent, amount: "" }], itemRecords: [] }),
      "accountRecords",
      "Add at least one account row or item row with an amount.",
    ],
    ["an inactive vendor", "cash_expense", () => ({ vendorId: ids.inactive }), "vendorId", "The selected vendor is inactive."],
    ["an unknown vendor", "cash_expense", () => ({ vendorId: 999999 }), "vendorId", "Vendor not found."],
    [
      "a Pay From of another type",
      "cash_expense",
      () => ({ payFromAccountId: ids.sales }),
      "payFromAccountId",
      "Pay From must be an account of type Cash, Bank, Credit Card, Paypal.",
    ],
    [
      "a card charge paid from a bank",
      "credit_card_charge",
      () => ({ payFromAccountId: ids.bank }),
      "payFromAccountId",
      "Pay From must be an account of type Credit Card.",
    ],
    [
      "a card charge on a liability that is not a card (issue 25, item 3)",
      "credit_card_charge",
      () => ({ payFromAccountId: ids.accrued }),
      "payFromAccountId",
      "Pay From must be an account of type Credit Card.",
    ],
    ["a negative amount", "cash_expense", () => ({ accountRecords: rent("-5") }), "accountRecords.0.amount", "Amount cannot be negative"],
    [
      "three decimals",
      "cash_expense",
      () => ({ accountRecords: rent("1.005") }),
      "accountRecords.0.amount",
      "Amount must be an amount with at most 2 decimals",
    ],
    ["a bad date", "cash_expense", () => ({ date: "13/45/2026" }), "date", "Date must be a valid date (MM/DD/YYYY)"],
    [
      "an unknown payment method",
      "cash_purchase",
      () => ({ paymentMethod: "Barter" }),
      "paymentMethod",
      "Payment Method must be one of: Cash, Cheque, Credit Card, Direct Deposit, Master card, Online Banking, Standing Order, Switch/Maestro, Paypal",
    ],
    [
      "a zero quantity",
      "bill",
      () => ({ itemRecords: [paper({ quantity: "0", unitPrice: "1" })] }),
      "itemRecords.0.quantity",
      "Quantity must be more than zero",
    ],
    ["an item twice", "bill", () => ({ itemRecords: [paper(), paper()] }), "itemRecords", "An item can be chosen in one row only."],
    // An unknown term is refused with or without a due date, never a 500 (issue 25, item 11).
    [
      "a due date and an unknown payment term",
      "bill",
      () => ({ dueDate: "2026-05-01", paymentTermId: 999999 }),
      "paymentTermId",
      "Payment term not found.",
    ],
    // A cleared quantity is refused, never saved as 1 (issue 25, item 4).
    [
      "an item row without a quantity",
      "bill",
      () => ({ itemRecords: [paper({ quantity: "" })] }),
      "itemRecords.0.quantity",
      "Quantity is required",
    ],
    [
      "a row on an income account",
      "cash_expense",
      () => ({ accountRecords: [{ accountId: ids.sales, amount: "1.00" }] }),
      "rows",
      "Account row 1: The account must be an account of type Expense, Other Expense, Cost of Goods Sold, Inventory Asset.",
    ],
    ["a total of zero", "bill", () => ({ accountRecords: rent("0") }), "accountRecords", "The total must be more than zero."],
  ];

  /** A body the kind would save. */
  const valid = (kind: Kind): Record<string, unknown> => ({
    vendorId: ids.acme,
    accountRecords: rent(),
    ...(kind === "credit_card_charge" ? { payFromAccountId: ids.card } : {}),
    ...(kind === "cash_expense" || kind === "cash_purchase" ? { payFromAccountId: ids.bank } : {}),
  });

  for (const [label, kind, over, field, message] of cases) {
    it(`${label}: "${message}"`, async () => {
      const before = await counts();
      const { status, body } = await post(kind, { ...valid(kind), ...over() });
      expect(status, JSON.stringify(body)).toBe(400);
      expect(body.error.split("\n")).toContain(message);
      expect(body.errors?.[field] ?? []).toContain(message);
      expect(await counts()).toEqual(before);
    });
  }

  it("the balance rule: more than the bank holds, or past the card's limit, is refused with the spec's message", async () => {
    const before = await counts();
    const bank = await balanceOf(ids.bank);
    const over = await post("cash_expense", { payFromAccountId: ids.bank, accountRecords: [{ accountId: ids.rent, amount: "5000.00" }] });
    expect(over.status).toBe(400);
    expect(over.body.error).toBe("Insufficient balance in the selected account.");
    expect(over.body.errors.payFromAccountId).toEqual(["Insufficient balance in the selected account."]);
    expect(over.body.errors._form[0]).toMatch(/^Checking can pay \$[\d,]+\.\d\d; this needs \$5,000\.00\.$/);
    const card = await post("credit_card_charge", {
      payFromAccountId: ids.card,
      accountRecords: [{ accountId: ids.rent, amount: "380.01" }],
    });
    expect(card.status).toBe(400);
    expect(card.body.error).toBe("Insufficient balance in the selected account.");
    const purchase = await post("cash_purchase", {
      vendorId: ids.acme,
      payFromAccountId: ids.bank,
      itemRecords: [{ itemId: ids.paper, itemType: "product", quantity: "1000", unitPrice: "4.50" }],
    });
    expect(purchase.status).toBe(400);
    expect(purchase.body.error).toBe("Insufficient balance in the selected account.");
    expect(await counts()).toEqual(before);
    expect(await balanceOf(ids.bank)).toBe(bank);
  });
});

describe("another user's company, and reading documents", () => {
  it("saving into a company the user does not own is a 404 that writes nothing", async () => {
    const before = await counts();
    for (const kind of Object.keys(ROUTES) as Kind[]) {
      const { status, body } = await post(
        kind,
        {
          vendorId: ids.acme,
          payFromAccountId: kind === "credit_card_charge" ? ids.card : ids.bank,
          accountRecords: [{ accountId: ids.rent, amount: "1.00" }],
        },
        intruder,
      );
      expect(status, kind).toBe(404);
      expect(body.error).toBe("Company not found");
    }
    expect(await counts()).toEqual(before);
  });

  it("without a token: 401", async () => {
    const { status } = await post("cash_expense", {}, null);
    expect(status).toBe(401);
  });

  it("GET /api/vendor/documents/:id: another user's or an unknown document is a 404", async () => {
    const [document] = await app.db("purchaseDocuments").where({ companyId }).orderBy("id").limit(1);
    expect(
      (await hit(documentRoute.loader, `/api/vendor/documents/${document.id}`, { params: { id: document.id }, token: intruder })).status,
    ).toBe(404);
    expect((await hit(documentRoute.loader, "/api/vendor/documents/999999", { params: { id: 999999 } })).status).toBe(404);
    expect((await hit(documentRoute.loader, "/api/vendor/documents/x", { params: { id: "x" } })).status).toBe(404);
  });

  it("GET /api/company-account/:id gives the balance check its currentBalance and creditLimit", async () => {
    const { status, body } = await hit(accountRoute.loader, `/api/company-account/${ids.card}`, { params: { id: ids.card } });
    expect(status).toBe(200);
    expect(body.account).toMatchObject({
      accountType: "Credit Card",
      creditLimit: "500.00",
      currentBalance: expect.stringMatching(/^\d+\.\d\d$/),
    });
  });

  it("the browser's balance rule, from that read, agrees with the server's", async () => {
    for (const id of [ids.bank, ids.card, ids.sales]) {
      const { body } = await hit(accountRoute.loader, `/api/company-account/${id}`, { params: { id } });
      expect(spendableOf(body.account), body.account.accountName).toBe(await spendableAmount(app.db, companyId, body.account));
    }
  });

  it("the vendor read the forms use for contacts carries contacts, addresses and the payment term", async () => {
    const { body } = await hit(vendorRoute.loader, `/api/vendor/vendors/${ids.acme}`, { params: { id: ids.acme } });
    expect(body.vendor).toMatchObject({ id: ids.acme, vendorName: "Acme Supplies", paymentTermId: ids.net30, contacts: [], addresses: [] });
  });

  it("the OpenAPI document lists each operation with its body", async () => {
    const doc = await (await call(openapi.loader, "/api/openapi.json")).json();
    for (const path of Object.values(ROUTES).map((r) => r.path)) {
      const op = doc.paths[path]?.post;
      expect(op, path).toBeDefined();
      const schema = op.requestBody.content["application/json"].schema;
      expect(Object.keys(schema.properties)).toEqual(
        expect.arrayContaining(["companyId", "vendorId", "date", "accountRecords", "itemRecords"]),
      );
      expect(schema.required).toEqual(["companyId"]);
    }
    expect(doc.paths["/api/vendor/bills"].post.requestBody.content["application/json"].schema.properties).toHaveProperty("status");
    expect(doc.paths["/api/vendor/documents/{id}"].get).toBeDefined();
  });
});
