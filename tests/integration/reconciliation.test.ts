// Bank reconciliation (issue 27 item 6, ADR 0060): a statement reconciled by ticking the lines it
// shows until the difference is 0.00, its service charge and interest posted when it finishes;
// Save for Later keeps the ticks; a finish with a difference left only with an adjustment entry the
// bookkeeper confirms (to Reconciliation Discrepancies, made when first needed); of two Finish of
// one reconciliation, one wins; a reconciled line's document cannot be voided until the
// reconciliation is undone; Undo takes back the account's last one only, reversing its entries.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CompanyContext } from "../../app/modules/companies/companies.server";
import { depositSchema, transferSchema } from "../../app/modules/banking/schema";
import { createDeposit } from "../../app/modules/banking/deposits.server";
import { createTransfer, voidTransfer } from "../../app/modules/banking/transfers.server";
import { bankAccounts } from "../../app/modules/banking/register.server";
import { RECONCILE_MESSAGES as M } from "../../app/modules/banking/reconciliations";
import { finishSchema, statementSchema, ticksSchema } from "../../app/modules/banking/reconciliation-schema";
import {
  finishReconciliation,
  reconciliationLines,
  reconciliationList,
  reconciliationView,
  saveReconciliation,
  startReconciliation,
  undoReconciliation,
} from "../../app/modules/banking/reconciliations.server";
import { reconciliationReport, reconciliationReportPage } from "../../app/modules/reports/reconciliation-reports.server";
import { accountNets, trialBalance } from "../../app/modules/ledger/ledger.server";
import { cancelJournalEntry, createJournalEntry } from "../../app/modules/journal/journal-entries.server";
import { journalEntrySchema } from "../../app/modules/journal/schema";
import { startTestApp, type TestApp } from "../support/app";
import { ownerWithTwoCompanies } from "../support/books";
import { giveBankingBooks, type BankingBooks } from "../support/banking-books";

let app: TestApp;
let ctx: CompanyContext;
let other: CompanyContext;
let books: BankingBooks;

beforeAll(async () => {
  app = await startTestApp();
  ({ ctx, other } = await ownerWithTwoCompanies(app.db, "2026-11-28"));
  books = await giveBankingBooks(app.db, ctx);
  await giveBankingBooks(app.db, other);
});
afterAll(() => app?.cleanup());

const PAGE = { page: 1, perPage: 100 };

async function expectBooksBalanced() {
  const tb = await trialBalance(app.db, ctx.companyId, "2099-12-31");
  expect(tb.totals.debit).toBe(tb.totals.credit);
}

const start = (body: Record<string, unknown>, c = ctx) =>
  startReconciliation(app.db, c, statementSchema.parse({ accountId: books.checking, ...body }));
const tick = (id: number, listed: number[], ticked: number[]) =>
  saveReconciliation(app.db, ctx, id, { ticks: ticksSchema.parse({ listed, ticked }) });
const finish = (id: number, body: Record<string, unknown> = {}) => finishReconciliation(app.db, ctx, id, finishSchema.parse(body));
const lines = async (id: number) => (await reconciliationLines(app.db, ctx.companyId, id, PAGE)).items;
const tickAll = async (id: number) => {
  const all = (await lines(id)).map((l) => l.lineId);
  await tick(id, all, all);
};
const entriesOf = (comments: string) =>
  app
    .db("journalEntries")
    .where({ companyId: ctx.companyId })
    .where("comments", "like", `${comments}%`)
    .select("id", "status", "entryType");

let transferJan: number;
let january: number;

