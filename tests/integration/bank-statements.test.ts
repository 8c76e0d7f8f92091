// Bank statement import, matching, recording and bank rules (issue 27 item 5): an OFX and a CSV
// statement imported twice add nothing the second time, and an overlapping file adds only what is
// new; bad files are refused by line and write nothing; matching picks the right ledger line among
// same-amount candidates by check number and date, a confirmed match marks the line cleared and an
// unmatch takes the mark away; unmatched lines are recorded as an expense, a deposit or a transfer
// (pre-filled by a bank rule) and matched at once; the books balance after every step, and another
// company's lines and rules are not found.
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Cents } from "../../app/lib/money";
import { createAccount } from "../../app/modules/accounts/accounts.server";
import { accountCreateSchema } from "../../app/modules/accounts/schema";
import type { CompanyContext } from "../../app/modules/companies/companies.server";
import { createBankRule, deleteBankRule, listBankRules, ruleFor, updateBankRule } from "../../app/modules/banking/bank-rules.server";
import { confirmMatch, confirmSuggestedMatches, statementLinesPage, unmatch } from "../../app/modules/banking/match.server";
import { transferSchema } from "../../app/modules/banking/schema";
import { RULE_MESSAGES as R, STATEMENT_MESSAGES as M } from "../../app/modules/banking/statement-constants";
import { importStatement } from "../../app/modules/banking/statement-import.server";
import { recordStatementLine } from "../../app/modules/banking/statement-record.server";
import { bankRuleSchema, bankRuleUpdateSchema, recordSchema, statementImportSchema } from "../../app/modules/banking/statement-schema";
import { createTransfer } from "../../app/modules/banking/transfers.server";
import { accountNets, trialBalance } from "../../app/modules/ledger/ledger.server";
import { createPurchaseDocument } from "../../app/modules/purchases/documents.server";
import { DOCUMENT_SCHEMAS } from "../../app/modules/purchases/schema";
import { DomainError } from "../../app/utils/errors";
import { startTestApp, type TestApp } from "../support/app";
import { ownerWithTwoCompanies } from "../support/books";
import { SAVINGS } from "../support/accounts";
import { billPaidByCheque, giveBankingBooks, type BankingBooks } from "../support/banking-books";

let app: TestApp;
let ctx: CompanyContext;
let other: CompanyContext;
let books: BankingBooks;
let theirs: BankingBooks;
/** The ledger lines on Checking the statement should find, by name. */
const ledger: Record<string, number> = {};

const fixture = (name: string) => fs.readFileSync(new URL(`../fixtures/statements/${name}`, import.meta.url), "utf8");
const SAVINGS_MAPPING = {
  dateColumn: "Date",
  descriptionColumn: "Description",
  debitColumn: "Debit",
  creditColumn: "Credit",
  checkNumberColumn: "Check No",
  dateFormat: "MM/DD/YYYY",
};

const importFile = (accountId: number, body: Record<string, unknown>, c = ctx) =>
  importStatement(app.db, c, accountId, statementImportSchema.parse(body));

/** The refusal's `line N:` problems (and that it was a refusal). */
async function refusal(work: Promise<unknown>): Promise<{ status: number; message: string; lines: string[] }> {
  const error = await work.then(
    () => {
      throw new Error("not refused");
    },
    (e: unknown) => e,
  );
  if (!(error instanceof DomainError)) throw error;
  return { status: error.status, message: error.message, lines: error.fieldErrors?.lines ?? [] };
}

const count = async (table: string, c = ctx) => Number((await app.db(table).where({ companyId: c.companyId }).count({ n: "*" }))[0].n);

async function expectBooksBalanced(c = ctx) {
  const tb = await trialBalance(app.db, c.companyId, "2099-12-31");
  expect(tb.totals.debit).toBe(tb.totals.credit);
}

/** The journal line of `entryId` on `accountId`. */
const lineOf = async (entryId: number | null, accountId: number) =>
  Number((await app.db("journalLines").where({ companyId: ctx.companyId, journalEntryId: entryId, accountId }).first("id")).id);

const clearedMark = async (lineId: number) => {
  const row = await app.db("clearedLines").where({ companyId: ctx.companyId, journalLineId: lineId }).first("reconciliationId");
  return row ? (row.reconciliationId === null ? "C" : "R") : "";
};

