// Vendor service and product items (issue 13, item 1): the rules and messages of the item forms, the
// service's checks (names unique per company, the company's own accounts of the right types,
// groups, vendors and parent items), the edit's version check, the Bill Status following real bills
// (saved with createPurchaseDocument, paid with payBills), the list's filters and pages, and the
// API — another user's company or item is a 404, bad input a 400 `{ error, errors }`.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../../app/modules/accounts/accounts.server";
import { accountCreateSchema } from "../../app/modules/accounts/schema";
import type { CompanyContext } from "../../app/modules/companies/companies.server";
import { createVendorItem, getVendorItem, listVendorItems, updateVendorItem } from "../../app/modules/items/items.server";
import {
  ITEM_MESSAGES,
  productItemSchema,
  serviceItemSchema,
  toVendorItemInput,
  vendorItemSchema,
  type VendorItemKind,
} from "../../app/modules/items/schema";
import { payBills } from "../../app/modules/purchases/bill-payments.server";
import { createPurchaseDocument } from "../../app/modules/purchases/documents.server";
import { billPaymentSchema, billSchema } from "../../app/modules/purchases/schema";
import { createSupportItem } from "../../app/modules/support-lists/support-lists.server";
import { vendorCreateSchema } from "../../app/modules/vendors/schema";
import { createVendor } from "../../app/modules/vendors/vendors.server";
import * as companiesApi from "../../app/routes/api+/company._index";
import * as itemApi from "../../app/routes/api+/vendor.items.$id";
import * as productCreateApi from "../../app/routes/api+/vendor.product-items._index";
import * as productListApi from "../../app/routes/api+/vendor.product-items.company.$id";
import * as serviceCreateApi from "../../app/routes/api+/vendor.service-items._index";
import * as serviceListApi from "../../app/routes/api+/vendor.service-items.company.$id";
import * as openapi from "../../app/routes/api+/openapi[.]json/route";
import { call, startTestApp, type TestApp } from "../support/app";
import { ownerAndCompany } from "../support/books";
import { signUpToken, apiCaller } from "../support/api-client";
import { companyFields } from "../support/company-fields";

let app: TestApp;
let ctx: CompanyContext;
const ids: Record<string, number> = {};

async function account(c: CompanyContext, fields: Record<string, unknown>) {
  return (await createAccount(app.db, c, accountCreateSchema.parse(fields))).id;
}

beforeAll(async () => {
  app = await startTestApp();
  ({ ctx } = await ownerAndCompany(app.db, { today: "2026-11-25" }));
  ids.bank = await account(ctx, {
    accountType: "Bank",
    accountNumber: "1010",
    accountName: "Checking",
    bankName: "First Bank",
    bankAccountType: "Checking",
    bankAccountNumber: "111",
    openingBalance: "5000.00",
    asOf: "2026-01-01",
  });
  ids.sales = await account(ctx, { accountType: "Income", accountNumber: "4000", accountName: "Service Sales" });
  ids.otherIncome = await account(ctx, { accountType: "Other Income", accountNumber: "4900", accountName: "Sundry Income" });
  ids.fees = await account(ctx, { accountType: "Expense", accountNumber: "6100", accountName: "Contractor Fees" });
  ids.cogs = await account(ctx, { accountType: "Cost of Goods Sold", accountNumber: "5000", accountName: "Cost of Goods" });
  ids.acme = (await createVendor(app.db, ctx, vendorCreateSchema.parse({ vendorId: "ACME", vendorName: "Acme Supplies" }))).id;
  ids.group = (await createSupportItem(app.db, ctx, "item-groups", { name: "Consulting" })).item.id;
});
afterAll(() => app?.cleanup());

const errorsOf = (kind: VendorItemKind, body: Record<string, unknown>) => {
  const result = vendorItemSchema(kind).safeParse(body);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (errors[issue.path.join(".")] ??= []).push(issue.message);
  return errors;
};

const create = (kind: VendorItemKind, body: Record<string, unknown>, c = ctx) =>
  createVendorItem(app.db, c, toVendorItemInput(kind, vendorItemSchema(kind).parse(body)));

