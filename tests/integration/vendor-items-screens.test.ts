// The item screens through their loaders and actions with a session cookie, as a browser without
// JavaScript posts them: New Service Item and New Product Item (the spec's messages, Save and Close
// to the Vendor Items list, Save and New to a blank form, a taken name refused with "Error saving
// …"), the item group dialog, Edit (version-checked, 404 for another user's item), the Vendor Items
// list's filters and pages, its CSV export, and the item type chooser.
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ItemFormAnswer, ItemFormLoaded } from "../../app/components/items/item-form-data";
import { createAccount } from "../../app/modules/accounts/accounts.server";
import { accountCreateSchema } from "../../app/modules/accounts/schema";
import type { CompanyContext } from "../../app/modules/companies/companies.server";
import { getVendorItem } from "../../app/modules/items/items.server";
import { createPurchaseDocument } from "../../app/modules/purchases/documents.server";
import { billSchema } from "../../app/modules/purchases/schema";
import { vendorCreateSchema } from "../../app/modules/vendors/schema";
import { createVendor } from "../../app/modules/vendors/vendors.server";
import * as editRoute from "../../app/routes/company.$companyId.dashboard+/_vendors+/vendors.items.$itemId.edit";
import * as listRoute from "../../app/routes/company.$companyId.dashboard+/_vendors+/vendors.items._index";
import * as csvRoute from "../../app/routes/company.$companyId.dashboard+/_vendors+/vendors.items[.]csv";
import * as newProductRoute from "../../app/routes/company.$companyId.dashboard+/_vendors+/vendors.new-product-item";
import * as newServiceRoute from "../../app/routes/company.$companyId.dashboard+/_vendors+/vendors.new-service-item";
import { call, startTestApp, type TestApp } from "../support/app";
import { signedInOwner } from "../support/books";

let app: TestApp;
interface Company {
  id: number;
  cookie: string;
  ctx: CompanyContext;
  accounts: Record<string, number>;
  vendor: number;
}
let company: Company;

async function newCompany(): Promise<Company> {
  const { company: created, ctx, cookie } = await signedInOwner(app.db);
  const account = async (fields: Record<string, unknown>) => (await createAccount(app.db, ctx, accountCreateSchema.parse(fields))).id;
  const accounts = {
    sales: await account({ accountType: "Income", accountNumber: "4000", accountName: "Sales" }),
    fees: await account({ accountType: "Expense", accountNumber: "6100", accountName: "Fees" }),
    cogs: await account({ accountType: "Cost of Goods Sold", accountNumber: "5000", accountName: "Cost of Goods" }),
    bank: await account({
      accountType: "Bank",
      accountNumber: "1010",
      accountName: "Checking",
      bankName: "First Bank",
      bankAccountType: "Checking",
      bankAccountNumber: "111",
    }),
  };
  const vendor = (await createVendor(app.db, ctx, vendorCreateSchema.parse({ vendorId: "ACME", vendorName: "Acme Supplies" }))).id;
  return { id: created.id, cookie, ctx, accounts, vendor };
}

beforeAll(async () => {
  app = await startTestApp();
  company = await newCompany();
});
afterAll(() => app?.cleanup());

const base = (c: Company) => `/company/${c.id}/dashboard/vendors`;

function form(fields: Record<string, string>): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  return body;
}

async function post(
  route: { action: unknown },
  path: string,
  fields: Record<string, string>,
  params: Record<string, string> = {},
  c = company,
) {
  return call(route.action, path, {
    method: "POST",
    params: { companyId: String(c.id), ...params },
    headers: { Cookie: c.cookie },
    body: form(fields),
  });
}

async function load<T>(route: { loader: unknown }, path: string, params: Record<string, string> = {}, c = company) {
  const response = await call(route.loader, path, { params: { companyId: String(c.id), ...params }, headers: { Cookie: c.cookie } });
  return { status: response.status, body: (response.status === 200 ? await response.json() : null) as T, response };
}