/** The statement lines of an account as the review page lists them, all of them. */
const linesOf = async (accountId: number, status: "unmatched" | "matched" | "all" = "all", c = ctx) =>
  (await statementLinesPage(app.db, c.companyId, accountId, { status, page: 1, perPage: 100 })).items;

const lineByText = async (accountId: number, text: string) => {
  const found = (await linesOf(accountId)).find((l) => l.description.includes(text));
  if (!found) throw new Error(`no statement line ${text}`);
  return found;
};

async function cashExpense(amount: string, date: string) {
  const saved = await createPurchaseDocument(
    app.db,
    ctx,
    "cash_expense",
    DOCUMENT_SCHEMAS.cash_expense.parse({ date, payFromAccountId: books.checking, accountRecords: [{ accountId: books.rent, amount }] }),
  );
  return lineOf(saved.journalEntryId, books.checking);
}

beforeAll(async () => {
  app = await startTestApp();
  ({ ctx, other } = await ownerWithTwoCompanies(app.db, "2026-11-28"));
  books = await giveBankingBooks(app.db, ctx);
  theirs = await giveBankingBooks(app.db, other);
  // Two cheques of 120.00 a day apart, two expenses of 45.00, a transfer to savings.
  const c1001 = await billPaidByCheque(app.db, ctx, books, { amount: "120.00", date: "2026-11-02", checkNumber: "1001" });
  const c1002 = await billPaidByCheque(app.db, ctx, books, { amount: "120.00", date: "2026-11-03", checkNumber: "1002" });
  ledger.cheque1001 = await lineOf(c1001.payment.journalEntryId, books.checking);
  ledger.cheque1002 = await lineOf(c1002.payment.journalEntryId, books.checking);
  ledger.expense16 = await cashExpense("45.00", "2026-11-16");
  ledger.expense20 = await cashExpense("45.00", "2026-11-20");
  const { transfer } = await createTransfer(
    app.db,
    ctx,
    transferSchema.parse({ fromAccountId: books.checking, toAccountId: books.savings, date: "2026-11-10", amount: "200.00" }),
  );
  ledger.transfer = await lineOf(transfer.journalEntryId, books.checking);
  ledger.transferIn = await lineOf(transfer.journalEntryId, books.savings);
});
afterAll(() => app?.cleanup());