describe("the item payloads' rules", () => {
  it("asks for the name, and a parent for a sub-item", () => {
    expect(errorsOf("service", { serviceName: "  ", purchasePrice: "10", expenseAccountId: 1 })).toEqual({
      serviceName: ["Service Name is required."],
    });
    expect(errorsOf("product", { productName: "", isSubitem: true, purchasePrice: "10", expenseAccountId: 1 })).toEqual({
      productName: ["Product Name is required."],
      subitemOf: ["Parent Item is required when this is a subitem."],
    });
  });

  it("wants the item sold or bought; a service is always bought", () => {
    expect(errorsOf("product", { productName: "Paper", iBuyThisProduct: false })).toEqual({
      iBuyThisProduct: ["Please select at least one product type (I sell this product or I buy this product)"],
    });
    expect(errorsOf("service", { serviceName: "Audit", iBuyThisService: false, iSellThisService: true })).toMatchObject({
      iBuyThisService: [ITEM_MESSAGES.serviceAlwaysBought],
    });
  });

  it("when selling wants a sales price and an income account, when buying a purchase price and an expense account; zero is missing", () => {
    expect(errorsOf("service", { serviceName: "Audit", iSellThisService: true, salesPrice: "0", purchasePrice: "0.00" })).toEqual({
      salesPrice: ["Sales Price (USD) is required."],
      incomeAccountId: ["Income Account is required."],
      purchasePrice: ["Purchase Price (USD) is required."],
      expenseAccountId: ["Expense Account is required."],
    });
    // Not selling: the sales side is not asked for.
    expect(errorsOf("service", { serviceName: "Audit", purchasePrice: "12.50", expenseAccountId: 3 })).toEqual({});
  });

  it("gives the live checks' messages, all together with the others", () => {
    expect(
      errorsOf("service", {
        serviceName: "",
        iSellThisService: true,
        salesPrice: "-5",
        incomeAccountId: 1,
        purchasePrice: "abc",
        expenseAccountId: 2,
      }),
    ).toEqual({
      serviceName: ["Service Name is required."],
      salesPrice: ["Sales Price (USD) must be a non-negative number"],
      purchasePrice: ["Purchase Price (USD) must be a non-negative number"],
    });
    expect(
      errorsOf("product", {
        productName: "Toner",
        iSellThisProduct: true,
        salesPrice: "20.00",
        incomeAccountId: 1,
        purchasePrice: "25.00",
        expenseAccountId: 2,
      }),
    ).toEqual({ salesPrice: ["Sales Price (USD) should not be less than Purchase Price (USD)"] });
    expect(errorsOf("product", { productName: "Toner", purchasePrice: "1.234", expenseAccountId: 2, weight: "-1" })).toEqual({
      purchasePrice: ["Purchase Price (USD) must be an amount with at most 2 decimals"],
      weight: ["Weight must be a non-negative number with at most 4 decimals"],
    });
  });

  it("reads a form's checkboxes as a form posts them, JSON's with the spec's defaults", () => {
    const json = productItemSchema.parse({ productName: "Paper", purchasePrice: "4.50", expenseAccountId: 2 });
    expect(json).toMatchObject({ iSellThisProduct: false, iBuyThisProduct: true, taxable: true, active: true, weight: 0 });
    const form = vendorItemSchema("product", { form: true }).safeParse({ productName: "Paper", purchasePrice: "4.50" });
    expect(form.success).toBe(false); // nothing ticked: neither sold nor bought
    const service = serviceItemSchema.parse({ serviceName: "Audit", purchasePrice: "99", expenseAccountId: 2, vendorGroupId: "7" });
    expect(toVendorItemInput("service", service)).toMatchObject({ name: "Audit", buys: true, purchasePrice: 9900, itemGroupId: 7 });
  });
});

