// Fixed assets' gaps of issue 30: a pending asset edited and deleted with version checks (a
// registered one refused), and a depreciation run undone — its entry reversed and its months free
// again, in one transaction — refused while a later run depreciates a later month of its assets
// or once one of them was sold.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CompanyContext } from "../../app/modules/companies/companies.server";
import { FIXED_ASSET_MESSAGES as M } from "../../app/modules/fixed-assets/constants";
import { recentDepreciationRuns, runDepreciation, undoDepreciationRun } from "../../app/modules/fixed-assets/depreciation.server";
import {
  createFixedAsset,
  deleteFixedAsset,
  disposeFixedAsset,
  getFixedAsset,
  setFixedAssetStartDate,
  updateFixedAsset,
} from "../../app/modules/fixed-assets/fixed-assets.server";
import { disposalSchema, fixedAssetEditSchema, fixedAssetSchema } from "../../app/modules/fixed-assets/schema";
import { accountNets, trialBalance } from "../../app/modules/ledger/ledger.server";
import { startTestApp, type TestApp } from "../support/app";
import { makeAccounts, ownerWithTwoCompanies } from "../support/books";

let app: TestApp;
let ctx: CompanyContext;
let other: CompanyContext;
let books: { vehicles: number; accumulated: number; depreciation: number };

beforeAll(async () => {
  app = await startTestApp();
  ({ ctx, other } = await ownerWithTwoCompanies(app.db, "2026-11-28"));
  books = await makeAccounts(app.db, ctx, {
    vehicles: ["Fixed Asset", "1410", "Vehicles"],
    accumulated: ["Fixed Asset", "1500", "Accumulated Depreciation"],
    depreciation: ["Expense", "5075", "Depreciation Expense"],
  });
  await setFixedAssetStartDate(app.db, ctx, "2026-01-01");
});
afterAll(() => app?.cleanup());

const fields = (body: Record<string, unknown> = {}) => ({
  itemName: "Delivery van",
  accountId: books.vehicles,
  purchaseDate: "2026-01-15",
  purchasePrice: "12000.00",
  assetType: "Vehicles",
  depreciationRate: "20",
  depreciationMethod: "straight_line",
  depreciationAccountId: books.depreciation,
  accumulatedAccountId: books.accumulated,
  ...body,
});
const create = (body: Record<string, unknown> = {}, register = false) =>
  createFixedAsset(app.db, ctx, fixedAssetSchema.parse(fields(body)), { register });
const net = async (accountId: number) => (await accountNets(app.db, ctx.companyId, { accountIds: [accountId] })).get(accountId) ?? 0;
const balanced = async () => {
  const tb = await trialBalance(app.db, ctx.companyId, "2099-12-31");
  expect(tb.totals.debit).toBe(tb.totals.credit);
};

describe("a pending asset's Edit and Delete", () => {
  it("saves the edit at the version it was opened at, and refuses a stale one or a number taken", async () => {
    const { asset } = await create({ itemName: "Forklift" });
    const { asset: other2 } = await create({ itemName: "Trailer" });
    const { asset: edited, message } = await updateFixedAsset(
      app.db,
      ctx,
      asset.id,
      fixedAssetEditSchema.parse(fields({ itemName: "Forklift truck", purchasePrice: "8000", version: String(asset.version) })),
    );
    expect(message).toBe(M.updated(asset.assetNumber));
    expect(edited).toMatchObject({ itemName: "Forklift truck", purchasePrice: "8000.00", status: "pending", version: asset.version + 1 });
    await expect(
      updateFixedAsset(app.db, ctx, asset.id, fixedAssetEditSchema.parse(fields({ itemName: "Old", version: String(asset.version) }))),
    ).rejects.toThrow(M.stale);
    await expect(
      updateFixedAsset(app.db, ctx, asset.id, fixedAssetEditSchema.parse(fields({ assetNumber: String(other2.assetNumber) }))),
    ).rejects.toThrow(M.assetNumberTaken(other2.assetNumber));
    expect((await getFixedAsset(app.db, ctx.companyId, asset.id)).itemName).toBe("Forklift truck");
  });

  it("deletes a pending asset at its version; a registered one, or another company's, is refused", async () => {
    const { asset } = await create({ itemName: "Old desk", purchasePrice: "300" });
    await expect(deleteFixedAsset(app.db, ctx, asset.id, asset.version + 5)).rejects.toThrow(M.stale);
    await expect(deleteFixedAsset(app.db, other, asset.id, asset.version)).rejects.toThrow(M.notFound);
    expect((await deleteFixedAsset(app.db, ctx, asset.id, asset.version)).message).toBe(M.deleted(asset.assetNumber));
    await expect(getFixedAsset(app.db, ctx.companyId, asset.id)).rejects.toThrow(M.notFound);

    const { asset: registered } = await create({ itemName: "Van kept" }, true);
    await expect(deleteFixedAsset(app.db, ctx, registered.id, registered.version)).rejects.toThrow(M.onlyPendingChanged);
    await expect(
      updateFixedAsset(app.db, ctx, registered.id, fixedAssetEditSchema.parse(fields({ version: String(registered.version) }))),
    ).rejects.toThrow(M.onlyPendingChanged);
    await balanced();
  });
});

