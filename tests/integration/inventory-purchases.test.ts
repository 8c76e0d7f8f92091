// Buying inventory on purchase documents: each kind's inventory rows come into stock at the row's
// amount (re-averaging the cost) and debit the item's assets account; a vendor credit returns stock
// at average cost with the difference on Cost of Goods Sold; a return of more than is on hand is
// refused and writes nothing; a draft bill moves stock only when saved open. Quantities and values
// worked out by hand in the comments.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PurchaseFormLoaded, PurchaseFormView } from "../../app/components/purchases/purchase-form-data";
import { createAccount } from "../../app/modules/accounts/accounts.server";
import { accountCreateSchema } from "../../app/modules/accounts/schema";
import type { CompanyContext } from "../../app/modules/companies/companies.server";
import { inventoryValuation, onHandByItem } from "../../app/modules/inventory/stock.server";
import { Item } from "../../app/modules/items/item.model";
import { getVendorItem, listVendorItems } from "../../app/modules/items/items.server";
import { accountNets, trialBalance } from "../../app/modules/ledger/ledger.server";
import { importBills } from "../../app/modules/purchases/bills-csv.server";
import { buyableItems, readPurchaseDocument } from "../../app/modules/purchases/document-reads.server";
import { createPurchaseDocument } from "../../app/modules/purchases/documents.server";
import { updateDraftBill } from "../../app/modules/purchases/draft-bills.server";
import { DOCUMENT_SCHEMAS, draftBillUpdateSchema, type DocumentKind } from "../../app/modules/purchases/schema";
import { vendorCreateSchema } from "../../app/modules/vendors/schema";
import { createVendor } from "../../app/modules/vendors/vendors.server";
import * as billsApi from "../../app/routes/api+/vendor.bills";
import * as vendorCreditApi from "../../app/routes/api+/vendor.vendor-credit";
import * as billRoute from "../../app/routes/company.$companyId.dashboard+/_purchases+/vendors.enter-bill";
import { call, startTestApp, type TestApp } from "../support/app";
import { signedInOwner } from "../support/books";

let app: TestApp;
let ctx: CompanyContext;
let cookie: string;
const ids: Record<string, number> = {};

async function account(fields: Record<string, unknown>) {
  return (await createAccount(app.db, ctx, accountCreateSchema.parse(fields))).id;
}

const save = (kind: DocumentKind, body: Record<string, unknown>) =>
  createPurchaseDocument(app.db, ctx, kind, DOCUMENT_SCHEMAS[kind].parse(body) as never);

/** An account's net (debits − credits), in cents. */
async function net(accountId: number) {
  return (await accountNets(app.db, ctx.companyId, { accountIds: [accountId] })).get(accountId) ?? 0;
}

/** On hand of an item over every warehouse: [quantity in units, value in cents]. */
async function onHand(itemId: number) {
  const level = (await onHandByItem(app.db, ctx.companyId, [itemId])).get(itemId);
  return [(level?.quantity ?? 0) / 10_000, level?.value ?? 0];
}

/** The books agree with the stock: assets account = sum of values = valuation; the trial balance balances. */
async function expectBooksEqualStock() {
  const valuation = await inventoryValuation(app.db, ctx.companyId, "2100-12-31");
  const valued = valuation.reduce((sum, r) => sum + r.value, 0);
  const { rows } = await app.db.raw("SELECT coalesce(sum(value), 0) AS v FROM item_stock WHERE company_id = ?", [ctx.companyId]);
  expect(Math.round(Number(rows[0].v) * 100)).toBe(valued);
  expect(await net(ids.stock)).toBe(valued);
  const tb = await trialBalance(app.db, ctx.companyId, "2100-12-31");
  expect(tb.totals.debit).toBe(tb.totals.credit);
}

const widgetRow = (quantity: string, unitPrice: string) => ({ itemId: ids.widget, itemType: "inventory", quantity, unitPrice });

