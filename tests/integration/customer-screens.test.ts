import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CustomerFormAnswer, CustomerFormLoaded } from "../../app/components/customers/customer-form-data";
import type { ItemFormAnswer } from "../../app/components/items/item-form-data";
import { customerService } from "../../app/modules/customers/customers.server";
import { salesPersonCreateBody } from "../../app/modules/sales-persons/schema";
import { createSalesPerson } from "../../app/modules/sales-persons/sales-persons.server";
import * as centerRoute from "../../app/routes/company.$companyId.dashboard+/_customers+/customers.center";
import * as centerCsvRoute from "../../app/routes/company.$companyId.dashboard+/_customers+/customers.center[.]csv";
import * as checkIdRoute from "../../app/routes/company.$companyId.dashboard+/_customers+/customers.check-id";
import * as editRoute from "../../app/routes/company.$companyId.dashboard+/_customers+/customers.edit.$customerId";
import * as itemsRoute from "../../app/routes/company.$companyId.dashboard+/_customers+/customers.items._index";
import * as itemsCsvRoute from "../../app/routes/company.$companyId.dashboard+/_customers+/customers.items[.]csv";
import * as listRoute from "../../app/routes/company.$companyId.dashboard+/_customers+/customers.list";
import * as listCsvRoute from "../../app/routes/company.$companyId.dashboard+/_customers+/customers.list[.]csv";
import * as newInventoryRoute from "../../app/routes/company.$companyId.dashboard+/_customers+/customers.new-inventory-item";
import * as newNonInventoryRoute from "../../app/routes/company.$companyId.dashboard+/_customers+/customers.new-non-inventory-item";
import * as newServiceRoute from "../../app/routes/company.$companyId.dashboard+/_customers+/customers.new-service-item";
import * as newRoute from "../../app/routes/company.$companyId.dashboard+/_customers+/customers.new";
import { loader as trialBalanceLoader } from "../../app/routes/company.$companyId.dashboard+/_reports+/reports.company-finance.trial-balance";
import { call, makeUser, sessionCookie, startTestApp, type TestApp } from "../support/app";
import { makeAccounts, ownerAndCompany } from "../support/books";

// The customer screens through their loaders and actions with a session cookie, as a bookkeeper
// uses them: New Customer with and without an opening balance (the trial balance shows Accounts
// Receivable against Opening Balance Equity), the sales person and the customer's own fields, Edit
// on a stale copy refused, the Customers list's search, pages and CSV, the Customer Center showing
// the opening balance (and its CSV), and Customers › New Sales Item: a sold item needs its income
// account, and Customers › Items lists what is sold.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.cleanup());

interface Books {
  id: number;
  cookie: string;
  accounts: { sales: number; cogs: number; stock: number; rent: number };
  salesPersonId: number;
}

let books: Books;
beforeAll(async () => {
  const { user, company, ctx } = await ownerAndCompany(app.db);
  const accounts = await makeAccounts(app.db, ctx, {
    sales: ["Income", "4000", "Sales"],
    cogs: ["Cost of Goods Sold", "5000", "Cost of Sales"],
    stock: ["Inventory Asset", "1300", "Stock on Hand"],
    rent: ["Expense", "6000", "Rent"],
  });
  const rep = await createSalesPerson(app.db, ctx, {
    ...salesPersonCreateBody.parse({ salesPersonName: "Rita Rep", email: "rita@example.test", phone: "555 0100" }),
    dateOfHire: ctx.today,
    addresses: [],
  });
  books = { id: company.id, cookie: await sessionCookie(user), accounts, salesPersonId: rep.id };
});

const path = (to: string) => `/company/${books.id}/dashboard/${to}`;
const params = (extra: Record<string, string> = {}) => ({ companyId: String(books.id), ...extra });

function form(fields: Record<string, string>): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  return body;
}

const get = (route: { loader: unknown }, to: string, extra: Record<string, string> = {}, cookie = books.cookie) =>
  call(route.loader as never, path(to), { params: params(extra), headers: { Cookie: cookie } });

const post = (route: { action: unknown }, to: string, fields: Record<string, string>, extra: Record<string, string> = {}) =>
  call(route.action as never, path(to), { method: "POST", params: params(extra), headers: { Cookie: books.cookie }, body: form(fields) });

