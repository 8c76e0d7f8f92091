// Recurring transactions and reminders (issue 30 item 3, ADR 0066): a memorized bill comes back
// every month through the bill's own save service, from the Reminders list (Create Selected, Skip
// Selected) or from a run of every automatic occurrence due; two runs at once post each occurrence
// once; every kind a schedule holds posts its balanced entry; a refused template writes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CompanyContext } from "../../app/modules/companies/companies.server";
import { createJournalEntry } from "../../app/modules/journal/journal-entries.server";
import { journalEntrySchema } from "../../app/modules/journal/schema";
import { trialBalance } from "../../app/modules/ledger/ledger.server";
import {
  automaticTransactions,
  createSchedule,
  deleteSchedule,
  dueReminders,
  getSchedule,
  listReminders,
  listSchedules,
  runDueSchedules,
  setScheduleActive,
  takeSelected,
  updateSchedule,
} from "../../app/modules/recurring/recurring.server";
import { RECURRING_MESSAGES as M, scheduleCreateSchema, scheduleUpdateSchema } from "../../app/modules/recurring/schema";
import { startTestApp, type TestApp } from "../support/app";
import { giveBankingBooks, type BankingBooks } from "../support/banking-books";
import { ownerWithTwoCompanies, saveBill } from "../support/books";

let app: TestApp;
let ctx: CompanyContext;
let other: CompanyContext;
let books: BankingBooks;

beforeAll(async () => {
  app = await startTestApp();
  ({ ctx, other } = await ownerWithTwoCompanies(app.db, "2026-12-05"));
  books = await giveBankingBooks(app.db, ctx);
});
afterAll(() => app?.cleanup());

async function expectBooksBalanced(c = ctx) {
  const tb = await trialBalance(app.db, c.companyId, "2099-12-31");
  expect(tb.totals.debit).toBe(tb.totals.credit);
}

const bills = async () =>
  app
    .db("purchaseDocuments")
    .where({ companyId: ctx.companyId, kind: "bill" })
    .orderBy("id")
    .select("id", "number", "docDate", "total", "status");
const schedule = (fields: Record<string, unknown>, c = ctx) => createSchedule(app.db, c, scheduleCreateSchema.parse(fields));

