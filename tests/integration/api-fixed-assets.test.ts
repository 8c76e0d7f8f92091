// Fixed assets through the API (bearer token, JSON): New Asset saved and registered, the list with
// book values, the Depreciation run previewed, posted and refused the second time, a sale with its
// gain, the Fixed Asset Depreciation report's CSV agreeing with what was posted; and company
// isolation — another user's company is a 404 for every call, my other company cannot name this
// company's asset or accounts, and nothing is written.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiToken } from "../../app/modules/auth/auth.server";
import type { CompanyContext } from "../../app/modules/companies/companies.server";
import { FIXED_ASSET_MESSAGES as M } from "../../app/modules/fixed-assets/constants";
import { trialBalance } from "../../app/modules/ledger/ledger.server";
import * as assetApi from "../../app/routes/api+/fixed-assets.$id._index";
import * as disposeApi from "../../app/routes/api+/fixed-assets.$id.dispose";
import * as registerApi from "../../app/routes/api+/fixed-assets.$id.register";
import * as assetsApi from "../../app/routes/api+/fixed-assets._index";
import * as depreciationApi from "../../app/routes/api+/fixed-assets.depreciation";
import * as runsApi from "../../app/routes/api+/fixed-assets.depreciation_.runs._index";
import * as undoApi from "../../app/routes/api+/fixed-assets.depreciation_.runs.$entryId.undo";
import * as reportCsv from "../../app/routes/company.$companyId.dashboard+/_reports+/reports.fixed-asset.depreciation[.]csv";
import * as reportPdf from "../../app/routes/company.$companyId.dashboard+/_reports+/reports.fixed-asset.depreciation[.]pdf";
import { apiCaller, signUp } from "../support/api-client";
import { startTestApp, sessionCookie, type TestApp } from "../support/app";
import { callReport, ok, pdfTextOf } from "../support/report-screens";
import { makeAccounts, ownerWithTwoCompanies } from "../support/books";
import { giveBankingBooks, type BankingBooks } from "../support/banking-books";

let app: TestApp;
let ctx: CompanyContext;
let other: CompanyContext;
let books: BankingBooks & { equipment: number; accumulated: number; depreciation: number };
let owner: string;
let cookie: string;
let intruder: string;
const hit = apiCaller(() => owner);

beforeAll(async () => {
  app = await startTestApp();
  const two = await ownerWithTwoCompanies(app.db, "2026-11-28");
  ({ ctx, other } = two);
  owner = (await createApiToken(app.db, two.user.id, "fixed assets test")).token;
  cookie = await sessionCookie(two.user);
  intruder = (await signUp("assets-intruder@example.com")).token;
  const banking = await giveBankingBooks(app.db, ctx);
  const accounts = await makeAccounts(app.db, ctx, {
    equipment: ["Fixed Asset", "1400", "Furniture and Equipment"],
    accumulated: ["Fixed Asset", "1500", "Accumulated Depreciation"],
    depreciation: ["Expense", "5075", "Depreciation Expense"],
  });
  books = { ...banking, ...accounts };
});
afterAll(() => app?.cleanup());

const rows = async () => {
  const n = async (table: string) => Number((await app.db(table).count({ n: "*" }))[0].n);
  return { assets: await n("fixedAssets"), depreciation: await n("fixedAssetDepreciation"), entries: await n("journalEntries") };
};

const newAsset = (extra: Record<string, unknown> = {}) => ({
  companyId: ctx.companyId,
  itemName: "Laser cutter",
  accountId: books.equipment,
  purchaseDate: "01/10/2026",
  purchasePrice: 24000,
  assetType: "Machinery and Equipment",
  depreciationRate: 10,
  depreciationMethod: "declining_balance",
  depreciationAccountId: books.depreciation,
  accumulatedAccountId: books.accumulated,
  ...extra,
});

let assetId: number;