/** A New Customer form as the page without JavaScript posts it. */
function customerForm(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    customerId: "C-100",
    customerName: "Harbor Cafe",
    companyName: "Harbor Cafe LLC",
    active: "on",
    customerSince: "01/10/2026",
    openingBalance: "1250.40",
    balanceAsOf: "01/31/2026",
    creditLimit: "5000",
    paymentMethod: "Cheque",
    salesPersonId: String(books.salesPersonId),
    taxExempt: "on",
    resaleNumber: "RS-778",
    documentLanguage: "es",
    "contacts[0].name": "Hana Harbor",
    "contacts[0].title": "Owner",
    "contacts[0].phone": "555 0101",
    "contacts[0].email": "hana@harbor.test",
    primaryContact: "0",
    "addresses[0].type": "Billing",
    "addresses[0].address1": "1 Pier Rd",
    "addresses[0].city": "Portland",
    "addresses[0].state": "ME",
    "addresses[0].postalCode": "04101",
    "addresses[0].country": "USA",
    "addresses[1].type": "Shipping",
    "addresses[1].address1": "2 Dock St",
    "addresses[1].city": "Portland",
    "addresses[1].state": "ME",
    "addresses[1].postalCode": "04102",
    "addresses[1].country": "USA",
    intent: "save-close",
    ...overrides,
  };
}

async function trialBalance(asOf: string) {
  const response = await get({ loader: trialBalanceLoader }, `reports/company-finance/trial-balance?asOf=${encodeURIComponent(asOf)}`);
  const body = (await response.json()) as { report: { rows: { accountName: string; debit: number; credit: number }[] } };
  return body.report.rows.map(({ accountName, debit, credit }) => ({ accountName, debit, credit }));
}

const customerByCode = async (code: string) => {
  const row = await app.db("customers").where({ companyId: books.id, customerId: code }).first("id");
  return row ? customerService.get(app.db, books.id, row.id) : null;
};

describe("New Customer", () => {
  it("opens with today's dates, Cash, Active, and the sales persons to choose from", async () => {
    const response = await get(newRoute, "customers/new");
    expect(response.status).toBe(200);
    const loaded = (await response.json()) as CustomerFormLoaded;
    expect(loaded.values).toMatchObject({ customerId: "", active: true, paymentMethod: "Cash", openingBalance: "0.00", taxExempt: false });
    expect(loaded.values.documentLanguage).toBe("");
    expect(loaded.salesPersons).toEqual([{ id: books.salesPersonId, name: "Rita Rep" }]);
  });

  it("saves a customer with an opening balance: Accounts Receivable against Opening Balance Equity in the trial balance", async () => {
    const response = await post(newRoute, "customers/new", customerForm());
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(path("customers/list"));
    const customer = (await customerByCode("C-100"))!;
    expect(customer).toMatchObject({
      customerName: "Harbor Cafe",
      companyName: "Harbor Cafe LLC",
      customerSince: "2026-01-10",
      openingBalance: "1250.40",
      balance: "1250.40",
      salesPersonId: books.salesPersonId,
      taxExempt: true,
      resaleNumber: "RS-778",
      documentLanguage: "es",
      paymentMethod: "Cheque",
      email: "hana@harbor.test",
    });
    expect(customer.addresses.map((a) => a.type)).toEqual(["Billing", "Shipping"]);
    expect(await trialBalance("01/31/2026")).toEqual([
      { accountName: "Accounts Receivable", debit: 125040, credit: 0 },
      { accountName: "Opening Balance Equity", debit: 0, credit: 125040 },
    ]);
    // Dated Balance as of: nothing the day before.
    expect(await trialBalance("01/30/2026")).toEqual([]);
  });

  it("saves a customer without an opening balance: nothing posted; with JavaScript it answers for the success dialog", async () => {
    const response = await post(
      newRoute,
      "customers/new",
      customerForm({ customerId: "C-200", customerName: "Quiet Co", openingBalance: "", js: "1" }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "saved", intent: "save-close", party: { code: "C-200", name: "Quiet Co" } });
    const customer = (await customerByCode("C-200"))!;
    expect(customer.openingBalance).toBe("0.00");
    expect(await app.db("journalLines").where({ companyId: books.id, customerId: customer.id }).count({ n: "*" })).toEqual([{ n: 0 }]);
    expect(await trialBalance("12/31/2026")).toHaveLength(2);
  });

  it("refuses a taken Customer ID with the spec's words, and the availability check reports it", async () => {
    const response = await post(newRoute, "customers/new", customerForm({ customerId: "c-100 ", customerName: "Other Cafe" }));
    expect(response.status).toBe(409);
    const answer = (await response.json()) as CustomerFormAnswer;
    expect(answer).toMatchObject({ status: "invalid", failure: "This Customer ID already exists in this company." });
    const check = await get(checkIdRoute, "customers/check-id?customerId=C-100");
    expect(await check.json()).toEqual({ exists: true });
    const free = await get(checkIdRoute, "customers/check-id?customerId=C-999");
    expect(await free.json()).toEqual({ exists: false });
  });

  it("refuses a missing name, a negative opening balance and a bad date, writing nothing", async () => {
    const before = await app.db("customers").where({ companyId: books.id }).count({ n: "*" });
    const response = await post(
      newRoute,
      "customers/new",
      customerForm({ customerId: "C-300", customerName: "", openingBalance: "-5", customerSince: "13/45/2026" }),
    );
    expect(response.status).toBe(400);
    const answer = (await response.json()) as Extract<CustomerFormAnswer, { status: "invalid" }>;
    expect(answer.messages).toEqual([
      "Customer Name is required.",
      "Please enter a valid date in MM/DD/YYYY format for Customer Since.",
      "Opening Balance cannot be negative.",
    ]);
    expect(await app.db("customers").where({ companyId: books.id }).count({ n: "*" })).toEqual(before);
  });

  it("refuses a document language it does not have, by the field, writing nothing", async () => {
    const response = await post(newRoute, "customers/new", customerForm({ customerId: "C-301", documentLanguage: "it" }));
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain("Document language must be one of: en, es, fr, de, pt");
    expect(await customerByCode("C-301")).toBeNull();
  });
});