describe("a monthly bill", () => {
  it("is memorized from a saved bill, and created from Reminders with its own entry", async () => {
    const bill = await saveBill(app.db, ctx, { vendorId: books.acme, accountId: books.rent, amount: "1200.00", date: "2026-10-31" });
    const rent = await schedule({
      name: "Office rent",
      kind: "bill",
      documentId: bill.id,
      frequency: "monthly",
      nextDate: "2026-11-30",
      remindDaysBefore: 3,
    });
    expect(rent).toMatchObject({
      type: "Bill",
      partyName: "Acme Supplies",
      amount: "1200.00",
      nextDate: "2026-11-30",
      status: "Active",
      frequencyText: "Monthly",
    });
    expect(rent.template).not.toHaveProperty("date");

    const due = await listReminders(app.db, ctx.companyId, ctx.today, { view: "all", q: "" });
    expect(due.map((r) => [r.name, r.date, r.type, r.amount])).toEqual([["Office rent", "2026-11-30", "Bill", "1200.00"]]);

    const { results, message } = await takeSelected(app.db, ctx, [rent.id], "create");
    expect(message).toBe("1 transaction created");
    expect(results[0]).toMatchObject({ status: "created", date: "2026-11-30", amount: "1200.00" });
    const made = (await bills()).at(-1)!;
    expect(made).toMatchObject({ id: results[0].documentId, docDate: "2026-11-30", total: "1200.00", status: "open" });
    const { journalEntryId } = await app.db("purchaseDocuments").where({ companyId: ctx.companyId, id: made.id }).first("journalEntryId");
    const lines = await app
      .db("journalLines")
      .where({ companyId: ctx.companyId, journalEntryId })
      .orderBy("lineNo")
      .select("accountId", "debit", "credit");
    expect(lines.map((l) => [l.accountId, l.debit, l.credit])).toEqual([
      [books.rent, "1200.00", "0.00"],
      [expect.any(Number), "0.00", "1200.00"],
    ]);
    expect((await getSchedule(app.db, ctx.companyId, rent.id)).nextDate).toBe("2026-12-30");
    // December 30 is not within 3 days of December 5: nothing due.
    expect(await listReminders(app.db, ctx.companyId, ctx.today, { view: "all", q: "" })).toEqual([]);
    await expectBooksBalanced();
  });

  it("is created once by two runs at once, month by month up to the day asked, month ends kept", async () => {
    const bill = await saveBill(app.db, ctx, { vendorId: books.acme, accountId: books.fees, amount: "15.00", date: "2026-01-31" });
    const fees = await schedule({
      name: "Bank fees bill",
      kind: "bill",
      documentId: bill.id,
      frequency: "monthly",
      nextDate: "2026-01-31",
      mode: "automatic",
      occurrenceLimit: 4,
    });
    const before = (await bills()).length;
    const [a, b] = await Promise.all([runDueSchedules(app.db, ctx, "2026-05-15"), runDueSchedules(app.db, ctx, "2026-05-15")]);
    expect(a.created + b.created).toBe(4);
    expect(a.failed + b.failed).toBe(0);
    const made = (await bills()).slice(before);
    expect(made.map((m) => m.docDate)).toEqual(["2026-01-31", "2026-02-28", "2026-03-31", "2026-04-30"]);
    const occurrences = await app
      .db("recurringOccurrences")
      .where({ companyId: ctx.companyId, scheduleId: fees.id })
      .orderBy("occurrenceDate");
    expect(occurrences.map((o) => o.occurrenceDate)).toEqual(["2026-01-31", "2026-02-28", "2026-03-31", "2026-04-30"]);
    // Its count is reached: finished, and a third run creates nothing.
    expect(await getSchedule(app.db, ctx.companyId, fees.id)).toMatchObject({ nextDate: null, status: "Finished", occurrencesDone: 4 });
    expect((await runDueSchedules(app.db, ctx, "2026-12-31")).created).toBe(0);
    await expectBooksBalanced();
  });

  it("never posts a date twice, even when the next date is edited back onto it", async () => {
    const bill = await saveBill(app.db, ctx, { vendorId: books.acme, accountId: books.rent, amount: "10.00", date: "2026-06-01" });
    const s = await schedule({
      name: "Twice?",
      kind: "bill",
      documentId: bill.id,
      frequency: "weekly",
      nextDate: "2026-06-01",
      mode: "automatic",
    });
    expect((await runDueSchedules(app.db, ctx, "2026-06-01")).created).toBe(1);
    const read = await getSchedule(app.db, ctx.companyId, s.id);
    await updateSchedule(
      app.db,
      ctx,
      s.id,
      scheduleUpdateSchema(false).parse({
        name: "Twice?",
        frequency: "weekly",
        nextDate: "2026-06-01",
        mode: "automatic",
        version: read.version,
      }),
    );
    const before = (await bills()).length;
    const run = await runDueSchedules(app.db, ctx, "2026-06-08");
    expect(run.results.map((r) => [r.date, r.status])).toEqual([["2026-06-08", "created"]]);
    expect((await bills()).length).toBe(before + 1);
    await setScheduleActive(app.db, ctx, s.id, false, (await getSchedule(app.db, ctx.companyId, s.id)).version);
    expect((await runDueSchedules(app.db, ctx, "2026-07-31")).created).toBe(0);
  });

  it("Skip Selected moves the next date without posting; a paused one is refused by name", async () => {
    const bill = await saveBill(app.db, ctx, { vendorId: books.acme, accountId: books.rent, amount: "99.00", date: "2026-11-01" });
    const s = await schedule({
      name: "Skip me",
      kind: "bill",
      documentId: bill.id,
      frequency: "monthly",
      every: 2,
      nextDate: "2026-12-01",
    });
    const before = (await bills()).length;
    const skipped = await takeSelected(app.db, ctx, [s.id], "skip");
    expect(skipped.message).toBe("1 reminder skipped");
    expect((await bills()).length).toBe(before);
    expect(await getSchedule(app.db, ctx.companyId, s.id)).toMatchObject({ nextDate: "2027-02-01", lastDate: "2026-12-01" });
    await setScheduleActive(app.db, ctx, s.id, false, (await getSchedule(app.db, ctx.companyId, s.id)).version);
    await expect(takeSelected(app.db, ctx, [s.id], "create")).rejects.toThrow(M.pausedSchedule("Skip me"));
  });
});

