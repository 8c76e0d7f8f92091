// The warehouses' and stock adjustments' screens as a form without JavaScript posts to them: the
// spec's messages, rows added and removed by submits, the redirects with their notices, the CSV
// export and another user's company (404).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../../app/modules/accounts/accounts.server";
import { accountCreateSchema } from "../../app/modules/accounts/schema";
import { STOCK_ADJUSTMENT_MESSAGES as M } from "../../app/modules/inventory/stock-adjustment-schema";
import { WAREHOUSE_MESSAGES as W } from "../../app/modules/inventory/warehouse-schema";
import { Item } from "../../app/modules/items/item.model";
import * as form from "../../app/routes/company.$companyId.dashboard+/_inventory+/inventory.stock-adjustment.new";
import * as list from "../../app/routes/company.$companyId.dashboard+/_inventory+/inventory.stock-adjustment._index";
import * as csv from "../../app/routes/company.$companyId.dashboard+/_inventory+/inventory.stock-adjustment[.]csv";
import * as warehouses from "../../app/routes/company.$companyId.dashboard+/_lists+/company.support-lists.warehouses";
import { call, makeUser, sessionCookie, startTestApp, type TestApp } from "../support/app";
import { signedInOwner } from "../support/books";

type Json = any;
let app: TestApp;
let companyId: number;
let cookie: string;
let strangerCookie: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  app = await startTestApp();
  const owner = await signedInOwner(app.db, { today: "2026-11-25" });
  const { ctx } = owner;
  companyId = ctx.companyId;
  cookie = owner.cookie;
  const { user: stranger } = await makeUser(app.db);
  strangerCookie = await sessionCookie(stranger);
  ids.asset = (
    await createAccount(
      app.db,
      ctx,
      accountCreateSchema.parse({ accountType: "Inventory Asset", accountNumber: "1300", accountName: "Stock" }),
    )
  ).id;
  ids.shrink = (
    await createAccount(app.db, ctx, accountCreateSchema.parse({ accountType: "Expense", accountNumber: "5100", accountName: "Shrinkage" }))
  ).id;
  const [item] = await Item.query(app.db).insert([
    { companyId, itemType: "inventory", name: "Widget", standardCost: "2.00", assetAccountId: ids.asset, reorderPoint: "2.0000" },
  ]);
  ids.item = item.id;
});
afterAll(() => app?.cleanup());

const base = () => `/company/${companyId}/dashboard`;
const post = (handler: unknown, path: string, fields: Record<string, string>, who = cookie) => {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  return call(handler, path, { method: "POST", params: { companyId: String(companyId) }, headers: { Cookie: who }, body });
};
const get = (handler: unknown, path: string, who = cookie) =>
  call(handler, path, { params: { companyId: String(companyId) }, headers: { Cookie: who } });

describe("warehouses screen", () => {
  it("adds (name required), then lists with search and status", async () => {
    const path = `${base()}/company/support-lists/warehouses`;
    const missing = await post(warehouses.action, path, { intent: "create", name: "" });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as Json).errors.name).toEqual([W.nameRequired]);
    const added = await post(warehouses.action, path, { intent: "create", name: "Main", description: "Ground" });
    expect(added.status).toBe(302);
    const page = (await (await get(warehouses.loader, `${path}?status=active&q=grou`)).json()) as Json;
    expect(page.list.items.map((w: Json) => w.name)).toEqual(["Main"]);
    ids.main = page.list.items[0].id;
    expect((await get(warehouses.loader, path, strangerCookie)).status).toBe(404);
  });
});