describe("saving items", () => {
  it("creates a service item and a product item, reads them back in the spec's names", async () => {
    const service = await create("service", {
      serviceName: "Bookkeeping",
      iSellThisService: true,
      salesDescription: "Monthly books",
      salesPrice: "150.00",
      incomeAccountId: ids.sales,
      commissionItem: true,
      standardCost: "80",
      vendorGroupId: ids.group,
      purchaseDescription: "Contract bookkeeper",
      purchasePrice: "100.00",
      expenseAccountId: ids.fees,
      preferredVendor: ids.acme,
      vendorServiceNo: "BK-1",
    });
    expect(service).toMatchObject({
      type: "service",
      serviceName: "Bookkeeping",
      iSellThisService: true,
      iBuyThisService: true,
      salesPrice: "150.00",
      purchasePrice: "100.00",
      standardCost: "80.00",
      taxable: true,
      commissionItem: true,
      itemGroupId: ids.group,
      vendorGroupId: ids.group,
      preferredVendor: ids.acme,
      vendorServiceNo: "BK-1",
      active: true,
      status: "active",
      billStatus: "Available",
      version: 1,
    });
    const product = await create("product", {
      productName: "Printer Paper",
      itemGroupId: ids.group,
      purchasePrice: "4.50",
      expenseAccountId: ids.cogs,
      vendorProductNo: "PP-500",
      weight: "2.25",
    });
    expect(product).toMatchObject({ type: "product", productName: "Printer Paper", weight: 2.25, iBuyThisProduct: true });
    ids.bookkeeping = service.id;
    ids.paper = product.id;
  });

  it("keeps names unique per company, across both kinds, whatever the case and spaces", async () => {
    await expect(
      create("product", { productName: "  bookkeeping ", purchasePrice: "1", expenseAccountId: ids.fees }),
    ).rejects.toMatchObject({
      status: 409,
      message: 'An item named "bookkeeping" already exists in this company. Item names are unique across service and product items.',
      fieldErrors: { productName: [expect.stringContaining("already exists")] },
    });
    // Another company may use the name.
    const { ctx: otherCtx } = await ownerAndCompany(app.db, { today: ctx.today });
    const fees = await account(otherCtx, { accountType: "Expense", accountNumber: "6100", accountName: "Fees" });
    await expect(
      create("service", { serviceName: "Bookkeeping", purchasePrice: "1", expenseAccountId: fees }, otherCtx),
    ).resolves.toMatchObject({
      serviceName: "Bookkeeping",
    });
    // …but not this company's accounts, groups, vendors or items.
    await expect(
      create(
        "service",
        {
          serviceName: "Borrowed",
          iSellThisService: true,
          salesPrice: "5",
          incomeAccountId: ids.sales,
          purchasePrice: "1",
          expenseAccountId: ids.fees,
          itemGroupId: ids.group,
          preferredVendor: ids.acme,
          isSubitem: true,
          subitemOf: ids.bookkeeping,
        },
        otherCtx,
      ),
    ).rejects.toMatchObject({
      status: 400,
      fieldErrors: {
        incomeAccountId: ["Income Account was not found in this company."],
        expenseAccountId: ["Expense Account was not found in this company."],
        itemGroupId: ["Item Group was not found in this company."],
        preferredVendor: ["Preferred Vendor was not found in this company."],
        subitemOf: ["Parent Item was not found in this company."],
      },
    });
  });

  it("takes income accounts of type Income or Other Income and expense accounts of Expense, Other Expense or COGS", async () => {
    await expect(
      create("service", {
        serviceName: "Wrong accounts",
        iSellThisService: true,
        salesPrice: "5",
        incomeAccountId: ids.fees,
        purchasePrice: "1",
        expenseAccountId: ids.sales,
      }),
    ).rejects.toMatchObject({
      fieldErrors: {
        incomeAccountId: ["Income Account must be an account of type Income or Other Income."],
        expenseAccountId: ["Expense Account must be an account of type Expense, Other Expense or Cost of Goods Sold."],
      },
    });
    await expect(
      create("service", {
        serviceName: "Sundry",
        iSellThisService: true,
        salesPrice: "5",
        incomeAccountId: ids.otherIncome,
        purchasePrice: "1",
        expenseAccountId: ids.cogs,
      }),
    ).resolves.toMatchObject({ incomeAccountId: ids.otherIncome });
  });

  it("puts a sub-item under an item of its kind, never under itself or its own sub-items", async () => {
    const child = await create("service", {
      serviceName: "Bookkeeping - payroll",
      isSubitem: true,
      subitemOf: ids.bookkeeping,
      purchasePrice: "20",
      expenseAccountId: ids.fees,
    });
    expect(child).toMatchObject({ isSubitem: true, subitemOf: ids.bookkeeping });
    await expect(
      create("product", {
        productName: "Paper sub",
        isSubitem: true,
        subitemOf: ids.bookkeeping,
        purchasePrice: "1",
        expenseAccountId: ids.cogs,
      }),
    ).rejects.toMatchObject({ fieldErrors: { subitemOf: ["Parent Item must be a product item."] } });
    const parent = await getVendorItem(app.db, ctx.companyId, ids.bookkeeping);
    const input = toVendorItemInput("service", serviceItemSchema.parse({ ...parentPayload(parent), isSubitem: true, subitemOf: child.id }));
    await expect(updateVendorItem(app.db, ctx, ids.bookkeeping, { ...input, version: parent.version })).rejects.toMatchObject({
      fieldErrors: { subitemOf: ["Parent Item cannot be this item or one of its subitems."] },
    });
  });

  it("edits on the version read: a stale save is a 409 and changes nothing", async () => {
    const before = await getVendorItem(app.db, ctx.companyId, ids.paper);
    const input = toVendorItemInput("product", productItemSchema.parse({ ...parentPayload(before), purchasePrice: "4.75", active: false }));
    const saved = await updateVendorItem(app.db, ctx, ids.paper, { ...input, version: before.version });
    expect(saved).toMatchObject({ purchasePrice: "4.75", active: false, status: "inactive", version: before.version + 1 });
    await expect(
      updateVendorItem(app.db, ctx, ids.paper, { ...input, purchasePrice: 999 as never, version: before.version }),
    ).rejects.toMatchObject({
      status: 409,
      message: "This item was changed by someone else. Reload to see the changes.",
    });
    expect((await getVendorItem(app.db, ctx.companyId, ids.paper)).purchasePrice).toBe("4.75");
    // Active again for the bills below.
    const again = toVendorItemInput("product", productItemSchema.parse({ ...parentPayload(saved), active: true }));
    await updateVendorItem(app.db, ctx, ids.paper, { ...again, version: saved.version });
  });
});