beforeAll(async () => {
  app = await startTestApp();
  ({ ctx, cookie } = await signedInOwner(app.db, { today: "2026-11-25" }));
  ids.bank = await account({
    accountType: "Bank",
    accountNumber: "1010",
    accountName: "Checking",
    bankName: "First Bank",
    bankAccountType: "Checking",
    bankAccountNumber: "111",
    openingBalance: "1000.00",
    asOf: "2026-01-01",
  });
  ids.card = await account({ accountType: "Credit Card", accountNumber: "2100", accountName: "Company Card" });
  ids.stock = await account({ accountType: "Inventory Asset", accountNumber: "1300", accountName: "Inventory" });
  ids.cogs = await account({ accountType: "Cost of Goods Sold", accountNumber: "5000", accountName: "Cost of Goods Sold" });
  ids.supplies = await account({ accountType: "Expense", accountNumber: "6300", accountName: "Supplies" });
  ids.acme = (await createVendor(app.db, ctx, vendorCreateSchema.parse({ vendorId: "ACME", vendorName: "Acme Supplies" }))).id;
  const base = { companyId: ctx.companyId, assetAccountId: ids.stock };
  const [widget, gadget, kit, retired, homeless, paper] = await Item.query(app.db).insert([
    { ...base, itemType: "inventory", name: "Widget", standardCost: "2.00", cogsAccountId: ids.cogs, purchaseDescription: "Blue widget" },
    { ...base, itemType: "inventory", name: "Gadget", purchasePrice: "5.00", standardCost: "4.00" },
    { ...base, itemType: "assembly", name: "Kit", standardCost: "9.00", cogsAccountId: ids.cogs },
    { ...base, itemType: "inventory", name: "Retired", active: false },
    { companyId: ctx.companyId, itemType: "inventory", name: "Homeless" },
    { companyId: ctx.companyId, itemType: "product", name: "Paper", buys: true, purchasePrice: "4.50", expenseAccountId: ids.supplies },
  ]);
  Object.assign(ids, { widget: widget.id, gadget: gadget.id, kit: kit.id, retired: retired.id, homeless: homeless.id, paper: paper.id });
});
afterAll(() => app.cleanup());

describe("the item rows of purchase screens", () => {
  it("offer active inventory items and assemblies with an assets account, priced from purchase price or standard cost", async () => {
    const items = await buyableItems(app.db, ctx.companyId);
    expect(items.map((i) => [i.name, i.itemType, i.unitPrice])).toEqual([
      ["Gadget", "inventory", "5.00"],
      ["Kit", "assembly", "9.00"],
      ["Paper", "product", "4.50"],
      ["Widget", "inventory", "2.00"],
    ]);
  });
});

