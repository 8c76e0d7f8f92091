// Fixed assets (issue 30 item 1, ADR 0064): an opening asset registered posts Dr asset / Cr Opening
// Balance Equity; one bought on a bill is linked to the bill and posts nothing more; the Depreciation
// run posts one entry (Dr depreciation expense, Cr accumulated depreciation) and is refused the
// second time for the same months — also when two runs start together; a sold asset posts its gain
// and takes its cost and accumulated depreciation off; every refusal writes nothing, and the trial
// balance stays balanced throughout.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CompanyContext } from "../../app/modules/companies/companies.server";
import { FIXED_ASSET_MESSAGES as M } from "../../app/modules/fixed-assets/constants";
import { previewDepreciation, runDepreciation } from "../../app/modules/fixed-assets/depreciation.server";
import {
  createFixedAsset,
  disposeFixedAsset,
  fixedAssetStartDate,
  getFixedAsset,
  listFixedAssets,
  purchaseDocuments,
  registerFixedAsset,
  setFixedAssetStartDate,
} from "../../app/modules/fixed-assets/fixed-assets.server";
import { disposalSchema, fixedAssetSchema } from "../../app/modules/fixed-assets/schema";
import { accountNets, trialBalance } from "../../app/modules/ledger/ledger.server";
import { startTestApp, type TestApp } from "../support/app";
import { makeAccounts, ownerWithTwoCompanies, saveBill } from "../support/books";
import { giveBankingBooks, type BankingBooks } from "../support/banking-books";

let app: TestApp;
let ctx: CompanyContext;
let other: CompanyContext;
let books: BankingBooks & { equipment: number; vehicles: number; accumulated: number; depreciation: number };

beforeAll(async () => {
  app = await startTestApp();
  ({ ctx, other } = await ownerWithTwoCompanies(app.db, "2026-11-28"));
  const banking = await giveBankingBooks(app.db, ctx);
  const assets = await makeAccounts(app.db, ctx, {
    equipment: ["Fixed Asset", "1400", "Furniture and Equipment"],
    vehicles: ["Fixed Asset", "1410", "Vehicles"],
    accumulated: ["Fixed Asset", "1500", "Accumulated Depreciation"],
    depreciation: ["Expense", "5075", "Depreciation Expense"],
  });
  books = { ...banking, ...assets };
});
afterAll(() => app?.cleanup());

const net = async (accountId: number) => (await accountNets(app.db, ctx.companyId, { accountIds: [accountId] })).get(accountId) ?? 0;
const equityNet = async () => {
  const row = await app.db("companyAccounts").where({ companyId: ctx.companyId, accountName: "Opening Balance Equity" }).first("id");
  return row ? net(row.id) : 0;
};

async function expectBooksBalanced() {
  const tb = await trialBalance(app.db, ctx.companyId, "2099-12-31");
  expect(tb.totals.debit).toBe(tb.totals.credit);
}

const counts = async () => {
  const n = async (table: string) => Number((await app.db(table).where({ companyId: ctx.companyId }).count({ n: "*" }))[0].n);
  return { assets: await n("fixedAssets"), depreciation: await n("fixedAssetDepreciation"), entries: await n("journalEntries") };
};

const asset = (body: Record<string, unknown>, register = false, c = ctx) =>
  createFixedAsset(
    app.db,
    c,
    fixedAssetSchema.parse({
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
    }),
    { register },
  );

const entryLines = async (entryId: number | null) =>
  (
    await app
      .db("journalLines")
      .where({ companyId: ctx.companyId, journalEntryId: entryId })
      .orderBy("lineNo")
      .select("accountId", "debit", "credit")
  ).map((l) => [l.accountId, l.debit, l.credit]);