describe("every kind", () => {
  it("memorizes a journal entry, a cash expense and a transfer, each occurrence posting its own balanced entry", async () => {
    const je = await createJournalEntry(
      app.db,
      ctx,
      journalEntrySchema.parse({
        entryDate: "2026-11-01",
        comments: "Accrue interest",
        entries: [
          { accountId: books.fees, debit: "5.00" },
          { accountId: books.loan, credit: "5.00" },
        ],
      }),
    );
    const j = await schedule({
      name: "Interest accrual",
      kind: "journal_entry",
      documentId: je.id,
      frequency: "monthly",
      nextDate: "2026-12-01",
    });
    const t = await schedule({
      name: "Savings sweep",
      kind: "transfer",
      template: { fromAccountId: books.checking, toAccountId: books.savings, amount: "20.00", memo: "Sweep" },
      frequency: "weekly",
      nextDate: "2026-12-02",
    });
    const e = await schedule({
      name: "Coffee",
      kind: "cash_expense",
      template: { vendorId: books.acme, payFromAccountId: books.checking, accountRecords: [{ accountId: books.fees, amount: "3.50" }] },
      frequency: "daily",
      nextDate: "2026-12-03",
    });
    expect([j.amount, t.amount, e.amount]).toEqual(["5.00", "20.00", "3.50"]);
    expect(t.partyName).toBe("Checking → Savings");
    const { results } = await takeSelected(app.db, ctx, [j.id, t.id, e.id], "create");
    expect(results.map((r) => r.documentNumber)).toEqual([
      expect.stringMatching(/^JE-/),
      expect.stringMatching(/^TRF-/),
      expect.any(String),
    ]);
    expect(results.map((r) => r.href)).toEqual([
      `journal-entries/${results[0].documentId}`,
      `banking/transfers/${results[1].documentId}`,
      `vendors/documents/${results[2].documentId}`,
    ]);
    await expectBooksBalanced();
  });

  it("refuses a template its kind's service refuses, with that service's message, writing nothing", async () => {
    const count = async () => Number((await app.db("recurringSchedules").where({ companyId: ctx.companyId }).count({ n: "*" }))[0].n);
    const before = await count();
    await expect(
      schedule({
        name: "Bad",
        kind: "transfer",
        template: { fromAccountId: books.checking, toAccountId: books.checking, amount: "1.00" },
        nextDate: "2026-12-10",
      }),
    ).rejects.toThrow();
    await expect(
      schedule({ name: "Bad", kind: "bill", template: { vendorId: books.acme, accountRecords: [] }, nextDate: "2026-12-10" }),
    ).rejects.toThrow();
    // A document of another company is not there to memorize.
    const bill = await saveBill(app.db, ctx, { vendorId: books.acme, accountId: books.rent, amount: "1.00", date: "2026-11-01" });
    await expect(schedule({ name: "Theirs", kind: "bill", documentId: bill.id, nextDate: "2026-12-10" }, other)).rejects.toThrow(
      M.documentNotFound,
    );
    expect(await count()).toBe(before);
    await expect(schedule({ name: "office RENT", kind: "bill", documentId: bill.id, nextDate: "2026-12-10" })).rejects.toThrow(M.nameTaken);
  });
});

describe("lists and the report", () => {
  it("lists schedules by view and search, the dashboard's reminders, and the report's documents", async () => {
    const active = await listSchedules(app.db, ctx.companyId, { view: "active", dateFilter: "all", from: null, to: null, q: "" });
    expect(active.items.map((s) => s.name)).toContain("Office rent");
    expect(active.items.map((s) => s.name)).not.toContain("Bank fees bill");
    const inactive = await listSchedules(app.db, ctx.companyId, { view: "inactive", dateFilter: "all", from: null, to: null, q: "" });
    expect(inactive.items.map((s) => s.name)).toEqual(expect.arrayContaining(["Bank fees bill", "Skip me", "Twice?"]));
    const next = await listSchedules(app.db, ctx.companyId, {
      view: "all",
      dateFilter: "next",
      from: "2026-12-30",
      to: "2026-12-30",
      q: "",
    });
    expect(next.items.map((s) => s.name)).toEqual(["Office rent"]);
    expect((await listSchedules(app.db, other.companyId, { view: "all", dateFilter: "all", from: null, to: null, q: "" })).total).toBe(0);

    const report = await automaticTransactions(app.db, ctx.companyId, { from: "2026-01-01", to: "2026-12-31" });
    const fees = report.groups.find((g) => g.schedule.name === "Bank fees bill")!;
    expect(fees.occurrences.map((o) => o.date)).toEqual(["2026-01-31", "2026-02-28", "2026-03-31", "2026-04-30"]);
    expect(fees.total).toBe("60.00");

    const rent = active.items.find((s) => s.name === "Office rent")!;
    await deleteSchedule(app.db, ctx, rent.id, rent.version);
    expect((await listSchedules(app.db, ctx.companyId, { view: "all", dateFilter: "all", from: null, to: null, q: "rent" })).total).toBe(0);
    // Deleted, it is still in the report with the bill it made.
    const after = await automaticTransactions(app.db, ctx.companyId, { from: "2026-01-01", to: "2026-12-31" });
    expect(after.groups.find((g) => g.schedule.name === "Office rent")?.schedule.deleted).toBe(true);
    expect((await dueReminders(app.db, ctx.companyId, "2026-12-05")).map((r) => r.name)).toEqual(expect.arrayContaining(["Coffee"]));
  });
});