describe("receiving inventory", () => {
  it("a bill receives its rows at the row amount and debits the assets account, not an expense account", async () => {
    const saved = await save("bill", {
      vendorId: ids.acme,
      date: "2026-11-02",
      itemRecords: [widgetRow("10", "3.00"), { itemId: ids.paper, itemType: "product", quantity: "2", unitPrice: "4.50" }],
    });
    expect(saved.total).toBe("39.00");
    expect(await onHand(ids.widget)).toEqual([10, 3000]);
    expect(await net(ids.stock)).toBe(3000);
    expect(await net(ids.supplies)).toBe(900); // the product row still debits its expense account
    const bill = await readPurchaseDocument(app.db, ctx.companyId, saved.id, "bill");
    expect(bill.itemRecords.map((r) => [r.itemName, r.itemType, r.accountId, r.description])).toEqual([
      ["Widget", "inventory", ids.stock, "Blue widget"],
      ["Paper", "product", ids.supplies, ""],
    ]);
    expect(bill.journalEntry!.lines.map((l) => [l.accountName, l.debit, l.credit])).toEqual([
      ["Inventory", "30.00", "0.00"],
      ["Supplies", "9.00", "0.00"],
      ["Accounts Payable", "0.00", "39.00"],
    ]);
    const movements = await app.db("stockMovements").where({ companyId: ctx.companyId, sourceType: "bill", sourceId: saved.id });
    expect(movements.map((m) => [m.quantity, m.value, m.movementDate, m.memo])).toEqual([
      ["10.0000", "30.00", "2026-11-02", "Bill BILL-0001"],
    ]);
    const line = await app
      .db("journalLines")
      .where({ companyId: ctx.companyId, journalEntryId: saved.journalEntryId, accountId: ids.stock })
      .first();
    expect([line.itemId, line.vendorId]).toEqual([ids.widget, ids.acme]);
    await expectBooksEqualStock();
  });

  it("a cash purchase, a card charge and a cash expense receive stock and re-average its cost", async () => {
    // 10 @ 3.00 = 30.00; + 5 @ 4.50 = 22.50 → 15 worth 52.50 (3.50 each)
    await save("cash_purchase", {
      vendorId: ids.acme,
      payFromAccountId: ids.bank,
      date: "2026-11-03",
      itemRecords: [widgetRow("5", "4.50")],
    });
    expect(await onHand(ids.widget)).toEqual([15, 5250]);
    expect(await net(ids.bank)).toBe(100_000 - 2250);
    // + 2.5 @ 3.00 = 7.50 → 17.5 worth 60.00
    await save("credit_card_charge", { payFromAccountId: ids.card, date: "2026-11-04", itemRecords: [widgetRow("2.5", "3.00")] });
    expect(await onHand(ids.widget)).toEqual([17.5, 6000]);
    expect(await net(ids.card)).toBe(-750);
    // + 2.5 @ 4.00 = 10.00 → 20 worth 70.00 (3.50 each)
    const expense = await save("cash_expense", { payFromAccountId: ids.bank, date: "2026-11-05", itemRecords: [widgetRow("2.5", "4.00")] });
    expect(await onHand(ids.widget)).toEqual([20, 7000]);
    expect(await net(ids.stock)).toBe(7000);
    const sources = await app
      .db("stockMovements")
      .where({ companyId: ctx.companyId, itemId: ids.widget })
      .orderBy("id")
      .pluck("source_type");
    expect(sources).toEqual(["bill", "cash_purchase", "credit_card_charge", "cash_expense"]);
    expect(await app.db("stockMovements").where({ companyId: ctx.companyId, sourceType: "cash_expense" }).pluck("source_id")).toEqual([
      expense.id,
    ]);
    await expectBooksEqualStock();
  });

  it("an assembly can be bought too", async () => {
    // 1 @ 9.00, then 1 @ 11.00 → 2 worth 20.00
    await save("bill", {
      vendorId: ids.acme,
      date: "2026-11-05",
      itemRecords: [{ itemId: ids.kit, itemType: "assembly", quantity: "1", unitPrice: "9.00" }],
    });
    await save("bill", {
      vendorId: ids.acme,
      date: "2026-11-05",
      itemRecords: [{ itemId: ids.kit, itemType: "assembly", quantity: "1", unitPrice: "11.00" }],
    });
    expect(await onHand(ids.kit)).toEqual([2, 2000]);
    await expectBooksEqualStock();
  });

  it("refuses an inventory item without an assets account, or sent as another type, and writes nothing", async () => {
    const before = await app.db("purchaseDocuments").where({ companyId: ctx.companyId }).count("* as n").first();
    await expect(
      save("bill", {
        vendorId: ids.acme,
        itemRecords: [{ itemId: ids.homeless, itemType: "inventory", quantity: "1", unitPrice: "1.00" }],
      }),
    ).rejects.toThrow('Item row 1: "Homeless" has no assets account: choose one on the item before buying it.');
    await expect(save("bill", { vendorId: ids.acme, itemRecords: [{ ...widgetRow("1", "1.00"), itemType: "product" }] })).rejects.toThrow(
      `Item row 1: Item ${ids.widget} was not found in this company.`,
    );
    expect(await app.db("purchaseDocuments").where({ companyId: ctx.companyId }).count("* as n").first()).toEqual(before);
    expect(await onHand(ids.widget)).toEqual([20, 7000]);
  });
});