describe("Reconcile", () => {
  it("lists the account's uncleared lines up to the statement date, with the beginning balance, cleared balance and difference", async () => {
    transferJan = (
      await createTransfer(
        app.db,
        ctx,
        transferSchema.parse({ fromAccountId: books.checking, toAccountId: books.savings, amount: "200.00", date: "2026-01-10" }),
      )
    ).transfer.id;
    await createDeposit(
      app.db,
      ctx,
      depositSchema.parse({ depositToAccountId: books.checking, date: "2026-01-15", rows: [{ accountId: books.sales, amount: "300.00" }] }),
    );
    await createTransfer(
      app.db,
      ctx,
      transferSchema.parse({ fromAccountId: books.checking, toAccountId: books.savings, amount: "50.00", date: "2026-02-05" }),
    );

    january = await start({
      statementDate: "01/31/2026",
      endingBalance: "1,087.00",
      serviceCharge: "15.00",
      serviceChargeAccountId: books.fees,
      interestEarned: "2.00",
      interestAccountId: books.interest,
    });
    const listed = await lines(january);
    expect(listed.map((l) => [l.date, l.type, l.debit, l.credit, l.ticked])).toEqual([
      ["2026-01-01", "Opening Balance", 100000, 0, false],
      ["2026-01-10", "Transfer", 0, 20000, false],
      ["2026-01-15", "Deposit", 30000, 0, false],
    ]);
    const { summary } = await reconciliationView(app.db, ctx.companyId, january);
    expect(summary).toMatchObject({ beginningBalance: 0, clearedBalance: -1300, endingBalance: 108700, difference: 110000 });
  });

  it("refuses to finish with a difference unless an adjustment is confirmed; Save for Later keeps the ticks", async () => {
    const entriesBefore = await app.db("journalEntries").where({ companyId: ctx.companyId }).count({ n: "*" });
    await expect(finish(january)).rejects.toThrow(M.differenceNotZero(110000 as never));
    const [opening, payment] = await lines(january);
    await tick(january, [opening.lineId, payment.lineId], [opening.lineId, payment.lineId]);
    const kept = await lines(january);
    expect(kept.map((l) => l.ticked)).toEqual([true, true, false]);
    const { summary } = await reconciliationView(app.db, ctx.companyId, january);
    expect(summary).toMatchObject({ clearedDebits: 100000, clearedCredits: 20000, clearedBalance: 78700, difference: 30000 });
    // Going on with the reconciliation in progress: start again returns it, with the statement as sent.
    expect(
      await start({
        statementDate: "2026-01-31",
        endingBalance: "1087",
        serviceCharge: "15",
        serviceChargeAccountId: books.fees,
        interestEarned: "2",
        interestAccountId: books.interest,
      }),
    ).toBe(january);
    expect(await app.db("journalEntries").where({ companyId: ctx.companyId }).count({ n: "*" })).toEqual(entriesBefore);
  });

  it("refuses a line of another account or after the statement date, and bad statements, writing nothing", async () => {
    const feb = await app
      .db("journalLines")
      .where({ companyId: ctx.companyId, accountId: books.checking })
      .where("entryDate", "2026-02-05")
      .first("id");
    await expect(tick(january, [Number(feb.id)], [Number(feb.id)])).rejects.toThrow(M.lineNotListed(Number(feb.id)));
    await expect(start({ statementDate: "", endingBalance: "5" })).rejects.toThrow(M.statementDateRequired);
    await expect(start({ statementDate: "2026-01-31", endingBalance: "" })).rejects.toThrow(M.endingBalanceRequired);
    await expect(start({ statementDate: "2026-01-31", endingBalance: "5", serviceCharge: "3" })).rejects.toThrow(
      M.serviceChargeAccountRequired,
    );
    await expect(start({ accountId: books.rent, statementDate: "2026-01-31", endingBalance: "5" })).rejects.toThrow(M.accountType);
    expect(() => statementSchema.parse({ endingBalance: "12.345" })).toThrow("Ending Balance must be an amount with at most 2 decimals");
    // Another company's reconciliation is not found.
    await expect(reconciliationView(app.db, other.companyId, january)).rejects.toThrow(M.notFound);
    await expect(finishReconciliation(app.db, other, january, {})).rejects.toThrow(M.notFound);
  });

  it("finishes at difference 0.00: service charge and interest posted, the lines reconciled, the balances agreeing", async () => {
    await tickAll(january);
    const { summary } = await reconciliationView(app.db, ctx.companyId, january);
    expect(summary.difference).toBe(0);
    expect(await finish(january)).toEqual({ message: M.finished(false), adjusted: false });
    const { reconciliation, summary: held } = await reconciliationView(app.db, ctx.companyId, january);
    expect(reconciliation.status).toBe("finished");
    expect(held).toMatchObject({
      beginningBalance: 0,
      clearedDebits: 130000,
      clearedCredits: 20000,
      clearedBalance: 108700,
      difference: 0,
    });
    const [checking] = await bankAccounts(app.db, ctx.companyId, { accountId: books.checking });
    expect(checking.clearedBalance).toBe("1087.00");
    expect(checking.lastReconciliation).toEqual({ id: january, statementDate: "2026-01-31", endingBalance: "1087.00" });
    const nets = await accountNets(app.db, ctx.companyId, { accountIds: [books.fees, books.interest] });
    expect(nets.get(books.fees)).toBe(1500);
    expect(nets.get(books.interest)).toBe(-200);
    const cleared = await reconciliationLines(app.db, ctx.companyId, january, PAGE, "cleared");
    expect(cleared.total).toBe(5);
    await expectBooksBalanced();
    await expect(finish(january)).rejects.toThrow(M.notInProgress("finished"));
  });

  it("pages its report on the server: every cleared line once, in the whole report's order", async () => {
    const whole = await reconciliationReport(app.db, ctx.companyId, january);
    const seen: number[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const part = await reconciliationReportPage(app.db, ctx.companyId, january, {
        cleared: { page, perPage: 2 },
        uncleared: { page: 1, perPage: 2 },
      });
      expect(part.cleared).toMatchObject({ total: 5, page, perPage: 2 });
      expect(part.cleared.items.length).toBe(page < 3 ? 2 : 1);
      expect(part.summary).toEqual(whole.summary);
      seen.push(...part.cleared.items.map((l) => l.lineId));
    }
    expect(seen).toEqual(whole.cleared.map((l) => l.lineId));
  });

  it("refuses to void a reconciled document, naming the reconciliation", async () => {
    const before = await accountNets(app.db, ctx.companyId, { accountIds: [books.checking] });
    await expect(voidTransfer(app.db, ctx, transferJan)).rejects.toThrow(
      /^This transaction was reconciled on \d\d\/\d\d\/\d{4} \(statement ending 01\/31\/2026, 1010 Checking\)\. Undo that reconciliation first\.$/,
    );
    expect(await accountNets(app.db, ctx.companyId, { accountIds: [books.checking] })).toEqual(before);
  });

  let february: number;
  it("of two Finish of one reconciliation at the same moment, one wins and the other is told it is finished", async () => {
    february = await start({ statementDate: "2026-02-28", endingBalance: "1037.00" });
    expect((await reconciliationView(app.db, ctx.companyId, february)).summary.beginningBalance).toBe(108700);
    await tickAll(february);
    const results = await Promise.allSettled([finish(february), finish(february)]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(String(refused.reason.message)).toBe(M.notInProgress("finished"));
    expect(
      Number((await app.db("reconciliationLines").where({ companyId: ctx.companyId, reconciliationId: february }).count({ n: "*" }))[0].n),
    ).toBe(1);
    await expectBooksBalanced();
  });

  it("finishes with a difference only through a confirmed adjustment to Reconciliation Discrepancies", async () => {
    await createTransfer(
      app.db,
      ctx,
      transferSchema.parse({ fromAccountId: books.checking, toAccountId: books.savings, amount: "30.00", date: "2026-03-03" }),
    );
    const march = await start({ statementDate: "2026-03-31", endingBalance: "1002.00" });
    await tickAll(march);
    // Book 1007.00, statement 1002.00: 5.00 short.
    await expect(finish(march)).rejects.toThrow(M.differenceNotZero(-500 as never));
    await expect(finish(march, { confirmAdjustment: "on", adjustment: "-4.00" })).rejects.toThrow(M.staleAdjustment(-500 as never));
    expect(await finish(march, { confirmAdjustment: "on", adjustment: "-5.00" })).toEqual({ message: M.finished(true), adjusted: true });
    const account = await app
      .db("companyAccounts")
      .where({ companyId: ctx.companyId, accountName: "Reconciliation Discrepancies" })
      .first("id", "accountType", "isSystem");
    expect(account).toMatchObject({ accountType: "Expense", isSystem: true });
    expect((await accountNets(app.db, ctx.companyId, { accountIds: [account.id] })).get(account.id)).toBe(500);
    const [checking] = await bankAccounts(app.db, ctx.companyId, { accountId: books.checking });
    expect(checking.clearedBalance).toBe("1002.00");
    await expectBooksBalanced();
    // Undo of the last one: its adjustment reversed.
    expect((await undoReconciliation(app.db, ctx, march)).message).toBe(M.undone("2026-03-31"));
    expect((await accountNets(app.db, ctx.companyId, { accountIds: [account.id] })).get(account.id)).toBe(0);
  });

  it("refuses to cancel a reconciled journal entry too (the ledger's one rule), and cancels it once undone", async () => {
    const entry = await createJournalEntry(
      app.db,
      ctx,
      journalEntrySchema.parse({
        entryDate: "2026-04-10",
        comments: "Rent by bank debit",
        entries: [
          { accountId: books.rent, debit: "40.00" },
          { accountId: books.checking, credit: "40.00" },
        ],
      }),
    );
    const april = await start({ statementDate: "2026-04-30", endingBalance: "967.00" });
    await tickAll(april);
    await finish(april);
    await expect(cancelJournalEntry(app.db, ctx, entry.id)).rejects.toThrow(
      /^This transaction was reconciled on .* \(statement ending 04\/30\/2026, 1010 Checking\)\. Undo that reconciliation first\.$/,
    );
    await undoReconciliation(app.db, ctx, april);
    await cancelJournalEntry(app.db, ctx, entry.id);
    await expectBooksBalanced();
  });

  it("undoes only the account's last reconciliation; undone, its entries are reversed and its documents can be voided", async () => {
    await expect(undoReconciliation(app.db, ctx, january)).rejects.toThrow(M.notLast("2026-02-28"));
    await undoReconciliation(app.db, ctx, february);
    await undoReconciliation(app.db, ctx, january);
    await expect(undoReconciliation(app.db, ctx, january)).rejects.toThrow(M.notFinished);
    const own = await entriesOf("Service charge, statement ending 01/31/2026");
    expect(own.map((e) => e.status)).toEqual(["cancelled"]);
    const nets = await accountNets(app.db, ctx.companyId, { accountIds: [books.fees, books.interest] });
    expect(nets.get(books.fees) ?? 0).toBe(0);
    expect(nets.get(books.interest) ?? 0).toBe(0);
    const [checking] = await bankAccounts(app.db, ctx.companyId, { accountId: books.checking });
    expect(checking.lastReconciliation).toBeNull();
    // Its lines are cleared again, not reconciled: the void goes through.
    expect((await voidTransfer(app.db, ctx, transferJan)).message).toContain("voided");
    const list = await reconciliationList(app.db, ctx.companyId, { accountId: books.checking }, PAGE);
    expect(list.items.map((r) => [r.statementDate, r.status])).toEqual([
      ["2026-04-30", "undone"],
      ["2026-03-31", "undone"],
      ["2026-02-28", "undone"],
      ["2026-01-31", "undone"],
    ]);
    await expectBooksBalanced();
  });
});
