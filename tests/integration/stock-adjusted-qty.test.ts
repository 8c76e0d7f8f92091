// Issue 25 item 9 (ADR 0044): a stock adjustment's Adjusted Qty is the change to Current Qty, not
// the new count. 11 on 10 makes 21, by the rule the API document and the screen's help state; a
// reduction is bounded by Current Qty with the spec's messages, and changes nothing when refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CompanyContext } from "../../app/modules/companies/companies.server";
import { onHandByItem } from "../../app/modules/inventory/stock.server";
import { createStockAdjustment } from "../../app/modules/inventory/stock-adjustments.server";
import { STOCK_ADJUSTMENT_MESSAGES as M, stockAdjustmentSchema } from "../../app/modules/inventory/stock-adjustment-schema";
import { createWarehouse } from "../../app/modules/inventory/warehouses.server";
import { warehouseSchema } from "../../app/modules/inventory/warehouse-schema";
import { Item } from "../../app/modules/items/item.model";
import * as openapi from "../../app/routes/api+/openapi[.]json/route";
import { call, startTestApp, type TestApp } from "../support/app";
import { makeAccounts, ownerAndCompany } from "../support/books";

let app: TestApp;
let ctx: CompanyContext;
let ids: Record<"asset" | "shrinkage" | "item" | "main", number>;

beforeAll(async () => {
  app = await startTestApp();
  ({ ctx } = await ownerAndCompany(app.db));
  const accounts = await makeAccounts(app.db, ctx, {
    asset: ["Inventory Asset", "1300", "Stock"],
    shrinkage: ["Cost of Goods Sold", "5100", "Inventory Shrinkage"],
  });
  const [item] = await Item.query(app.db).insert([
    { companyId: ctx.companyId, itemType: "inventory", name: "Widget", standardCost: "2.00", assetAccountId: accounts.asset },
  ]);
  const main = (await createWarehouse(app.db, ctx, warehouseSchema.parse({ name: "Main" }))).id;
  ids = { ...accounts, item: item.id, main };
});
afterAll(() => app?.cleanup());

const adjust = (adjustedQty: string, date = "2026-11-20") =>
  createStockAdjustment(
    app.db,
    ctx,
    stockAdjustmentSchema.parse({
      warehouseId: ids.main,
      adjustmentAccountId: ids.shrinkage,
      date,
      rows: [{ itemId: ids.item, adjustedQty }],
    }),
  );
const onHand = async () => (await onHandByItem(app.db, ctx.companyId, [ids.item])).get(ids.item)?.quantity;

describe("Adjusted Qty is the change to Current Qty", () => {
  it("11 on 10 makes 21, and the adjustment records both numbers", async () => {
    await adjust("10", "2026-11-19");
    expect(await onHand()).toBe(100_000);
    const saved = await adjust("11");
    expect(saved.items[0]).toMatchObject({ currentQty: "10.0000", adjustedQty: "11.0000" });
    expect(await onHand()).toBe(210_000);
  });

  it("a reduction past Current Qty is refused with the spec's messages and changes nothing", async () => {
    const refused = await adjust("-21.0001").catch((error) => error);
    expect(refused.message).toBe("One or more Adjusted Qty values are invalid.");
    expect(refused.fieldErrors).toEqual({ "rows[0].adjustedQty": ["Adjusted Qty cannot reduce below zero or exceed current quantity!"] });
    expect(await onHand()).toBe(210_000);
    await adjust("-21");
    expect(await onHand()).toBe(0);
  });

  it("the API document says what the number means", async () => {
    const doc = await (await call(openapi.loader, "/api/openapi.json")).json();
    const texts = JSON.stringify(doc.paths["/api/inventory/companies/{id}/stock-adjustments"]);
    expect(texts).toContain(JSON.stringify(M.adjustedQtyMeaning).slice(1, -1));
    expect(M.adjustedQtyMeaning).toBe(
      "Adjusted Qty is the change to Current Qty, not the new count: +1 on 10 makes 11 on hand, −3 on 10 makes 7. To record a count of 11 where 10 are on hand, enter 1.",
    );
  });
});