describe("vendor credits", () => {
  it("return stock at average cost; a credit worth more than the cost credits the rest to Cost of Goods Sold", async () => {
    // 20 worth 70.00 (3.50 each): 4 go back for a credit of 4 × 4.00 = 16.00; their cost 14.00, 2.00 to COGS
    const credit = await save("vendor_credit", { vendorId: ids.acme, date: "2026-11-06", itemRecords: [widgetRow("4", "4.00")] });
    expect(await onHand(ids.widget)).toEqual([16, 5600]);
    expect(await net(ids.stock)).toBe(5600 + 2000); // the Widgets and the two Kits
    expect(await net(ids.cogs)).toBe(-200);
    const view = await readPurchaseDocument(app.db, ctx.companyId, credit.id, "vendor_credit");
    expect(view.journalEntry!.lines.map((l) => [l.accountName, l.debit, l.credit])).toEqual([
      ["Accounts Payable", "16.00", "0.00"],
      ["Inventory", "0.00", "14.00"],
      ["Cost of Goods Sold", "0.00", "2.00"],
    ]);
    const [movement] = await app.db("stockMovements").where({ companyId: ctx.companyId, sourceType: "vendor_credit", sourceId: credit.id });
    expect([movement.quantity, movement.value]).toEqual(["-4.0000", "-14.00"]);
    await expectBooksEqualStock();
  });

  it("a credit worth less than the cost debits the difference to Cost of Goods Sold", async () => {
    // 16 worth 56.00 (3.50 each): 2 go back for 2 × 3.00 = 6.00; their cost 7.00, 1.00 debited to COGS
    const credit = await save("vendor_credit", {
      vendorId: ids.acme,
      bankAccountId: ids.bank,
      date: "2026-11-07",
      itemRecords: [widgetRow("2", "3.00")],
    });
    expect(await onHand(ids.widget)).toEqual([14, 4900]);
    expect(await net(ids.cogs)).toBe(-100);
    const view = await readPurchaseDocument(app.db, ctx.companyId, credit.id, "vendor_credit");
    expect(view.journalEntry!.lines.map((l) => [l.accountName, l.debit, l.credit])).toEqual([
      ["Checking", "6.00", "0.00"],
      ["Inventory", "0.00", "7.00"],
      ["Cost of Goods Sold", "1.00", "0.00"],
    ]);
    await expectBooksEqualStock();
  });

  it("refuses to return more than is on hand, writing nothing", async () => {
    const documents = await app.db("purchaseDocuments").where({ companyId: ctx.companyId }).count("* as n").first();
    const error = await save("vendor_credit", { vendorId: ids.acme, itemRecords: [widgetRow("100", "3.00")] }).catch((e) => e);
    expect(error).toMatchObject({ status: 409, message: "Not enough Widget in Main Warehouse: 14 on hand, 100 needed." });
    expect(await app.db("purchaseDocuments").where({ companyId: ctx.companyId }).count("* as n").first()).toEqual(documents);
    expect(await onHand(ids.widget)).toEqual([14, 4900]);
    await expectBooksEqualStock();
  });

  it("refuses a difference from the cost when the item has no Cost of Goods Sold account; at cost it needs none", async () => {
    await save("cash_purchase", {
      vendorId: ids.acme,
      payFromAccountId: ids.bank,
      itemRecords: [{ itemId: ids.gadget, itemType: "inventory", quantity: "2", unitPrice: "5.00" }],
    });
    expect(await onHand(ids.gadget)).toEqual([2, 1000]);
    await expect(
      save("vendor_credit", {
        vendorId: ids.acme,
        itemRecords: [{ itemId: ids.gadget, itemType: "inventory", quantity: "1", unitPrice: "6.00" }],
      }),
    ).rejects.toThrow(
      '"Gadget" has no Cost of Goods Sold account for the difference between the credit and its average cost: choose one on the item.',
    );
    expect(await onHand(ids.gadget)).toEqual([2, 1000]);
    await save("vendor_credit", {
      vendorId: ids.acme,
      itemRecords: [{ itemId: ids.gadget, itemType: "inventory", quantity: "1", unitPrice: "5.00" }],
    });
    expect(await onHand(ids.gadget)).toEqual([1, 500]);
    await expectBooksEqualStock();
  });

  it("two simultaneous returns that together would take more than is on hand: exactly one is refused", async () => {
    await save("bill", { vendorId: ids.acme, itemRecords: [{ itemId: ids.kit, itemType: "assembly", quantity: "8", unitPrice: "10.00" }] });
    // 10 Kits worth 100.00 on hand; each credit takes 6 back at 10.00 (their average cost)
    const [kits, value] = await onHand(ids.kit);
    expect([kits, value]).toEqual([10, 10_000]);
    const credit = () =>
      save("vendor_credit", {
        vendorId: ids.acme,
        itemRecords: [{ itemId: ids.kit, itemType: "assembly", quantity: "6", unitPrice: "10.00" }],
      });
    const results = await Promise.allSettled([credit(), credit()]);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ status: 409, message: "Not enough Kit in Main Warehouse: 4 on hand, 6 needed." });
    expect(await onHand(ids.kit)).toEqual([4, 4000]);
    await expectBooksEqualStock();
  });
});