/** An item read back as a payload of its kind (what an edit starts from). */
function parentPayload(item: Record<string, unknown>) {
  const { id, companyId, type, name, status, billStatus, version, ...rest } = item;
  return rest;
}

describe("the Bill Status follows the bills", () => {
  const bill = (itemId: number, type: VendorItemKind, status: "draft" | "open" = "open") =>
    createPurchaseDocument(
      app.db,
      ctx,
      "bill",
      billSchema.parse({
        vendorId: ids.acme,
        date: "2026-11-01",
        status,
        itemRecords: [{ itemId, itemType: type, quantity: "2", unitPrice: "10.00" }],
      }),
    );
  const statusOf = async (id: number) => (await getVendorItem(app.db, ctx.companyId, id)).billStatus;
  const pay = (billId: number, amount: string) =>
    payBills(
      app.db,
      ctx,
      billPaymentSchema.parse({ vendorId: ids.acme, payFromAccountId: ids.bank, date: "2026-11-20", bills: [{ billId, amount }] }),
    );

  it("Available until a bill is saved open, Bill Created while any is unpaid, Bill Paid when all are paid", async () => {
    expect(await statusOf(ids.paper)).toBe("Available");
    await bill(ids.paper, "product", "draft");
    expect(await statusOf(ids.paper)).toBe("Available"); // a draft is not a bill yet
    const first = await bill(ids.paper, "product");
    expect(await statusOf(ids.paper)).toBe("Bill Created");
    await pay(first.id, "5.00");
    expect(await statusOf(ids.paper)).toBe("Bill Created"); // partly paid is still unpaid
    await pay(first.id, "15.00");
    expect(await statusOf(ids.paper)).toBe("Bill Paid");
    const second = await bill(ids.paper, "product");
    expect(await statusOf(ids.paper)).toBe("Bill Created");
    await pay(second.id, "20.00");
    expect(await statusOf(ids.paper)).toBe("Bill Paid");

    await bill(ids.bookkeeping, "service");
    expect(await statusOf(ids.bookkeeping)).toBe("Bill Created");
  });

  it("the list filters by status and bill status, pages by name, and counts what it filters", async () => {
    const all = await listVendorItems(app.db, ctx.companyId, { status: "all", billStatus: "all", page: 1, perPage: 100 });
    expect(all.items.map((i) => [i.name, i.type, i.billStatus])).toEqual([
      ["Bookkeeping", "service", "Bill Created"],
      ["Bookkeeping - payroll", "service", "Available"],
      ["Printer Paper", "product", "Bill Paid"],
      ["Sundry", "service", "Available"],
    ]);
    const created = await listVendorItems(app.db, ctx.companyId, { status: "all", billStatus: "Bill Created", page: 1, perPage: 10 });
    expect(created).toMatchObject({
      total: 1,
      items: [{ name: "Bookkeeping", purchasePrice: "100.00", purchaseDescription: "Contract bookkeeper" }],
    });
    const available = await listVendorItems(app.db, ctx.companyId, { status: "active", billStatus: "Available", page: 2, perPage: 1 });
    expect(available).toMatchObject({ total: 2, page: 2, perPage: 1, items: [{ name: "Sundry" }] });
    const products = await listVendorItems(app.db, ctx.companyId, {
      type: "product",
      status: "all",
      billStatus: "all",
      page: 1,
      perPage: 10,
    });
    expect(products.items.map((i) => i.name)).toEqual(["Printer Paper"]);
  });
});

