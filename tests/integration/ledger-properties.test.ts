// Property tests of the ledger (issue 3, item 8): random valid documents, posted through the one
// posting function and interleaved with reversals of earlier entries, keep the trial balance equal
// and every account's balance equal to the sum of its lines computed here in JS; random invalid
// documents are refused and change nothing (no line, no entry, no document number).
//
// One database for the whole file. Each fast-check run is one transaction that commits, so the
// books grow across runs (and the deferred balance trigger fires at every commit); the JS model
// below takes a run's effects only once its transaction has committed.
import fc from "fast-check";
import type { Knex } from "knex";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Cents } from "../../app/lib/money";
import { createAccount } from "../../app/modules/accounts/accounts.server";
import { accountCreateSchema } from "../../app/modules/accounts/schema";
import type { CompanyContext } from "../../app/modules/companies/companies.server";
import {
  accountNets,
  formatEntryNo,
  peekEntryNo,
  postEntry,
  reverseEntry,
  trialBalance,
  type Posting,
  type PostingLine,
} from "../../app/modules/ledger/ledger.server";
import { MESSAGES } from "../../app/modules/ledger/rules";
import { startTestApp, type TestApp } from "../support/app";
import { ownerWithTwoCompanies } from "../support/books";
import { CHECKING } from "../support/accounts";

const MAX_AMOUNT = 1_000_000_000; // cents per generated line: $10,000,000.00
const SERIES = ["JE", "BILL"] as const;
const FAR_FUTURE = "2100-12-31";

let app: TestApp;
let ctx: CompanyContext;
let otherCtx: CompanyContext;
/** Every account of the company (the inactive one included, the Opening Balance Equity too). */
let companyAccountIds: number[];
/** Accounts a valid posting may use. */
let activeIds: number[];
let inactive: { id: number; name: string };
let foreignId: number;

// ---- the model: what was posted, kept in JS -------------------------------------------------

interface ModelLine {
  accountId: number;
  date: string;
  debit: number;
  credit: number;
}
interface ModelEntry {
  id: number;
  entryType: string;
  date: string;
  lines: ModelLine[];
  status: "posted" | "cancelled";
}
interface Model {
  lines: ModelLine[];
  entries: ModelEntry[];
  counters: Map<string, number>;
}
const model: Model = { lines: [], entries: [], counters: new Map() };

/** Copy the model for one run; `commit` makes the copy the model once the transaction committed. */
function draftOf(m: Model): Model {
  return {
    lines: [...m.lines],
    entries: m.entries.map((e) => ({ ...e })),
    counters: new Map(m.counters),
  };
}
function commit(draft: Model) {
  model.lines = draft.lines;
  model.entries = draft.entries;
  model.counters = draft.counters;
}

/** debits − credits per account, as of a date (inclusive), from the model's lines. */
function modelNets(asOf?: string): Map<number, number> {
  const nets = new Map<number, number>();
  for (const line of model.lines) {
    if (asOf !== undefined && line.date > asOf) continue;
    nets.set(line.accountId, (nets.get(line.accountId) ?? 0) + line.debit - line.credit);
  }
  return nets;
}

/** The next number the model expects for a series, taken (the draft's counter moves on). */
function takeModelNumber(draft: Model, series: string): string {
  const next = (draft.counters.get(series) ?? 0) + 1;
  draft.counters.set(series, next);
  return formatEntryNo(series, next);
}

