import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_CLASS, ACCOUNT_TYPES, type AccountType } from "../../app/modules/ledger/account-types";
import { allAccounts, createAccount } from "../../app/modules/accounts/accounts.server";
import { chartLoaded, chartLoadMessage, loadPredefinedChart } from "../../app/modules/accounts/chart.server";
import { PREDEFINED_CHART, PREDEFINED_RANGES, type PredefinedAccount } from "../../app/modules/accounts/predefined-chart";
import { accountCreateSchema } from "../../app/modules/accounts/schema";
import { trialBalance } from "../../app/modules/ledger/ledger.server";
import { OPENING_BALANCE_EQUITY } from "../../app/modules/accounts/system-accounts.server";
import * as listRoute from "../../app/routes/company.$companyId.dashboard+/_ledger+/company-account-list";
import { getToast } from "../../app/utils/toast.server";
import { BASE, call, startTestApp, type TestApp } from "../support/app";
import { signedInOwner } from "../support/books";

// The predefined chart of accounts and Load Chart of Accounts: the accounts and their number ranges,
// when the chart counts as loaded, what a load creates and skips, and the message for each outcome.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.cleanup());

const newCompany = () => signedInOwner(app.db, { today: "2026-11-22" });

const byNumber = (number: string) => PREDEFINED_CHART.find((a) => a.accountNumber === number);

describe("the predefined chart", () => {
  it("has 65 accounts with unique numbers and names, each in its class's number range", () => {
    expect(PREDEFINED_CHART).toHaveLength(65);
    expect(new Set(PREDEFINED_CHART.map((a) => a.accountNumber)).size).toBe(65);
    expect(new Set(PREDEFINED_CHART.map((a) => a.accountName.toLowerCase())).size).toBe(65);
    const rangeOf = (type: AccountType) => {
      if (type === "Cost of Goods Sold") return PREDEFINED_RANGES.costOfGoodsSold;
      const accountClass = ACCOUNT_CLASS[type];
      return {
        asset: PREDEFINED_RANGES.assets,
        liability: PREDEFINED_RANGES.liabilities,
        equity: PREDEFINED_RANGES.equity,
        income: PREDEFINED_RANGES.income,
        expense: PREDEFINED_RANGES.expenses,
        cogs: PREDEFINED_RANGES.costOfGoodsSold,
      }[accountClass];
    };
    for (const account of PREDEFINED_CHART) {
      expect(ACCOUNT_TYPES).toContain(account.accountType);
      const [low, high] = rangeOf(account.accountType);
      const n = Number(account.accountNumber);
      expect(n >= Number(low) && n <= Number(high), `${account.accountNumber} ${account.accountName}`).toBe(true);
      expect(account.comments).not.toBe("");
    }
  });

  it("holds the accounts a small business needs, with the ledger's Opening Balance Equity at 3000", () => {
    const expected: [string, AccountType][] = [
      ["Checking", "Bank"],
      ["Savings", "Bank"],
      ["Petty Cash", "Cash"],
      ["Accounts Receivable", "Other current Asset"],
      ["Undeposited Funds", "Other current Asset"],
      ["Inventory Asset", "Inventory Asset"],
      ["Prepaid Expenses", "Other current Asset"],
      ["Accumulated Depreciation", "Fixed Asset"],
      ["Accounts Payable", "Current Liability"],
      ["Credit Card", "Credit Card"],
      ["Payroll Liabilities", "Payroll Liability"],
      ["Sales Tax Payable", "Current Liability"],
      ["Bank Loan", "Long Term Liability"],
      ["Opening Balance Equity", "Equity"],
      ["Owner's Equity", "Equity"],
      ["Owner's Draw", "Equity"],
      ["Retained Earnings", "Equity"],
      ["Sales", "Income"],
      ["Service Income", "Income"],
      ["Interest Income", "Other Income"],
      ["Other Income", "Other Income"],
      ["Cost of Goods Sold", "Cost of Goods Sold"],
      ["Advertising and Marketing", "Expense"],
      ["Bank Service Charges", "Expense"],
      ["Insurance Expense", "Expense"],
      ["Rent Expense", "Expense"],
      ["Utilities", "Expense"],
      ["Telephone Expense", "Expense"],
      ["Travel Expense", "Expense"],
      ["Office Supplies", "Expense"],
      ["Payroll Expenses", "Expense"],
      ["Professional Fees", "Expense"],
      ["Repairs and Maintenance", "Expense"],
      ["Depreciation Expense", "Expense"],
    ];
    const names = new Map(PREDEFINED_CHART.map((a) => [a.accountName, a.accountType]));
    for (const [name, type] of expected) expect(names.get(name), name).toBe(type);
    expect(byNumber("3000")).toMatchObject(OPENING_BALANCE_EQUITY);
    expect(PREDEFINED_CHART.filter((a) => a.accountType === "Cost of Goods Sold").map((a) => a.accountNumber)).toEqual([
      "6000",
      "6001",
      "6002",
      "6003",
    ]);
  });
});

