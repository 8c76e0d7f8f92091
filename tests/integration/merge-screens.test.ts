// The Merge screens and Company › Items without JavaScript (issue 30 items 4 and 5): the loader
// previews From and To read from the URL, a refusal is shown and nothing changes, the form's Merge
// (a POST with the preview's token) merges and comes back with its message; an unknown kind and
// another user's company are 404s. Company › Items lists every kind with its quantity on hand,
// searched and filtered, and its CSV export holds every matching row.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CompanyContext } from "../../app/modules/companies/companies.server";
import { createInventoryItem } from "../../app/modules/inventory/inventory-items.server";
import { inventoryItemSchema, toInventoryItemInput } from "../../app/modules/inventory/inventory-item-schema";
import * as mergeRoute from "../../app/routes/company.$companyId.dashboard+/_merges+/company.merge-accounts.$kind/merge.server";
import * as itemsRoute from "../../app/routes/company.$companyId.dashboard+/_lists+/company.lists.items";
import * as itemsCsv from "../../app/routes/company.$companyId.dashboard+/_lists+/company.lists.items[.]csv";
import { call, makeUser, sessionCookie, startTestApp, type TestApp } from "../support/app";
import { giveBankingBooks, type BankingBooks } from "../support/banking-books";
import { makeAccounts, ownerAndCompany } from "../support/books";

let app: TestApp;
let ctx: CompanyContext;
let books: BankingBooks;
let cookie: string;
let strangerCookie: string;

beforeAll(async () => {
  app = await startTestApp();
  const owner = await ownerAndCompany(app.db);
  ctx = owner.ctx;
  cookie = await sessionCookie(owner.user);
  strangerCookie = await sessionCookie((await makeUser(app.db, { email: "merge-stranger@example.com" })).user);
  books = await giveBankingBooks(app.db, ctx);
});
afterAll(() => app?.cleanup());

const base = () => `/company/${ctx.companyId}/dashboard`;
const screen = async (kind: string, search = "", as = cookie) => {
  const response = await call(mergeRoute.loader, `${base()}/company/merge-accounts/${kind}${search}`, {
    params: { companyId: String(ctx.companyId), kind },
    headers: { Cookie: as },
  });
  return { status: response.status, body: response.status === 200 ? await response.json() : await response.text() };
};

describe("the Merge screens", () => {
  it("preview From and To, refuse what may not be merged, and merge on the preview's token", async () => {
    const { body: empty } = await screen("accounts");
    expect(empty.words.title).toBe("Merge Accounts");
    expect(empty.candidates.map((c: { label: string }) => c.label)).toContain("6100 · Rent");
    expect(empty.preview).toBeNull();

    const refused = await screen("accounts", `?from=${books.rent}&to=${books.sales}`);
    expect(refused.body.preview.refusal).toBe("Only accounts of the same type can be merged: the source is Expense, the target Income.");
    expect((await screen("accounts", `?from=${books.rent}&to=${books.rent}`)).body.error).toBe(
      "From and To must be two different records.",
    );

    const { body } = await screen("accounts", `?from=${books.fees}&to=${books.rent}`);
    expect(body.preview.refusal).toBeNull();
    const form = new URLSearchParams({ sourceId: String(books.fees), targetId: String(books.rent), token: body.preview.token });
    const merged = await call(mergeRoute.action, `${base()}/company/merge-accounts/accounts`, {
      method: "POST",
      params: { companyId: String(ctx.companyId), kind: "accounts" },
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: form,
    });
    expect(merged.status).toBe(302);
    expect(merged.headers.get("Location")).toBe(`${base()}/company/merge-accounts/accounts`);
    expect((await app.db("companyAccounts").where({ id: books.fees }).first("active")).active).toBe(false);
    const after = await screen("accounts");
    expect(after.body.recent.map((r: { sourceName: string }) => r.sourceName)).toEqual(["6200 · Bank Fees"]);
  });

  it("answers an unknown kind and another user's company with a 404", async () => {
    expect((await screen("people")).status).toBe(404);
    expect((await screen("vendors", "", strangerCookie)).status).toBe(404);
  });
});

describe("Company › Items", () => {
  it("lists every kind with its quantity on hand, searched and filtered, and exports every matching row", async () => {
    const { stock, cogs, repairs } = await makeAccounts(app.db, ctx, {
      stock: ["Inventory Asset", "1300", "Stock"],
      cogs: ["Cost of Goods Sold", "5000", "COGS"],
      repairs: ["Expense", "6400", "Repairs"],
    });
    await createInventoryItem(
      app.db,
      ctx,
      toInventoryItemInput(
        inventoryItemSchema().parse({
          name: "Widget",
          sellProduct: false,
          standardCost: "2.00",
          assetsAccount: stock,
          costOfGoodsSold: cogs,
          onHandQuantity: "7",
          asOfDate: "2026-01-15",
        }),
      ),
    );
    await app
      .db("items")
      .insert({ companyId: ctx.companyId, itemType: "service", name: "Cleaning", buys: true, expenseAccountId: repairs });
    await app.db("items").insert({ companyId: ctx.companyId, itemType: "product", name: "Old Widget Box", active: false });
    const list = async (search = "") => {
      const response = await call(itemsRoute.loader, `${base()}/company/lists/items${search}`, {
        params: { companyId: String(ctx.companyId) },
        headers: { Cookie: cookie },
      });
      return (await response.json()).list;
    };
    const rows = (l: { items: { name: string; type: string; onHand: string }[] }) => l.items.map((i) => [i.name, i.type, i.onHand]);
    expect(rows(await list())).toEqual([
      ["Cleaning", "service", "0.0000"],
      ["Widget", "inventory", "7.0000"],
    ]);
    expect(rows(await list("?q=widget&status=all"))).toEqual([
      ["Old Widget Box", "product", "0.0000"],
      ["Widget", "inventory", "7.0000"],
    ]);
    expect((await list("?status=inactive")).total).toBe(1);
    expect((await list("?perPage=5&page=1")).perPage).toBe(5);

    const csv = await call(itemsCsv.loader, `${base()}/company/lists/items.csv?status=all&q=widget`, {
      params: { companyId: String(ctx.companyId) },
      headers: { Cookie: cookie },
    });
    expect(csv.headers.get("Content-Disposition")).toBe('attachment; filename="company-items.csv"');
    expect((await csv.text()).trim().split(/\r?\n/)).toEqual([
      "Active,Item Name,Description,Type,On Hand Quantity,Sales Price,Purchase Price",
      "No,Old Widget Box,,Non Inventory,,0.00,0.00",
      "Yes,Widget,,Inventory,7.0000,0.00,0.00",
    ]);
  });
});