/** Every account's balance and the trial balance, from the database, against the model. */
async function expectBooksMatchModel(db: Knex, asOf: string | null) {
  const expectedAll = modelNets();
  const nets = await accountNets(db, ctx.companyId);
  for (const id of companyAccountIds) {
    expect(nets.get(id) ?? 0, `account ${id}`).toBe(expectedAll.get(id) ?? 0);
  }
  expect([...nets.keys()].every((id) => companyAccountIds.includes(id))).toBe(true);
  expect(await accountNets(db, otherCtx.companyId)).toEqual(new Map()); // the other company is untouched

  for (const date of asOf ? [FAR_FUTURE, asOf] : [FAR_FUTURE]) {
    const expected = modelNets(date);
    const tb = await trialBalance(db, ctx.companyId, date);
    expect(tb.totals.debit).toBe(tb.totals.credit);
    const rows = new Map(tb.rows.map((r) => [r.accountId, r.debit - r.credit]));
    const nonZero = new Map([...expected].filter(([, net]) => net !== 0));
    expect(rows).toEqual(nonZero);
    for (const row of tb.rows) expect(row.debit === 0 || row.credit === 0).toBe(true);
    const expectedDebits = [...nonZero.values()].filter((n) => n > 0).reduce((s, n) => s + n, 0);
    expect(tb.totals.debit).toBe(expectedDebits);
    if (date !== FAR_FUTURE) {
      const datedNets = await accountNets(db, ctx.companyId, { asOf: date });
      expect(new Map([...datedNets].filter(([, n]) => n !== 0))).toEqual(nonZero);
    }
  }

  const counters: { documentType: string; lastValue: number }[] = await db("documentCounters")
    .where({ companyId: ctx.companyId })
    .select("documentType", "lastValue");
  expect(new Map(counters.map((c) => [c.documentType, c.lastValue]))).toEqual(model.counters);
}

// ---- generators ----------------------------------------------------------------------------

const DAY = 86_400_000;
const FIRST_DAY = Date.UTC(2020, 0, 1);
const LAST_DAY = Date.UTC(2027, 11, 31);
const dateArb = fc
  .integer({ min: 0, max: (LAST_DAY - FIRST_DAY) / DAY })
  .map((offset) => new Date(FIRST_DAY + offset * DAY).toISOString().slice(0, 10));

interface GenLine {
  accountId: number;
  side: "debit" | "credit";
  amount: number;
}

function toPostingLine(line: GenLine): PostingLine {
  return line.side === "debit"
    ? { accountId: line.accountId, debit: line.amount as Cents }
    : { accountId: line.accountId, credit: line.amount as Cents };
}

/**
 * 2–6 lines with amounts of 1..10^9 cents; the first is a debit, the second a credit, and the
 * difference between the sides is added to the first line of the smaller side: balanced by
 * construction (that one line may grow to the sum of the others).
 */
function balancedLinesArb(): fc.Arbitrary<GenLine[]> {
  const lineArb = fc.record({
    accountId: fc.constantFrom(...activeIds),
    side: fc.constantFrom<"debit" | "credit">("debit", "credit"),
    amount: fc.integer({ min: 1, max: MAX_AMOUNT }),
  });
  return fc.array(lineArb, { minLength: 2, maxLength: 6 }).map((generated) => {
    const lines = generated.map((l) => ({ ...l }));
    lines[0].side = "debit";
    lines[1].side = "credit";
    const sum = (side: "debit" | "credit") => lines.filter((l) => l.side === side).reduce((s, l) => s + l.amount, 0);
    const difference = sum("debit") - sum("credit");
    if (difference > 0) lines.find((l) => l.side === "credit")!.amount += difference;
    if (difference < 0) lines.find((l) => l.side === "debit")!.amount -= difference;
    return lines;
  });
}

function validDocArb(): fc.Arbitrary<Posting> {
  return fc.record({
    entryType: fc.constantFrom(...SERIES),
    entryDate: dateArb,
    lines: balancedLinesArb().map((lines) => lines.map(toPostingLine)),
  });
}

type Command = { kind: "post"; posting: Posting } | { kind: "reverse"; pick: number; date: string | null };

function commandArb(): fc.Arbitrary<Command> {
  return fc.oneof(
    { weight: 3, arbitrary: validDocArb().map((posting) => ({ kind: "post" as const, posting })) },
    {
      weight: 1,
      arbitrary: fc.record({ kind: fc.constant("reverse" as const), pick: fc.nat(), date: fc.option(dateArb, { nil: null }) }),
    },
  );
}

interface InvalidCase {
  kind: string;
  posting: Posting;
  /** A message the refusal must contain. */
  message: string;
}

const insertAt = <T>(items: T[], index: number, item: T) => {
  const copy = [...items];
  copy.splice(index % (items.length + 1), 0, item);
  return copy;
};

