// The purchase screens (issue 13) through their loaders and actions, as the browser posts them
// without JavaScript: Credit Card Charge, Vendor Credit, Cash Expense, New Cash Purchase, Enter Bill,
// Edit Bill (a draft) and the document screen. The loaders offer what each kind may use; the
// buttons that only change the form (Update, Add Row, Delete Row) answer the form filled in; a
// save posts and redirects with the spec's toast; a refusal keeps what was typed with the message.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PurchaseFormLoaded, PurchaseFormView } from "../../app/components/purchases/purchase-form-data";
import { createAccount } from "../../app/modules/accounts/accounts.server";
import { accountCreateSchema } from "../../app/modules/accounts/schema";
import type { CompanyContext } from "../../app/modules/companies/companies.server";
import { Item } from "../../app/modules/items/item.model";
import { accountNets } from "../../app/modules/ledger/ledger.server";
import { createSupportItem } from "../../app/modules/support-lists/support-lists.server";
import { vendorCreateSchema } from "../../app/modules/vendors/schema";
import { createVendor } from "../../app/modules/vendors/vendors.server";
import * as cardRoute from "../../app/routes/company.$companyId.dashboard+/_purchases+/vendors.credit-card-expense";
import * as creditRoute from "../../app/routes/company.$companyId.dashboard+/_purchases+/vendors.vendor-credit";
import * as expenseRoute from "../../app/routes/company.$companyId.dashboard+/_purchases+/vendors.cash-expense";
import * as purchaseRoute from "../../app/routes/company.$companyId.dashboard+/_purchases+/vendors.cash-purchase";
import * as billRoute from "../../app/routes/company.$companyId.dashboard+/_purchases+/vendors.enter-bill";
import * as editBillRoute from "../../app/routes/company.$companyId.dashboard+/_purchases+/vendors.edit-bill.$billId";
import * as documentRoute from "../../app/routes/company.$companyId.dashboard+/_purchases+/vendors.documents.$documentId";
import { getToast } from "../../app/utils/toast.server";
import { BASE, call, makeUser, sessionCookie, startTestApp, type TestApp } from "../support/app";
import { signedInOwner } from "../support/books";

let app: TestApp;
let ctx: CompanyContext;
let cookie: string;
let strangerCookie: string;
const ids: Record<string, number> = {};

type Json = any;

beforeAll(async () => {
  app = await startTestApp();
  ({ ctx, cookie } = await signedInOwner(app.db));
  strangerCookie = await sessionCookie((await makeUser(app.db)).user);
  const account = async (fields: Record<string, unknown>) => (await createAccount(app.db, ctx, accountCreateSchema.parse(fields))).id;
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
  ids.cash = await account({
    accountType: "Cash",
    accountNumber: "1000",
    accountName: "Petty Cash",
    openingBalance: "50.00",
    asOf: "2026-01-01",
  });
  ids.card = await account({ accountType: "Credit Card", accountNumber: "2100", accountName: "Company Card", creditLimit: "500.00" });
  ids.rent = await account({ accountType: "Expense", accountNumber: "6100", accountName: "Rent" });
  ids.supplies = await account({ accountType: "Expense", accountNumber: "6300", accountName: "Supplies" });
  ids.equipment = await account({ accountType: "Fixed Asset", accountNumber: "1500", accountName: "Equipment" });
  ids.sales = await account({ accountType: "Income", accountNumber: "4000", accountName: "Sales" });
  const term = await createSupportItem(app.db, ctx, "payment-terms", { name: "Net 15", type: "fixed", netDueIn: 15, discountPercent: 0 });
  ids.net15 = (term.item as { id: number }).id;
  const vendor = await createVendor(
    app.db,
    ctx,
    vendorCreateSchema.parse({
      vendorId: "ACME",
      vendorName: "Acme Supplies",
      paymentTermId: ids.net15,
      contacts: [
        { name: "Bob Baker", title: "Accounts", phone: "555 0200", email: "bob@acme.test", primary: false },
        { name: "Ann Able", title: "Buyer", phone: "555 0100", email: "ann@acme.test", primary: true },
      ],
      addresses: [
        { type: "Shipping", address1: "9 Dock Rd", address2: "", city: "Portville", state: "ME", postalCode: "04000", country: "USA" },
        {
          type: "Billing",
          address1: "1 Main St",
          address2: "Suite 2",
          city: "Springfield",
          state: "IL",
          postalCode: "62701",
          country: "USA",
        },
      ],
    }),
  );
  ids.acme = vendor.id;
  ids.birch = (await createVendor(app.db, ctx, vendorCreateSchema.parse({ vendorId: "BIRCH", vendorName: "Birch Paper" }))).id;
  ids.old = (await createVendor(app.db, ctx, vendorCreateSchema.parse({ vendorId: "OLD", vendorName: "Old Co", active: false }))).id;
  const [paper, cleaning, sold, retired] = await Item.query(app.db).insert([
    {
      companyId: ctx.companyId,
      itemType: "product",
      name: "Paper",
      buys: true,
      purchasePrice: "4.50",
      salesPrice: "9.00",
      expenseAccountId: ids.supplies,
    },
    {
      companyId: ctx.companyId,
      itemType: "service",
      name: "Cleaning",
      buys: true,
      purchasePrice: "0",
      salesPrice: "30.00",
      expenseAccountId: ids.rent,
    },
    { companyId: ctx.companyId, itemType: "service", name: "Consulting", buys: false, sells: true, salesPrice: "99.00" },
    { companyId: ctx.companyId, itemType: "product", name: "Toner", buys: true, active: false, expenseAccountId: ids.supplies },
  ]);
  ids.paper = paper.id;
  ids.cleaning = cleaning.id;
  ids.sold = sold.id;
  ids.retired = retired.id;
});
afterAll(() => app?.cleanup());

