// Merges (issue 30 item 4, ADR 0067), read as the books: two vendors merged have their balances
// added and the A/P aging's total unchanged; two expense accounts merged leave the trial balance and
// hledger's reading of the exported journal as they were, the target holding the sum; two inventory
// items merged keep the stock's value and its average cost; a system account, accounts of different
// types, an account in an unfinished reconciliation are refused and change nothing. After each merge
// the database's catalog is walked: no foreign key still names the source, but the few that stay with
// it by design (KEPT_REFERENCES) — so a table added later cannot be forgotten.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findAccountsPayableAccount } from "../../app/modules/accounts/system-accounts.server";
import type { CompanyContext } from "../../app/modules/companies/companies.server";
import { statementSchema } from "../../app/modules/banking/reconciliation-schema";
import { startReconciliation } from "../../app/modules/banking/reconciliations.server";
import { createInventoryItem } from "../../app/modules/inventory/inventory-items.server";
import { inventoryItemSchema, toInventoryItemInput } from "../../app/modules/inventory/inventory-item-schema";
import { inventoryValuation } from "../../app/modules/inventory/stock.server";
import { exportLedgerJournal } from "../../app/modules/journal/ledger-export.server";
import { trialBalance } from "../../app/modules/ledger/ledger.server";
import { MERGE_MESSAGES as M, type MergeKind } from "../../app/modules/merges/constants";
import { KEPT_REFERENCES, mergeCandidates, mergeRecords, mergeReferences, previewMerge } from "../../app/modules/merges/merges.server";
import { mergeConfirmSchema } from "../../app/modules/merges/schema";
import { partyBalance } from "../../app/modules/parties/party.server";
import { apAgingSummary } from "../../app/modules/reports/ap-aging.server";
import { VENDOR_PARTY } from "../../app/modules/vendors/party-config.server";
import { vendorCreateSchema } from "../../app/modules/vendors/schema";
import { createVendor } from "../../app/modules/vendors/vendors.server";
import { billPaidByCheque, giveBankingBooks, officeAccounts, type BankingBooks } from "../support/banking-books";
import { makeAccounts, ownerWithTwoCompanies, saveBill } from "../support/books";
import { startTestApp, type TestApp } from "../support/app";
import { hledgerBalances } from "../support/hledger";

let app: TestApp;
let ctx: CompanyContext;
let other: CompanyContext;
let books: BankingBooks;
let folder: string;
const AS_OF = "2026-12-31";

beforeAll(async () => {
  app = await startTestApp();
  ({ ctx, other } = await ownerWithTwoCompanies(app.db, "2026-06-30"));
  books = await giveBankingBooks(app.db, ctx);
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "ledgerline-merges-"));
});
afterAll(async () => {
  fs.rmSync(folder, { recursive: true, force: true });
  await app?.cleanup();
});

const merge = (kind: MergeKind, sourceId: number, targetId: number, c = ctx) =>
  mergeRecords(app.db, c, mergeConfirmSchema.parse({ kind, sourceId, targetId }));

/** Every row of the company that still names the source through a foreign key, by "table.column" (kept references apart). */
async function stillNamingSource(kind: MergeKind, sourceId: number): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for (const ref of await mergeReferences(app.db, kind)) {
    const key = `${ref.table}.${ref.column}`;
    if (key in KEPT_REFERENCES) continue;
    const row = await app.db(ref.table).where({ companyId: ctx.companyId }).where(ref.column, sourceId).count({ n: "*" }).first();
    if (Number(row?.n)) found[key] = Number(row?.n);
  }
  return found;
}

async function hledgerOf(companyId: number) {
  const file = path.join(folder, `books-${companyId}-${Date.now()}.journal`);
  fs.writeFileSync(file, await exportLedgerJournal(app.db, companyId));
  return hledgerBalances(file, "2027-01-01");
}

describe("the catalog's foreign keys", () => {
  it("are each moved, kept or added up by a merge; every kept reference still exists", async () => {
    const all = (await Promise.all((["customers", "vendors", "accounts", "items"] as const).map((k) => mergeReferences(app.db, k)))).flat();
    expect(all.length).toBeGreaterThan(40);
    const keys = new Set(all.map((r) => `${r.table}.${r.column}`));
    for (const kept of Object.keys(KEPT_REFERENCES)) expect(keys, kept).toContain(kept);
    // The documents, their lines, the payments, stock and the journal are among what moves.
    const moved = all.filter((r) => r.action === "move").map((r) => `${r.table}.${r.column}`);
    expect(moved).toEqual(
      expect.arrayContaining([
        "journal_lines.account_id",
        "journal_lines.vendor_id",
        "journal_lines.customer_id",
        "purchase_documents.vendor_id",
        "purchase_document_lines.account_id",
        "bill_payments.vendor_id",
        "checks.vendor_id",
        "sales_documents.customer_id",
        "customer_payments.customer_id",
        "stock_movements.item_id",
        "sales_document_lines.item_id",
      ]),
    );
    expect(all.find((r) => r.table === "item_stock")?.action).toBe("stock");
  });
});