describe("draft bills", () => {
  it("move no stock as drafts, and receive it when saved open", async () => {
    const draft = await save("bill", { vendorId: ids.acme, status: "draft", date: "2026-11-08", itemRecords: [widgetRow("6", "4.00")] });
    expect(await onHand(ids.widget)).toEqual([14, 4900]);
    const bill = { vendorId: ids.acme, date: "2026-11-09", itemRecords: [widgetRow("6", "4.20")] };
    const still = await updateDraftBill(app.db, ctx, draft.id, draftBillUpdateSchema.parse({ ...bill, status: "draft", version: 1 }));
    expect(still.status).toBe("draft");
    expect(await onHand(ids.widget)).toEqual([14, 4900]);
    const opened = await updateDraftBill(app.db, ctx, draft.id, draftBillUpdateSchema.parse({ ...bill, status: "open", version: 2 }));
    expect(opened.status).toBe("open");
    // 14 worth 49.00 + 6 @ 4.20 = 25.20 → 20 worth 74.20
    expect(await onHand(ids.widget)).toEqual([20, 7420]);
    const movements = await app.db("stockMovements").where({ companyId: ctx.companyId, sourceType: "bill", sourceId: draft.id });
    expect(movements.map((m) => [m.quantity, m.value, m.movementDate])).toEqual([["6.0000", "25.20", "2026-11-09"]]);
    await expectBooksEqualStock();
  });
});

describe("bills import", () => {
  it("receives the inventory rows of imported bills, and refuses an item without an assets account by its row", async () => {
    const csv = (rows: string[]) => ["Bill Number,Vendor,Bill Date,Item,Quantity,Unit Price,Account,Amount", ...rows].join("\n");
    const refused = await importBills(app.db, ctx, { content: csv(["OLD-1,ACME,11/10/2026,Homeless,1,1.00,,"]) }).catch((e) => e);
    expect(refused.rows).toEqual(['row 2: "Homeless" has no assets account: choose one on the item before buying it.']);
    // 20 worth 74.20 + 5 @ 3.16 = 15.80 → 25 worth 90.00
    const result = await importBills(app.db, ctx, {
      content: csv(["OLD-1,ACME,11/10/2026,Widget,5,3.16,,", "OLD-1,ACME,11/10/2026,,,,6300,1.00", "OLD-2,ACME,11/10/2026,Gadget,1,,,"]),
    });
    expect(result).toMatchObject({ bills: 2, lines: 3, total: "21.80" }); // Gadget at its purchase price, 5.00
    expect(await onHand(ids.widget)).toEqual([25, 9000]);
    expect(await onHand(ids.gadget)).toEqual([2, 1000]);
    const billIds = await app
      .db("purchaseDocuments")
      .where({ companyId: ctx.companyId })
      .whereIn("number", ["OLD-1", "OLD-2"])
      .orderBy("number")
      .pluck("id");
    const sources = await app.db("stockMovements").where({ companyId: ctx.companyId, sourceType: "bill" }).whereIn("sourceId", billIds);
    expect(sources.map((m) => [m.sourceId, m.itemId, m.quantity, m.value])).toEqual([
      [billIds[0], ids.widget, "5.0000", "15.80"],
      [billIds[1], ids.gadget, "1.0000", "5.00"],
    ]);
    await expectBooksEqualStock();
  });
});