describe("fixed assets through the API", () => {
  it("saves an asset as pending, registers it, lists it with its book value", async () => {
    const created = await hit(assetsApi.action, "/api/fixed-assets", { method: "POST", body: newAsset() });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ message: M.saved(1), asset: { assetNumber: 1, status: "pending", purchasePrice: "24000.00" } });
    assetId = created.body.asset.id;
    const registered = await hit(registerApi.action, `/api/fixed-assets/${assetId}/register`, {
      method: "POST",
      params: { id: assetId },
      body: { companyId: ctx.companyId },
    });
    expect(registered).toMatchObject({ status: 200, body: { message: M.registered(1), asset: { status: "registered" } } });
    const list = await hit(assetsApi.loader, `/api/fixed-assets?companyId=${ctx.companyId}&status=registered`);
    expect(list.body).toMatchObject({ total: 1, assets: [{ itemName: "Laser cutter", bookValue: "24000.00" }] });
  });

  it("previews and posts a run (declining balance), refuses it the second time, and the report's CSV agrees", async () => {
    const q = `companyId=${ctx.companyId}&from=2026-01-01&to=2026-02-28`;
    const preview = await hit(depreciationApi.loader, `/api/fixed-assets/depreciation?${q}`);
    // 24,000.00 at 10%: January 200.00 (24,000.00 × 10% / 12), February 198.33 (23,800.00 × 10% / 12 = 198.3333).
    expect(preview.body.preview.lines[0].months).toEqual([
      { month: "2026-01-01", amount: "200.00" },
      { month: "2026-02-01", amount: "198.33" },
    ]);
    const body = { companyId: ctx.companyId, from: "2026-01-01", to: "2026-02-28" };
    const run = await hit(depreciationApi.action, "/api/fixed-assets/depreciation", { method: "POST", body });
    expect(run.status, JSON.stringify(run.body)).toBe(201);
    expect(run.body.message).toBe(M.depreciated(run.body.entryNo, "$398.33"));
    const before = await rows();
    const again = await hit(depreciationApi.action, "/api/fixed-assets/depreciation", { method: "POST", body });
    expect(again).toMatchObject({ status: 409, body: { error: M.nothingToDepreciate } });
    expect(await rows()).toEqual(before);
    const query = "?period=custom&from=2026-01-01&to=2026-02-28";
    const csv = await (await ok(await callReport(reportCsv.loader, ctx.companyId, "fixed-asset/depreciation.csv", query, cookie))).text();
    expect(csv).toContain("1,Laser cutter,Furniture and Equipment,Declining Balance,10,24000.00,0.00,398.33,398.33,23601.67");
    const pdf = await pdfTextOf(await ok(await callReport(reportPdf.loader, ctx.companyId, "fixed-asset/depreciation.pdf", query, cookie)));
    expect(pdf).toContain("Laser cutter");
    expect(pdf).toContain("Declining Balance 10 $24,000.00 $0.00 $398.33 $398.33 $23,601.67");
  });

  it("sells the asset: its gain posted, the books balanced", async () => {
    const sold = await hit(disposeApi.action, `/api/fixed-assets/${assetId}/dispose`, {
      method: "POST",
      params: { id: assetId },
      body: { companyId: ctx.companyId, disposalDate: "2026-03-05", disposalPrice: "24000", disposalAccountId: books.checking },
    });
    expect(sold.status, JSON.stringify(sold.body)).toBe(200);
    expect(sold.body.asset).toMatchObject({ status: "disposed", gainLoss: "398.33" });
    const one = await hit(assetApi.loader, `/api/fixed-assets/${assetId}?companyId=${ctx.companyId}`, { params: { id: assetId } });
    expect(one.body.asset.history.at(-1).event).toBe("Sold or disposed for $24,000.00: gain $398.33");
    const tb = await trialBalance(app.db, ctx.companyId, "2099-12-31");
    expect(tb.totals.debit).toBe(tb.totals.credit);
  });

  it("answers bad input with its message and writes nothing", async () => {
    const before = await rows();
    const bad = await hit(assetsApi.action, "/api/fixed-assets", { method: "POST", body: newAsset({ depreciationRate: "250" }) });
    expect(bad).toMatchObject({ status: 400, body: { errors: { depreciationRate: [M.rateRange] } } });
    const wrong = await hit(assetsApi.action, "/api/fixed-assets", { method: "POST", body: newAsset({ accountId: books.rent }) });
    expect(wrong).toMatchObject({ status: 400, body: { error: M.accountType } });
    expect(await rows()).toEqual(before);
  });
});