describe("merging vendors", () => {
  it("adds the balances, keeps the A/P aging's total and the trial balance, and leaves nothing naming the source", async () => {
    const beta = (await createVendor(app.db, ctx, vendorCreateSchema.parse({ vendorId: "BETA", vendorName: "Beta Supplies" }))).id;
    await saveBill(app.db, ctx, { vendorId: books.acme, accountId: books.rent, amount: "120.00", date: "2026-03-01" });
    await saveBill(app.db, ctx, { vendorId: beta, accountId: books.rent, amount: "80.00", date: "2026-04-01" });
    await billPaidByCheque(app.db, ctx, books, { amount: "30.00", date: "2026-04-02", checkNumber: "501" });
    const acmeBefore = await partyBalance(VENDOR_PARTY, app.db, ctx.companyId, books.acme);
    const betaBefore = await partyBalance(VENDOR_PARTY, app.db, ctx.companyId, beta);
    const agingBefore = await apAgingSummary(app.db, ctx.companyId, AS_OF);
    const tbBefore = await trialBalance(app.db, ctx.companyId, AS_OF);

    const preview = await previewMerge(app.db, ctx.companyId, { kind: "vendors", sourceId: books.acme, targetId: beta });
    expect(preview.refusal).toBeNull();
    expect(preview.balanceAfter).toBe("200.00");
    expect(preview.moves.map((m) => m.label)).toEqual(expect.arrayContaining(["Journal lines", "Purchase documents", "Bill payments"]));
    expect(preview.moves.find((m) => m.label === "Purchase documents")?.rows).toBe(2);

    const done = await merge("vendors", books.acme, beta);
    expect(done.message).toBe("Vendor Acme Supplies was merged into Beta Supplies; Acme Supplies is archived.");
    expect(await partyBalance(VENDOR_PARTY, app.db, ctx.companyId, beta)).toBe(acmeBefore + betaBefore);
    expect(await partyBalance(VENDOR_PARTY, app.db, ctx.companyId, books.acme)).toBe(0);
    const agingAfter = await apAgingSummary(app.db, ctx.companyId, AS_OF);
    expect(agingAfter.totals).toEqual(agingBefore.totals);
    expect(agingAfter.rows.map((r) => r.partyName)).toEqual(["Beta Supplies"]);
    expect(agingAfter.rows[0].total).toBe(acmeBefore + betaBefore);
    expect(await trialBalance(app.db, ctx.companyId, AS_OF)).toEqual(tbBefore);
    expect(await stillNamingSource("vendors", books.acme)).toEqual({});
    expect((await app.db("vendors").where({ id: books.acme }).first("active")).active).toBe(false);
    // The archived source is no longer offered, and a second merge of it is refused.
    expect((await mergeCandidates(app.db, ctx.companyId, "vendors")).map((c) => c.label)).not.toContain("Acme Supplies");
    await expect(merge("vendors", books.acme, beta)).rejects.toThrow(M.inactiveSource("vendors", "Acme Supplies"));
    books.acme = beta; // the other tests' bills now go to the survivor
  });
});