describe("the fixed-asset start date", () => {
  it("defaults to the 1st of the fiscal year's first month in 2021 and must stay the 1st of that month", async () => {
    expect(await fixedAssetStartDate(app.db, ctx.companyId)).toMatchObject({
      startDate: "2021-01-01",
      fiscalMonthName: "January",
      chosen: false,
    });
    await expect(setFixedAssetStartDate(app.db, ctx, "2025-04-01")).rejects.toThrow(M.startDateFirst("January"));
    await expect(setFixedAssetStartDate(app.db, ctx, "2025-01-02")).rejects.toThrow(M.startDateFirst("January"));
    expect((await setFixedAssetStartDate(app.db, ctx, "2025-01-01")).message).toBe(M.startDateSaved);
    expect((await fixedAssetStartDate(app.db, ctx.companyId)).startDate).toBe("2025-01-01");
    expect((await fixedAssetStartDate(app.db, other.companyId)).chosen).toBe(false);
  });
});

describe("New Asset, Pending → Registered", () => {
  it("saves a pending asset with the next number, and registering it posts Dr asset / Cr Opening Balance Equity", async () => {
    const before = await counts();
    const equityBefore = await equityNet();
    const { asset: saved, message } = await asset({});
    expect(message).toBe(M.saved(1));
    expect(saved).toMatchObject({ assetNumber: 1, status: "pending", purchasePrice: "12000.00", bookValue: "12000.00" });
    expect((await counts()).entries).toBe(before.entries);
    expect(await net(books.vehicles)).toBe(0);

    const { asset: registered } = await registerFixedAsset(app.db, ctx, saved.id);
    expect(registered.status).toBe("registered");
    expect(await entryLines(registered.registeredEntryId)).toEqual([
      [books.vehicles, "12000.00", "0.00"],
      [expect.any(Number), "0.00", "12000.00"],
    ]);
    expect(await net(books.vehicles)).toBe(1_200_000);
    expect(await equityNet()).toBe(equityBefore - 1_200_000);
    await expect(registerFixedAsset(app.db, ctx, saved.id)).rejects.toThrow(M.notPending);
    await expectBooksBalanced();
  });

  it("links an asset bought on a bill to the bill and posts nothing twice", async () => {
    const bill = await saveBill(app.db, ctx, { vendorId: books.acme, accountId: books.equipment, amount: "3000.00", date: "2026-02-10" });
    const documents = await purchaseDocuments(app.db, ctx.companyId);
    const option = documents.find((d) => d.accountId === books.equipment)!;
    expect(option).toMatchObject({ amount: "3000.00", accountName: "Furniture and Equipment" });
    expect(option.entryNo).toBe(bill.number);
    const equipmentBefore = await net(books.equipment);
    const entriesBefore = (await counts()).entries;
    const { asset: desk } = await asset(
      {
        itemName: "Desks",
        accountId: books.equipment,
        purchaseDate: "2026-02-10",
        purchasePrice: "3000.00",
        sourceEntryId: option.entryId,
      },
      true,
    );
    expect(desk).toMatchObject({ status: "registered", registeredEntryId: null, sourceEntryNo: bill.number });
    expect(await net(books.equipment)).toBe(equipmentBefore);
    expect((await counts()).entries).toBe(entriesBefore);
    // The bill's 3,000.00 is taken: a second asset on it is refused, and nothing is written.
    const before = await counts();
    await expect(
      asset({ itemName: "Chairs", accountId: books.equipment, purchasePrice: "1.00", sourceEntryId: option.entryId }, true),
    ).rejects.toThrow(M.sourceMismatch("Furniture and Equipment", "$1.00"));
    expect(await counts()).toEqual(before);
  });

  it("refuses what is not an asset, by field, and writes nothing", async () => {
    const before = await counts();
    await expect(asset({ accountId: books.rent })).rejects.toThrow(M.accountType);
    await expect(asset({ depreciationAccountId: null })).rejects.toThrow(M.depreciationAccountRequired);
    await expect(asset({ accumulatedAccountId: books.vehicles })).rejects.toThrow(M.accumulatedSameAsAsset);
    await expect(asset({ assetNumber: "1" })).rejects.toThrow(M.assetNumberTaken(1));
    await expect(asset({ purchasePrice: "0" }, true)).rejects.toThrow(M.priceRequired);
    const theirs = await makeAccounts(app.db, other, { fa: ["Fixed Asset", "1400", "Theirs"] });
    await expect(asset({ accountId: theirs.fa })).rejects.toThrow(M.accountType);
    expect(await counts()).toEqual(before);
    expect(() => fixedAssetSchema.parse({ itemName: "x", purchaseDate: "2026-01-01", depreciationRate: "101" })).toThrow(M.rateRange);
    expect(() => fixedAssetSchema.parse({ itemName: "", purchaseDate: "2026-01-01" })).toThrow(M.itemRequired);
  });
});