describe("importing statements", () => {
  it("imports an OFX statement once: the same file again adds nothing, an overlapping QFX only its new lines", async () => {
    const first = await importFile(books.checking, { fileName: "checking-2026-11.ofx", content: fixture("checking-2026-11.ofx") });
    expect(first).toMatchObject({ format: "ofx", lines: 6, added: 6, skipped: 0, firstDate: "2026-11-02", lastDate: "2026-11-19" });
    expect(first.message).toBe("6 new statement lines imported; 0 already imported skipped.");
    const again = await importFile(books.checking, { fileName: "checking-2026-11.ofx", content: fixture("checking-2026-11.ofx") });
    expect(again).toMatchObject({ lines: 6, added: 0, skipped: 6 });
    const dry = await importFile(books.checking, { content: fixture("checking-2026-11-late.qfx"), dryRun: true });
    expect(dry).toMatchObject({ dryRun: true, lines: 6, added: 2, skipped: 4 });
    expect(await count("statementLines")).toBe(6);
    const late = await importFile(books.checking, { fileName: "late.qfx", content: fixture("checking-2026-11-late.qfx") });
    expect(late).toMatchObject({ lines: 6, added: 2, skipped: 4 });
    const lines = await linesOf(books.checking);
    expect(lines.map((l) => [l.date, l.amount, l.description])).toEqual([
      ["2026-11-26", "-30.00", "SHELL OIL 5521"],
      ["2026-11-25", "-30.00", "SHELL OIL 5521"],
      ["2026-11-19", "-45.00", "OFFICE DEPOT 0042"],
      ["2026-11-18", "-75.50", "COFFEE & CO #118"],
      ["2026-11-15", "350.00", "ACME SUPPLIES REFUND"],
      ["2026-11-12", "-15.00", "MONTHLY SERVICE FEE"],
      ["2026-11-10", "-200.00", "ONLINE TRANSFER TO SAVINGS"],
      ["2026-11-02", "-120.00", "CHECK 1002"],
    ]);
    expect(lines.find((l) => l.description === "CHECK 1002")).toMatchObject({
      checkNumber: "1002",
      fileName: "checking-2026-11.ofx",
      fileLine: 43,
    });
  });

  it("imports a CSV statement with the account's mapping, saved for the next file: again adds nothing", async () => {
    const first = await importFile(books.savings, {
      fileName: "savings-2026-11.csv",
      content: fixture("savings-2026-11.csv"),
      mapping: SAVINGS_MAPPING,
    });
    expect(first).toMatchObject({ format: "csv", lines: 3, added: 3, skipped: 0 });
    // No mapping: the saved one reads the file.
    expect(await importFile(books.savings, { content: fixture("savings-2026-11.csv") })).toMatchObject({ added: 0, skipped: 3 });
    expect(await importFile(books.savings, { content: fixture("savings-2026-12.csv") })).toMatchObject({ added: 1, skipped: 2 });
    expect((await linesOf(books.savings)).map((l) => [l.date, l.amount, l.description])).toEqual([
      ["2026-12-01", "50.00", "DEPOSIT"],
      ["2026-11-30", "-5.00", "Fee, monthly"],
      ["2026-11-30", "0.42", "INTEREST PAID"],
      ["2026-11-10", "200.00", "TRANSFER FROM CHECKING"],
    ]);
  });

  it("refuses bad files by line and writes nothing", async () => {
    const before = await count("statementLines");
    const truncated = await refusal(importFile(books.checking, { content: fixture("checking-truncated.ofx") }));
    expect(truncated.status).toBe(400);
    expect(truncated.lines).toEqual(["line 81: the file ends before <STMTTRN> of line 76 is closed: it is cut short (download it again)"]);
    expect((await refusal(importFile(books.savings, { content: fixture("savings-bad.csv") }))).lines).toEqual([
      'line 3: Date "13/45/2026" is not a date (MM/DD/YYYY)',
      'line 4: Debit "five" is not an amount',
    ]);
    const wrongColumns = await refusal(
      importFile(books.savings, { content: fixture("savings-2026-11.csv"), mapping: { ...SAVINGS_MAPPING, debitColumn: "Withdrawal" } }),
    );
    expect(wrongColumns.lines).toEqual(['line 1: Missing column "Withdrawal"']);
    // A CSV for an account without a mapping, and an account that is not a bank's.
    expect((await refusal(importFile(books.card, { content: fixture("savings-2026-11.csv") }))).message).toBe(M.mappingNeeded);
    expect((await refusal(importFile(books.rent, { content: fixture("checking-2026-11.ofx") }))).message).toBe(M.notBankAccount);
    expect(await count("statementLines")).toBe(before);
    expect(await count("statementCsvMappings")).toBe(1);
  });

  it("imports a credit card's XML OFX with charges as money out", async () => {
    const card = await importFile(books.card, { content: fixture("visa-2026-11.ofx") });
    expect(card).toMatchObject({ added: 2 });
    expect((await linesOf(books.card)).map((l) => l.amount)).toEqual(["100.00", "-64.20"]);
  });

  it("keeps each company's lines: another company's account is not found", async () => {
    expect((await refusal(importFile(theirs.checking, { content: fixture("checking-2026-11.ofx") }))).status).toBe(404);
    expect(await linesOf(books.checking, "all", other)).toEqual([]);
  });
});

