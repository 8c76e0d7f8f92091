// The bills and bill payments API (issue 13 item 7), called as a client would, with bearer tokens and
// JSON bodies: enter bills and vendor credits for a vendor, read its bills, open credits and
// payments (with their records), the company's payments page by page, and pay bills. Another
// user's company or vendor is a 404; a malformed body or a payment the rules refuse is a 400
// { error, errors } that writes nothing; no token is a 401.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as accountCreate from "../../app/routes/api+/company-account.create";
import * as vendors from "../../app/routes/api+/vendor.vendors._index";
import * as bills from "../../app/routes/api+/vendor.$vendorId.bills";
import * as credits from "../../app/routes/api+/vendor.$vendorId.credits";
import * as vendorPayments from "../../app/routes/api+/vendor.pay-bill.vendor.$vendorId";
import * as companyPayments from "../../app/routes/api+/vendor.pay-bill.company.$companyId";
import * as payBill from "../../app/routes/api+/vendor.pay-bill._index";
import * as openapi from "../../app/routes/api+/openapi[.]json/route";
import { call, startTestApp, type TestApp } from "../support/app";
import { signUpToken, apiCaller, newApiCompany } from "../support/api-client";
import { CHECKING } from "../support/accounts";

let app: TestApp;
let owner: string;
let intruder: string;
const ids: Record<string, number> = {};

type Json = any;

const hit = apiCaller(() => owner, { json: true });

const newCompany = (token?: string) => newApiCompany(hit, token);

async function newVendor(companyId: number, vendorId: string, vendorName: string, token = owner): Promise<number> {
  const { status, body } = await hit(vendors.action, "/api/vendor/vendors", {
    method: "POST",
    token,
    body: { companyId, vendorId, vendorName },
  });
  expect(status).toBe(201);
  return body.vendor.id;
}

async function newAccount(companyId: number, fields: Record<string, unknown>, token = owner): Promise<number> {
  const { status, body } = await hit(accountCreate.action, "/api/company-account/create", {
    method: "POST",
    token,
    body: { companyId, ...fields },
  });
  expect(status).toBe(201);
  return body.account.id;
}

const enterBill = (vendorId: number, body: Record<string, unknown>, token = owner) =>
  hit(bills.action, `/api/vendor/${vendorId}/bills`, { method: "POST", token, params: { vendorId }, body });
const enterCredit = (vendorId: number, body: Record<string, unknown>, token = owner) =>
  hit(credits.action, `/api/vendor/${vendorId}/credits`, { method: "POST", token, params: { vendorId }, body });
const pay = (body: unknown, token: string | null = owner) => hit(payBill.action, "/api/vendor/pay-bill", { method: "POST", token, body });

/** Every row of the purchasing tables and the ledger, to prove a refused call wrote nothing. */
async function snapshot() {
  const tables = [
    "purchaseDocuments",
    "purchaseDocumentLines",
    "billPayments",
    "billPaymentRecords",
    "vendorCreditApplications",
    "journalEntries",
    "journalLines",
  ];
  return Promise.all(tables.map((t) => app.db(t).orderBy(["companyId", "id"]).select("*")));
}

beforeAll(async () => {
  app = await startTestApp();
  owner = await signUpToken("bills-owner@example.com");
  intruder = await signUpToken("bills-intruder@example.com");
  ids.company = await newCompany();
  ids.otherCompany = await newCompany(); // the owner's second company
  ids.theirCompany = await newCompany(intruder);
  ids.bank = await newAccount(ids.company, {
    ...CHECKING,
    openingBalance: "2000.00",
    asOf: "01/01/2026",
  });
  ids.rent = await newAccount(ids.company, { accountType: "Expense", accountNumber: "6100", accountName: "Rent" });
  ids.acme = await newVendor(ids.company, "ACME", "Acme Supplies");
  ids.bolt = await newVendor(ids.company, "BOLT", "Bolt & Nut Co");
  ids.elsewhere = await newVendor(ids.otherCompany, "ELSE", "Elsewhere Ltd");
  ids.theirs = await newVendor(ids.theirCompany, "THEIRS", "Their Vendor", intruder);
});
afterAll(() => app?.cleanup());