const SCREENS = {
  credit_card_charge: { route: cardRoute, slug: "credit-card-expense" },
  vendor_credit: { route: creditRoute, slug: "vendor-credit" },
  cash_expense: { route: expenseRoute, slug: "cash-expense" },
  cash_purchase: { route: purchaseRoute, slug: "cash-purchase" },
  bill: { route: billRoute, slug: "enter-bill" },
} as const;
type Kind = keyof typeof SCREENS;

const base = () => `/company/${ctx.companyId}/dashboard`;
const params = () => ({ companyId: String(ctx.companyId) });

async function load(kind: Kind, search = "", as = cookie): Promise<{ status: number; body: PurchaseFormLoaded }> {
  const response = await call(SCREENS[kind].route.loader, `${base()}/vendors/${SCREENS[kind].slug}${search}`, {
    params: params(),
    headers: { Cookie: as },
  });
  return { status: response.status, body: response.status === 200 ? await response.json() : (null as never) };
}

function form(fields: Record<string, string>): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  return body;
}

async function submit(kind: Kind, fields: Record<string, string>, as = cookie) {
  return call(SCREENS[kind].route.action, `${base()}/vendors/${SCREENS[kind].slug}`, {
    method: "POST",
    params: params(),
    headers: { Cookie: as },
    body: form(fields),
  });
}

async function toastOf(response: Response) {
  const header = (response.headers.get("Set-Cookie") ?? "").split(";")[0];
  return (await getToast(new Request(BASE, { headers: { Cookie: header } }))).toast;
}

async function counts() {
  const [documents] = await app.db("purchaseDocuments").where({ companyId: ctx.companyId }).count({ n: "*" });
  const [entries] = await app.db("journalEntries").where({ companyId: ctx.companyId }).count({ n: "*" });
  return { documents: Number(documents.n), entries: Number(entries.n) };
}

async function balance(accountId: number) {
  return (await accountNets(app.db, ctx.companyId, { accountIds: [accountId] })).get(accountId) ?? 0;
}

async function lastDocument() {
  return app.db("purchaseDocuments").where({ companyId: ctx.companyId }).orderBy("id", "desc").first();
}

/** A plain form's rows: two blank account rows and two blank item rows, as the page posts them. */
const blankRows = {
  "accountRecords[0].accountId": "",
  "accountRecords[0].description": "",
  "accountRecords[0].amount": "",
  "accountRecords[1].accountId": "",
  "accountRecords[1].description": "",
  "accountRecords[1].amount": "",
  "itemRecords[0].itemId": "",
  "itemRecords[0].itemType": "",
  "itemRecords[0].description": "",
  "itemRecords[0].quantity": "",
  "itemRecords[0].unitPrice": "",
  "itemRecords[1].itemId": "",
  "itemRecords[1].itemType": "",
  "itemRecords[1].description": "",
  "itemRecords[1].quantity": "",
  "itemRecords[1].unitPrice": "",
};