/** A complete Vendor Service Item form as the page without JavaScript posts it (unticked boxes post nothing). */
const serviceForm = (over: Record<string, string> = {}): Record<string, string> => ({
  serviceName: "Bookkeeping",
  parentItemId: "",
  iSellThisService: "on",
  salesDescription: "Monthly books",
  salesPrice: "150.00",
  incomeAccountId: String(company.accounts.sales),
  taxable: "on",
  standardCost: "",
  itemGroupId: "",
  active: "on",
  iBuyThisService: "on",
  purchaseDescription: "Contract bookkeeper",
  purchasePrice: "100",
  expenseAccountId: String(company.accounts.fees),
  preferredVendor: String(company.vendor),
  vendorServiceNo: "BK-1",
  intent: "save-close",
  ...over,
});

describe("New Vendor Service Item and New Vendor Product Item", () => {
  it("offers income and expense accounts, the item groups, the vendors and the parent items", async () => {
    const { body } = await load<ItemFormLoaded>(newServiceRoute, `${base(company)}/new-service-item`);
    expect(body).toMatchObject({ mode: "new", kind: "service", item: null, vendors: [{ id: company.vendor, name: "Acme Supplies" }] });
    expect(body.accounts.map((a) => a.accountName).sort()).toEqual(["Cost of Goods", "Fees", "Sales"]);
    expect(body.values).toMatchObject({ sells: false, buys: true, taxable: true, active: true, weight: "0" });
  });

  it("refuses a form with problems with the spec's messages and keeps what was typed", async () => {
    const response = await post(
      newServiceRoute,
      `${base(company)}/new-service-item`,
      serviceForm({ serviceName: " ", subitem: "on", salesPrice: "0", incomeAccountId: "", purchasePrice: "-3" }),
    );
    expect(response.status).toBe(400);
    const answer = (await response.json()) as ItemFormAnswer;
    expect(answer.messages).toEqual([
      "Service Name is required.",
      "Parent Item is required when this is a subitem.",
      "Sales Price (USD) is required.",
      "Income Account is required.",
      "Purchase Price (USD) must be a non-negative number",
    ]);
    expect(answer.failure).toBeNull();
    expect(answer.values).toMatchObject({ purchasePrice: "-3", sells: true, isSubitem: true, salesDescription: "Monthly books" });
  });

  it("Save and Close saves and goes to the Vendor Items list with the success message; a taken name is refused", async () => {
    const saved = await post(newServiceRoute, `${base(company)}/new-service-item`, serviceForm());
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(`${base(company)}/items`);
    const toast = decodeURIComponent(saved.headers.get("Set-Cookie") ?? "");
    expect(toast).toContain("ledgerline_toast");
    const row = await app.db("items").where({ companyId: company.id, name: "Bookkeeping" }).first();
    expect(row).toMatchObject({
      itemType: "service",
      sells: true,
      buys: true,
      salesPrice: "150.00",
      purchasePrice: "100.00",
      vendorItemNo: "BK-1",
    });
    expect(row.preferredVendorId).toBe(company.vendor);

    const again = await post(newServiceRoute, `${base(company)}/new-service-item`, serviceForm({ serviceName: "BOOKKEEPING" }));
    expect(again.status).toBe(409);
    const answer = (await again.json()) as ItemFormAnswer;
    expect(answer.failure).toBe(
      'Error saving Vendor Service Item: An item named "BOOKKEEPING" already exists in this company. Item names are unique across service and product items.',
    );
    expect(answer.result.error?.serviceName?.[0]).toContain("already exists");
  });

  it("Save and New saves a product item and comes back to a blank form; the price checks and weight apply", async () => {
    const product = (over: Record<string, string> = {}) => ({
      productName: "Printer Paper",
      iSellThisProduct: "on",
      salesPrice: "4.00",
      incomeAccountId: String(company.accounts.sales),
      iBuyThisProduct: "on",
      purchasePrice: "4.50",
      expenseAccountId: String(company.accounts.cogs),
      vendorProductNo: "PP-500",
      weight: "2.5",
      active: "on",
      intent: "save-new",
      ...over,
    });
    const low = await post(newProductRoute, `${base(company)}/new-product-item`, product());
    expect(low.status).toBe(400);
    expect(((await low.json()) as ItemFormAnswer).messages).toEqual(["Sales Price (USD) should not be less than Purchase Price (USD)"]);
    const neither = await post(
      newProductRoute,
      `${base(company)}/new-product-item`,
      product({ iSellThisProduct: "", iBuyThisProduct: "" }),
    );
    expect(((await neither.json()) as ItemFormAnswer).messages).toEqual([
      "Please select at least one product type (I sell this product or I buy this product)",
    ]);
    const saved = await post(newProductRoute, `${base(company)}/new-product-item`, product({ salesPrice: "6.00" }));
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(`${base(company)}/new-product-item`);
    const row = await app.db("items").where({ companyId: company.id, name: "Printer Paper" }).first();
    expect(row).toMatchObject({ itemType: "product", weight: "2.5000", salesPrice: "6.00", taxable: false, active: true });
  });

  it("creates an item group from the Add Item Group dialog", async () => {
    const response = await post(newServiceRoute, `${base(company)}/new-service-item`, {
      intent: "support-item",
      kind: "item-groups",
      name: "Office",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ kind: "item-groups", item: { name: "Office" }, message: "Item group created!" });
    const empty = await post(newServiceRoute, `${base(company)}/new-service-item`, {
      intent: "support-item",
      kind: "item-groups",
      name: "",
    });
    expect(empty.status).toBe(400);
    const loaded = await load<ItemFormLoaded>(newProductRoute, `${base(company)}/new-product-item`);
    expect(loaded.body.itemGroups.map((g) => g.name)).toEqual(["Office"]);
  });
});