describe("matching", () => {
  it("picks the right line among same-amount candidates: the check number decides, then the nearest date", async () => {
    const cheque = await lineByText(books.checking, "CHECK 1002");
    // Cheque 1001 is of the same amount and the same day; 1002 a day later carries the number.
    expect(cheque.candidates.map((c) => [c.lineId, c.checkNumber, c.days, c.checkMatches])).toEqual([[ledger.cheque1002, "1002", 1, true]]);
    const depot = await lineByText(books.checking, "OFFICE DEPOT");
    expect(depot.candidates.map((c) => [c.lineId, c.date, c.days])).toEqual([
      [ledger.expense20, "2026-11-20", 1],
      [ledger.expense16, "2026-11-16", 3],
    ]);
    expect((await lineByText(books.checking, "SERVICE FEE")).candidates).toEqual([]);
  });

  it("confirms a match (the ledger line is cleared), refuses a second hold of it, and unmatches", async () => {
    const depot = await lineByText(books.checking, "OFFICE DEPOT");
    expect(await confirmMatch(app.db, ctx, depot.id, ledger.expense20)).toBe(M.matched);
    expect(await clearedMark(ledger.expense20)).toBe("C");
    expect((await lineByText(books.checking, "OFFICE DEPOT")).matched).toMatchObject({ lineId: ledger.expense20, date: "2026-11-20" });
    const fee = await lineByText(books.checking, "SERVICE FEE");
    expect((await refusal(confirmMatch(app.db, ctx, fee.id, ledger.expense16))).message).toBe(M.amountsDiffer("-$15.00", "-$45.00"));
    expect((await refusal(confirmMatch(app.db, ctx, depot.id, ledger.expense16))).message).toBe(M.alreadyMatched);
    expect(await unmatch(app.db, ctx, depot.id)).toBe(M.unmatched);
    expect(await clearedMark(ledger.expense20)).toBe("");
    expect((await refusal(unmatch(app.db, ctx, depot.id))).message).toBe(M.notMatched);
    // Another company's statement line is not found.
    expect((await refusal(confirmMatch(app.db, other, depot.id, ledger.expense20))).status).toBe(404);
  });

  it("confirms every suggested match at once, each ledger line once, across accounts' own lines", async () => {
    const { matched } = await confirmSuggestedMatches(app.db, ctx, books.checking);
    expect(matched).toBe(3); // the cheque, the transfer, Office Depot
    expect(await Promise.all([ledger.cheque1002, ledger.transfer, ledger.expense20].map(clearedMark))).toEqual(["C", "C", "C"]);
    expect(await clearedMark(ledger.cheque1001)).toBe("");
    expect((await confirmSuggestedMatches(app.db, ctx, books.savings)).matched).toBe(1);
    expect(await clearedMark(ledger.transferIn)).toBe("C");
    expect((await linesOf(books.checking, "unmatched")).map((l) => l.description)).toEqual([
      "SHELL OIL 5521",
      "SHELL OIL 5521",
      "COFFEE & CO #118",
      "ACME SUPPLIES REFUND",
      "MONTHLY SERVICE FEE",
    ]);
  });
});