describe("the loaders", () => {
  it("offer active vendors, the company's active bought items with their price, and the kind's accounts with balances", async () => {
    const { status, body } = await load("cash_expense");
    expect(status).toBe(200);
    expect(body.kind).toBe("cash_expense");
    expect(body.options.vendors.map((v) => v.vendorName)).toEqual(["Acme Supplies", "Birch Paper"]);
    // The purchase price when the item has one, else its sales price.
    expect(body.options.items.map((i) => [i.name, i.itemType, i.unitPrice])).toEqual([
      ["Cleaning", "service", "30.00"],
      ["Paper", "product", "4.50"],
    ]);
    expect(body.options.rowAccounts.map((a) => a.accountName)).toEqual(["Rent", "Supplies"]); // no Fixed Asset on a cash expense
    expect(body.options.payFromAccounts.map((a) => [a.accountName, a.currentBalance])).toEqual([
      ["Petty Cash", "50.00"],
      ["Checking", "1000.00"],
      ["Company Card", "0.00"],
    ]);
    expect(body.options.nextNumber).toBe("EXP-0001");
    expect(body.view.values).toMatchObject({ date: formatToday(), paymentMethod: "Cash", vendorId: "" });
    expect(body.view.values.accountRecords).toHaveLength(2);
    expect(body.view.values.itemRecords).toHaveLength(2);
  });

  it("each kind offers its own account types", async () => {
    const card = (await load("credit_card_charge")).body;
    expect(card.options.payFromAccounts.map((a) => a.accountName)).toEqual(["Company Card"]);
    expect(card.options.rowAccounts.map((a) => a.accountName)).toEqual(["Equipment", "Rent", "Supplies"]);
    const credit = (await load("vendor_credit")).body;
    expect(credit.options.payFromAccounts.map((a) => a.accountName)).toEqual(["Petty Cash", "Checking"]);
    expect(credit.options.nextNumber).toBe("VCN-0001");
    const purchase = (await load("cash_purchase")).body;
    expect(purchase.options.payFromAccounts.map((a) => a.accountName)).toEqual(["Petty Cash", "Checking", "Company Card"]);
    const bill = (await load("bill")).body;
    expect(bill.options.paymentTerms.map((t) => t.name)).toEqual(["Net 15"]);
    expect(bill.options.nextNumber).toBe("BILL-0001");
  });

  it("Enter Bill with ?prefillVendor starts with the vendor, its contacts (primary first) and its payment term", async () => {
    const { body } = await load("bill", `?prefillVendor=${ids.acme}&vendorName=Acme%20Supplies`);
    expect(body.view.values).toMatchObject({ vendorId: String(ids.acme), paymentTermId: String(ids.net15) });
    expect(body.view.party?.contacts.map((c) => [c.name, c.primary])).toEqual([
      ["Ann Able", true],
      ["Bob Baker", false],
    ]);
    // An inactive or unknown vendor is not prefilled.
    expect((await load("bill", `?prefillVendor=${ids.old}`)).body.view.values.vendorId).toBe("");
    expect((await load("bill", "?prefillVendor=abc")).body.view.values.vendorId).toBe("");
    // A stale id: the vendor by the name the link carries.
    expect((await load("bill", "?prefillVendor=999999&vendorName=acme%20supplies")).body.view.values.vendorId).toBe(String(ids.acme));
    expect((await load("cash_expense", `?vendorId=${ids.birch}`)).body.view.values.vendorId).toBe(String(ids.birch));
  });

  it("another user's company is a 404, for the loaders and the actions", async () => {
    for (const kind of Object.keys(SCREENS) as Kind[]) {
      expect((await load(kind, "", strangerCookie)).status, kind).toBe(404);
      expect((await submit(kind, { intent: "save-close" }, strangerCookie)).status, kind).toBe(404);
    }
  });
});

function formatToday() {
  const [y, m, d] = ctx.today.split("-");
  return `${m}/${d}/${y}`;
}