describe("bills and credits of a vendor", () => {
  it("enters bills (open and draft) and a vendor credit, and reads them back", async () => {
    const first = await enterBill(ids.acme, {
      date: "01/05/2026",
      dueDate: "2099-01-05",
      vendorReference: "INV-9",
      comments: "January rent",
      accountRecords: [{ accountId: ids.rent, description: "Rent", amount: "300.00" }],
    });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      bill: {
        id: expect.any(Number),
        billNo: "BILL-0001",
        number: "BILL-0001",
        date: "2026-01-05",
        dueDate: "2099-01-05",
        total: "300.00",
        amountPaid: "0.00",
        remainingAmount: "300.00",
        status: "Open",
        memo: "January rent",
        comments: "January rent",
        vendorId: ids.acme,
        vendorName: "Acme Supplies",
        vendorReference: "INV-9",
      },
      message: "Bill created successfully!",
    });
    ids.b1 = first.body.bill.id;
    ids.b2 = (
      await enterBill(ids.acme, { date: "2026-02-01", dueDate: "2020-03-01", accountRecords: [{ accountId: ids.rent, amount: "200.00" }] })
    ).body.bill.id;
    const draft = await enterBill(ids.acme, {
      status: "draft",
      date: "2026-02-10",
      accountRecords: [{ accountId: ids.rent, amount: "5.00" }],
    });
    expect(draft.body).toMatchObject({ bill: { billNo: "DRAFT", status: "Draft" }, message: "Bill saved as draft." });
    ids.draft = draft.body.bill.id;
    ids.x = (await enterBill(ids.bolt, { date: "2026-01-06", accountRecords: [{ accountId: ids.rent, amount: "80.00" }] })).body.bill.id;

    const credit = await enterCredit(ids.acme, {
      date: "2026-01-20",
      comments: "Overcharge",
      accountRecords: [{ accountId: ids.rent, amount: "50.00" }],
    });
    expect(credit).toEqual({
      status: 201,
      body: {
        credit: { id: expect.any(Number), number: "VCN-0001", total: "50.00", status: "posted" },
        message: "Vendor credit created successfully!",
      },
    });
    ids.credit = credit.body.credit.id;

    const list = await hit(bills.loader, `/api/vendor/${ids.acme}/bills`, { params: { vendorId: ids.acme } });
    expect(list.status).toBe(200);
    expect(list.body.map((b: Json) => [b.billNo, b.total, b.remainingAmount, b.status])).toEqual([
      ["DRAFT", "5.00", "5.00", "Draft"],
      ["BILL-0002", "200.00", "200.00", "Overdue"],
      ["BILL-0001", "300.00", "300.00", "Open"],
    ]);
    const open = await hit(credits.loader, `/api/vendor/${ids.acme}/credits`, { params: { vendorId: ids.acme } });
    expect(open.body).toEqual([
      { id: ids.credit, number: "VCN-0001", date: "2026-01-20", memo: "Overcharge", total: "50.00", applied: "0.00", amountLeft: "50.00" },
    ]);
  });

  it("another user's vendor is a 404 to read or write; a vendor the path names wins over one in the body", async () => {
    const before = await snapshot();
    for (const [handler, path] of [
      [bills.loader, `/api/vendor/${ids.theirs}/bills`],
      [credits.loader, `/api/vendor/${ids.theirs}/credits`],
      [vendorPayments.loader, `/api/vendor/pay-bill/vendor/${ids.theirs}`],
    ] as const) {
      expect(await hit(handler, path, { params: { vendorId: ids.theirs } })).toEqual({ status: 404, body: { error: "Vendor not found" } });
    }
    const rows = [{ accountId: ids.rent, amount: "1.00" }];
    expect((await enterBill(ids.theirs, { accountRecords: rows })).status).toBe(404);
    expect((await enterCredit(ids.theirs, { accountRecords: rows })).status).toBe(404);
    // The intruder's token on my vendor.
    expect((await enterBill(ids.acme, { accountRecords: rows }, intruder)).status).toBe(404);
    expect(await snapshot()).toEqual(before);
    // vendorId in the body is not the bill's vendor: the path's is.
    const mine = await enterBill(ids.bolt, { vendorId: ids.theirs, date: "2026-03-01", accountRecords: rows });
    expect(mine.body.bill).toMatchObject({ vendorId: ids.bolt, vendorName: "Bolt & Nut Co" });
    ids.bolt2 = mine.body.bill.id;
  });

  it("a malformed bill or credit is a 400 naming the field, and writes nothing", async () => {
    const before = await snapshot();
    const cases: [typeof enterBill, Record<string, unknown>, string][] = [
      [enterBill, { accountRecords: [{ accountId: ids.rent, amount: "1.234" }] }, "accountRecords.0.amount"],
      [enterBill, { status: "paid", accountRecords: [{ accountId: ids.rent, amount: "1.00" }] }, "status"],
      [enterBill, { dueDate: "02/30/2026", accountRecords: [{ accountId: ids.rent, amount: "1.00" }] }, "dueDate"],
      [enterCredit, { bankAccountId: "twelve", accountRecords: [{ accountId: ids.rent, amount: "1.00" }] }, "bankAccountId"],
    ];
    for (const [send, body, field] of cases) {
      const answer = await send(ids.acme, body);
      expect(answer.status, field).toBe(400);
      expect(answer.body.errors[field], field).toBeDefined();
    }
    expect(await enterBill(ids.acme, {})).toMatchObject({
      status: 400,
      body: { error: "Add at least one account row or item row with an amount." },
    });
    expect(await snapshot()).toEqual(before);
  });
});