describe("Edit item", () => {
  it("loads the item with its bill status, saves on its version and refuses a stale save", async () => {
    const item = await app.db("items").where({ companyId: company.id, name: "Bookkeeping" }).first();
    const path = `${base(company)}/items/${item.id}/edit`;
    const params = { itemId: String(item.id) };
    const { body } = await load<ItemFormLoaded>(editRoute, path, params);
    expect(body).toMatchObject({ mode: "edit", kind: "service", item: { id: item.id, billStatus: "Available" } });
    expect(body.values).toMatchObject({ name: "Bookkeeping", salesPrice: "150.00", purchasePrice: "100.00", version: "1" });
    expect(body.parents).toEqual([]); // itself excluded

    const fields = serviceForm({ salesPrice: "175.00", version: "1", intent: "save" });
    const saved = await post(editRoute, path, fields, params);
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(`${base(company)}/items`);
    expect((await getVendorItem(app.db, company.id, item.id)).salesPrice).toBe("175.00");

    const stale = await post(editRoute, path, { ...fields, salesPrice: "180.00" }, params);
    expect(stale.status).toBe(409);
    const answer = (await stale.json()) as ItemFormAnswer;
    expect(answer.failure).toBe("Error saving Vendor Service Item: This item was changed by someone else. Reload to see the changes.");
    expect(answer.values.salesPrice).toBe("180.00");
    expect((await getVendorItem(app.db, company.id, item.id)).salesPrice).toBe("175.00");
  });

  it("is a 404 for another user's item, and for no item", async () => {
    const item = await app.db("items").where({ companyId: company.id, name: "Bookkeeping" }).first();
    const intruder = await newCompany();
    const theirs = await load(editRoute, `${base(intruder)}/items/${item.id}/edit`, { itemId: String(item.id) }, intruder);
    expect(theirs.status).toBe(404);
    const posted = await post(
      editRoute,
      `${base(intruder)}/items/${item.id}/edit`,
      serviceForm({ version: "2" }),
      { itemId: String(item.id) },
      intruder,
    );
    expect(posted.status).toBe(404);
    expect((await load(editRoute, `${base(company)}/items/abc/edit`, { itemId: "abc" })).status).toBe(404);
    expect((await getVendorItem(app.db, company.id, item.id)).salesPrice).toBe("175.00");
  });
});

