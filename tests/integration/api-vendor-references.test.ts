// The vendor's own numbers and the spec's field names over the API (issue 25 items 5 and 8, issue 31
// item 5): a card charge, an expense and a cash purchase keep their automatic number (CCE-0001,
// EXP-0001, CP-0001) and record the vendor's reference beside it; a vendor credit records the
// vendor's credit-note number (the spec's `creditNoteNo`). Each shows in the document, the Vendor
// Center's transactions and its journal entry's comments. The documents take the spec's names
// (`payFrom`, `bankAccount`, `creditNoteNo`) as well as the product's, and the API document shows
// both. `GET /api/system/printers` answers without a companyId (the user's printers), and a stock
// adjustment takes its quantities as JSON numbers.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiToken } from "../../app/modules/auth/auth.server";
import { listVendorTransactions } from "../../app/modules/purchases/vendor-transactions.server";
import * as companies from "../../app/routes/api+/company._index";
import * as accountCreate from "../../app/routes/api+/company-account.create";
import * as accountRoute from "../../app/routes/api+/company-account.$id";
import * as vendors from "../../app/routes/api+/vendor.vendors._index";
import * as cardCharge from "../../app/routes/api+/vendor.credit-card-expense";
import * as vendorCredit from "../../app/routes/api+/vendor.vendor-credit";
import * as vendorCredits from "../../app/routes/api+/vendor.$vendorId.credits";
import * as cashExpense from "../../app/routes/api+/vendor.cash-expense";
import * as cashPurchase from "../../app/routes/api+/vendor.cash-purchase";
import * as printersApi from "../../app/routes/api+/system.printers";
import * as checkInApi from "../../app/routes/api+/print-daemon.check-in";
import * as warehouseCreate from "../../app/routes/api+/warehouses._index";
import * as adjustments from "../../app/routes/api+/inventory.companies.$id.stock-adjustments";
import * as openapi from "../../app/routes/api+/openapi[.]json/route";
import { apiCaller, signUp } from "../support/api-client";
import { call, startTestApp, type TestApp } from "../support/app";
import { CHECKING } from "../support/accounts";
import { companyFields } from "../support/company-fields";

type Json = any;

let app: TestApp;
let owner: string;
let stranger: string;
let companyId: number;
const ids: Record<string, number> = {};

const hit = apiCaller(() => owner);

const post = (handler: unknown, path: string, body: Record<string, unknown>) =>
  hit(handler, path, { method: "POST", body: { companyId, ...body } });

async function account(fields: Record<string, unknown>): Promise<number> {
  const { status, body } = await post(accountCreate.action, "/api/company-account/create", fields);
  expect(status, JSON.stringify(body)).toBe(201);
  return body.account.id;
}

const balanceOf = async (accountId: number): Promise<string> =>
  (await hit(accountRoute.loader, `/api/company-account/${accountId}`, { params: { id: accountId } })).body.account.currentBalance;

const entryLines = (document: Json) => document.journalEntry.lines.map((l: Json) => [l.accountName, l.debit, l.credit]);

let ownerId: number;
let strangerId: number;

beforeAll(async () => {
  app = await startTestApp();
  ({ token: owner, userId: ownerId } = await signUp("references-owner@example.com"));
  ({ token: stranger, userId: strangerId } = await signUp("references-stranger@example.com"));
  const company = await post(companies.action, "/api/company", companyFields());
  companyId = company.body.data.id;
  ids.bank = await account({ ...CHECKING, openingBalance: "1000.00", asOf: "01/01/2026" });
  ids.card = await account({ accountType: "Credit Card", accountNumber: "2100", accountName: "Company Card", creditLimit: "500.00" });
  ids.rent = await account({ accountType: "Expense", accountNumber: "6100", accountName: "Rent" });
  ids.asset = await account({ accountType: "Inventory Asset", accountNumber: "1300", accountName: "Stock" });
  ids.shrink = await account({ accountType: "Cost of Goods Sold", accountNumber: "5100", accountName: "Shrinkage" });
  const vendor = await post(vendors.action, "/api/vendor/vendors", { vendorId: "ACME", vendorName: "Acme Supplies" });
  ids.acme = vendor.body.vendor.id;
});
afterAll(() => app?.cleanup());