describe("POST /api/vendor/pay-bill", () => {
  it("pays two bills, one in part and one with the vendor credit, and answers the payment with its records", async () => {
    const paid = await pay({
      companyId: ids.company,
      vendorId: ids.acme,
      payFromAccountId: ids.bank,
      date: "03/01/2026",
      paymentMethod: "Online Banking",
      comments: "Q1",
      bills: [
        { billId: ids.b1, amount: "100.00" },
        { billId: ids.b2, amount: "150.00", creditApplied: "50.00" },
      ],
      credits: [{ creditId: ids.credit, amount: "50.00" }],
    });
    expect(paid.status).toBe(201);
    expect(paid.body.message).toBe("Bill payment saved successfully!");
    expect(paid.body.payment).toMatchObject({
      no: "PAY-0001",
      date: "2026-03-01",
      issueDate: "2026-03-01",
      total: "250.00",
      creditsApplied: "50.00",
      paymentMethod: "Online Banking",
      status: "Issued",
      comments: "Q1",
      vendor: { id: ids.acme, vendorName: "Acme Supplies" },
      payFromAccount: { id: ids.bank, accountNumber: "1010", accountName: "Checking", accountType: "Bank" },
      isWriteCheckDone: false,
      isPrintCheckDone: false,
    });
    expect(
      paid.body.payment.records.map((r: Json) => [r.billId, r.amountPaid, r.creditApplied, r.bill.remainingAmount, r.bill.status]),
    ).toEqual([
      [ids.b1, "100.00", "0.00", "200.00", "Open"],
      [ids.b2, "150.00", "50.00", "0.00", "Paid"],
    ]);
    ids.p1 = paid.body.payment.id;
    const credit = await hit(credits.loader, `/api/vendor/${ids.acme}/credits`, { params: { vendorId: ids.acme } });
    expect(credit.body).toEqual([]);

    const byCheque = await pay({
      companyId: ids.company,
      vendorId: ids.bolt,
      payFromAccountId: ids.bank,
      date: "2026-04-01",
      paymentMethod: "Cheque",
      bills: [{ billId: ids.x, amount: "80.00" }],
    });
    expect(byCheque.body.payment).toMatchObject({ no: "PAY-0002", status: "Not issued", issueDate: null, total: "80.00" });
    ids.p2 = byCheque.body.payment.id;
  });

  it("refuses what the rules refuse with a 400 { error, errors }, writing nothing", async () => {
    const base = { companyId: ids.company, vendorId: ids.acme, payFromAccountId: ids.bank };
    const before = await snapshot();
    const refusals: [Record<string, unknown>, string][] = [
      [{ bills: [{ billId: ids.b1, amount: "200.01" }] }, "The amount for bill BILL-0001 is more than its amount due ($200.00)."],
      [{ bills: [{ billId: ids.bolt2, amount: "1.00" }] }, "Bill BILL-0004 belongs to another vendor."],
      [{ bills: [{ billId: ids.draft, amount: "1.00" }] }, "Bill DRAFT is a draft: save it open before paying it."],
      [{ bills: [{ billId: ids.b2, amount: "1.00" }] }, "Bill BILL-0002 is not open."],
      [{ bills: [] }, "Select at least one bill to pay."],
      [
        { bills: [{ billId: ids.b1, amount: "1.00", creditApplied: "1.00" }] },
        "The credits applied to bills must add up to the vendor credits used.",
      ],
      [
        { bills: [{ billId: ids.b1, amount: "1.00", creditApplied: "1.00" }], credits: [{ creditId: ids.credit, amount: "1.00" }] },
        "Vendor credit VCN-0001 has only $0.00 left to apply.",
      ],
      [
        { payFromAccountId: ids.rent, bills: [{ billId: ids.b1, amount: "1.00" }] },
        "Pay From must be an account of type Bank, Cash, Paypal, Credit Card, Other current Asset.",
      ],
      [{ vendorId: null, bills: [{ billId: ids.b1, amount: "1.00" }] }, "Vendor is required."],
    ];
    for (const [over, message] of refusals) {
      const answer = await pay({ ...base, ...over });
      expect(answer.status, message).toBe(400);
      expect(answer.body.error, message).toContain(message);
      expect(Object.values(answer.body.errors).flat(), message).toContain(message);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("never overdraws the paying account (issue 25, item 2): one payment too many, or two at once, is refused", async () => {
    const companyId = await newCompany(); // a company of its own: the payment lists below stay as they are
    const vendorId = await newVendor(companyId, "SHOP", "Corner Shop");
    const supplies = await newAccount(companyId, { accountType: "Expense", accountNumber: "6200", accountName: "Supplies" });
    const petty = await newAccount(companyId, {
      accountType: "Cash",
      accountNumber: "1005",
      accountName: "Petty Cash",
      openingBalance: "70.00",
      asOf: "01/01/2026",
    });
    const big = (await enterBill(vendorId, { date: "2026-03-01", accountRecords: [{ accountId: supplies, amount: "295.00" }] })).body.bill
      .id;
    const before = await snapshot();
    const tooMuch = await pay({ companyId, vendorId, payFromAccountId: petty, bills: [{ billId: big, amount: "295.00" }] });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error).toBe("Insufficient balance in the selected account.");
    expect(tooMuch.body.errors.payFromAccountId).toEqual(["Insufficient balance in the selected account."]);
    expect(await snapshot()).toEqual(before);

    // Two payments of 40.00 from 70.00, sent together: the account's row is locked, so one waits and is refused.
    const both = await Promise.all(
      [1, 2].map(() => pay({ companyId, vendorId, payFromAccountId: petty, bills: [{ billId: big, amount: "40.00" }] })),
    );
    expect(both.map((r) => r.status).sort()).toEqual([201, 400]);
    expect(both.find((r) => r.status === 400)!.body.error).toBe("Insufficient balance in the selected account.");
    const left = await app.db("journalLines").where({ companyId, accountId: petty }).sum({ d: "debit", c: "credit" }).first();
    expect(Number(left!.d) - Number(left!.c)).toBe(30);
  });

  it("a malformed body is a 400 naming the field, and writes nothing", async () => {
    const base = { companyId: ids.company, vendorId: ids.acme, payFromAccountId: ids.bank, bills: [{ billId: ids.b1, amount: "1.00" }] };
    const before = await snapshot();
    const malformed: [unknown, string][] = [
      [{ ...base, companyId: undefined }, "companyId"],
      [{ ...base, bills: [{ billId: ids.b1, amount: "NaN" }] }, "bills.0.amount"],
      [{ ...base, bills: [{ billId: "BILL-0001", amount: "1.00" }] }, "bills.0.billId"],
      [{ ...base, paymentMethod: "Barter" }, "paymentMethod"],
      [{ ...base, date: "yesterday" }, "date"],
      [{ ...base, bills: "all of them" }, "bills"],
      [{ ...base, comments: "a\u0000b" }, "comments"],
    ];
    for (const [body, field] of malformed) {
      const answer = await pay(body);
      expect(answer.status, field).toBe(400);
      expect(answer.body.errors?.[field], field).toBeDefined();
    }
    const text = await call(payBill.action, "/api/vendor/pay-bill", {
      method: "POST",
      headers: { Authorization: `Bearer ${owner}`, "Content-Type": "application/json" },
      body: '{"companyId": 1,',
    });
    expect(text.status).toBe(400);
    expect(await text.json()).toEqual({ error: "The request body is not valid JSON." });
    expect(await snapshot()).toEqual(before);
  });

  it("another user's company, their vendor, or my vendor of another company is a 404; no token a 401", async () => {
    const before = await snapshot();
    const body = { companyId: ids.company, vendorId: ids.acme, payFromAccountId: ids.bank, bills: [{ billId: ids.b1, amount: "1.00" }] };
    expect(await pay({ ...body, companyId: ids.theirCompany })).toEqual({ status: 404, body: { error: "Company not found" } });
    expect(await pay(body, intruder)).toEqual({ status: 404, body: { error: "Company not found" } });
    expect(await pay({ ...body, vendorId: ids.theirs })).toEqual({ status: 404, body: { error: "Vendor not found" } });
    expect(await pay({ ...body, vendorId: ids.elsewhere })).toEqual({ status: 404, body: { error: "Vendor not found" } });
    expect(await pay(body, null)).toEqual({ status: 401, body: { error: "Authentication required" } });
    expect(await snapshot()).toEqual(before);
  });
});

describe("reading payments", () => {
  it("a vendor's payments, with their records on request", async () => {
    const plain = await hit(vendorPayments.loader, `/api/vendor/pay-bill/vendor/${ids.acme}`, { params: { vendorId: ids.acme } });
    expect(plain.body.map((p: Json) => [p.no, p.total, p.status, p.records])).toEqual([["PAY-0001", "250.00", "Issued", undefined]]);
    const full = await hit(vendorPayments.loader, `/api/vendor/pay-bill/vendor/${ids.acme}?includeRecords=true`, {
      params: { vendorId: ids.acme },
    });
    expect(full.body[0].records).toHaveLength(2);
    expect(full.body[0].records[0]).toEqual({
      id: expect.any(Number),
      billId: ids.b1,
      amountPaid: "100.00",
      creditApplied: "0.00",
      bill: {
        id: ids.b1,
        billNo: "BILL-0001",
        date: "2026-01-05",
        dueDate: "2099-01-05",
        total: "300.00",
        amountPaid: "100.00",
        remainingAmount: "200.00",
        status: "Open",
        comments: "January rent",
        memo: "January rent",
      },
    });
  });

  it("the company's payments, filtered and one page at a time, with totals", async () => {
    const path = (search: string) => `/api/vendor/pay-bill/company/${ids.company}${search}`;
    const get = (search: string, token: string | null = owner) =>
      hit(companyPayments.loader, path(search), { token, params: { companyId: ids.company } });
    const all = await get("");
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ total: 2, page: 1, perPage: 10, totals: { amountPaid: "330.00", creditsApplied: "50.00" } });
    expect(all.body.payments.map((p: Json) => p.no)).toEqual(["PAY-0002", "PAY-0001"]);
    expect((await get("?view=not-issued")).body.payments.map((p: Json) => p.no)).toEqual(["PAY-0002"]);
    expect((await get("?dateType=pay&from=2026-03-01&to=03/31/2026")).body.payments.map((p: Json) => p.no)).toEqual(["PAY-0001"]);
    expect((await get("?dateType=issue&from=2026-04-01")).body).toMatchObject({ payments: [], total: 0, totals: null });
    const second = await get("?perPage=1&page=2&includeRecords=true");
    expect(second.body).toMatchObject({ total: 2, page: 2, perPage: 1 });
    expect(second.body.payments.map((p: Json) => [p.no, p.records.length])).toEqual([["PAY-0001", 2]]);
    expect((await get(`?vendorId=${ids.bolt}`)).body.payments.map((p: Json) => p.no)).toEqual(["PAY-0002"]);
    expect(await get("?view=sideways")).toMatchObject({ status: 400, body: { errors: { view: expect.any(Array) } } });
    expect(await get("?dateType=pay&from=31/31/2026")).toMatchObject({ status: 400, body: { errors: { from: expect.any(Array) } } });
    expect((await get("", intruder)).status).toBe(404);
    expect((await get("", null)).status).toBe(401);
  });

  it("every call is in the OpenAPI document", async () => {
    const doc = await (await call(openapi.loader, "/api/openapi.json")).json();
    expect(Object.keys(doc.paths["/api/vendor/{vendorId}/bills"]).sort()).toEqual(["get", "post"]);
    expect(Object.keys(doc.paths["/api/vendor/{vendorId}/credits"]).sort()).toEqual(["get", "post"]);
    expect(doc.paths["/api/vendor/pay-bill/vendor/{vendorId}"].get.parameters.map((p: Json) => p.name)).toEqual([
      "vendorId",
      "includeRecords",
    ]);
    expect(doc.paths["/api/vendor/pay-bill/company/{companyId}"].get.parameters.map((p: Json) => p.name)).toEqual([
      "companyId",
      "view",
      "dateType",
      "from",
      "to",
      "vendorId",
      "page",
      "perPage",
      "includeRecords",
    ]);
    const post = doc.paths["/api/vendor/pay-bill"].post;
    expect(Object.keys(post.responses).sort()).toEqual(["201", "400", "401", "403", "404"]);
    expect(JSON.stringify(post.requestBody.content["application/json"].schema)).toContain('"companyId"');
  });
});