describe("stock adjustment screens", () => {
  const newPath = () => `${base()}/inventory/stock-adjustment/new`;
  const row = (i: number, fields: Record<string, string>) =>
    Object.fromEntries(Object.entries(fields).map(([k, v]) => [`rows[${i}].${k}`, v]));

  it("adds and removes rows by submits, and says what is missing", async () => {
    const added = (await (
      await post(form.action, newPath(), { intent: "add-row", ...row(0, { itemId: String(ids.item) }) })
    ).json()) as Json;
    expect(added.state.rows).toHaveLength(2);
    const removed = (await (
      await post(form.action, newPath(), { intent: "remove-row:0", ...row(0, { itemId: String(ids.item) }), ...row(1, {}) })
    ).json()) as Json;
    expect(removed.state.rows).toEqual([{ itemId: "", comment: "", adjustedQty: "", rate: "" }]);

    const noWarehouse = await post(form.action, newPath(), { intent: "save-close", adjustmentAccountId: String(ids.shrink) });
    expect(noWarehouse.status).toBe(400);
    expect(((await noWarehouse.json()) as Json).errors.warehouseId).toEqual([M.warehouseRequired]);
    const noAccount = (await (await post(form.action, newPath(), { intent: "save-close", warehouseId: String(ids.main) })).json()) as Json;
    expect(noAccount.errors.adjustmentAccountId).toEqual([M.accountRequired]);
    const noRows = (await (
      await post(form.action, newPath(), { intent: "save-close", warehouseId: String(ids.main), adjustmentAccountId: String(ids.shrink) })
    ).json()) as Json;
    expect(noRows.errors.rows).toEqual([M.rowsRequired]);
  });

  it("saves and closes, saves and new, and refuses a reduction below zero or the reorder point", async () => {
    const fields = { warehouseId: String(ids.main), adjustmentAccountId: String(ids.shrink), date: "11/20/2026" };
    const saved = await post(form.action, newPath(), {
      intent: "save-close",
      ...fields,
      ...row(0, { itemId: String(ids.item), adjustedQty: "5", rate: "3" }),
    });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(`${base()}/inventory/stock-adjustment`);

    const below = await post(form.action, newPath(), {
      intent: "save-new",
      ...fields,
      ...row(0, { itemId: String(ids.item), adjustedQty: "-6" }),
    });
    expect(below.status).toBe(400);
    const belowBody = (await below.json()) as Json;
    expect(belowBody.formError).toBe(M.invalidQuantities);
    expect(belowBody.errors["rows[0].adjustedQty"]).toEqual([M.rowBelowZero]);
    const reorder = (await (
      await post(form.action, newPath(), { intent: "save-new", ...fields, ...row(0, { itemId: String(ids.item), adjustedQty: "-4" }) })
    ).json()) as Json;
    expect(reorder.formError).toBe(M.belowReorderPoint);

    const again = await post(form.action, newPath(), {
      intent: "save-new",
      ...fields,
      ...row(0, { itemId: String(ids.item), adjustedQty: "-1", comment: "Lost" }),
    });
    expect(again.status).toBe(302);
    expect(again.headers.get("Location")).toBe(newPath());

    // The form's Current Qty and Value for the warehouse: 4 worth $12.00.
    const loaded = (await (await get(form.loader, `${newPath()}?warehouseId=${ids.main}&itemId=${ids.item}`)).json()) as Json;
    expect(loaded.levels[ids.item]).toEqual({ quantity: 40_000, value: 1200, rate: "3.0000" });
    expect(loaded.state.rows[0].itemId).toBe(String(ids.item));
  });

  it("edits: the form loads the adjustment (Current Qty without its own rows) and the save reposts it", async () => {
    const listPath = `${base()}/inventory/stock-adjustment`;
    const page = (await (await get(list.loader, listPath)).json()) as Json;
    const first = page.list.items.find((r: Json) => r.adjustedQty === 50_000);
    const edit = (await (
      await get(form.loader, `${newPath()}?editId=${first.stockAdjustmentId}&warehouseId=${ids.main}&itemId=${ids.item}`)
    ).json()) as Json;
    expect(edit.state).toMatchObject({ editId: String(first.stockAdjustmentId), version: "1", date: "2026-11-20" });
    expect(edit.state.rows[0]).toEqual({ itemId: String(ids.item), comment: "", adjustedQty: "5", rate: "3.0000" });
    // 4 on hand, 5 of them this adjustment's: −1 without it.
    expect(edit.levels[ids.item].quantity).toBe(-10_000);
    const saved = await post(form.action, newPath(), {
      intent: "save-close",
      editId: String(first.stockAdjustmentId),
      version: "1",
      warehouseId: String(ids.main),
      adjustmentAccountId: String(ids.shrink),
      date: "11/20/2026",
      ...row(0, { itemId: String(ids.item), adjustedQty: "6", rate: "3" }),
    });
    expect(saved.status).toBe(302);
    const after = (await (await get(form.loader, `${newPath()}?warehouseId=${ids.main}`)).json()) as Json;
    expect(after.levels[ids.item]).toMatchObject({ quantity: 50_000, value: 1500 });
  });

  it("answers a malformed or out-of-range editId or warehouseId with 400 or ignores it, never 500, and changes nothing (issue 25.12)", async () => {
    const count = async () => Number((await app.db("stockAdjustments").where({ companyId }).count("* as n"))[0].n);
    const before = await count();
    for (const bad of ["99999999999", "abc", "1.5", "-1", "0x10"]) {
      const page = await get(form.loader, `${newPath()}?editId=${encodeURIComponent(bad)}`);
      expect(page.status).toBe(200);
      expect(((await page.json()) as Json).state.editId).toBe("");
      const wrongWarehouse = await get(form.loader, `${newPath()}?warehouseId=${encodeURIComponent(bad)}`).catch(
        (e: unknown) => e as Response,
      );
      expect(wrongWarehouse.status).toBe(400);
      for (const field of ["editId", "warehouseId"]) {
        for (const intent of ["refresh", "save-close"]) {
          const answer = await post(form.action, newPath(), {
            intent,
            warehouseId: String(ids.main),
            adjustmentAccountId: String(ids.shrink),
            ...row(0, { itemId: String(ids.item), adjustedQty: "1" }),
            [field]: bad,
          });
          expect(answer.status).toBe(400);
          const body = (await answer.json()) as Json;
          expect(body.errors[field][0]).toMatch(/whole number/);
        }
      }
    }
    const missing = await post(form.action, newPath(), {
      intent: "save-close",
      editId: "2147483647",
      version: "1",
      warehouseId: String(ids.main),
      adjustmentAccountId: String(ids.shrink),
      ...row(0, { itemId: String(ids.item), adjustedQty: "1" }),
    }).catch((e: unknown) => e as Response);
    expect(missing.status).toBe(404);
    expect(await count()).toBe(before);
  });

  it("offers and takes only the accounts an adjustment can post to: never the inventory asset account (issue 25.21)", async () => {
    const loaded = (await (await get(form.loader, newPath())).json()) as Json;
    const offered = loaded.accounts.map((a: Json) => a.id);
    expect(offered).toContain(ids.shrink);
    expect(offered).not.toContain(ids.asset);
    const types: string[] = (await app.db("companyAccounts").whereIn("id", offered).select("accountType")).map((r: Json) => r.accountType);
    expect(types.filter((t) => !["Expense", "Other Expense", "Cost of Goods Sold", "Equity"].includes(t))).toEqual([]);
    const count = async () => Number((await app.db("stockAdjustments").where({ companyId }).count("* as n"))[0].n);
    const before = await count();
    const refused = await post(form.action, newPath(), {
      intent: "save-close",
      warehouseId: String(ids.main),
      adjustmentAccountId: String(ids.asset),
      ...row(0, { itemId: String(ids.item), adjustedQty: "1", rate: "3" }),
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as Json).errors.adjustmentAccountId).toEqual([M.accountNotAllowed]);
    expect(await count()).toBe(before);
  });

  it("lists the rows, exports them, and deletes", async () => {
    const listPath = `${base()}/inventory/stock-adjustment`;
    const page = (await (await get(list.loader, `${listPath}?warehouseId=${ids.main}&preset=all`)).json()) as Json;
    expect(page.list.items.map((r: Json) => [r.comment, r.adjustedQty])).toEqual([
      ["Lost", -10_000],
      ["", 60_000],
    ]);
    const file = await get(csv.loader, `${listPath}.csv?from=11/01/2026&to=11/30/2026`);
    expect(file.headers.get("Content-Disposition")).toMatch(/stock-adjustments-\d{4}-\d{2}-\d{2}\.csv/);
    // The edited row's Current Qty is what the warehouse held without it when it was saved: 4 − 5.
    expect(await file.text()).toContain("11/20/2026,Main,Widget,,-1.0000,6.0000,-3.00,3.0000,18.00");
    const empty = await get(csv.loader, `${listPath}.csv?from=01/01/2001&to=01/02/2001`);
    expect(empty.status).toBe(302);

    const deleted = await post(list.action, listPath, {
      intent: "delete",
      id: String(page.list.items[0].stockAdjustmentId),
      respond: "modal",
    });
    expect(await deleted.json()).toEqual({ ok: true, message: M.deleted });
    expect((await get(list.loader, listPath, strangerCookie)).status).toBe(404);
  });
});