describe("chartLoadMessage", () => {
  it("words every outcome (all created, duplicates skipped, some or all failed), and says plainly when nothing was missing", () => {
    expect(chartLoadMessage({ created: 65, skipped: 0, failed: 0 })).toEqual({
      title: "Success",
      message: "Successfully created 65 accounts!",
      tone: "success",
    });
    expect(chartLoadMessage({ created: 60, skipped: 5, failed: 0 })).toEqual({
      title: "Success",
      message: "Created 60 accounts successfully. 5 duplicate accounts were skipped.",
      tone: "success",
    });
    expect(chartLoadMessage({ created: 60, skipped: 3, failed: 2 })).toEqual({
      title: "Partial Success",
      message: "Created 60 accounts successfully. 3 duplicates skipped. 2 accounts failed to create.",
      tone: "warning",
    });
    expect(chartLoadMessage({ created: 0, skipped: 0, failed: 65 })).toMatchObject({
      message: "Failed to load chart of accounts. Please try again.",
      tone: "error",
    });
    expect(chartLoadMessage({ created: 0, skipped: 65, failed: 0 })).toMatchObject({
      message: "The chart of accounts is already loaded: no accounts were created.",
    });
  });
});

describe("loading the chart", () => {
  it("creates the 65 accounts once; a second run creates nothing and says so", async () => {
    const { ctx } = await newCompany();
    expect(await chartLoaded(app.db, ctx.companyId)).toBe(false);

    const first = await loadPredefinedChart(app.db, ctx);
    expect(first).toEqual({ created: 65, skipped: 0, failed: 0, failures: [] });
    expect(chartLoadMessage(first).message).toBe("Successfully created 65 accounts!");
    expect(await chartLoaded(app.db, ctx.companyId)).toBe(true);

    const accounts = await allAccounts(app.db, ctx.companyId);
    expect(accounts).toHaveLength(65);
    expect(accounts.every((a) => a.active && a.openingBalance === "0.00" && a.currentBalance === "0.00")).toBe(true);
    const checking = accounts.find((a) => a.accountNumber === "1000")!;
    expect(checking).toMatchObject({ accountName: "Checking", accountType: "Bank", bankName: null, bankAccountNumber: null });
    expect(checking.comments).toBe(byNumber("1000")!.comments);
    // Nothing posted: no opening balances.
    expect((await trialBalance(app.db, ctx.companyId, "2100-01-01")).rows).toEqual([]);

    const second = await loadPredefinedChart(app.db, ctx);
    expect(second).toMatchObject({ created: 0, skipped: 65, failed: 0 });
    expect(chartLoadMessage(second).message).toBe("The chart of accounts is already loaded: no accounts were created.");
    expect(await allAccounts(app.db, ctx.companyId)).toHaveLength(65);
  });

  it("counts as loaded as soon as one predefined number is in use, and skips taken numbers and names", async () => {
    const { ctx } = await newCompany();
    await createAccount(
      app.db,
      ctx,
      accountCreateSchema.parse({ accountType: "Expense", accountNumber: " 5050 ", accountName: "Office Rent" }),
    );
    await createAccount(app.db, ctx, accountCreateSchema.parse({ accountType: "Income", accountNumber: "9000", accountName: "SALES" }));
    expect(await chartLoaded(app.db, ctx.companyId)).toBe(true);

    const result = await loadPredefinedChart(app.db, ctx);
    expect(result).toMatchObject({ created: 63, skipped: 2, failed: 0 });
    expect(chartLoadMessage(result).message).toBe("Created 63 accounts successfully. 2 duplicate accounts were skipped.");
    const accounts = await allAccounts(app.db, ctx.companyId);
    expect(accounts).toHaveLength(65);
    expect(accounts.filter((a) => a.accountName.toLowerCase() === "sales")).toHaveLength(1);
    expect(accounts.find((a) => a.accountNumber.trim() === "5050")?.accountName).toBe("Office Rent");
  });

  it("does not duplicate Opening Balance Equity when an opening balance created it first", async () => {
    const { ctx } = await newCompany();
    const bank = await createAccount(
      app.db,
      ctx,
      accountCreateSchema.parse({
        accountType: "Bank",
        accountNumber: "1050",
        accountName: "Operating Account",
        bankName: "First Bank",
        bankAccountType: "Checking",
        bankAccountNumber: "555-1",
        openingBalance: "2500.00",
      }),
    );
    expect(bank.currentBalance).toBe("2500.00");
    const before = await allAccounts(app.db, ctx.companyId);
    expect(before.map((a) => [a.accountNumber, a.accountName])).toContainEqual(["3000", "Opening Balance Equity"]);
    // The ledger's own account does not make the chart count as loaded: Load Chart stays offered.
    expect(await chartLoaded(app.db, ctx.companyId)).toBe(false);

    const result = await loadPredefinedChart(app.db, ctx);
    expect(result).toMatchObject({ created: 64, skipped: 1, failed: 0 });
    const accounts = await allAccounts(app.db, ctx.companyId);
    expect(accounts.filter((a) => a.accountName === "Opening Balance Equity")).toHaveLength(1);
    expect(accounts).toHaveLength(66); // the 65 predefined accounts (Opening Balance Equity already there) + Operating Account
    expect(accounts.find((a) => a.accountName === "Opening Balance Equity")?.currentBalance).toBe("2500.00");
  });

  it("the chart's Opening Balance Equity is the one later opening balances post to", async () => {
    const { ctx } = await newCompany();
    await loadPredefinedChart(app.db, ctx);
    await createAccount(
      app.db,
      ctx,
      accountCreateSchema.parse({ accountType: "Fixed Asset", accountNumber: "1430", accountName: "Machinery", openingBalance: "800" }),
    );
    const accounts = await allAccounts(app.db, ctx.companyId);
    expect(accounts.filter((a) => a.accountName === "Opening Balance Equity")).toEqual([
      expect.objectContaining({ accountNumber: "3000", isSystem: true, currentBalance: "800.00" }),
    ]);
  });

  it("creates each account on its own: one failure leaves the others created (Partial Success)", async () => {
    const { ctx } = await newCompany();
    const broken: PredefinedAccount = {
      accountType: "Nonsense" as AccountType,
      accountNumber: "1999",
      accountName: "Broken",
      comments: "",
    };
    const chart = [PREDEFINED_CHART[0], broken, PREDEFINED_CHART[1]];
    const result = await loadPredefinedChart(app.db, ctx, chart);
    expect(result).toMatchObject({ created: 2, skipped: 0, failed: 1 });
    expect(result.failures[0]).toMatch(/^1999 Broken: /);
    expect(chartLoadMessage(result)).toMatchObject({
      title: "Partial Success",
      message: "Created 2 accounts successfully. 0 duplicates skipped. 1 accounts failed to create.",
    });
    expect((await allAccounts(app.db, ctx.companyId)).map((a) => a.accountName)).toEqual(["Checking", "Savings"]);

    const failedOnly = await loadPredefinedChart(app.db, ctx, [broken]);
    expect(chartLoadMessage(failedOnly).message).toBe("Failed to load chart of accounts. Please try again.");
  });

  it("two loads at the same time still create each account once", async () => {
    const { ctx } = await newCompany();
    const [a, b] = await Promise.all([loadPredefinedChart(app.db, ctx), loadPredefinedChart(app.db, ctx)]);
    expect(a.created + b.created).toBe(65);
    expect(a.failed + b.failed).toBe(0);
    expect(await allAccounts(app.db, ctx.companyId)).toHaveLength(65);
  });
});