describe("the form without JavaScript", () => {
  it("Update reads the chosen vendor: its contacts, Bill To from the Billing address; contact and phone cleared", async () => {
    const response = await submit("cash_purchase", {
      intent: "refresh",
      partyVendorId: String(ids.birch),
      vendorId: String(ids.acme),
      contactName: "Someone at Birch",
      phone: "999",
      billTo: "Birch Paper",
      paymentMethod: "Cheque",
      ...blankRows,
    });
    expect(response.status).toBe(200);
    const view: PurchaseFormView = await response.json();
    expect(view.party?.id).toBe(ids.acme);
    expect(view.values).toMatchObject({ contactName: "", phone: "", paymentMethod: "Cheque" });
    expect(view.values.billTo).toBe("Acme Supplies\n1 Main St\nSuite 2\nSpringfield, IL 62701\nUSA");

    // The same vendor with a contact chosen: its phone is filled in.
    const again = await submit("cash_purchase", {
      intent: "refresh",
      partyVendorId: String(ids.acme),
      vendorId: String(ids.acme),
      contactName: "Bob Baker",
      phone: "",
      billTo: "Edited bill to",
      ...blankRows,
    });
    const filled: PurchaseFormView = await again.json();
    expect(filled.values).toMatchObject({ contactName: "Bob Baker", phone: "555 0200", billTo: "Edited bill to" });
  });

  it("a vendor search holding a NUL or other control characters finds what the rest of it names, never a 500 (issue 25, item 12)", async () => {
    for (const kind of ["bill", "cash_expense", "cash_purchase", "credit_card_charge", "vendor_credit"] as const) {
      const response = await submit(kind, { intent: "refresh", vendorSearch: "ac\u0000me\u0007", ...blankRows });
      expect(response.status, kind).toBe(200);
      const view: PurchaseFormView & { vendors?: { vendorName: string }[] } = await response.json();
      expect(
        view.vendors?.map((v) => v.vendorName),
        kind,
      ).toEqual(["Acme Supplies"]);
    }
  });

  it("Update fills a chosen item's type, price and description; Add Row and Delete Row change the rows and keep the rest", async () => {
    const filled: PurchaseFormView = await (
      await submit("cash_expense", {
        intent: "refresh",
        ...blankRows,
        "itemRecords[0].itemId": String(ids.cleaning),
        "itemRecords[0].quantity": "2",
        "accountRecords[0].accountId": String(ids.rent),
        "accountRecords[0].amount": "12.00",
        comments: "kept",
      })
    ).json();
    expect(filled.values.itemRecords[0]).toEqual({
      itemId: String(ids.cleaning),
      itemType: "service",
      description: "",
      quantity: "2",
      unitPrice: "30.00",
    });
    expect(filled.values.comments).toBe("kept");

    const added: PurchaseFormView = await (
      await submit("cash_expense", { intent: "add-account-row", ...blankRows, comments: "kept" })
    ).json();
    expect(added.values.accountRecords).toHaveLength(3);
    expect(added.values.itemRecords).toHaveLength(2);
    const addedItem: PurchaseFormView = await (await submit("cash_expense", { intent: "add-item-row", ...blankRows })).json();
    expect(addedItem.values.itemRecords).toHaveLength(3);

    const deleted: PurchaseFormView = await (
      await submit("cash_expense", {
        intent: "delete-account-row:0",
        ...blankRows,
        "accountRecords[0].amount": "1",
        "accountRecords[1].amount": "2",
      })
    ).json();
    expect(deleted.values.accountRecords.map((r) => r.amount)).toEqual(["2", ""]); // padded back to two rows
  });

  it("Save and Close posts a cash expense, filling an item row's type and price, and goes to the vendors area with the toast", async () => {
    const bankBefore = await balance(ids.bank);
    const response = await submit("cash_expense", {
      intent: "save-close",
      payFromAccountId: String(ids.bank),
      vendorId: String(ids.acme),
      contactName: "Ann Able",
      phone: "555 0100",
      date: "11/03/2026",
      comments: "Supplies run",
      ...blankRows,
      "accountRecords[0].accountId": String(ids.supplies),
      "accountRecords[0].description": "Pens",
      "accountRecords[0].amount": "20.00",
      "itemRecords[0].itemId": String(ids.paper),
      "itemRecords[0].quantity": "2",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`${base()}/vendors`);
    expect(await toastOf(response)).toEqual({ type: "success", message: "Cash expense created successfully!" });
    const saved = await lastDocument();
    expect(saved).toMatchObject({
      kind: "cash_expense",
      number: "EXP-0001",
      total: "29.00",
      contactName: "Ann Able",
      docDate: "2026-11-03",
    });
    const lines = await app.db("purchaseDocumentLines").where({ companyId: ctx.companyId, documentId: saved.id }).orderBy("lineNo");
    expect(lines.map((l: Json) => [l.lineType, l.unitPrice, l.amount])).toEqual([
      ["account", null, "20.00"],
      ["item", "4.50", "9.00"],
    ]);
    expect(await balance(ids.bank)).toBe(bankBefore - 2_900);
  });

  it("Save and New goes back to a fresh form of the same screen, each kind with its own message", async () => {
    const messages: Record<Kind, string> = {
      credit_card_charge: "Credit card expense created successfully!",
      vendor_credit: "Vendor credit created successfully!",
      cash_expense: "Cash expense created successfully!",
      cash_purchase: "Cash purchase created successfully!",
      bill: "Bill created successfully!",
    };
    const payFrom: Record<Kind, Record<string, string>> = {
      credit_card_charge: { payFromAccountId: String(ids.card) },
      vendor_credit: { bankAccountId: "" },
      cash_expense: { payFromAccountId: String(ids.cash) },
      cash_purchase: { payFromAccountId: String(ids.cash), paymentMethod: "Cash" },
      bill: { paymentTermId: String(ids.net15), date: "11/01/2026" },
    };
    for (const kind of Object.keys(SCREENS) as Kind[]) {
      const response = await submit(kind, {
        intent: "save-new",
        vendorId: String(ids.acme),
        ...payFrom[kind],
        ...blankRows,
        "accountRecords[0].accountId": String(ids.rent),
        "accountRecords[0].amount": "5.00",
      });
      expect(response.status, `${kind}: ${response.status === 400 ? JSON.stringify((await response.json()).summary) : ""}`).toBe(302);
      expect(response.headers.get("Location")).toBe(`${base()}/vendors/${SCREENS[kind].slug}`);
      expect((await toastOf(response))?.message).toBe(messages[kind]);
    }
    const bill = await app.db("purchaseDocuments").where({ companyId: ctx.companyId, kind: "bill" }).orderBy("id", "desc").first();
    expect(bill).toMatchObject({ status: "open", docDate: "2026-11-01", dueDate: "2026-11-16", paymentTermId: ids.net15 });
  });

  it("a cash purchase by Cheque: TO BE PRINTED as ticked or not; Bill To and delivery date kept", async () => {
    const purchase = (fields: Record<string, string>) =>
      submit("cash_purchase", {
        intent: "save-close",
        vendorId: String(ids.acme),
        payFromAccountId: String(ids.bank),
        paymentMethod: "Cheque",
        billTo: "Acme Supplies\n1 Main St",
        deliveryDate: "12/24/2026",
        ...blankRows,
        "accountRecords[0].accountId": String(ids.supplies),
        "accountRecords[0].amount": "3.00",
        ...fields,
      });
    expect((await purchase({ chequeShown: "1", toBePrinted: "on" })).status).toBe(302);
    expect(await lastDocument()).toMatchObject({ toBePrinted: true, chequeNo: "TO BE PRINTED", deliveryDate: "2026-12-24" });
    expect((await purchase({ chequeShown: "1" })).status).toBe(302); // unticked
    const unticked = await lastDocument();
    expect(unticked).toMatchObject({ toBePrinted: false, paymentMethod: "Cheque" });
    expect(unticked.billTo).toMatch(/^Acme Supplies\r?\n1 Main St$/); // a textarea posts CRLF
    expect((await purchase({})).status).toBe(302); // Cheque chosen without the section shown: ticked by default
    expect(await lastDocument()).toMatchObject({ toBePrinted: true });
  });

  it("refuses with the messages and keeps what was typed: no Pay From, no rows, the balance rule", async () => {
    const before = await counts();
    const missing = await submit("cash_expense", { intent: "save-close", comments: "typed", ...blankRows });
    expect(missing.status).toBe(400);
    const view: PurchaseFormView = await missing.json();
    expect(view.summary).toEqual(["Pay From account is required.", "Add at least one account row or item row with an amount."]);
    expect(view.values.comments).toBe("typed");
    expect(view.result?.error?.payFromAccountId).toEqual(["Pay From account is required."]);

    const overdrawn = await submit("cash_expense", {
      intent: "save-close",
      payFromAccountId: String(ids.cash),
      ...blankRows,
      "accountRecords[0].accountId": String(ids.rent),
      "accountRecords[0].amount": "500.00",
    });
    expect(overdrawn.status).toBe(400);
    const refused: PurchaseFormView = await overdrawn.json();
    expect(refused.summary?.[0]).toBe("Insufficient balance in the selected account.");
    expect(refused.summary?.[1]).toMatch(/^Petty Cash can pay \$[\d.]+; this needs \$500\.00\.$/);
    expect(refused.result?.error?.payFromAccountId).toEqual(["Insufficient balance in the selected account."]);
    expect(refused.values.accountRecords[0]).toEqual({ accountId: String(ids.rent), description: "", amount: "500.00" });

    const wrongRow = await submit("cash_expense", {
      intent: "save-close",
      payFromAccountId: String(ids.bank),
      ...blankRows,
      "accountRecords[0].accountId": String(ids.equipment),
      "accountRecords[0].amount": "5.00",
    });
    expect(wrongRow.status).toBe(400);
    expect(((await wrongRow.json()) as PurchaseFormView).summary).toEqual([
      "Account row 1: The account must be an account of type Expense, Other Expense, Cost of Goods Sold, Inventory Asset.",
    ]);

    const noVendor = await submit("vendor_credit", {
      intent: "save-close",
      ...blankRows,
      "accountRecords[0].accountId": String(ids.rent),
      "accountRecords[0].amount": "1",
    });
    expect(((await noVendor.json()) as PurchaseFormView).summary).toEqual(["Vendor is required."]);
    expect(await counts()).toEqual(before);
  });

  it("an unknown button is refused without writing", async () => {
    const response = await submit("cash_expense", { intent: "explode", ...blankRows });
    expect(response.status).toBe(400);
    expect(((await response.json()) as PurchaseFormView).summary).toEqual(["Unknown action"]);
    expect((await submit("cash_expense", { intent: "save-draft", ...blankRows })).status).toBe(400); // drafts are for bills
  });
});

describe("Enter Bill's drafts and Edit Bill", () => {
  const editPath = (id: number) => `${base()}/vendors/edit-bill/${id}`;
  const editParams = (id: number | string) => ({ ...params(), billId: String(id) });

  it("Save as Draft posts nothing and opens the draft; Save Bill there numbers and posts it; a posted bill is read-only", async () => {
    const before = await counts();
    const rentBefore = await balance(ids.rent);
    const drafted = await submit("bill", {
      intent: "save-draft",
      vendorId: String(ids.birch),
      date: "11/20/2026",
      vendorReference: "B-1",
      ...blankRows,
      "accountRecords[0].accountId": String(ids.rent),
      "accountRecords[0].amount": "70.00",
    });
    expect(drafted.status).toBe(302);
    const draft = await lastDocument();
    expect(draft).toMatchObject({ kind: "bill", status: "draft", number: "DRAFT", journalEntryId: null, dueDate: "2026-11-20" });
    expect(drafted.headers.get("Location")).toBe(editPath(draft.id));
    expect((await toastOf(drafted))?.message).toBe("Bill saved as draft.");
    expect(await counts()).toEqual({ documents: before.documents + 1, entries: before.entries });

    const opened = await call(editBillRoute.loader, editPath(draft.id), { params: editParams(draft.id), headers: { Cookie: cookie } });
    expect(opened.status).toBe(200);
    const loaded: PurchaseFormLoaded = await opened.json();
    expect(loaded).toMatchObject({ mode: "edit", kind: "bill", documentId: draft.id });
    expect(loaded.view.version).toBe("1");
    expect(loaded.view.values).toMatchObject({ vendorId: String(ids.birch), date: "11/20/2026", vendorReference: "B-1" });
    expect(loaded.view.values.accountRecords[0]).toEqual({ accountId: String(ids.rent), description: "", amount: "70.00" });

    const edit = (fields: Record<string, string>) =>
      call(editBillRoute.action, editPath(draft.id), {
        method: "POST",
        params: editParams(draft.id),
        headers: { Cookie: cookie },
        body: form(fields),
      });
    const fields = {
      vendorId: String(ids.birch),
      date: "11/20/2026",
      paymentTermId: String(ids.net15),
      vendorReference: "B-1",
      ...blankRows,
      "accountRecords[0].accountId": String(ids.rent),
      "accountRecords[0].amount": "75.00",
    };
    // Saved again as a draft: version 2.
    const redrafted = await edit({ ...fields, intent: "save-draft", version: "1" });
    expect(redrafted.status).toBe(302);
    expect(await app.db("purchaseDocuments").where({ companyId: ctx.companyId, id: draft.id }).first()).toMatchObject({
      version: 2,
      total: "75.00",
      status: "draft",
    });
    // A save made on the first version is refused and keeps what was typed.
    const stale = await edit({ ...fields, intent: "save-open", version: "1", comments: "mine" });
    expect(stale.status).toBe(409);
    const staleView: PurchaseFormView = await stale.json();
    expect(staleView.summary).toEqual(["This bill was changed by someone else. Reload to see the changes."]);
    expect(staleView.values.comments).toBe("mine");
    expect(await balance(ids.rent)).toBe(rentBefore);

    const posted = await edit({ ...fields, intent: "save-open", version: "2" });
    expect(posted.status).toBe(302);
    expect(posted.headers.get("Location")).toBe(`${base()}/vendors/documents/${draft.id}`);
    expect((await toastOf(posted))?.message).toBe("Bill created successfully!");
    const bill = await app.db("purchaseDocuments").where({ companyId: ctx.companyId, id: draft.id }).first();
    expect(bill).toMatchObject({ status: "open", number: expect.stringMatching(/^BILL-\d{4}$/), dueDate: "2026-12-05" });
    expect(bill.journalEntryId).not.toBeNull();
    expect(await balance(ids.rent)).toBe(rentBefore + 7_500);

    // Posted: the editor leads to the bill's own screen, and a save there is not taken.
    const again = await call(editBillRoute.loader, editPath(draft.id), { params: editParams(draft.id), headers: { Cookie: cookie } });
    expect(again.status).toBe(302);
    expect(again.headers.get("Location")).toBe(`${base()}/vendors/documents/${draft.id}`);
    expect((await edit({ ...fields, intent: "save-open", version: "3" })).status).toBe(302);
    expect(await balance(ids.rent)).toBe(rentBefore + 7_500);

    const shown = await call(documentRoute.loader, `${base()}/vendors/documents/${draft.id}`, {
      params: { ...params(), documentId: String(draft.id) },
      headers: { Cookie: cookie },
    });
    const { document } = await shown.json();
    expect(document).toMatchObject({ kind: "bill", number: bill.number, vendorName: "Birch Paper", total: "75.00" });
    expect(document.journalEntry.lines.map((l: Json) => [l.accountName, l.debit, l.credit])).toEqual([
      ["Rent", "75.00", "0.00"],
      ["Accounts Payable", "0.00", "75.00"],
    ]);
  });

  it("Edit Bill and the document screen: another company's, an unknown or a non-bill id is a 404", async () => {
    const expense = await app.db("purchaseDocuments").where({ companyId: ctx.companyId, kind: "cash_expense" }).first();
    for (const id of ["999999", "abc", String(expense.id)]) {
      expect(
        (await call(editBillRoute.loader, editPath(Number(id) || 0), { params: editParams(id), headers: { Cookie: cookie } })).status,
      ).toBe(404);
    }
    const [bill] = await app.db("purchaseDocuments").where({ companyId: ctx.companyId, kind: "bill" }).limit(1);
    expect(
      (await call(editBillRoute.loader, editPath(bill.id), { params: editParams(bill.id), headers: { Cookie: strangerCookie } })).status,
    ).toBe(404);
    const doc = (id: string, as = cookie) =>
      call(documentRoute.loader, `${base()}/vendors/documents/${id}`, { params: { ...params(), documentId: id }, headers: { Cookie: as } });
    expect((await doc("999999")).status).toBe(404);
    expect((await doc("x")).status).toBe(404);
    expect((await doc(String(bill.id), strangerCookie)).status).toBe(404);
    expect((await doc(String(expense.id))).status).toBe(200);
  });
});