describe("bank rules and recording unmatched lines", () => {
  it("keeps a company's rules: create, edit, a name used once, delete; another company's are not found", async () => {
    const { rule, message } = await createBankRule(
      app.db,
      ctx,
      bankRuleSchema.parse({
        name: "Bank fees",
        payeeContains: "service fee",
        direction: "out",
        accountId: books.fees,
        memo: "Monthly fee",
      }),
    );
    expect(message).toBe(R.created);
    expect(rule).toMatchObject({ accountName: "Bank Fees", direction: "out", amountMin: null });
    const fuel = await createBankRule(
      app.db,
      ctx,
      bankRuleSchema.parse({
        name: "Fuel",
        payeeContains: "SHELL",
        direction: "out",
        amountMax: "25.00",
        accountId: books.rent,
        vendorId: books.acme,
      }),
    );
    const edited = await updateBankRule(
      app.db,
      ctx,
      fuel.rule.id,
      bankRuleUpdateSchema.parse({ ...fuel.rule, amountMin: "10.00", amountMax: "50.00", memo: "Fuel", version: fuel.rule.version }),
    );
    expect(edited.rule).toMatchObject({ amountMin: "10.00", amountMax: "50.00", memo: "Fuel", version: 2 });
    expect(
      (
        await refusal(
          createBankRule(
            app.db,
            ctx,
            bankRuleSchema.parse({ name: "bank FEES", payeeContains: "x", direction: "in", accountId: books.sales }),
          ),
        )
      ).message,
    ).toBe(R.nameTaken("bank FEES"));
    expect(
      (
        await refusal(
          createBankRule(
            app.db,
            ctx,
            bankRuleSchema.parse({ name: "Theirs", payeeContains: "x", direction: "in", accountId: theirs.sales }),
          ),
        )
      ).message,
    ).toBe(R.accountNotFound);
    await createBankRule(
      app.db,
      ctx,
      bankRuleSchema.parse({ name: "Refunds", payeeContains: "refund", direction: "in", accountId: books.sales }),
    );
    await createBankRule(
      app.db,
      ctx,
      bankRuleSchema.parse({ name: "Card payment", payeeContains: "payment thank you", direction: "in", accountId: books.checking }),
    );
    const temp = await createBankRule(
      app.db,
      ctx,
      bankRuleSchema.parse({ name: "Temp", payeeContains: "zzz", direction: "in", accountId: books.sales }),
    );
    expect((await deleteBankRule(app.db, ctx, temp.rule.id)).message).toBe(R.deleted);
    expect((await refusal(deleteBankRule(app.db, other, fuel.rule.id))).status).toBe(404);
    expect((await listBankRules(app.db, ctx.companyId)).map((r) => r.name)).toEqual(["Bank fees", "Fuel", "Refunds", "Card payment"]);
    expect(await listBankRules(app.db, other.companyId)).toEqual([]);
  });

  it("pre-fills a line from the first rule that applies: payee text, money in or out, the amount range", async () => {
    const rules = await listBankRules(app.db, ctx.companyId);
    const line = (description: string, amount: number) => ({ description, memo: "", amount: amount as Cents });
    expect(ruleFor(rules, line("MONTHLY SERVICE FEE", -1500))).toMatchObject({ as: "expense", accountId: books.fees, memo: "Monthly fee" });
    expect(ruleFor(rules, line("SHELL OIL 5521", -3000))).toMatchObject({ as: "expense", accountId: books.rent, vendorId: books.acme });
    expect(ruleFor(rules, line("SHELL OIL 5521", -6000))).toBeNull(); // over the range
    expect(ruleFor(rules, line("MONTHLY SERVICE FEE", 1500))).toBeNull(); // money in
    expect(ruleFor(rules, line("ACME SUPPLIES REFUND", 35000))).toMatchObject({ as: "deposit", accountId: books.sales });
    expect(ruleFor(rules, line("PAYMENT THANK YOU", 10000))).toMatchObject({ as: "transfer", accountId: books.checking });
  });

  it("records a line as an expense (its rule's account, vendor, memo), matched and cleared at once; the books balance", async () => {
    const fee = await lineByText(books.checking, "SERVICE FEE");
    const rules = await listBankRules(app.db, ctx.companyId);
    const prefill = ruleFor(rules, { ...fee, amount: -1500 as Cents })!;
    const before = (await accountNets(app.db, ctx.companyId, { accountIds: [books.fees] })).get(books.fees) ?? 0;
    const recorded = await recordStatementLine(app.db, ctx, fee.id, recordSchema.parse(prefill));
    expect(recorded.message).toMatch(/^Expense EXP-\d{4} recorded and matched\.$/);
    expect(await clearedMark(recorded.journalLineId)).toBe("C");
    const doc = await app.db("purchaseDocuments").where({ companyId: ctx.companyId, id: recorded.documentId }).first();
    expect(doc).toMatchObject({ kind: "cash_expense", docDate: "2026-11-12", total: "15.00", comments: "Monthly fee" });
    expect((await accountNets(app.db, ctx.companyId, { accountIds: [books.fees] })).get(books.fees)).toBe(before + 1500);
    expect((await lineByText(books.checking, "SERVICE FEE")).matched).toMatchObject({ lineId: recorded.journalLineId });
    await expectBooksBalanced();
  });

  it("records a deposit, a transfer, and a card charge; refuses the wrong way round and leaves nothing behind", async () => {
    const refund = await lineByText(books.checking, "ACME SUPPLIES REFUND");
    const entries = await count("journalEntries");
    expect(
      (await refusal(recordStatementLine(app.db, ctx, refund.id, recordSchema.parse({ as: "expense", accountId: books.rent })))).message,
    ).toBe(M.expenseNeedsMoneyOut);
    expect(await count("journalEntries")).toBe(entries);
    const deposit = await recordStatementLine(app.db, ctx, refund.id, recordSchema.parse({ as: "deposit", accountId: books.sales }));
    expect(deposit.message).toMatch(/^Deposit DEP-\d{4} recorded and matched\.$/);
    const coffee = await lineByText(books.checking, "COFFEE");
    const transfer = await recordStatementLine(
      app.db,
      ctx,
      coffee.id,
      recordSchema.parse({ as: "transfer", accountId: books.cash, memo: "Petty cash" }),
    );
    const moved = await app.db("bankTransfers").where({ companyId: ctx.companyId, id: transfer.documentId }).first();
    expect(moved).toMatchObject({ fromAccountId: books.checking, toAccountId: books.cash, amount: "75.50", memo: "Petty cash" });
    const [staples] = (await linesOf(books.card)).filter((l) => l.description === "STAPLES #221");
    const charge = await recordStatementLine(app.db, ctx, staples.id, recordSchema.parse({ as: "expense", accountId: books.rent }));
    expect((await app.db("purchaseDocuments").where({ companyId: ctx.companyId, id: charge.documentId }).first()).kind).toBe(
      "credit_card_charge",
    );
    expect(
      (await refusal(recordStatementLine(app.db, ctx, staples.id, recordSchema.parse({ as: "expense", accountId: books.rent })))).message,
    ).toBe(M.alreadyMatched);
    expect(
      (await refusal(recordStatementLine(app.db, other, coffee.id, recordSchema.parse({ as: "expense", accountId: theirs.rent })))).status,
    ).toBe(404);
    await expectBooksBalanced();
  });
});

