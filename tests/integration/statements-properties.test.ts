// The statements of random books: for any chart (accounts of every type), any balanced entries on
// any dates, any fiscal year start and any date, the Balance Sheet holds assets = liabilities +
// equity, its Net Income is the Profit and Loss of the fiscal year to that date, the Cash Flows'
// beginning cash plus its net change is its ending cash; and hledger reads the same net income,
// assets, liabilities and change in cash from the exported journal, to the cent.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDaysIso } from "../../app/lib/dates";
import type { Cents } from "../../app/lib/money";
import { MONTH_NAMES } from "../../app/lib/dates";
import { createAccount } from "../../app/modules/accounts/accounts.server";
import { accountCreateSchema } from "../../app/modules/accounts/schema";
import { exportLedgerJournal } from "../../app/modules/journal/ledger-export.server";
import type { AccountType } from "../../app/modules/ledger/account-types";
import { postEntries } from "../../app/modules/ledger/ledger.server";
import { balanceSheet, cashFlow, fiscalYearOf, profitAndLoss } from "../../app/modules/reports/statements.server";
import { CHECKING } from "../support/accounts";
import { startTestApp, type TestApp } from "../support/app";
import { ownerAndCompany } from "../support/books";
import { hledgerStatement } from "../support/hledger";

let app: TestApp;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), "ledgerline-statement-props-"));

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  fs.rmSync(folder, { recursive: true, force: true });
  await app.cleanup();
});

const TYPES: AccountType[] = [
  "Cash",
  "Paypal",
  "Other current Asset",
  "Inventory Asset",
  "Fixed Asset",
  "Other Assets",
  "Credit Card",
  "Current Liability",
  "Payroll Liability",
  "Long Term Liability",
  "Equity",
  "Income",
  "Other Income",
  "Expense",
  "Other Expense",
  "Cost of Goods Sold",
];

const day = (n: number) => addDaysIso("2024-01-01", n); // n in [0, 1095]: 2024 to 2026
const entry = fc.record({
  day: fc.integer({ min: 0, max: 1095 }),
  lines: fc.array(fc.record({ account: fc.nat(), cents: fc.integer({ min: 1, max: 5_000_000 }), debit: fc.boolean() }), {
    minLength: 1,
    maxLength: 4,
  }),
});

describe("the statements of random books", () => {
  it("hold assets = liabilities + equity, agree with one another and with hledger", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(entry, { minLength: 1, maxLength: 25 }),
        fc.integer({ min: 0, max: 11 }),
        fc.array(fc.integer({ min: 0, max: 1200 }), { minLength: 3, maxLength: 3 }),
        async (entries, startMonth, dates) => {
          const { ctx } = await ownerAndCompany(app.db);
          const fiscal = MONTH_NAMES[startMonth];
          const accounts = [(await createAccount(app.db, ctx, accountCreateSchema.parse(CHECKING))).id];
          const types: AccountType[] = ["Bank"];
          for (const [i, accountType] of TYPES.entries()) {
            const fields = { accountType, accountNumber: String(2000 + i * 10), accountName: `${accountType} ${i}` };
            accounts.push((await createAccount(app.db, ctx, accountCreateSchema.parse(fields))).id);
            types.push(accountType);
          }
          // Each line is balanced by the checking account, so every entry balances.
          const postings = entries.map((e) => {
            const lines = e.lines.map((l) => {
              const accountId = accounts[1 + (l.account % (accounts.length - 1))];
              return l.debit ? { accountId, debit: l.cents as Cents } : { accountId, credit: l.cents as Cents };
            });
            const net = e.lines.reduce((sum, l) => sum + (l.debit ? l.cents : -l.cents), 0);
            if (net !== 0)
              lines.push(net > 0 ? { accountId: accounts[0], credit: net as Cents } : { accountId: accounts[0], debit: -net as Cents });
            return { entryType: "JE", entryDate: day(e.day), lines };
          });
          await app.db.transaction((trx) => postEntries(trx, ctx, postings));
          const file = path.join(folder, `books-${ctx.companyId}.journal`);
          fs.writeFileSync(file, await exportLedgerJournal(app.db, ctx.companyId));
          const cash = [
            "1010",
            ...types.flatMap((t, i) => (i > 0 && (t === "Cash" || t === "Paypal") ? [String(2000 + (i - 1) * 10)] : [])),
          ];

          for (const n of dates) {
            const asOf = day(n - 60);
            const bs = await balanceSheet(app.db, ctx.companyId, asOf, fiscal);
            expect(bs.totals.assets, asOf).toBe(bs.totals.liabilities + bs.totals.equity);
            const yearStart = fiscalYearOf(asOf, fiscal);
            const ytd = await profitAndLoss(
              app.db,
              ctx.companyId,
              { from: yearStart, to: asOf, columns: "month", compare: "none", basis: "accrual" },
              fiscal,
            );
            expect(ytd.netIncome).toBe(bs.totals.netIncome);
            const after = addDaysIso(asOf, 1);
            const read = hledgerStatement(file, "balancesheet", { end: after });
            expect(read.sections.get("Assets") ?? 0).toBe(bs.totals.assets);
            expect(read.sections.get("Liabilities") ?? 0).toBe(bs.totals.liabilities);
            expect(hledgerStatement(file, "incomestatement", { begin: yearStart, end: after }).net).toBe(bs.totals.netIncome);
            expect(hledgerStatement(file, "incomestatement", { end: yearStart }).net).toBe(bs.totals.retainedEarnings);

            const flow = await cashFlow(app.db, ctx.companyId, { from: yearStart, to: asOf });
            expect(flow.totals.beginning + flow.totals.change).toBe(flow.totals.ending);
            expect(hledgerStatement(file, "cashflow", { begin: yearStart, end: after, cash }).net).toBe(flow.totals.change);
          }
        },
      ),
      { numRuns: 8, seed: 20261203 },
    );
  });
});
