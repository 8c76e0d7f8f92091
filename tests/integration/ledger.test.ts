import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Cents } from "../../app/lib/money";
import { allAccounts, createAccount, getAccount, updateAccount } from "../../app/modules/accounts/accounts.server";
import { loadPredefinedChart } from "../../app/modules/accounts/chart.server";
import { accountCreateSchema, accountUpdateSchema } from "../../app/modules/accounts/schema";
import { deleteCompany, purgeArchivedCompanies, type CompanyContext } from "../../app/modules/companies/companies.server";
import { accountNets, postEntries, postEntry, reverseEntry, trialBalance } from "../../app/modules/ledger/ledger.server";
import { registerPage } from "../../app/modules/banking/register.server";
import { startTestApp, type TestApp } from "../support/app";
import { ownerAndCompany, ownerWithTwoCompanies, postTwoLineEntry } from "../support/books";
import { CHECKING } from "../support/accounts";

/** Every line of an account, newest first (the register as it opens). */
const REGISTER_ALL = { from: null, to: null, search: "", order: "newest" } as const;

let app: TestApp;
let ctx: CompanyContext;
let other: CompanyContext;
const c = (n: number) => n as Cents;

beforeAll(async () => {
  app = await startTestApp();
  ({ ctx, other } = await ownerWithTwoCompanies(app.db, "2026-11-22"));
});
afterAll(() => app.cleanup());

const newAccount = (context: typeof ctx, fields: Record<string, unknown>) =>
  createAccount(app.db, context, accountCreateSchema.parse({ accountType: "Expense", ...fields }));