describe("merging accounts", () => {
  it("moves every line of one expense account to the other: the trial balance total and hledger unchanged, the target the sum", async () => {
    const { office, supplies } = await officeAccounts(app.db, ctx, books);
    const tbBefore = await trialBalance(app.db, ctx.companyId, AS_OF);
    const hledgerBefore = await hledgerOf(ctx.companyId);
    expect(hledgerBefore.get("6310")).toBe(2475);

    await merge("accounts", supplies, office);

    const tbAfter = await trialBalance(app.db, ctx.companyId, AS_OF);
    expect(tbAfter.totals).toEqual(tbBefore.totals);
    const row = (tb: typeof tbBefore, id: number) => tb.rows.find((r) => r.accountId === id);
    expect(row(tbAfter, office)?.debit).toBe(4500 + 1550 + 925);
    expect(row(tbAfter, supplies)).toBeUndefined();
    expect(tbAfter.rows.filter((r) => r.accountId !== office)).toEqual(
      tbBefore.rows.filter((r) => r.accountId !== office && r.accountId !== supplies),
    );
    const hledgerAfter = await hledgerOf(ctx.companyId);
    expect(hledgerAfter.get("6300")).toBe(4500 + 1550 + 925);
    expect(hledgerAfter.get("6310") ?? 0).toBe(0);
    for (const [number, balance] of hledgerBefore)
      if (number !== "6300" && number !== "6310") expect(hledgerAfter.get(number), number).toBe(balance);
    expect(await stillNamingSource("accounts", supplies)).toEqual({});
  });

  it("refuses a system account, accounts of different types and an account in an unfinished reconciliation, changing nothing", async () => {
    const payable = (await findAccountsPayableAccount(app.db, ctx.companyId))!;
    const { loan2 } = await makeAccounts(app.db, ctx, { loan2: ["Current Liability", "2710", "Short Loan"] });
    const tbBefore = await trialBalance(app.db, ctx.companyId, AS_OF);
    await expect(merge("accounts", payable, loan2)).rejects.toThrow("2000 · Accounts Payable is a system account: it cannot be merged.");
    await expect(merge("accounts", loan2, payable)).rejects.toThrow("2000 · Accounts Payable is a system account: it cannot be merged.");
    await expect(merge("accounts", books.undeposited, books.cash)).rejects.toThrow(/Undeposited Funds is a system account/);
    await expect(merge("accounts", books.rent, books.sales)).rejects.toThrow(
      "Only accounts of the same type can be merged: the source is Expense, the target Income.",
    );
    await startReconciliation(
      app.db,
      ctx,
      statementSchema.parse({ accountId: books.savings, statementDate: "2026-06-30", endingBalance: "0" }),
    );
    const preview = await previewMerge(app.db, ctx.companyId, { kind: "accounts", sourceId: books.savings, targetId: books.checking });
    expect(preview.refusal).toBe(M.inReconciliation(preview.source.label));
    await expect(merge("accounts", books.savings, books.checking)).rejects.toThrow(
      "is in a reconciliation that is not finished: finish or undo that reconciliation before merging.",
    );
    expect(await trialBalance(app.db, ctx.companyId, AS_OF)).toEqual(tbBefore);
    expect(await app.db("merges").where({ companyId: ctx.companyId, kind: "accounts" }).count({ n: "*" }).first()).toEqual({
      n: expect.anything(),
    });
    expect((await app.db("companyAccounts").where({ id: loan2 }).first("active")).active).toBe(true);
  });

  it("answers another company's records as not found", async () => {
    await expect(merge("accounts", books.rent, books.fees, other)).rejects.toThrow("Account not found");
  });
});

describe("merging inventory items", () => {
  it("adds the stock on hand and its value, keeping the average cost the weighted one and the valuation equal to the books", async () => {
    const { stock, cogs } = await makeAccounts(app.db, ctx, {
      stock: ["Inventory Asset", "1300", "Stock"],
      cogs: ["Cost of Goods Sold", "5000", "COGS"],
    });
    const item = async (name: string, cost: string, qty: string) =>
      (
        await createInventoryItem(
          app.db,
          ctx,
          toInventoryItemInput(
            inventoryItemSchema().parse({
              name,
              sellProduct: false,
              standardCost: cost,
              assetsAccount: stock,
              costOfGoodsSold: cogs,
              onHandQuantity: qty,
              asOfDate: "2026-01-15",
            }),
          ),
        )
      ).id;
    const red = await item("Red Widget", "2.00", "10");
    const blue = await item("Blue Widget", "5.00", "4");
    const tbBefore = await trialBalance(app.db, ctx.companyId, AS_OF);
    const preview = await previewMerge(app.db, ctx.companyId, { kind: "items", sourceId: red, targetId: blue });
    expect(preview.onHand).toEqual({ source: "10.0000", target: "4.0000", after: "14.0000" });
    expect(preview.balanceAfter).toBe("40.00");

    await merge("items", red, blue);

    const valuation = await inventoryValuation(app.db, ctx.companyId, AS_OF);
    const blueRow = valuation.find((r) => r.itemId === blue)!;
    expect(blueRow.value).toBe(4000);
    expect(valuation.find((r) => r.itemId === red)?.value ?? 0).toBe(0);
    expect(await trialBalance(app.db, ctx.companyId, AS_OF)).toEqual(tbBefore);
    const onHand = await app.db("itemStock").where({ companyId: ctx.companyId, itemId: blue }).sum({ q: "quantity", v: "value" }).first();
    expect([Number(onHand?.q), Number(onHand?.v)]).toEqual([14, 40]);
    expect(await stillNamingSource("items", red)).toEqual({});
  });
});