describe("company isolation", () => {
  it("another user's company is a 404 for every fixed-asset call, and nothing is written", async () => {
    const before = await rows();
    const as = { token: intruder };
    const q = `companyId=${ctx.companyId}`;
    const answers = [
      await hit(assetsApi.loader, `/api/fixed-assets?${q}`, as),
      await hit(assetApi.loader, `/api/fixed-assets/${assetId}?${q}`, { ...as, params: { id: assetId } }),
      await hit(depreciationApi.loader, `/api/fixed-assets/depreciation?${q}&from=2026-01-01&to=2026-01-31`, as),
      await hit(assetsApi.action, "/api/fixed-assets", { ...as, method: "POST", body: newAsset() }),
      await hit(registerApi.action, `/api/fixed-assets/${assetId}/register`, {
        ...as,
        method: "POST",
        params: { id: assetId },
        body: { companyId: ctx.companyId },
      }),
      await hit(disposeApi.action, `/api/fixed-assets/${assetId}/dispose`, {
        ...as,
        method: "POST",
        params: { id: assetId },
        body: { companyId: ctx.companyId, disposalDate: "2026-04-01", disposalPrice: "0" },
      }),
      await hit(depreciationApi.action, "/api/fixed-assets/depreciation", {
        ...as,
        method: "POST",
        body: { companyId: ctx.companyId, from: "2026-03-01", to: "2026-03-31" },
      }),
    ];
    expect(answers.map((a) => [a.status, a.body.error])).toEqual(answers.map(() => [404, "Company not found"]));
    expect(await rows()).toEqual(before);
  });

  it("my other company cannot read this company's asset nor use its accounts", async () => {
    const before = await rows();
    const read = await hit(assetApi.loader, `/api/fixed-assets/${assetId}?companyId=${other.companyId}`, { params: { id: assetId } });
    expect(read).toMatchObject({ status: 404, body: { error: M.notFound } });
    const registered = await hit(registerApi.action, `/api/fixed-assets/${assetId}/register`, {
      method: "POST",
      params: { id: assetId },
      body: { companyId: other.companyId },
    });
    expect(registered).toMatchObject({ status: 404, body: { error: M.notFound } });
    const created = await hit(assetsApi.action, "/api/fixed-assets", { method: "POST", body: newAsset({ companyId: other.companyId }) });
    expect(created).toMatchObject({ status: 400, body: { error: M.accountType } });
    const list = await hit(assetsApi.loader, `/api/fixed-assets?companyId=${other.companyId}&status=disposed`);
    expect(list.body).toMatchObject({ total: 0, assets: [] });
    expect(await rows()).toEqual(before);
  });
});