describe("Edit Customer", () => {
  it("loads the customer with its opening balance read-only and saves on the current version", async () => {
    const customer = (await customerByCode("C-100"))!;
    const response = await get(editRoute, `customers/edit/${customer.id}`, { customerId: String(customer.id) });
    const loaded = (await response.json()) as CustomerFormLoaded;
    expect(loaded.party).toMatchObject({ id: customer.id, code: "C-100", openingBalance: "1250.40", balance: "1250.40" });
    expect(loaded.values).toMatchObject({ customerName: "Harbor Cafe", salesPersonId: String(books.salesPersonId), taxExempt: true });
    expect(loaded.values.documentLanguage).toBe("es");

    const { openingBalance: _o, balanceAsOf: _b, ...fields } = customerForm({ customerName: "Harbor Cafe & Bakery", intent: "save" });
    const saved = await post(
      editRoute,
      `customers/edit/${customer.id}`,
      { ...fields, version: String(customer.version) },
      { customerId: String(customer.id) },
    );
    expect(saved.status).toBe(302);
    expect(await customerByCode("C-100")).toMatchObject({ customerName: "Harbor Cafe & Bakery", openingBalance: "1250.40" });
  });

  it("refuses a save made on a stale copy, keeping what was typed, and writes nothing", async () => {
    const customer = (await customerByCode("C-100"))!;
    const { openingBalance: _o, balanceAsOf: _b, ...fields } = customerForm({ customerName: "Stale Name", intent: "save" });
    const response = await post(
      editRoute,
      `customers/edit/${customer.id}`,
      { ...fields, version: String(customer.version - 1) },
      {
        customerId: String(customer.id),
      },
    );
    expect(response.status).toBe(409);
    const answer = (await response.json()) as Extract<CustomerFormAnswer, { status: "invalid" }>;
    expect(answer.values.customerName).toBe("Stale Name");
    expect((await customerByCode("C-100"))!.customerName).toBe("Harbor Cafe & Bakery");
  });

  it("is a 404 for another user's customer", async () => {
    const customer = (await customerByCode("C-100"))!;
    const { user } = await makeUser(app.db);
    const response = await get(editRoute, `customers/edit/${customer.id}`, { customerId: String(customer.id) }, await sessionCookie(user));
    expect(response.status).toBe(404);
  });
});