function invalidDocArb(): fc.Arbitrary<InvalidCase> {
  const series = fc.constantFrom(...SERIES);
  const base = fc.record({ entryType: series, entryDate: dateArb, lines: balancedLinesArb() });
  const doc = (b: { entryType: string; entryDate: string }, lines: PostingLine[]): Posting => ({
    entryType: b.entryType,
    entryDate: b.entryDate,
    lines,
  });
  const account = fc.constantFrom(...activeIds);
  const amount = fc.integer({ min: 1, max: MAX_AMOUNT });

  const unbalanced = fc.tuple(base, fc.nat(), fc.integer({ min: 1, max: MAX_AMOUNT }), fc.boolean()).map(([b, at, delta, grow]) => {
    const lines = b.lines.map((l) => ({ ...l }));
    const line = lines[at % lines.length];
    // Off by at least one cent, either way (a line never drops below one cent).
    line.amount = grow || line.amount <= delta ? line.amount + delta : line.amount - delta;
    return { kind: "unbalanced", posting: doc(b, lines.map(toPostingLine)), message: "Totals must be equal. Debit: " };
  });
  const oneSided = fc
    .tuple(
      series,
      dateArb,
      fc.constantFrom<"debit" | "credit">("debit", "credit"),
      fc.array(fc.tuple(account, amount), { minLength: 2, maxLength: 6 }),
    )
    .map(([entryType, entryDate, side, lines]) => ({
      kind: `all ${side}s`,
      posting: { entryType, entryDate, lines: lines.map(([accountId, a]) => toPostingLine({ accountId, side, amount: a })) },
      message: MESSAGES.bothSides,
    }));
  const zeroLine = fc
    .tuple(
      base,
      fc.nat(),
      account,
      fc.constantFrom<PostingLine["debit"][]>(
        [0 as Cents, undefined],
        [undefined, 0 as Cents],
        [undefined, undefined],
        [0 as Cents, 0 as Cents],
      ),
    )
    .map(([b, at, accountId, [debit, credit]]) => ({
      kind: "zero line",
      posting: doc(b, insertAt(b.lines.map(toPostingLine), at, { accountId, debit, credit })),
      message: MESSAGES.oneSide,
    }));
  const bothSided = fc.tuple(base, fc.nat(), account, amount, fc.boolean()).map(([b, at, accountId, a, equal]) => ({
    kind: "both-sided line",
    // Equal sides keep the totals equal, so the rule broken is the line's alone.
    posting: doc(b, insertAt(b.lines.map(toPostingLine), at, { accountId, debit: a as Cents, credit: (equal ? a : a + 1) as Cents })),
    message: MESSAGES.oneSide,
  }));
  const foreign = fc.tuple(base, fc.nat()).map(([b, at]) => ({
    kind: "other company's account",
    posting: doc(
      b,
      b.lines.map((l, i) => toPostingLine(i === at % b.lines.length ? { ...l, accountId: foreignId } : l)),
    ),
    message: `Account ${foreignId} was not found in this company`,
  }));
  const unknown = fc.tuple(base, fc.nat(), fc.integer({ min: 1_000_000, max: 2_147_483_647 })).map(([b, at, id]) => ({
    kind: "unknown account",
    posting: doc(
      b,
      b.lines.map((l, i) => toPostingLine(i === at % b.lines.length ? { ...l, accountId: id } : l)),
    ),
    message: `Account ${id} was not found in this company`,
  }));
  const onInactive = fc.tuple(base, fc.nat()).map(([b, at]) => ({
    kind: "inactive account",
    posting: doc(
      b,
      b.lines.map((l, i) => toPostingLine(i === at % b.lines.length ? { ...l, accountId: inactive.id } : l)),
    ),
    message: `Account "${inactive.name}" is inactive`,
  }));
  const tooFew = fc
    .tuple(series, dateArb, fc.array(fc.tuple(account, fc.constantFrom<"debit" | "credit">("debit", "credit"), amount), { maxLength: 1 }))
    .map(([entryType, entryDate, lines]) => ({
      kind: `${lines.length} line(s)`,
      posting: { entryType, entryDate, lines: lines.map(([accountId, side, a]) => toPostingLine({ accountId, side, amount: a })) },
      message: MESSAGES.twoRows,
    }));
  const badDate = fc
    .tuple(base, fc.constantFrom("2026-02-30", "2025-13-01", "2026-00-10", "20260101", "", "1899-12-31", "01/15/2026"))
    .map(([b, entryDate]) => ({
      kind: "invalid date",
      posting: { entryType: b.entryType, entryDate, lines: b.lines.map(toPostingLine) },
      message: "Entry date must be a valid date",
    }));
  return fc.oneof(unbalanced, oneSided, zeroLine, bothSided, foreign, unknown, onInactive, tooFew, badDate);
}