describe("what the web does that the API does too: edit and delete a pending asset, undo a run", () => {
  it("edits a pending asset on its version, refuses a stale one, deletes it; a registered one is neither", async () => {
    const created = await hit(assetsApi.action, "/api/fixed-assets", { method: "POST", body: newAsset({ itemName: "Forklift" }) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.asset.id;
    const number = created.body.asset.assetNumber;
    const put = (body: Record<string, unknown>) => hit(assetApi.action, `/api/fixed-assets/${id}`, { method: "PUT", params: { id }, body });
    const edited = await put(newAsset({ itemName: "Forklift 2t", purchasePrice: "18000.00", version: 1 }));
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({
      message: M.updated(number),
      asset: { itemName: "Forklift 2t", purchasePrice: "18000.00", status: "pending", version: 2 },
    });
    const before = await rows();
    const stale = await put(newAsset({ itemName: "Forklift 3t", version: 1 }));
    expect(stale).toMatchObject({ status: 409, body: { error: M.stale } });
    const staleDelete = await hit(assetApi.action, `/api/fixed-assets/${id}`, {
      method: "DELETE",
      params: { id },
      body: { companyId: ctx.companyId, version: 1 },
    });
    expect(staleDelete).toMatchObject({ status: 409, body: { error: M.stale } });
    expect(await rows()).toEqual(before);
    const deleted = await hit(assetApi.action, `/api/fixed-assets/${id}`, {
      method: "DELETE",
      params: { id },
      body: { companyId: ctx.companyId, version: 2 },
    });
    expect(deleted).toEqual({ status: 200, body: { message: M.deleted(number) } });
    const gone = await hit(assetApi.loader, `/api/fixed-assets/${id}?companyId=${ctx.companyId}`, { params: { id } });
    expect(gone).toMatchObject({ status: 404, body: { error: M.notFound } });
    // The asset sold above is not pending: neither edited nor deleted.
    const sold = (await hit(assetApi.loader, `/api/fixed-assets/${assetId}?companyId=${ctx.companyId}`, { params: { id: assetId } })).body
      .asset;
    const refusedEdit = await hit(assetApi.action, `/api/fixed-assets/${assetId}`, {
      method: "PUT",
      params: { id: assetId },
      body: newAsset({ version: sold.version }),
    });
    expect(refusedEdit).toMatchObject({ status: 409, body: { error: M.onlyPendingChanged } });
    const refusedDelete = await hit(assetApi.action, `/api/fixed-assets/${assetId}`, {
      method: "DELETE",
      params: { id: assetId },
      body: { companyId: ctx.companyId, version: sold.version },
    });
    expect(refusedDelete).toMatchObject({ status: 409, body: { error: M.onlyPendingChanged } });
  });

  it("lists the runs and undoes one: its entry reversed, its months free again, refused the second time", async () => {
    const registered = await hit(assetsApi.action, "/api/fixed-assets", {
      method: "POST",
      body: newAsset({ itemName: "Van", purchaseDate: "2026-05-01", purchasePrice: "12000", depreciationRate: 20, register: true }),
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    const period = { companyId: ctx.companyId, from: "2026-05-01", to: "2026-05-31" };
    const run = await hit(depreciationApi.action, "/api/fixed-assets/depreciation", { method: "POST", body: period });
    expect(run.status, JSON.stringify(run.body)).toBe(201);
    const runs = await hit(runsApi.loader, `/api/fixed-assets/depreciation/runs?companyId=${ctx.companyId}`);
    expect(runs.body.runs[0]).toMatchObject({
      entryId: run.body.entryId,
      entryNo: run.body.entryNo,
      fromMonth: "2026-05-01",
      total: "200.00",
    });
    const undo = () =>
      hit(undoApi.action, `/api/fixed-assets/depreciation/runs/${run.body.entryId}/undo`, {
        method: "POST",
        params: { entryId: run.body.entryId },
        body: { companyId: ctx.companyId },
      });
    const undone = await undo();
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(undone.body.message).toBe(M.runUndone(run.body.entryNo));
    const after = await hit(runsApi.loader, `/api/fixed-assets/depreciation/runs?companyId=${ctx.companyId}`);
    expect(after.body.runs.map((r: { entryId: number }) => r.entryId)).not.toContain(run.body.entryId);
    const preview = await hit(
      depreciationApi.loader,
      `/api/fixed-assets/depreciation?companyId=${ctx.companyId}&from=2026-05-01&to=2026-05-31`,
    );
    expect(preview.body.preview.lines.find((l: { itemName: string }) => l.itemName === "Van").months).toEqual([
      { month: "2026-05-01", amount: "200.00" },
    ]);
    const before = await rows();
    expect(await undo()).toMatchObject({ status: 409, body: { error: M.runAlreadyUndone(run.body.entryNo) } });
    expect(await rows()).toEqual(before);
    const tb = await trialBalance(app.db, ctx.companyId, "2099-12-31");
    expect(tb.totals.debit).toBe(tb.totals.credit);
  });

  it("another user's company is a 404 for the edit, the deletion, the runs and an undo", async () => {
    const before = await rows();
    const as = { token: intruder };
    const answers = [
      await hit(assetApi.action, `/api/fixed-assets/${assetId}`, {
        ...as,
        method: "PUT",
        params: { id: assetId },
        body: newAsset({ version: 1 }),
      }),
      await hit(assetApi.action, `/api/fixed-assets/${assetId}`, {
        ...as,
        method: "DELETE",
        params: { id: assetId },
        body: { companyId: ctx.companyId, version: 1 },
      }),
      await hit(runsApi.loader, `/api/fixed-assets/depreciation/runs?companyId=${ctx.companyId}`, as),
      await hit(undoApi.action, "/api/fixed-assets/depreciation/runs/1/undo", {
        ...as,
        method: "POST",
        params: { entryId: 1 },
        body: { companyId: ctx.companyId },
      }),
    ];
    expect(answers.map((a) => [a.status, a.body.error])).toEqual(answers.map(() => [404, "Company not found"]));
    expect(await rows()).toEqual(before);
  });
});