describe("the Enter Bill screen", () => {
  const path = () => `/company/${ctx.companyId}/dashboard/vendors/enter-bill`;
  const routeParams = () => ({ companyId: String(ctx.companyId) });
  const form = (fields: Record<string, string>) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.append(key, value);
    return body;
  };
  const post = (fields: Record<string, string>) =>
    call(billRoute.action, path(), { method: "POST", params: routeParams(), headers: { Cookie: cookie }, body: form(fields) });
  const row = {
    "itemRecords[0].itemId": "",
    "itemRecords[0].itemType": "",
    "itemRecords[0].description": "",
    "itemRecords[0].quantity": "",
    "itemRecords[0].unitPrice": "",
  };

  it("offers inventory items, fills an inventory row's type and price on Update, and a save receives the stock", async () => {
    const loaded: PurchaseFormLoaded = await (
      await call(billRoute.loader, path(), { params: routeParams(), headers: { Cookie: cookie } })
    ).json();
    expect(loaded.options.items.find((i) => i.id === ids.widget)).toMatchObject({ itemType: "inventory", unitPrice: "2.00" });

    const filled: PurchaseFormView = await (
      await post({
        intent: "refresh",
        vendorId: String(ids.acme),
        ...row,
        "itemRecords[0].itemId": String(ids.widget),
        "itemRecords[0].quantity": "3",
      })
    ).json();
    expect(filled.values.itemRecords[0]).toMatchObject({
      itemId: String(ids.widget),
      itemType: "inventory",
      unitPrice: "2.00",
      description: "Blue widget",
    });

    const before = await onHand(ids.widget);
    // Without JavaScript the type and price come from the item when left blank: 3 @ 2.00 = 6.00
    const saved = await post({
      intent: "save-close",
      vendorId: String(ids.acme),
      date: "11/12/2026",
      ...row,
      "itemRecords[0].itemId": String(ids.widget),
      "itemRecords[0].quantity": "3",
    });
    expect(saved.status).toBe(302);
    expect(await onHand(ids.widget)).toEqual([before[0] + 3, before[1] + 600]);
    await expectBooksEqualStock();
  });
});

describe("the API", () => {
  it("takes inventory rows, and answers a return of more than is on hand with 409 and the message, writing nothing", async () => {
    const post = (path: string, handler: unknown, body: Record<string, unknown>) =>
      call(handler, path, { method: "POST", headers: { Cookie: cookie }, body: { companyId: ctx.companyId, vendorId: ids.acme, ...body } });
    const [quantity, value] = await onHand(ids.widget);
    const bought = await post("/api/vendor/bills", billsApi.action, { date: "11/20/2026", itemRecords: [widgetRow("1", "5.00")] });
    expect(bought.status).toBe(201);
    expect(await onHand(ids.widget)).toEqual([quantity + 1, value + 500]);
    const refused = await post("/api/vendor/vendor-credit", vendorCreditApi.action, { itemRecords: [widgetRow("1000", "1.00")] });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: `Not enough Widget in Main Warehouse: ${quantity + 1} on hand, 1,000 needed.` });
    expect(await onHand(ids.widget)).toEqual([quantity + 1, value + 500]);
    await expectBooksEqualStock();
  });
});

describe("vendor items", () => {
  it("list only service and product items, with the bill status of what bills bought", async () => {
    const page = await listVendorItems(app.db, ctx.companyId, { status: "all", billStatus: "all", page: 1, perPage: 50 });
    expect(page.items.map((i) => [i.name, i.billStatus])).toEqual([["Paper", "Bill Created"]]);
    // An inventory item bought on bills is no vendor item: the vendor item screens and API do not find it.
    await expect(getVendorItem(app.db, ctx.companyId, ids.widget)).rejects.toMatchObject({ status: 404 });
  });
});