describe("Customers list", () => {
  beforeAll(async () => {
    for (let i = 1; i <= 11; i += 1) {
      const n = String(i).padStart(2, "0");
      await post(
        newRoute,
        "customers/new",
        customerForm({
          customerId: `P${n}`,
          customerName: `Patron ${n}`,
          openingBalance: "",
          "contacts[0].name": "",
          "contacts[0].title": "",
          "contacts[0].phone": "",
          "contacts[0].email": "",
        }),
      );
    }
  });

  type Listed = {
    list: { items: { customerId: string; customerName: string; balance: string; ytd: string }[]; total: number };
    months: { label: string }[];
  };
  const list = async (query: string) => (await (await get(listRoute, `customers/list${query}`)).json()) as Listed;

  it("pages on the server, searches names and shows each customer's balance", async () => {
    const first = await list("");
    expect(first.list.total).toBe(13);
    expect(first.list.items).toHaveLength(10);
    expect(first.list.items[0]).toMatchObject({
      customerId: "C-100",
      customerName: "Harbor Cafe & Bakery",
      balance: "1250.40",
      ytd: "0.00",
    });
    expect(first.months[0].label).toBe("Current Month");
    const second = await list("?page=2");
    expect(second.list.items.map((c) => c.customerName)).toEqual(["Patron 10", "Patron 11", "Quiet Co"]);
    const search = await list("?q=harbor");
    expect(search.list.items.map((c) => c.customerId)).toEqual(["C-100"]);
  });

  it("exports every matching customer as customers.csv", async () => {
    const response = await get(listCsvRoute, "customers/list.csv?q=patron");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="customers.csv"');
    const rows = parse(await response.text()) as string[][];
    expect(rows[0].slice(0, 3)).toEqual(["Active", "Customer ID", "Customer Name"]);
    expect(rows[0].slice(-2)).toEqual(["Year to Date", "Balance"]);
    expect(rows).toHaveLength(12);
  });
});

describe("Customer Center", () => {
  it("shows the customer's balance, open amount and its opening balance as a transaction, and exports it", async () => {
    const customer = (await customerByCode("C-100"))!;
    const response = await get(centerRoute, `customers/center?customer=${customer.id}`);
    const data = (await response.json()) as {
      panel: { parties: { name: string; balance: string }[]; total: number };
      customer: { customerName: string; balance: string; open: string; overdue: string };
      transactions: { items: { type: string; number: string; amount: string; date: string; account: string; status: string }[] };
    };
    expect(data.panel.total).toBe(13);
    expect(data.panel.parties[0]).toMatchObject({ name: "Harbor Cafe & Bakery", balance: "1250.40" });
    expect(data.customer).toMatchObject({ customerName: "Harbor Cafe & Bakery", balance: "1250.40", open: "1250.40", overdue: "0.00" });
    expect(data.transactions.items).toEqual([
      expect.objectContaining({
        type: "Opening Balance",
        date: "2026-01-31",
        amount: "1250.40",
        status: "Posted",
        account: expect.stringContaining("Opening Balance Equity"),
      }),
    ]);
    expect(data.transactions.items[0].number).toMatch(/^COB-/);

    const csv = await get(centerCsvRoute, `customers/center.csv?customer=${customer.id}`);
    expect(csv.headers.get("Content-Disposition")).toBe('attachment; filename="C-100-transactions.csv"');
    const rows = parse(await csv.text()) as string[][];
    expect(rows[1]).toEqual(expect.arrayContaining(["01/31/2026", "Opening Balance", "1250.40", "Posted"]));
  });

  it("is a 404 for a customer of another company", async () => {
    const { ctx } = await ownerAndCompany(app.db);
    const other = await customerService.create(
      app.db,
      ctx,
      (await import("../../app/modules/customers/schema")).customerCreateSchema.parse({ customerId: "X", customerName: "Elsewhere" }),
    );
    const response = await get(centerRoute, `customers/center?customer=${other.id}`);
    expect(response.status).toBe(404);
  });
});