describe("the Vendor Items list", () => {
  type ListData = { list: { items: { name: string; billStatus: string; type: string }[]; total: number; page: number; perPage: number } };

  beforeAll(async () => {
    // Six more items; one inactive; one bought on an open bill.
    for (const n of [1, 2, 3, 4, 5, 6]) {
      await post(
        newServiceRoute,
        `${base(company)}/new-service-item`,
        serviceForm({ serviceName: `Task ${n}`, iSellThisService: "", active: n === 6 ? "" : "on", purchaseDescription: `Task ${n} work` }),
      );
    }
    const task = await app.db("items").where({ companyId: company.id, name: "Task 1" }).first();
    await createPurchaseDocument(
      app.db,
      company.ctx,
      "bill",
      billSchema.parse({
        vendorId: company.vendor,
        itemRecords: [{ itemId: task.id, itemType: "service", quantity: "1", unitPrice: "100" }],
      }),
    );
  });

  it("shows active items by default, 10 a page, by name", async () => {
    const { body } = await load<ListData>(listRoute, `${base(company)}/items`);
    expect(body.list).toMatchObject({ total: 7, page: 1, perPage: 10 });
    expect(body.list.items.map((i) => i.name)).toEqual(["Bookkeeping", "Printer Paper", "Task 1", "Task 2", "Task 3", "Task 4", "Task 5"]);
    expect(body.list.items[2]).toMatchObject({ billStatus: "Bill Created", type: "service" });
  });

  it("filters by status and bill status, and pages with the page sizes offered", async () => {
    const all = await load<ListData>(listRoute, `${base(company)}/items?status=all&perPage=5&page=2`);
    expect(all.body.list).toMatchObject({ total: 8, page: 2, perPage: 5 });
    expect(all.body.list.items.map((i) => i.name)).toEqual(["Task 4", "Task 5", "Task 6"]);
    const inactive = await load<ListData>(listRoute, `${base(company)}/items?status=inactive`);
    expect(inactive.body.list.items.map((i) => i.name)).toEqual(["Task 6"]);
    const created = await load<ListData>(listRoute, `${base(company)}/items?billStatus=Bill+Created`);
    expect(created.body.list.items.map((i) => i.name)).toEqual(["Task 1"]);
    const odd = await load<ListData>(listRoute, `${base(company)}/items?status=nope&billStatus=nope&perPage=7`);
    expect(odd.body.list).toMatchObject({ total: 7, perPage: 10 });
  });

  it("exports every matching item as vendor-items.csv", async () => {
    const response = await call(csvRoute.loader, `${base(company)}/items.csv?status=all&billStatus=Available`, {
      params: { companyId: String(company.id) },
      headers: { Cookie: company.cookie },
    });
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="vendor-items.csv"');
    const rows = parse(await response.text()) as string[][];
    expect(rows[0]).toEqual(["Active", "Item Name", "Description", "Type", "Purchase Price", "Bill Status", "Sales Price"]);
    expect(rows.slice(1).map((r) => [r[0], r[1], r[3], r[5]])).toEqual([
      ["Yes", "Bookkeeping", "Service", "Available"],
      ["Yes", "Printer Paper", "Product", "Available"],
      ["Yes", "Task 2", "Service", "Available"],
      ["Yes", "Task 3", "Service", "Available"],
      ["Yes", "Task 4", "Service", "Available"],
      ["Yes", "Task 5", "Service", "Available"],
      ["No", "Task 6", "Service", "Available"],
    ]);
    expect(rows[1].slice(2)).toEqual(["Contract bookkeeper", "Service", "100.00", "Available", "175.00"]);
    const other = await newCompany();
    const theirs = await call(csvRoute.loader, `${base(company)}/items.csv`, {
      params: { companyId: String(company.id) },
      headers: { Cookie: other.cookie },
    });
    expect(theirs.status).toBe(404);
  });

  it("Add a New Item's chooser leads to the chosen form (without JavaScript, through the list's action)", async () => {
    const product = await post(listRoute, `${base(company)}/items`, { itemType: "product" });
    expect(product.headers.get("Location")).toBe(`${base(company)}/new-product-item`);
    const service = await post(listRoute, `${base(company)}/items`, {});
    expect(service.headers.get("Location")).toBe(`${base(company)}/new-service-item`);
  });
});