describe("the vendor items API", () => {
  let owner: string;
  let intruder: string;
  let companyId: number;
  let fees: number;
  let sales: number;

  const hit = apiCaller(() => owner, { json: true });

  beforeAll(async () => {
    owner = await signUpToken("items-owner@example.com");
    intruder = await signUpToken("items-intruder@example.com");
    const company = await hit(companiesApi.action, "/api/company", { method: "POST", body: companyFields() });
    companyId = company.body.data.id;
    const c = { companyId, userId: null, today: "2026-11-25" };
    fees = await account(c, { accountType: "Expense", accountNumber: "6100", accountName: "Fees" });
    sales = await account(c, { accountType: "Income", accountNumber: "4000", accountName: "Sales" });
  });

  const serviceBody = (over: Record<string, unknown> = {}) => ({
    companyId,
    serviceName: "Design",
    iSellThisService: true,
    salesDescription: "Logo design",
    salesPrice: 500,
    incomeAccountId: sales,
    purchaseDescription: "Freelance designer",
    purchasePrice: "300.00",
    expenseAccountId: fees,
    vendorServiceNo: "D-1",
    ...over,
  });

  it("creates service and product items, lists them as arrays and reads one", async () => {
    const created = await hit(serviceCreateApi.action, "/api/vendor/service-items", { method: "POST", body: serviceBody() });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe("Vendor Service Item Created Successfully");
    expect(created.body.item).toMatchObject({
      serviceName: "Design",
      salesPrice: "500.00",
      purchasePrice: "300.00",
      billStatus: "Available",
    });
    const product = await hit(productCreateApi.action, "/api/vendor/product-items", {
      method: "POST",
      body: { companyId, productName: "Ink", purchasePrice: "12.00", expenseAccountId: fees, weight: 0.5, active: false },
    });
    expect(product.status).toBe(201);
    expect(product.body.message).toBe("Vendor Product Item Created Successfully");

    const services = await hit(serviceListApi.loader, `/api/vendor/service-items/company/${companyId}`, { params: { id: companyId } });
    expect(services.status).toBe(200);
    expect(services.body).toEqual([
      {
        id: created.body.item.id,
        serviceName: "Design",
        type: "service",
        salesPrice: "500.00",
        purchasePrice: "300.00",
        purchaseDescription: "Freelance designer",
        salesDescription: "Logo design",
        active: true,
        status: "active",
        billStatus: "Available",
      },
    ]);
    const products = await hit(productListApi.loader, `/api/vendor/product-items/company/${companyId}`, { params: { id: companyId } });
    expect(products.body).toEqual([expect.objectContaining({ productName: "Ink", type: "product", active: false, status: "inactive" })]);
    const activeOnly = await hit(productListApi.loader, `/api/vendor/product-items/company/${companyId}?status=active`, {
      params: { id: companyId },
    });
    expect(activeOnly.body).toEqual([]);
    const badFilter = await hit(productListApi.loader, `/api/vendor/product-items/company/${companyId}?billStatus=lost`, {
      params: { id: companyId },
    });
    expect(badFilter).toMatchObject({ status: 400, body: { error: expect.stringContaining("Bill status must be one of") } });

    const one = await hit(itemApi.loader, `/api/vendor/items/${product.body.item.id}`, { params: { id: product.body.item.id } });
    expect(one.body.item).toMatchObject({ productName: "Ink", weight: 0.5, iBuyThisProduct: true, version: 1 });
  });

  it("refuses bad input with the messages per field, and writes nothing", async () => {
    const before = await app.db("items").where({ companyId }).count({ n: "*" });
    const refused = await hit(serviceCreateApi.action, "/api/vendor/service-items", {
      method: "POST",
      body: serviceBody({ serviceName: "", salesPrice: -1, expenseAccountId: null, purchasePrice: 0 }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({
      serviceName: ["Service Name is required."],
      salesPrice: ["Sales Price (USD) must be a non-negative number"],
      purchasePrice: ["Purchase Price (USD) is required."],
      expenseAccountId: ["Expense Account is required."],
    });
    expect(refused.body.error).toContain("Service Name is required.");
    const duplicate = await hit(serviceCreateApi.action, "/api/vendor/service-items", {
      method: "POST",
      body: serviceBody({ serviceName: "design" }),
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errors.serviceName[0]).toContain('An item named "design" already exists');
    expect(await app.db("items").where({ companyId }).count({ n: "*" })).toEqual(before);
  });

  it("updates with the version read; a field left out keeps its value; the other kind's fields are refused", async () => {
    const [design] = (await hit(serviceListApi.loader, `/api/vendor/service-items/company/${companyId}`, { params: { id: companyId } }))
      .body;
    const path = `/api/vendor/items/${design.id}`;
    const put = (body: unknown, token = owner) => hit(itemApi.action, path, { method: "PUT", params: { id: design.id }, body, token });
    expect((await put({ salesPrice: "650" })).body).toMatchObject({ error: "version is required" });
    const saved = await put({ salesPrice: "650", version: 1 });
    expect(saved.status).toBe(200);
    expect(saved.body.item).toMatchObject({ salesPrice: "650.00", purchasePrice: "300.00", salesDescription: "Logo design", version: 2 });
    expect(saved.body.message).toBe("Vendor Service Item Updated Successfully");
    expect((await put({ salesPrice: "700", version: 1 })).status).toBe(409);
    const wrongKind = await put({ productName: "Design", weight: 3, version: 2 });
    expect(wrongKind).toMatchObject({
      status: 400,
      body: {
        errors: { productName: ["productName is not a field of service items."], weight: ["weight is not a field of service items."] },
      },
    });
    const rule = await put({ salesPrice: "100", version: 2 });
    expect(rule).toMatchObject({
      status: 400,
      body: { errors: { salesPrice: ["Sales Price (USD) should not be less than Purchase Price (USD)"] } },
    });
  });

  it("answers 404 for another user's company or item", async () => {
    const [design] = (await hit(serviceListApi.loader, `/api/vendor/service-items/company/${companyId}`, { params: { id: companyId } }))
      .body;
    const list = await hit(serviceListApi.loader, `/api/vendor/service-items/company/${companyId}`, {
      params: { id: companyId },
      token: intruder,
    });
    expect(list).toMatchObject({ status: 404 });
    const created = await hit(serviceCreateApi.action, "/api/vendor/service-items", {
      method: "POST",
      body: serviceBody({ serviceName: "Intruder" }),
      token: intruder,
    });
    expect(created).toMatchObject({ status: 404 });
    const read = await hit(itemApi.loader, `/api/vendor/items/${design.id}`, { params: { id: design.id }, token: intruder });
    expect(read.status).toBe(404);
    const put = await hit(itemApi.action, `/api/vendor/items/${design.id}`, {
      method: "PUT",
      params: { id: design.id },
      body: { serviceName: "Mine", version: 2 },
      token: intruder,
    });
    expect(put.status).toBe(404);
    expect((await getVendorItem(app.db, companyId, design.id)).name).toBe("Design");
  });

  it("lists every item operation in the OpenAPI document", async () => {
    const doc = await (await call(openapi.loader, "/api/openapi.json")).json();
    expect(Object.keys(doc.paths["/api/vendor/service-items"])).toEqual(["post"]);
    expect(Object.keys(doc.paths["/api/vendor/product-items"])).toEqual(["post"]);
    expect(Object.keys(doc.paths["/api/vendor/items/{id}"]).sort()).toEqual(["get", "put"]);
    expect(doc.paths["/api/vendor/service-items/company/{id}"].get).toBeDefined();
    expect(doc.paths["/api/vendor/product-items/company/{id}"].get).toBeDefined();
    const body = doc.paths["/api/vendor/service-items"].post.requestBody.content["application/json"].schema;
    expect(body.required.sort()).toEqual(["companyId", "serviceName"]);
  });
});