describe("posting", () => {
  it("posts balanced entries with gapless numbers and computes signed balances", async () => {
    const bank = await newAccount(ctx, {
      ...CHECKING,
      openingBalance: "1000.00",
      asOf: "01/01/2026",
    });
    expect(bank.currentBalance).toBe("1000.00");
    const rent = await newAccount(ctx, { accountNumber: "5100", accountName: "Rent" });
    const first = await postTwoLineEntry(app.db, ctx, "2026-02-01", rent.id, bank.id, 25050);
    const second = await postTwoLineEntry(app.db, ctx, "2026-02-02", rent.id, bank.id, 100);
    expect([first.entryNo, second.entryNo]).toEqual(["JE-0001", "JE-0002"]);
    expect((await getAccount(app.db, ctx.companyId, bank.id)).currentBalance).toBe("748.50");
    expect((await getAccount(app.db, ctx.companyId, "5100")).currentBalance).toBe("251.50");

    const tb = await trialBalance(app.db, ctx.companyId, "2026-12-31");
    expect(tb.totals.debit).toBe(tb.totals.credit);
    expect(tb.rows.map((r) => [r.accountName, r.debit, r.credit])).toEqual([
      ["Checking", 74850, 0],
      ["Opening Balance Equity", 0, 100000],
      ["Rent", 25150, 0],
    ]);
    const early = await trialBalance(app.db, ctx.companyId, "2026-01-31");
    expect(early.rows.map((r) => r.accountName)).toEqual(["Checking", "Opening Balance Equity"]);

    const register = await registerPage(app.db, ctx.companyId, bank, REGISTER_ALL, { page: 1, perPage: 10 });
    expect(register.total).toBe(3);
    expect(register.items.map((l) => [l.date, l.debit, l.credit, l.balance])).toEqual([
      ["2026-02-02", 0, 100, 74850],
      ["2026-02-01", 0, 25050, 74950],
      ["2026-01-01", 100000, 0, 100000],
    ]);
  });

  it("refuses unbalanced, one-sided, empty, foreign and inactive postings and writes nothing", async () => {
    const cash = await newAccount(ctx, { accountType: "Cash", accountNumber: "1000", accountName: "Petty Cash" });
    const fees = await newAccount(ctx, { accountNumber: "5200", accountName: "Bank Fees" });
    const inactive = await newAccount(ctx, { accountNumber: "5300", accountName: "Old Expense", active: false });
    const foreign = await newAccount(other, { accountNumber: "5100", accountName: "Their Rent" });
    const before = await app.db("journalLines").count({ n: "*" });
    const attempt = (lines: { accountId: number; debit?: Cents; credit?: Cents }[]) =>
      app.db.transaction((trx) => postEntry(trx, ctx, { entryType: "JE", entryDate: "2026-03-01", lines }));
    await expect(
      attempt([
        { accountId: fees.id, debit: c(100) },
        { accountId: cash.id, credit: c(99) },
      ]),
    ).rejects.toThrow("Totals must be equal. Debit: $1.00, Credit: $0.99");
    await expect(attempt([])).rejects.toThrow("At least two entries are required");
    await expect(
      attempt([
        { accountId: fees.id, debit: c(100) },
        { accountId: cash.id, debit: c(100) },
      ]),
    ).rejects.toThrow("At least one debit and one credit entry are required");
    await expect(
      attempt([
        { accountId: fees.id, debit: c(100), credit: c(100) },
        { accountId: cash.id, credit: c(0) },
      ]),
    ).rejects.toThrow("Each entry must have either a debit OR credit amount, not both");
    await expect(
      attempt([
        { accountId: foreign.id, debit: c(100) },
        { accountId: cash.id, credit: c(100) },
      ]),
    ).rejects.toThrow(`Account ${foreign.id} was not found in this company`);
    await expect(
      attempt([
        { accountId: inactive.id, debit: c(100) },
        { accountId: cash.id, credit: c(100) },
      ]),
    ).rejects.toThrow('Account "Old Expense" is inactive');
    await expect(app.db.transaction((trx) => postEntry(trx, ctx, { entryType: "JE", entryDate: "2026-02-30", lines: [] }))).rejects.toThrow(
      "Entry date must be a valid date",
    );
    expect(await app.db("journalLines").count({ n: "*" })).toEqual(before);
  });

  it("posts a batch of entries with consecutive numbers after the series' last, or none when one is wrong", async () => {
    const { ctx: k } = await ownerAndCompany(app.db, { today: "2026-11-22" });
    const cash = await newAccount(k, { accountType: "Cash", accountNumber: "1000", accountName: "Till" });
    const rent = await newAccount(k, { accountNumber: "5100", accountName: "Rent" });
    const posting = (cents: number, date = "2026-03-01") => ({
      entryType: "JE",
      entryDate: date,
      lines: [
        { accountId: rent.id as number, debit: c(cents) },
        { accountId: cash.id as number, credit: c(cents) },
      ],
    });
    await app.db.transaction((trx) => postEntry(trx, k, posting(100)));
    const batch = await app.db.transaction((trx) => postEntries(trx, k, [posting(200), posting(300, "2026-03-02"), posting(400)]));
    expect(batch.map((e) => e.entryNo)).toEqual(["JE-0002", "JE-0003", "JE-0004"]);
    expect((await trialBalance(app.db, k.companyId, "2026-12-31")).totals).toEqual({ debit: 1000, credit: 1000 });

    const unbalanced = {
      ...posting(500),
      lines: [
        { accountId: rent.id as number, debit: c(500) },
        { accountId: cash.id as number, credit: c(499) },
      ],
    };
    await expect(app.db.transaction((trx) => postEntries(trx, k, [posting(500), unbalanced]))).rejects.toMatchObject({ status: 400 });
    await expect(
      app.db.transaction((trx) =>
        postEntries(trx, k, [
          posting(500),
          {
            ...posting(1),
            lines: [
              { accountId: 999999, debit: c(1) },
              { accountId: cash.id as number, credit: c(1) },
            ],
          },
        ]),
      ),
    ).rejects.toThrow("Account 999999 was not found in this company");
    expect(await app.db("journalEntries").where({ companyId: k.companyId })).toHaveLength(4);
    const next = await app.db.transaction((trx) => postEntry(trx, k, posting(600)));
    expect(next.entryNo).toBe("JE-0005");
  });

  it("the database itself refuses an unbalanced entry and any change to posted lines", async () => {
    const a = await newAccount(ctx, { accountNumber: "5400", accountName: "Travel" });
    const b = await newAccount(ctx, { accountType: "Cash", accountNumber: "1001", accountName: "Till" });
    const rogue = app.db.transaction(async (trx) => {
      const [entry] = await trx("journalEntries")
        .insert({ companyId: ctx.companyId, entryType: "JE", entryNo: "X-1", entryDate: "2026-01-01", status: "posted" })
        .returning("id");
      await trx("journalLines").insert([
        { companyId: ctx.companyId, journalEntryId: entry.id, lineNo: 1, accountId: a.id, entryDate: "2026-01-01", debit: "5.00" },
        { companyId: ctx.companyId, journalEntryId: entry.id, lineNo: 2, accountId: b.id, entryDate: "2026-01-01", credit: "4.99" },
      ]);
    });
    await expect(rogue).rejects.toThrow(/does not balance/);
    const posted = await postTwoLineEntry(app.db, ctx, "2026-04-01", a.id, b.id, 500);
    await expect(app.db("journalLines").where({ journalEntryId: posted.id }).update({ debit: "6.00" })).rejects.toThrow(
      /cannot be changed/,
    );
    await expect(app.db("journalLines").where({ journalEntryId: posted.id }).delete()).rejects.toThrow(/cannot be changed/);
    // Posting outside a transaction is a programming error, not a silent non-atomic write.
    await expect(postEntry(app.db as never, ctx, { entryType: "JE", entryDate: "2026-04-01", lines: [] })).rejects.toThrow(/transaction/);
  });

  it("the database checks each entry at commit, whatever statements wrote its lines", async () => {
    const a = await newAccount(ctx, { accountNumber: "5410", accountName: "Parking" });
    const b = await newAccount(ctx, { accountType: "Cash", accountNumber: "1003", accountName: "Float" });
    const line = (entryId: number, lineNo: number, side: "debit" | "credit", amount: string) => ({
      companyId: ctx.companyId,
      journalEntryId: entryId,
      lineNo,
      accountId: lineNo % 2 ? a.id : b.id,
      entryDate: "2026-01-02",
      [side]: amount,
    });
    // Two entries in one transaction, their lines in three statements: each balances in the end.
    const entriesBefore = await app.db("journalEntries").where({ companyId: ctx.companyId }).count({ n: "*" });
    const written = async (lastCredit: string) =>
      app.db.transaction(async (trx) => {
        const [one, two] = await trx("journalEntries")
          .insert(
            ["Y-1", "Y-2"].map((entryNo) => ({
              companyId: ctx.companyId,
              entryType: "Y",
              entryNo,
              entryDate: "2026-01-02",
              status: "posted",
            })),
          )
          .returning("id");
        await trx("journalLines").insert([line(one.id, 1, "debit", "3.00"), line(two.id, 1, "debit", "2.00")]);
        await trx("journalLines").insert([line(one.id, 2, "credit", "3.00")]);
        await trx("journalLines").insert([line(two.id, 2, "credit", lastCredit)]);
      });
    await expect(written("1.99")).rejects.toThrow(/journal entry \d+ does not balance \(debits 2\.00, credits 1\.99\)/);
    expect(await app.db("journalEntries").where({ companyId: ctx.companyId }).count({ n: "*" })).toEqual(entriesBefore);
    await written("2.00");
    const numbers = await app.db("journalEntries").where({ companyId: ctx.companyId, entryType: "Y" }).orderBy("entryNo").select("entryNo");
    expect(numbers).toEqual([{ entryNo: "Y-1" }, { entryNo: "Y-2" }]);
  });

  it("cancelling posts a reversal and leaves the original lines", async () => {
    const a = await newAccount(ctx, { accountNumber: "5500", accountName: "Meals" });
    const b = await newAccount(ctx, { accountType: "Cash", accountNumber: "1002", accountName: "Drawer" });
    const entry = await postTwoLineEntry(app.db, ctx, "2026-05-01", a.id, b.id, 1234);
    const reversal = await app.db.transaction((trx) => reverseEntry(trx, ctx, entry.id));
    expect(reversal.entryNo).not.toBe(entry.entryNo);
    const nets = await accountNets(app.db, ctx.companyId, { accountIds: [a.id, b.id] });
    expect(nets.get(a.id)).toBe(0);
    expect(await app.db("journalLines").where({ journalEntryId: entry.id }).count({ n: "*" })).toEqual([{ n: 2 }]);
    const original = await app.db("journalEntries").where({ id: entry.id }).first();
    expect(original).toMatchObject({ status: "cancelled", reversedByEntryId: reversal.id });
    await expect(app.db.transaction((trx) => reverseEntry(trx, ctx, entry.id))).rejects.toThrow("is already cancelled");
  });

  it("a deposit posts against Opening Balance Equity and the read-only fields stay", async () => {
    const savings = await newAccount(ctx, {
      accountType: "Bank",
      accountNumber: "1020",
      accountName: "Savings",
      bankName: "First Bank",
      bankAccountType: "Saving",
      bankAccountNumber: "000999",
    });
    const updated = await updateAccount(
      app.db,
      ctx,
      savings.id,
      accountUpdateSchema.parse({ ...savings, openingBalance: "0", depositAmount: "250.25", description: "Rainy day" }),
    );
    expect(updated).toMatchObject({ currentBalance: "250.25", description: "Rainy day" });
    await expect(
      updateAccount(app.db, ctx, savings.id, accountUpdateSchema.parse({ ...savings, accountName: "Renamed", openingBalance: "0" })),
    ).rejects.toThrow("Account Name cannot be changed after the account is created");
  });

  it("a predefined Bank account without a bank account number can be given one, unique among bank accounts", async () => {
    const { company, ctx: bankCtx } = await ownerAndCompany(app.db, { today: "2026-11-22" });
    await loadPredefinedChart(app.db, bankCtx);
    const [checking, savings] = (await allAccounts(app.db, company.id)).filter((a) => a.accountType === "Bank");
    expect(checking.bankAccountNumber).toBeNull();
    const edit = (account: typeof checking, number: string) =>
      updateAccount(
        app.db,
        bankCtx,
        account.id,
        accountUpdateSchema.parse({
          ...account,
          openingBalance: "0",
          bankName: "First Bank",
          bankAccountType: "Checking",
          bankAccountNumber: number,
        }),
      );
    expect((await edit(checking, "111222")).bankAccountNumber).toBe("111222");
    await expect(edit(savings, "111222")).rejects.toThrow("Bank Account Number already exists. Please choose a different number.");
    await expect(edit({ ...checking, bankAccountNumber: null }, "999999")).rejects.toThrow(
      "Bank Account Number cannot be changed after the account is created",
    );
  });

  it("deleting a company removes its ledger (and only then may lines go)", async () => {
    const { user, password, company: doomed, ctx: doomedCtx } = await ownerAndCompany(app.db, { today: "2026-11-22" });
    await newAccount(doomedCtx, { accountType: "Cash", accountNumber: "1000", accountName: "Cash", openingBalance: "10" });
    await deleteCompany(app.db, user.id, doomed.id, password); // archived: the books stay
    expect(Number((await app.db("journalLines").where({ companyId: doomed.id }).count({ n: "*" }))[0].n)).toBeGreaterThan(0);
    expect(await purgeArchivedCompanies(app.db, [doomed.id], 0)).toBe(1);
    expect(await app.db("journalLines").where({ companyId: doomed.id }).count({ n: "*" })).toEqual([{ n: 0 }]);
  });
});