// ---- setup ---------------------------------------------------------------------------------

beforeAll(async () => {
  app = await startTestApp();
  ({ ctx, other: otherCtx } = await ownerWithTwoCompanies(app.db, "2026-11-22"));

  const create = (context: CompanyContext, fields: Record<string, unknown>) =>
    createAccount(app.db, context, accountCreateSchema.parse(fields));
  const accounts = [
    await create(ctx, { accountType: "Cash", accountNumber: "1000", accountName: "Petty Cash" }),
    await create(ctx, {
      ...CHECKING,
      openingBalance: "5000.00",
      asOf: "01/01/2020",
    }),
    await create(ctx, { accountType: "Other current Asset", accountNumber: "1200", accountName: "Accounts Receivable" }),
    await create(ctx, { accountType: "Current Liability", accountNumber: "2000", accountName: "Accounts Payable" }),
    await create(ctx, { accountType: "Credit Card", accountNumber: "2100", accountName: "Company Card" }),
    await create(ctx, { accountType: "Income", accountNumber: "4000", accountName: "Sales" }),
    await create(ctx, { accountType: "Cost of Goods Sold", accountNumber: "5000", accountName: "Cost of Goods Sold" }),
    await create(ctx, { accountType: "Expense", accountNumber: "6100", accountName: "Rent" }),
  ];
  const old = await create(ctx, { accountType: "Expense", accountNumber: "6900", accountName: "Old Expense", active: false });
  inactive = { id: old.id, name: old.accountName };
  foreignId = (await create(otherCtx, { accountType: "Expense", accountNumber: "6100", accountName: "Their Rent" })).id;

  // The opening balance posted Dr Checking, Cr Opening Balance Equity (created for it), as OB-0001.
  const all: { id: number; accountName: string; active: boolean }[] = await app
    .db("companyAccounts")
    .where({ companyId: ctx.companyId })
    .select("id", "accountName", "active");
  const equity = all.find((a) => a.accountName === "Opening Balance Equity");
  expect(equity).toBeDefined();
  companyAccountIds = all.map((a) => a.id);
  activeIds = all.filter((a) => a.active).map((a) => a.id);
  expect(activeIds).toHaveLength(accounts.length + 1);
  expect(activeIds).not.toContain(inactive.id);
  const bank = accounts[1].id;
  model.lines.push(
    { accountId: bank, date: "2020-01-01", debit: 500000, credit: 0 },
    { accountId: equity!.id, date: "2020-01-01", debit: 0, credit: 500000 },
  );
  model.counters.set("OB", 1);
  await expectBooksMatchModel(app.db, null);
});
afterAll(() => app?.cleanup());

// ---- properties ----------------------------------------------------------------------------