describe("the vendor's own numbers, under the spec's names", () => {
  it("a cash purchase sent with payFrom keeps CP-0001 and records the vendor's CP-7: in the document, the entry's comments and the books", async () => {
    const { status, body } = await post(cashPurchase.action, "/api/vendor/cash-purchase", {
      vendorId: ids.acme,
      payFrom: ids.bank,
      vendorReference: "CP-7",
      date: "2026-11-02",
      accountRecords: [{ accountId: ids.rent, amount: 45 }],
    });
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.document).toMatchObject({ number: "CP-0001", vendorReference: "CP-7", payFromAccountId: ids.bank, total: "45.00" });
    expect(body.document.journalEntry.entryNo).toBe("CP-0001");
    expect(entryLines(body.document)).toEqual([
      ["Rent", "45.00", "0.00"],
      ["Checking", "0.00", "45.00"],
    ]);
    const entry = await app.db("journalEntries").where({ companyId, id: body.document.journalEntry.id }).first("comments");
    expect(entry.comments).toBe("Cash Purchase CP-0001 — Acme Supplies (Vendor's Reference CP-7)");
    expect(await balanceOf(ids.bank)).toBe("955.00");
  });

  it("a card charge and a cash expense take payFrom and the vendor's reference", async () => {
    const charge = await post(cardCharge.action, "/api/vendor/credit-card-expense", {
      vendorId: ids.acme,
      payFrom: ids.card,
      vendorReference: "R-88",
      accountRecords: [{ accountId: ids.rent, amount: "20.00" }],
    });
    expect(charge.status, JSON.stringify(charge.body)).toBe(201);
    expect(charge.body.document).toMatchObject({ number: "CCE-0001", vendorReference: "R-88", payFromAccountId: ids.card });
    expect(await balanceOf(ids.card)).toBe("20.00");

    const expense = await post(cashExpense.action, "/api/vendor/cash-expense", {
      payFrom: String(ids.bank),
      vendorReference: "T-5",
      accountRecords: [{ accountId: ids.rent, amount: "5.00" }],
    });
    expect(expense.status, JSON.stringify(expense.body)).toBe(201);
    expect(expense.body.document).toMatchObject({ number: "EXP-0001", vendorReference: "T-5", payFromAccountId: ids.bank });
    expect(await balanceOf(ids.bank)).toBe("950.00");
  });

  it("both names sent must agree; a bad value under either, or neither, is refused with its message, and nothing is written", async () => {
    const both = await post(cardCharge.action, "/api/vendor/credit-card-expense", {
      vendorId: ids.acme,
      payFromAccountId: ids.card,
      payFrom: String(ids.card),
      accountRecords: [{ accountId: ids.rent, amount: "1.00" }],
    });
    expect(both.status, JSON.stringify(both.body)).toBe(201);
    expect(both.body.document.payFromAccountId).toBe(ids.card);

    const [before] = await app.db("purchaseDocuments").where({ companyId }).count({ n: "*" });
    const neither = await post(cardCharge.action, "/api/vendor/credit-card-expense", {
      accountRecords: [{ accountId: ids.rent, amount: "1.00" }],
    });
    expect(neither).toMatchObject({ status: 400, body: { error: "Pay From account is required." } });
    const badAlias = await post(cardCharge.action, "/api/vendor/credit-card-expense", {
      payFrom: "the card",
      accountRecords: [{ accountId: ids.rent, amount: "1.00" }],
    });
    expect(badAlias.status).toBe(400);
    expect(badAlias.body, JSON.stringify(badAlias.body)).toMatchObject({ errors: { payFromAccountId: [expect.any(String)] } });
    const differ = await post(cardCharge.action, "/api/vendor/credit-card-expense", {
      payFromAccountId: ids.card,
      payFrom: ids.bank,
      accountRecords: [{ accountId: ids.rent, amount: "1.00" }],
    });
    expect(differ).toMatchObject({ status: 400, body: { errors: { payFrom: ["payFrom and payFromAccountId differ: send one of them"] } } });
    const badBeside = await post(cardCharge.action, "/api/vendor/credit-card-expense", {
      payFromAccountId: ids.card,
      payFrom: "NaN",
      accountRecords: [{ accountId: ids.rent, amount: "1.00" }],
    });
    expect(badBeside.status).toBe(400);
    const [after] = await app.db("purchaseDocuments").where({ companyId }).count({ n: "*" });
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("a vendor credit takes bankAccount and creditNoteNo: a refund into the bank, its credit note number beside VCN-0001", async () => {
    const { status, body } = await post(vendorCredit.action, "/api/vendor/vendor-credit", {
      vendorId: ids.acme,
      bankAccount: ids.bank,
      creditNoteNo: "CN-55",
      accountRecords: [{ accountId: ids.rent, amount: 12.5 }],
    });
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.document).toMatchObject({ number: "VCN-0001", vendorReference: "CN-55", bankAccountId: ids.bank, total: "12.50" });
    expect(entryLines(body.document)).toEqual([
      ["Checking", "12.50", "0.00"],
      ["Rent", "0.00", "12.50"],
    ]);
    const entry = await app.db("journalEntries").where({ companyId, id: body.document.journalEntry.id }).first("comments");
    expect(entry.comments).toBe("Vendor Credit VCN-0001 — Acme Supplies (Vendor's Credit Note CN-55)");
    expect(await balanceOf(ids.bank)).toBe("962.50");

    // The vendor's own credits route takes the spec's names too.
    const own = await hit(vendorCredits.action, `/api/vendor/${ids.acme}/credits`, {
      method: "POST",
      params: { vendorId: ids.acme },
      body: { creditNoteNo: "CN-56", accountRecords: [{ accountId: ids.rent, amount: "3.00" }] },
    });
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    const stored = await app.db("purchaseDocuments").where({ companyId, id: own.body.credit.id }).first("number", "vendorReference");
    expect(stored).toEqual({ number: "VCN-0002", vendorReference: "CN-56" });
  });

  it("the Vendor Center lists each document with the vendor's number beside its own", async () => {
    const page = await listVendorTransactions(app.db, companyId, ids.acme, { today: "2026-12-31" });
    const byNumber = Object.fromEntries(page.items.map((t) => [t.number, t.reference]));
    expect(byNumber).toMatchObject({ "CP-0001": "CP-7", "CCE-0001": "R-88", "VCN-0001": "CN-55", "VCN-0002": "CN-56", "CCE-0002": "" });
  });

  it("the API document shows both names of each field", async () => {
    const response = await call(openapi.loader, "/api/openapi.json");
    const doc = (await response.json()) as Json;
    const props = (path: string) => doc.paths[path].post.requestBody.content["application/json"].schema.properties;
    for (const path of ["/api/vendor/cash-purchase", "/api/vendor/cash-expense", "/api/vendor/credit-card-expense"]) {
      expect(Object.keys(props(path))).toEqual(expect.arrayContaining(["payFromAccountId", "payFrom", "vendorReference"]));
    }
    expect(Object.keys(props("/api/vendor/vendor-credit"))).toEqual(
      expect.arrayContaining(["bankAccountId", "bankAccount", "vendorReference", "creditNoteNo"]),
    );
    expect(props("/api/vendor/vendor-credit").creditNoteNo.description).toContain("vendorReference");
  });
});