describe("undo of a depreciation run", () => {
  it("reverses the last run, frees its months, and refuses an earlier run or a sold asset's", async () => {
    // Only the registered "Van kept" (12,000 at 20%: 200.00 a month) depreciates.
    const first = await runDepreciation(app.db, ctx, { from: "2026-01-01", to: "2026-03-31" });
    const second = await runDepreciation(app.db, ctx, { from: "2026-04-01", to: "2026-04-30" });
    expect(first.preview.total).toBe("600.00");
    expect(await net(books.accumulated)).toBe(-80000);

    await expect(undoDepreciationRun(app.db, ctx, first.entryId)).rejects.toThrow(M.runNotLast(first.entryNo, second.entryNo));
    await expect(undoDepreciationRun(app.db, other, second.entryId)).rejects.toThrow(M.runNotFound);

    const { message, reversalId } = await undoDepreciationRun(app.db, ctx, second.entryId);
    expect(message).toBe(M.runUndone(second.entryNo));
    expect(await net(books.accumulated)).toBe(-60000);
    expect(await net(books.depreciation)).toBe(60000);
    const original = await app
      .db("journalEntries")
      .where({ companyId: ctx.companyId, id: second.entryId })
      .first("status", "reversedByEntryId");
    expect(original).toMatchObject({ status: "cancelled", reversedByEntryId: reversalId });
    expect((await recentDepreciationRuns(app.db, ctx.companyId)).map((r) => r.entryNo)).toEqual([first.entryNo]);
    await expect(undoDepreciationRun(app.db, ctx, second.entryId)).rejects.toThrow(M.runAlreadyUndone(second.entryNo));
    await balanced();

    // April is free again; then the van is sold, and its runs can no longer be undone.
    const again = await runDepreciation(app.db, ctx, { from: "2026-04-01", to: "2026-04-30" });
    expect(again.preview.total).toBe("200.00");
    const van = (await app.db("fixedAssets").where({ companyId: ctx.companyId, itemName: "Van kept" }).first("id", "assetNumber"))!;
    await disposeFixedAsset(app.db, ctx, van.id, disposalSchema.parse({ disposalDate: "2026-05-10", disposalPrice: "0" }));
    await expect(undoDepreciationRun(app.db, ctx, again.entryId)).rejects.toThrow(M.runAssetDisposed(again.entryNo, van.assetNumber));
    await balanced();
  });

  it("of two undos of the same run at once, one undoes it and the other is refused", async () => {
    const { asset } = await create({ itemName: "Truck", purchaseDate: "2026-06-01" }, true);
    const run = await runDepreciation(app.db, ctx, { from: "2026-06-01", to: "2026-06-30" });
    const results = await Promise.allSettled([
      undoDepreciationRun(app.db, ctx, run.entryId),
      undoDepreciationRun(app.db, ctx, run.entryId),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(results.find((r) => r.status === "rejected")).toMatchObject({ reason: { message: M.runAlreadyUndone(run.entryNo) } });
    expect((await getFixedAsset(app.db, ctx.companyId, asset.id)).accumulatedDepreciation).toBe("0.00");
    await balanced();
  });
});