describe("the Depreciation run", () => {
  it("previews each asset's amount and posts one entry, Dr depreciation expense / Cr accumulated depreciation", async () => {
    const preview = await previewDepreciation(app.db, ctx.companyId, { from: "2026-01-01", to: "2026-03-31" });
    // The van: 12,000.00 × 20% / 12 = 200.00 a month from January; the desks: 3,000.00 × 20% / 12 = 50.00 from February.
    expect(preview.lines.map((l) => [l.itemName, l.amount, l.months.length])).toEqual([
      ["Delivery van", "600.00", 3],
      ["Desks", "100.00", 2],
    ]);
    expect(preview.total).toBe("700.00");
    const run = await runDepreciation(app.db, ctx, { from: "2026-01-01", to: "2026-03-31" });
    expect(run.message).toBe(M.depreciated(run.entryNo, "$700.00"));
    const lines = await entryLines(run.entryId);
    expect(lines).toEqual([
      [books.depreciation, "600.00", "0.00"],
      [books.depreciation, "100.00", "0.00"],
      [books.accumulated, "0.00", "600.00"],
      [books.accumulated, "0.00", "100.00"],
    ]);
    const entry = await app.db("journalEntries").where({ companyId: ctx.companyId, id: run.entryId }).first("entryDate");
    expect(entry.entryDate).toBe("2026-03-31");
    expect(await net(books.depreciation)).toBe(70000);
    expect(await net(books.accumulated)).toBe(-70000);
    await expectBooksBalanced();
  });

  it("is refused the second time for the same months, and writes nothing", async () => {
    const before = await counts();
    await expect(runDepreciation(app.db, ctx, { from: "2026-01-01", to: "2026-03-31" })).rejects.toThrow(M.nothingToDepreciate);
    await expect(runDepreciation(app.db, ctx, { from: "2026-02-01", to: "2026-02-28" })).rejects.toThrow(M.nothingToDepreciate);
    expect(await counts()).toEqual(before);
    expect((await previewDepreciation(app.db, ctx.companyId, { from: "2026-01-01", to: "2026-03-31" })).lines).toEqual([]);
  });

  it("of two runs over the same months started together, one posts and the other is refused", async () => {
    const results = await Promise.allSettled([
      runDepreciation(app.db, ctx, { from: "2026-04-01", to: "2026-05-31" }),
      runDepreciation(app.db, ctx, { from: "2026-04-01", to: "2026-05-31" }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(String(refused.reason.message)).toBe(M.nothingToDepreciate);
    const months = await app
      .db("fixedAssetDepreciation")
      .where({ companyId: ctx.companyId })
      .whereBetween("periodMonth", ["2026-04-01", "2026-05-01"]);
    expect(months).toHaveLength(4);
    expect(await net(books.depreciation)).toBe(70000 + 2 * 25000);
    await expectBooksBalanced();
  });

  it("refuses a period before the start date or out of order", async () => {
    await expect(runDepreciation(app.db, ctx, { from: "2024-12-01", to: "2025-01-31" })).rejects.toThrow(M.beforeStartDate("01/01/2025"));
    await expect(runDepreciation(app.db, ctx, { from: "2026-05-01", to: "2026-04-30" })).rejects.toThrow(M.periodOrder);
  });
});

describe("Sold and Disposed", () => {
  it("a sold asset posts its gain and takes off its cost and accumulated depreciation", async () => {
    const van = (await listFixedAssets(app.db, ctx.companyId, { status: "registered", page: 1, perPage: 10 })).items.find(
      (a) => a.itemName === "Delivery van",
    )!;
    // Depreciated January–May: 5 × 200.00 = 1,000.00; book value 11,000.00; sold for 11,500.00: a gain of 500.00.
    expect(van).toMatchObject({ accumulatedDepreciation: "1000.00", bookValue: "11000.00" });
    await expect(
      disposeFixedAsset(
        app.db,
        ctx,
        van.id,
        disposalSchema.parse({ disposalDate: "2026-05-20", disposalPrice: "11500", disposalAccountId: books.checking }),
      ),
    ).rejects.toThrow(M.disposalAfterDepreciation("May 2026"));
    await expect(
      disposeFixedAsset(app.db, ctx, van.id, disposalSchema.parse({ disposalDate: "2026-06-20", disposalPrice: "11500" })),
    ).rejects.toThrow(M.disposalAccountRequired);
    const checkingBefore = await net(books.checking);
    const { asset: sold, message } = await disposeFixedAsset(
      app.db,
      ctx,
      van.id,
      disposalSchema.parse({ disposalDate: "2026-06-20", disposalPrice: "11500.00", disposalAccountId: books.checking }),
    );
    expect(message).toBe(M.disposed(van.assetNumber));
    expect(sold).toMatchObject({ status: "disposed", disposalPrice: "11500.00", gainLoss: "500.00", bookValue: "0.00" });
    const gainAccount = await app
      .db("companyAccounts")
      .where({ companyId: ctx.companyId, accountName: "Gain/Loss on Sale of Fixed Assets" })
      .first("id");
    expect(await entryLines(sold.disposalEntryId)).toEqual([
      [books.checking, "11500.00", "0.00"],
      [books.accumulated, "1000.00", "0.00"],
      [books.vehicles, "0.00", "12000.00"],
      [gainAccount.id, "0.00", "500.00"],
    ]);
    expect(await net(books.checking)).toBe(checkingBefore + 1_150_000);
    expect(await net(books.vehicles)).toBe(0);
    expect(sold.history.map((h) => h.event)).toEqual([
      "Registered (opening balance)",
      "Depreciation 01/2026",
      "Depreciation 02/2026",
      "Depreciation 03/2026",
      "Depreciation 04/2026",
      "Depreciation 05/2026",
      "Sold or disposed for $11,500.00: gain $500.00",
    ]);
    // Disposed: no more depreciation for it, and it cannot be sold again.
    const next = await previewDepreciation(app.db, ctx.companyId, { from: "2026-06-01", to: "2026-06-30" });
    expect(next.lines.map((l) => l.itemName)).toEqual(["Desks"]);
    await expect(
      disposeFixedAsset(app.db, ctx, van.id, disposalSchema.parse({ disposalDate: "2026-07-01", disposalPrice: "0" })),
    ).rejects.toThrow(M.notRegistered);
    await expectBooksBalanced();
  });

  it("a disposal for nothing posts the loss of the book value", async () => {
    const desk = (await listFixedAssets(app.db, ctx.companyId, { status: "registered", page: 1, perPage: 10 })).items[0];
    expect(desk).toMatchObject({ itemName: "Desks", bookValue: "2800.00" });
    const { asset: gone } = await disposeFixedAsset(
      app.db,
      ctx,
      desk.id,
      disposalSchema.parse({ disposalDate: "2026-06-01", disposalPrice: "" }),
    );
    expect(gone.gainLoss).toBe("-2800.00");
    const sold = await listFixedAssets(app.db, ctx.companyId, { status: "disposed", page: 1, perPage: 10 });
    expect(sold.items.map((a) => [a.itemName, a.gainLoss])).toEqual([
      ["Delivery van", "500.00"],
      ["Desks", "-2800.00"],
    ]);
    await expectBooksBalanced();
  });

  it("another company's asset is not found", async () => {
    const { asset: mine } = await asset({ itemName: "Forklift" });
    await expect(getFixedAsset(app.db, other.companyId, mine.id)).rejects.toThrow(M.notFound);
    await expect(registerFixedAsset(app.db, other, mine.id)).rejects.toThrow(M.notFound);
  });
});