describe("the spec's other calls", () => {
  it("GET /api/system/printers answers without a companyId: the user's own printers, nobody else's", async () => {
    const token = (await createApiToken(app.db, ownerId, "office")).token;
    const checkIn = await call(checkInApi.action, "/api/print-daemon/check-in", {
      method: "POST",
      headers: { Authorization: `Bearer ${token}` },
      body: {
        name: "office-pc",
        platform: "linux-cups",
        printers: [{ name: "Office_Laser", isDefault: true, state: "idle", stateReasons: [], deviceUri: "ipp://10.0.0.5/ipp/print" }],
      },
    });
    expect(checkIn.status).toBe(200);

    const mine = await hit(printersApi.loader, "/api/system/printers");
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.body.printers.filter((p: Json) => p.source.kind === "daemon")).toEqual([
      expect.objectContaining({ name: "Office_Laser", displayName: "Office_Laser (office-pc)", isDefault: true }),
    ]);
    const theirs = await hit(printersApi.loader, "/api/system/printers", { token: stranger });
    expect(theirs.status).toBe(200);
    expect(theirs.body.printers.filter((p: Json) => p.source.kind === "daemon")).toEqual([]);
    // With a companyId, as before: the company's; another user's company stays a 404.
    const company = await hit(printersApi.loader, `/api/system/printers?companyId=${companyId}`);
    expect(company.body.printers).toEqual(mine.body.printers);
    expect((await hit(printersApi.loader, `/api/system/printers?companyId=${companyId}`, { token: stranger })).status).toBe(404);
    expect(strangerId).not.toBe(ownerId);
  });

  it("a stock adjustment takes its quantities and amounts as JSON numbers", async () => {
    const warehouse = await post(warehouseCreate.action, "/api/warehouses", { name: "Main" });
    expect(warehouse.status).toBe(201);
    const [item] = await app
      .db("items")
      .insert({ companyId, itemType: "inventory", name: "Widget", standardCost: "2.00", assetAccountId: ids.asset })
      .returning("id");
    const saved = await hit(adjustments.action, `/api/inventory/companies/${companyId}/stock-adjustments`, {
      method: "POST",
      params: { id: companyId },
      body: {
        date: "2026-11-20",
        warehouseId: warehouse.body.data.id,
        adjustmentAccount: ids.shrink,
        items: [{ inventoryItemId: item.id, currentQty: 10, adjustedQty: 4, currentValue: 0, rate: 3.25 }],
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(saved.body.data.items).toEqual([expect.objectContaining({ inventoryItemId: item.id, value: "13.00" })]);
    const refused = await hit(adjustments.action, `/api/inventory/companies/${companyId}/stock-adjustments`, {
      method: "POST",
      params: { id: companyId },
      body: {
        warehouseId: warehouse.body.data.id,
        adjustmentAccount: ids.shrink,
        items: [{ inventoryItemId: item.id, adjustedQty: 1.23456 }],
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toContain("Must be a number with at most 4 decimals.");
  });
});