describe("New Sales Item and Customers › Items", () => {
  it("refuses a service item sold without an income account or price, and saves it with them", async () => {
    const refused = await post(newServiceRoute, "customers/new-service-item", {
      serviceName: "Catering",
      iSellThisService: "on",
      salesPrice: "",
      intent: "save-close",
    });
    expect(refused.status).toBe(400);
    const answer = (await refused.json()) as ItemFormAnswer;
    expect(answer.messages, JSON.stringify(answer)).toEqual(
      expect.arrayContaining(["Sales Price (USD) is required.", "Income Account is required."]),
    );
    expect(await app.db("items").where({ companyId: books.id, name: "Catering" }).first()).toBeUndefined();

    const saved = await post(newServiceRoute, "customers/new-service-item", {
      serviceName: "Catering",
      iSellThisService: "on",
      salesDescription: "Event catering",
      salesPrice: "300",
      incomeAccountId: String(books.accounts.sales),
      taxable: "on",
      active: "on",
      intent: "save-close",
    });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(path("customers/items"));
    // Sold, not bought: the vendor's "always bought" rule is the vendor's.
    expect(await app.db("items").where({ companyId: books.id, name: "Catering" }).first("sells", "buys", "incomeAccountId")).toEqual({
      sells: true,
      buys: false,
      incomeAccountId: books.accounts.sales,
    });
  });

  it("keeps a customer's item sold: its I sell box cannot be turned off", async () => {
    const response = await post(newNonInventoryRoute, "customers/new-non-inventory-item", {
      productName: "Gift Card",
      iBuyThisProduct: "on",
      purchasePrice: "10",
      expenseAccountId: String(books.accounts.rent),
      active: "on",
      intent: "save-close",
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ItemFormAnswer).messages).toContain(
      "An item sold to customers is always sold: I sell this item cannot be turned off.",
    );
  });

  it("saves a non inventory item and an inventory item sold, each with its income account", async () => {
    const product = await post(newNonInventoryRoute, "customers/new-non-inventory-item", {
      productName: "Coffee Beans Bag",
      iSellThisProduct: "on",
      salesPrice: "18.50",
      incomeAccountId: String(books.accounts.sales),
      active: "on",
      intent: "save-new",
    });
    expect(product.status).toBe(302);
    expect(product.headers.get("Location")).toBe(path("customers/new-non-inventory-item"));

    const refused = await post(newInventoryRoute, "customers/new-inventory-item", {
      name: "Mug",
      sellProduct: "on",
      salesPrice: "12",
      standardCost: "4",
      assetsAccount: String(books.accounts.stock),
      costOfGoodsSold: String(books.accounts.cogs),
      intent: "save-close",
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain("Income Account is required");
    const inventory = await post(newInventoryRoute, "customers/new-inventory-item", {
      name: "Mug",
      sellProduct: "on",
      salesPrice: "12",
      standardCost: "4",
      incomeAccount: String(books.accounts.sales),
      assetsAccount: String(books.accounts.stock),
      costOfGoodsSold: String(books.accounts.cogs),
      active: "on",
      intent: "save-close",
    });
    expect(inventory.status, JSON.stringify(inventory.status === 302 ? null : await inventory.clone().json())).toBe(302);
    expect(inventory.headers.get("Location")).toBe(path("customers/items"));
  });

  it("lists the items sold, of every kind, with CSV", async () => {
    await app.db("items").insert({ companyId: books.id, itemType: "service", name: "Bought Only", sells: false, buys: true });
    const response = await get(itemsRoute, "customers/items");
    const data = (await response.json()) as { list: { items: { name: string; type: string; salesPrice: string }[]; total: number } };
    expect(data.list.items.map((i) => [i.name, i.type, i.salesPrice])).toEqual([
      ["Catering", "service", "300.00"],
      ["Coffee Beans Bag", "product", "18.50"],
      ["Mug", "inventory", "12.00"],
    ]);
    const csv = await get(itemsCsvRoute, "customers/items.csv");
    const rows = parse(await csv.text()) as string[][];
    expect(rows.map((r) => [r[1], r[3]])).toEqual([
      ["Item Name", "Type"],
      ["Catering", "Service"],
      ["Coffee Beans Bag", "Non Inventory"],
      ["Mug", "Inventory"],
    ]);
  });
});