describe("confirming every suggestion of a whole file", () => {
  it("gives each ledger line once, oldest statement lines first, a later line its next best when the best are taken", async () => {
    // Four expenses of 33.33 on Dec 1–4; three statement lines of Dec 3, one of Dec 6.
    const paid = [];
    for (const date of ["2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04"]) paid.push(await cashExpense("33.33", date));
    const [dec1, dec2, dec3, dec4] = paid;
    const content = [
      "Date,Description,Amount",
      "12/03/2026,PARKING A,-33.33",
      "12/03/2026,PARKING B,-33.33",
      "12/03/2026,PARKING C,-33.33",
      "12/06/2026,PARKING D,-33.33",
    ].join("\n");
    const mapping = { dateColumn: "Date", descriptionColumn: "Description", amountColumn: "Amount", dateFormat: "MM/DD/YYYY" };
    expect(await importFile(books.checking, { fileName: "december.csv", format: "csv", content, mapping })).toMatchObject({
      added: 4,
      skipped: 0,
    });
    // Dec 6's three nearest (Dec 4, 3, 2) go to the lines of Dec 3 first; it is left Dec 1, five days away.
    const parkingD = await lineByText(books.checking, "PARKING D");
    expect(parkingD.candidates.map((c) => c.lineId)).toEqual([dec4, dec3, dec2]);
    const { matched, message } = await confirmSuggestedMatches(app.db, ctx, books.checking);
    expect(matched).toBe(4);
    expect(message).toBe(M.matchedMany(4));
    const matchedTo = async (text: string) => (await lineByText(books.checking, text)).matched?.lineId;
    expect([
      await matchedTo("PARKING A"),
      await matchedTo("PARKING B"),
      await matchedTo("PARKING C"),
      await matchedTo("PARKING D"),
    ]).toEqual([dec3, dec2, dec4, dec1]);
    expect(await Promise.all(paid.map(clearedMark))).toEqual(["C", "C", "C", "C"]);
    // The same file again adds nothing, and there is nothing left to confirm.
    expect(await importFile(books.checking, { fileName: "december.csv", format: "csv", content })).toMatchObject({ added: 0, skipped: 4 });
    expect((await confirmSuggestedMatches(app.db, ctx, books.checking)).matched).toBe(0);
    await expectBooksBalanced();
  });
});

describe("the window of a whole file's candidates", () => {
  it("reaches the window's days before the file's first line and after its last, and not a day further", async () => {
    const reserve = (
      await createAccount(
        app.db,
        ctx,
        accountCreateSchema.parse({ ...SAVINGS, accountNumber: "1090", accountName: "Reserve", bankAccountNumber: "000789" }),
      )
    ).id;
    const toReserve = async (amount: string, date: string) => {
      const { transfer } = await createTransfer(
        app.db,
        ctx,
        transferSchema.parse({ fromAccountId: books.checking, toAccountId: reserve, date, amount }),
      );
      return lineOf(transfer.journalEntryId, reserve);
    };
    const fiveBefore = await toReserve("77.77", "2026-12-10");
    const fiveAfter = await toReserve("66.66", "2026-12-30");
    await toReserve("55.55", "2026-12-09"); // six days before its statement line
    const content = ["Date,Description,Amount", "12/15/2026,IN A,77.77", "12/25/2026,IN B,66.66", "12/15/2026,IN C,55.55"].join("\n");
    const mapping = { dateColumn: "Date", descriptionColumn: "Description", amountColumn: "Amount", dateFormat: "MM/DD/YYYY" };
    expect(await importFile(reserve, { fileName: "reserve.csv", format: "csv", content, mapping })).toMatchObject({ added: 3 });
    expect((await confirmSuggestedMatches(app.db, ctx, reserve)).matched).toBe(2);
    const lines = await linesOf(reserve);
    expect(lines.map((l) => [l.description, l.matched?.lineId ?? null]).sort()).toEqual([
      ["IN A", fiveBefore],
      ["IN B", fiveAfter],
      ["IN C", null],
    ]);
    await expectBooksBalanced();
  });
});