describe("ledger properties", () => {
  it("random valid documents and reversals keep the trial balance equal and every balance equal to its lines", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(commandArb(), { minLength: 1, maxLength: 8 }),
        fc.option(dateArb, { nil: null }),
        async (commands, asOf) => {
          const draft = draftOf(model);
          await app.db.transaction(async (trx) => {
            for (const command of commands) {
              if (command.kind === "post") {
                const { posting } = command;
                const posted = await postEntry(trx, ctx, posting);
                expect(posted.entryNo).toBe(takeModelNumber(draft, posting.entryType));
                const lines = posting.lines.map((l) => ({
                  accountId: l.accountId,
                  date: posting.entryDate,
                  debit: l.debit ?? 0,
                  credit: l.credit ?? 0,
                }));
                draft.entries.push({ id: posted.id, entryType: posting.entryType, date: posting.entryDate, lines, status: "posted" });
                draft.lines.push(...lines);
              } else {
                const open = draft.entries.filter((e) => e.status === "posted");
                if (!open.length) continue;
                const original = open[command.pick % open.length];
                const reversal = await reverseEntry(trx, ctx, original.id, command.date ? { date: command.date } : {});
                expect(reversal.entryNo).toBe(takeModelNumber(draft, original.entryType));
                const date = command.date ?? original.date;
                const lines = original.lines.map((l) => ({ accountId: l.accountId, date, debit: l.credit, credit: l.debit }));
                original.status = "cancelled";
                draft.entries.push({ id: reversal.id, entryType: original.entryType, date, lines, status: "posted" });
                draft.lines.push(...lines);
              }
            }
          });
          commit(draft);
          await expectBooksMatchModel(app.db, asOf);
          // The database agrees on which entries are cancelled.
          const cancelled: number[] = await app.db("journalEntries").where({ companyId: ctx.companyId, status: "cancelled" }).pluck("id");
          expect(new Set(cancelled)).toEqual(new Set(model.entries.filter((e) => e.status === "cancelled").map((e) => e.id)));
        },
      ),
      { numRuns: 50 },
    );
  }, 180_000);

  it("random invalid documents are refused and change nothing, not even the next document number", async () => {
    const snapshot = async (db: Knex) => {
      const [{ lines }] = await db("journalLines").count({ lines: "*" });
      const [{ entries }] = await db("journalEntries").count({ entries: "*" });
      const counters = await db("documentCounters").orderBy(["companyId", "documentType"]).select("companyId", "documentType", "lastValue");
      return { lines: Number(lines), entries: Number(entries), counters };
    };
    await fc.assert(
      fc.asyncProperty(invalidDocArb(), validDocArb(), fc.boolean(), async (bad, good, sameTransaction) => {
        const before = await snapshot(app.db);
        const nextNo = await peekEntryNo(app.db, ctx.companyId, bad.posting.entryType);
        const expectRefused = (error: unknown) => {
          expect(error, `${bad.kind} was posted`).toBeInstanceOf(Error);
          expect((error as Error).name, String(error)).toBe("DomainError");
          expect((error as { status?: number }).status).toBe(400);
          expect((error as Error).message).toContain(bad.message);
        };
        const next: Posting = { ...good, entryType: bad.posting.entryType };
        const draft = draftOf(model);
        const recordNext = (posted: { id: number; entryNo: string }) => {
          // The number the refused posting would have taken goes to the next one.
          expect(posted.entryNo).toBe(nextNo);
          expect(posted.entryNo).toBe(takeModelNumber(draft, next.entryType));
          const lines = next.lines.map((l) => ({
            accountId: l.accountId,
            date: next.entryDate,
            debit: l.debit ?? 0,
            credit: l.credit ?? 0,
          }));
          draft.entries.push({ id: posted.id, entryType: next.entryType, date: next.entryDate, lines, status: "posted" });
          draft.lines.push(...lines);
        };

        if (sameTransaction) {
          // A caller that catches the refusal and carries on in the same transaction: nothing of
          // the refused posting is there, and its number is still free.
          await app.db.transaction(async (trx) => {
            expectRefused(
              await postEntry(trx, ctx, bad.posting).then(
                () => null,
                (e: unknown) => e,
              ),
            );
            expect(await snapshot(trx)).toEqual(before);
            expect(await peekEntryNo(trx, ctx.companyId, next.entryType)).toBe(nextNo);
            recordNext(await postEntry(trx, ctx, next));
          });
        } else {
          expectRefused(
            await app.db
              .transaction((trx) => postEntry(trx, ctx, bad.posting))
              .then(
                () => null,
                (e: unknown) => e,
              ),
          );
          expect(await snapshot(app.db)).toEqual(before);
          expect(await peekEntryNo(app.db, ctx.companyId, next.entryType)).toBe(nextNo);
          recordNext(await app.db.transaction((trx) => postEntry(trx, ctx, next)));
        }
        commit(draft);
        const after = await snapshot(app.db);
        expect(after.lines).toBe(before.lines + next.lines.length);
        expect(after.entries).toBe(before.entries + 1);
        await expectBooksMatchModel(app.db, null);
      }),
      { numRuns: 60 },
    );
  }, 180_000);
});