describe("Load Chart of Accounts on the Account List", () => {
  const post = (companyId: number, cookie: string, fields: Record<string, string>) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.set(key, value);
    return call(listRoute.action, `/company/${companyId}/dashboard/company-account-list`, {
      method: "POST",
      params: { companyId: String(companyId) },
      headers: { Cookie: cookie },
      body,
    });
  };

  it("answers the page's modal with the load's outcome message, then hides the button", async () => {
    const { company, cookie } = await newCompany();
    const listPath = `/company/${company.id}/dashboard/company-account-list`;
    const before = await (
      await call(listRoute.loader, listPath, { params: { companyId: String(company.id) }, headers: { Cookie: cookie } })
    ).json();
    expect(before.chartLoaded).toBe(false);
    expect(before.list.total).toBe(0);

    const response = await post(company.id, cookie, { intent: "load-chart", respond: "modal" });
    expect(response.status).toBe(200);
    expect((await response.json()).chart).toMatchObject({ title: "Success", message: "Successfully created 65 accounts!", created: 65 });

    const after = await (
      await call(listRoute.loader, listPath, { params: { companyId: String(company.id) }, headers: { Cookie: cookie } })
    ).json();
    expect(after.chartLoaded).toBe(true);
    expect(after.list).toMatchObject({ total: 65, page: 1, perPage: 10 });
    expect(after.list.items.map((a: { accountNumber: string }) => a.accountNumber).slice(0, 3)).toEqual(["1000", "1010", "1020"]);

    const again = await post(company.id, cookie, { intent: "load-chart", respond: "modal" });
    expect((await again.json()).chart.message).toBe("The chart of accounts is already loaded: no accounts were created.");
  });

  it("without JavaScript: redirects to the list with the message as a toast", async () => {
    const { company, cookie } = await newCompany();
    const response = await post(company.id, cookie, { intent: "load-chart" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/company/${company.id}/dashboard/company-account-list`);
    const toastCookie = (response.headers.get("Set-Cookie") ?? "").split(";")[0];
    const { toast } = await getToast(new Request(BASE, { headers: { Cookie: toastCookie } }));
    expect(toast).toEqual({ type: "success", message: "Successfully created 65 accounts!" });
  });

  it("refuses an unknown intent and another user's company", async () => {
    const { company, cookie } = await newCompany();
    const unknown = await post(company.id, cookie, { intent: "drop-everything" });
    expect(unknown.status).toBe(400);
    expect(await allAccounts(app.db, company.id)).toHaveLength(0);

    const stranger = await newCompany();
    const response = await post(company.id, stranger.cookie, { intent: "load-chart" });
    expect(response.status).toBe(404);
    expect(await allAccounts(app.db, company.id)).toHaveLength(0);
  });
});
