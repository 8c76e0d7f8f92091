import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allAccounts, getAccount } from "../../app/modules/accounts/accounts.server";
import { loadPredefinedChart } from "../../app/modules/accounts/chart.server";
import { ACCOUNT_CSV_COLUMNS, accountsCsv } from "../../app/modules/accounts/csv.server";
import type { CompanyContext } from "../../app/modules/companies/companies.server";
import { registerPage } from "../../app/modules/banking/register.server";
import * as bankingNewRoute from "../../app/routes/company.$companyId.dashboard+/_ledger+/banking.new-account";
import * as listRoute from "../../app/routes/company.$companyId.dashboard+/_ledger+/company-account-list";
import * as csvRoute from "../../app/routes/company.$companyId.dashboard+/_ledger+/company-account-list[.]csv";
import * as editRoute from "../../app/routes/company.$companyId.dashboard+/_ledger+/edit-account.$accountId";
import * as newRoute from "../../app/routes/company.$companyId.dashboard+/_ledger+/new-account";
import { getToast } from "../../app/utils/toast.server";
import { BASE, call, startTestApp, type TestApp } from "../support/app";
import { signedInOwner } from "../support/books";

/** Every line of an account, newest first (the register as it opens). */
const REGISTER_ALL = { from: null, to: null, search: "", order: "newest" } as const;

// The chart-of-accounts screens through their loaders and actions: the page's
// and the dialog's rules and messages, duplicates, parents, editing, deposits, the list and CSV.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.cleanup());

interface Company {
  id: number;
  cookie: string;
  ctx: CompanyContext;
}

async function newCompany(): Promise<Company> {
  const { user, company, cookie } = await signedInOwner(app.db);
  return { id: company.id, cookie, ctx: { companyId: company.id, userId: user.id, today: "2026-11-22" } };
}

const base = (c: Company) => `/company/${c.id}/dashboard`;

function form(fields: Record<string, string>) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  return body;
}

/** The page's form as a browser sends it: the active box ticked unless `active` is given as absent. */
function pageFields(fields: Record<string, string | undefined>): Record<string, string> {
  const all: Record<string, string | undefined> = { intent: "save-close", accountType: "Income", active: "on", ...fields };
  return Object.fromEntries(Object.entries(all).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

const createOnPage = (c: Company, fields: Record<string, string | undefined>, route: typeof newRoute = newRoute, path = "new-account") =>
  call(route.action, `${base(c)}/${path}`, {
    method: "POST",
    params: { companyId: String(c.id) },
    headers: { Cookie: c.cookie },
    body: form(pageFields(fields)),
  });

/** The account's current version, as the edit form carries it (1 for an account the company does not have). */
const versionOf = async (c: Company, accountId: string | number) =>
  String(
    await getAccount(app.db, c.id, accountId).then(
      (a) => a.version,
      () => 1,
    ),
  );

const editOnPage = async (c: Company, accountId: string | number, fields: Record<string, string | undefined>) =>
  call(editRoute.action, `${base(c)}/edit-account/${accountId}`, {
    method: "POST",
    params: { companyId: String(c.id), accountId: String(accountId) },
    headers: { Cookie: c.cookie },
    body: form(pageFields({ version: await versionOf(c, accountId), ...fields })),
  });

const createInDialog = (c: Company, fields: Record<string, string>) =>
  call(newRoute.action, `${base(c)}/new-account`, {
    method: "POST",
    params: { companyId: String(c.id) },
    headers: { Cookie: c.cookie },
    body: form({ intent: "dialog", active: "on", ...fields }),
  });

async function toastOf(response: Response) {
  const cookie = (response.headers.get("Set-Cookie") ?? "").split(";")[0];
  return (await getToast(new Request(BASE, { headers: { Cookie: cookie } }))).toast;
}

const bankFields = { accountType: "Bank", bankName: "First Bank", bankAccountType: "Checking" };
/** The edit tests' bank account, as its form sends it back: 1000 Checking, bank account number X1. */
const checkingFields = { ...bankFields, accountNumber: "1000", accountName: "Checking", bankAccountNumber: "X1" };

/** 1000 Checking made on the New Account page with 100 opening balance: the account as saved. */
async function checkingOnPage(c: Company) {
  await createOnPage(c, { ...checkingFields, openingBalance: "100" });
  return getAccount(app.db, c.id, "1000");
}

describe("New Account page: the account rules with the page's messages", () => {
  it("lists every missing field, inline and line by line", async () => {
    const c = await newCompany();
    // A browser sends empty inputs as empty strings.
    const response = await createOnPage(c, {
      accountType: "Bank",
      accountNumber: " ",
      accountName: "",
      isSubAccount: "on",
      parentAccountId: "",
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.title).toBe("Validation Error");
    expect(body.messages).toEqual([
      "Account Number is required",
      "Account Name is required",
      "Parent Account is required when creating a sub-account. Please select a parent account.",
      "Bank Name is required for Bank accounts",
      "Bank Account Type is required for Bank accounts",
      "Bank Account Number is required for Bank accounts",
    ]);
    expect(body.result.error).toMatchObject({
      accountNumber: ["Account Number is required"],
      accountName: ["Account Name is required"],
      parentAccountId: ["Parent Account is required when creating a sub-account. Please select a parent account."],
      bankName: ["Bank Name is required for Bank accounts"],
      bankAccountType: ["Bank Account Type is required for Bank accounts"],
      bankAccountNumber: ["Bank Account Number is required for Bank accounts"],
    });
    // What was typed comes back to be shown again.
    expect(body.values).toMatchObject({ accountType: "Bank", isSubAccount: true, active: true });
    expect(await allAccounts(app.db, c.id)).toHaveLength(0);
  });

  it("refuses negative amounts and more than 2 decimals, and a bad paypal email", async () => {
    const c = await newCompany();
    const body = await (
      await createOnPage(c, {
        accountType: "Paypal",
        accountNumber: "1700",
        accountName: "PayPal",
        openingBalance: "-5",
        paypalEmail: "nope",
      })
    ).json();
    expect(body.messages).toEqual(["Invalid email format", "Opening balance cannot be negative"]);
    const card = await (
      await createOnPage(c, { accountType: "Credit Card", accountNumber: "2011", accountName: "Visa", creditLimit: "10.555" })
    ).json();
    expect(card.messages).toEqual(["Credit limit must be an amount with at most 2 decimals"]);
  });

  it("creates the account: Save and Close goes to the list with 'Account created successfully!'", async () => {
    const c = await newCompany();
    const response = await createOnPage(c, {
      accountType: "Income",
      accountNumber: "4500",
      accountName: "Consulting",
      description: "Hourly work",
      comments: "From 2026",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`${base(c)}/company-account-list`);
    expect(await toastOf(response)).toEqual({ type: "success", message: "Account created successfully!" });
    const account = await getAccount(app.db, c.id, "4500");
    expect(account).toMatchObject({
      accountType: "Income",
      accountName: "Consulting",
      description: "Hourly work",
      comments: "From 2026",
      active: true,
    });
  });

  it("reads an unticked Active box as inactive (absent from the form data)", async () => {
    const c = await newCompany();
    await createOnPage(c, { accountNumber: "4600", accountName: "Old Income", active: undefined });
    expect((await getAccount(app.db, c.id, "4600")).active).toBe(false);
  });

  it("Save and New goes back to a blank form of the same type (banking/new-account too)", async () => {
    const c = await newCompany();
    const response = await createOnPage(c, { accountType: "Expense", accountNumber: "5500", accountName: "Software", intent: "save-new" });
    expect(response.headers.get("Location")).toBe(`${base(c)}/new-account?type=Expense`);
    const form = await (
      await call(newRoute.loader, `${base(c)}/new-account?type=Expense`, {
        params: { companyId: String(c.id) },
        headers: { Cookie: c.cookie },
      })
    ).json();
    expect(form.values).toMatchObject({ accountType: "Expense", accountNumber: "", accountName: "", active: true });

    const fresh = await (
      await call(newRoute.loader, `${base(c)}/new-account`, { params: { companyId: String(c.id) }, headers: { Cookie: c.cookie } })
    ).json();
    expect(fresh.values.accountType).toBe("Income"); // the default type
    const banking = await (
      await call(bankingNewRoute.loader, `${base(c)}/banking/new-account`, {
        params: { companyId: String(c.id) },
        headers: { Cookie: c.cookie },
      })
    ).json();
    expect(banking.values.accountType).toBe("Bank");

    const saved = await createOnPage(
      c,
      { ...bankFields, accountNumber: "1090", accountName: "Payroll Account", bankAccountNumber: "77-1", intent: "save-new" },
      bankingNewRoute,
      "banking/new-account",
    );
    expect(saved.headers.get("Location")).toBe(`${base(c)}/banking/new-account?type=Bank`);
  });

  it("ignores the fields of other account types (shown together before JavaScript runs)", async () => {
    const c = await newCompany();
    const response = await createOnPage(c, {
      accountType: "Expense",
      accountNumber: "5600",
      accountName: "Postage",
      bankName: "Should go",
      bankAccountType: "Nonsense",
      creditLimit: "-1",
      paypalEmail: "not an email",
    });
    expect(response.status).toBe(302);
    expect(await getAccount(app.db, c.id, "5600")).toMatchObject({
      bankName: null,
      bankAccountType: null,
      creditLimit: null,
      paypalEmail: null,
    });
  });

  it("posts an opening balance against Opening Balance Equity", async () => {
    const c = await newCompany();
    const response = await createOnPage(c, {
      ...bankFields,
      accountNumber: "1000",
      accountName: "Checking",
      bankAccountNumber: "000123",
      openingBalance: "1500.25",
      asOf: "01/15/2026",
    });
    expect(response.status).toBe(302);
    const bank = await getAccount(app.db, c.id, "1000");
    expect(bank).toMatchObject({ currentBalance: "1500.25", openingBalance: "1500.25", asOf: "2026-01-15" });
    const equity = (await allAccounts(app.db, c.id)).find((a) => a.accountName === "Opening Balance Equity");
    expect(equity?.currentBalance).toBe("1500.25");
    const register = await registerPage(app.db, c.id, bank, REGISTER_ALL, { page: 1, perPage: 10 });
    expect(register.items).toMatchObject([{ date: "2026-01-15", entryType: "OB", debit: 150025, credit: 0, balance: 150025 }]);
  });
});

describe("duplicate accounts", () => {
  it("rejects the same number (after trim), the same name (any case) and the same bank account number", async () => {
    const c = await newCompany();
    await createOnPage(c, { ...bankFields, accountNumber: "1000", accountName: "Checking", bankAccountNumber: "ACC-1" });

    const number = await (await createOnPage(c, { accountNumber: "  1000 ", accountName: "Another" })).json();
    expect(number.messages).toEqual(["Account Number already exists. Please choose a different number."]);
    expect(number.result.error.accountNumber).toEqual(["Account Number already exists. Please choose a different number."]);

    const name = await (await createOnPage(c, { accountNumber: "1001", accountName: "CHECKING" })).json();
    expect(name.messages).toEqual(["Account Name already exists. Please choose a different name."]);

    const bank = await (
      await createOnPage(c, { ...bankFields, accountNumber: "1002", accountName: "Savings", bankAccountNumber: " ACC-1 " })
    ).json();
    expect(bank.messages).toEqual(["Bank Account Number already exists. Please choose a different number."]);

    const all = await (
      await createOnPage(c, { ...bankFields, accountNumber: "1000", accountName: "checking", bankAccountNumber: "ACC-1" })
    ).json();
    expect(all.messages).toHaveLength(3);
    expect(await allAccounts(app.db, c.id)).toHaveLength(1);
  });
});

describe("parents (sub-accounts)", () => {
  it("takes a parent of the same type and refuses another type", async () => {
    const c = await newCompany();
    await createOnPage(c, { accountType: "Expense", accountNumber: "5000", accountName: "Travel" });
    const travel = await getAccount(app.db, c.id, "5000");
    const ok = await createOnPage(c, {
      accountType: "Expense",
      accountNumber: "5001",
      accountName: "Airfare",
      isSubAccount: "on",
      parentAccountId: String(travel.id),
    });
    expect(ok.status).toBe(302);
    expect(await getAccount(app.db, c.id, "5001")).toMatchObject({ isSubAccount: true, parentAccountId: travel.id });

    const wrong = await createOnPage(c, {
      accountType: "Income",
      accountNumber: "4001",
      accountName: "Fees",
      isSubAccount: "on",
      parentAccountId: String(travel.id),
    });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).result.error.parentAccountId).toEqual(["A sub-account must have the same type as its parent account"]);

    // A parent chosen while the box is unticked is dropped.
    await createOnPage(c, { accountType: "Expense", accountNumber: "5002", accountName: "Hotels", parentAccountId: String(travel.id) });
    expect(await getAccount(app.db, c.id, "5002")).toMatchObject({ isSubAccount: false, parentAccountId: null });
  });

  it("refuses a cycle, and the edit form offers neither the account nor its sub-accounts as parent", async () => {
    const c = await newCompany();
    await createOnPage(c, { accountType: "Expense", accountNumber: "5000", accountName: "Travel" });
    const travel = await getAccount(app.db, c.id, "5000");
    await createOnPage(c, {
      accountType: "Expense",
      accountNumber: "5001",
      accountName: "Airfare",
      isSubAccount: "on",
      parentAccountId: String(travel.id),
    });
    const airfare = await getAccount(app.db, c.id, "5001");
    await createOnPage(c, { accountType: "Expense", accountNumber: "5003", accountName: "Meals" });

    const loaded = await (
      await call(editRoute.loader, `${base(c)}/edit-account/${travel.id}`, {
        params: { companyId: String(c.id), accountId: String(travel.id) },
        headers: { Cookie: c.cookie },
      })
    ).json();
    expect(loaded.accounts.map((a: { accountNumber: string }) => a.accountNumber)).toEqual(["5003"]);

    const response = await editOnPage(c, travel.id, {
      accountType: "Expense",
      accountNumber: "5000",
      accountName: "Travel",
      isSubAccount: "on",
      parentAccountId: String(airfare.id),
    });
    expect(response.status).toBe(400);
    expect((await response.json()).messages).toEqual(["An account cannot be a sub-account of itself or of its own sub-accounts"]);
  });
});

describe("Edit Account", () => {
  it("loads by id or by number, with its values and current balance", async () => {
    const c = await newCompany();
    const bank = await checkingOnPage(c);
    for (const key of [String(bank.id), "1000"]) {
      const response = await call(editRoute.loader, `${base(c)}/edit-account/${key}`, {
        params: { companyId: String(c.id), accountId: key },
        headers: { Cookie: c.cookie },
      });
      const body = await response.json();
      expect(body.mode).toBe("edit");
      expect(body.account).toEqual({ id: bank.id, accountNumber: "1000", currentBalance: "100.00", hasBankAccountNumber: true });
      expect(body.values).toMatchObject({
        accountType: "Bank",
        accountNumber: "1000",
        accountName: "Checking",
        bankAccountNumber: "X1",
        openingBalance: "100.00",
      });
    }
  });

  it("updates and posts a deposit (Dr the account, Cr Opening Balance Equity), shown in the balance", async () => {
    const c = await newCompany();
    const bank = await checkingOnPage(c);
    const response = await editOnPage(c, bank.id, {
      ...checkingFields,
      bankName: "Second Bank",
      openingBalance: "100.00",
      depositAmount: "250.50",
      description: "Main account",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`${base(c)}/company-account-list`);
    expect(await toastOf(response)).toEqual({ type: "success", message: "Account updated successfully!" });
    const after = await getAccount(app.db, c.id, bank.id);
    expect(after).toMatchObject({
      bankName: "Second Bank",
      description: "Main account",
      currentBalance: "350.50",
      openingBalance: "100.00",
    });
    const register = await registerPage(app.db, c.id, after, REGISTER_ALL, { page: 1, perPage: 10 });
    expect(register.items.map((l) => [l.entryType, l.debit, l.balance])).toEqual([
      ["DEP", 25050, 35050],
      ["OB", 10000, 10000],
    ]);
    const equity = (await allAccounts(app.db, c.id)).find((a) => a.accountName === "Opening Balance Equity");
    expect(equity?.currentBalance).toBe("350.50");

    // The list shows it too.
    const list = await (
      await call(listRoute.loader, `${base(c)}/company-account-list?q=checking`, {
        params: { companyId: String(c.id) },
        headers: { Cookie: c.cookie },
      })
    ).json();
    expect(list.list.items).toMatchObject([{ accountNumber: "1000", currentBalance: "350.50" }]);

    // Update and New goes to a blank new-account form.
    const next = await editOnPage(c, bank.id, { ...checkingFields, intent: "save-new" });
    expect(next.headers.get("Location")).toBe(`${base(c)}/new-account?type=Bank`);
  });

  it("keeps number, name, bank account number and opening balance read-only", async () => {
    const c = await newCompany();
    const bank = await checkingOnPage(c);
    const response = await editOnPage(c, bank.id, {
      ...bankFields,
      accountNumber: "1001",
      accountName: "Renamed",
      bankAccountNumber: "X2",
      openingBalance: "999",
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.title).toBe("Error");
    expect(body.messages).toEqual([
      "Error updating account: Account Number cannot be changed after the account is created",
      "Account Name cannot be changed after the account is created",
      "Bank Account Number cannot be changed after the account is created",
      "Opening balance cannot be changed after the account is created",
    ]);
    expect(await getAccount(app.db, c.id, bank.id)).toMatchObject({
      accountNumber: "1000",
      accountName: "Checking",
      bankAccountNumber: "X1",
      currentBalance: "100.00",
    });
  });

  it("refuses a negative deposit with the schema's message", async () => {
    const c = await newCompany();
    await createOnPage(c, { accountType: "Expense", accountNumber: "5000", accountName: "Rent" });
    const response = await editOnPage(c, "5000", {
      accountType: "Expense",
      accountNumber: "5000",
      accountName: "Rent",
      depositAmount: "-3",
    });
    expect((await response.json()).messages).toEqual(["Deposit amount cannot be negative"]);
  });

  it("is a 404 for an account of another company, or none", async () => {
    const mine = await newCompany();
    const theirs = await newCompany();
    await createOnPage(theirs, { accountNumber: "4000", accountName: "Sales" });
    const foreign = await getAccount(app.db, theirs.id, "4000");
    const load = await call(editRoute.loader, `${base(mine)}/edit-account/${foreign.id}`, {
      params: { companyId: String(mine.id), accountId: String(foreign.id) },
      headers: { Cookie: mine.cookie },
    });
    expect(load.status).toBe(404);
    const save = await editOnPage(mine, foreign.id, { accountNumber: "4000", accountName: "Sales", depositAmount: "5" });
    expect(save.status).toBe(404);
    expect((await getAccount(app.db, theirs.id, foreign.id)).currentBalance).toBe("0.00");
    const missing = await call(editRoute.loader, `${base(mine)}/edit-account/999999`, {
      params: { companyId: String(mine.id), accountId: "999999" },
      headers: { Cookie: mine.cookie },
    });
    expect(missing.status).toBe(404);
  });
});

describe("the Account Creation dialog (intent=dialog)", () => {
  it("answers the account rules in its own wording, as a list", async () => {
    const c = await newCompany();
    const response = await createInDialog(c, { accountType: "", accountNumber: " ", accountName: "" });
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual(["Account Type is required", "Account Number is required", "Account Name is required"]);

    const bank = await (
      await createInDialog(c, { accountType: "Bank", accountNumber: "1000", accountName: "Checking", isSubAccount: "on" })
    ).json();
    expect(bank.errors).toEqual([
      "Parent Account is required for sub-accounts",
      "Bank Name is required",
      "Bank Account Type is required",
      "Bank Account Number is required",
    ]);
    expect(bank.fieldErrors.bankName).toEqual(["Bank Name is required"]);
  });

  it("creates the account (empty opening balance is 0) and answers it as JSON; duplicates come back as errors", async () => {
    const c = await newCompany();
    const response = await createInDialog(c, {
      accountType: "Expense",
      accountNumber: "5100",
      accountName: "Fuel",
      openingBalance: "",
      creditLimit: "",
    });
    expect(response.status).toBe(201);
    const { account } = await response.json();
    expect(account).toEqual({ id: expect.any(Number), accountNumber: "5100", accountName: "Fuel", accountType: "Expense", active: true });
    expect(await getAccount(app.db, c.id, account.id)).toMatchObject({ openingBalance: "0.00", creditLimit: null });

    const again = await createInDialog(c, { accountType: "Expense", accountNumber: "5100", accountName: "fuel" });
    expect(again.status).toBe(409);
    expect((await again.json()).errors).toEqual([
      "Account Number already exists. Please choose a different number.",
      "Account Name already exists. Please choose a different name.",
    ]);
  });

  it("drops the fields of other types (leaving Bank clears the bank fields)", async () => {
    const c = await newCompany();
    const response = await createInDialog(c, {
      accountType: "Credit Card",
      accountNumber: "2010",
      accountName: "Amex",
      creditLimit: "5000",
      cardOrLoanNumber: "3782",
      bankName: "Left over",
      paypalEmail: "left@over.test",
    });
    expect(response.status).toBe(201);
    expect(await getAccount(app.db, c.id, "2010")).toMatchObject({
      creditLimit: "5000.00",
      cardOrLoanNumber: "3782",
      bankName: null,
      paypalEmail: null,
    });
  });
});

describe("the Account List", () => {
  const list = (c: Company, search = "") =>
    call(listRoute.loader, `${base(c)}/company-account-list${search}`, {
      params: { companyId: String(c.id) },
      headers: { Cookie: c.cookie },
    }).then((r) => r.json());

  it("searches number, name and type ignoring case and spaces; Current View filters active or inactive; pages on the server", async () => {
    const c = await newCompany();
    await loadPredefinedChart(app.db, c.ctx);
    await createOnPage(c, { accountType: "Expense", accountNumber: "5900", accountName: "Old Software", active: undefined });

    const first = await list(c);
    expect(first.list).toMatchObject({ total: 65, page: 1, perPage: 10 });
    expect(first.list.items).toHaveLength(10);
    expect(first.list.items[0]).toMatchObject({
      accountNumber: "1000",
      accountName: "Checking",
      accountType: "Bank",
      active: true,
      currentBalance: "0.00",
    });

    const page7 = await list(c, "?page=7");
    expect(page7.list.items.map((a: { accountNumber: string }) => a.accountNumber)).toEqual(["5102", "6000", "6001", "6002", "6003"]);
    const big = await list(c, "?perPage=50&page=2");
    expect(big.list.items).toHaveLength(15);

    const spaced = await list(c, `?q=${encodeURIComponent("accounts  RECEIV able")}`);
    expect(spaced.list.items.map((a: { accountName: string }) => a.accountName)).toEqual(["Accounts Receivable"]);
    expect(spaced.q).toBe("accounts  RECEIV able");
    const byType = await list(c, "?q=costofgoods");
    expect(byType.list.total).toBe(4);
    const byNumber = await list(c, "?q=300");
    expect(byNumber.list.items.map((a: { accountNumber: string }) => a.accountNumber)).toEqual([
      "1300",
      "3000",
      "3001",
      "3002",
      "3003",
      "3004",
      "3005",
    ]);
    const nothing = await list(c, "?q=zzz");
    expect(nothing.list).toMatchObject({ total: 0, items: [] });

    const inactive = await list(c, "?view=inactive");
    expect(inactive.list.items.map((a: { accountName: string }) => a.accountName)).toEqual(["Old Software"]);
    expect((await list(c, "?view=inactive&q=software")).list.total).toBe(1);
    expect((await list(c, "?view=active&q=software")).list.total).toBe(0);
    expect((await list(c, "?view=bogus")).view).toBe("active");
  });

  it("previews an account (?preview=ID) and opens the confirmation without JavaScript (?confirm=load-chart)", async () => {
    const c = await newCompany();
    await createOnPage(c, { accountType: "Expense", accountNumber: "5000", accountName: "Rent", description: "Office rent" });
    const rent = await getAccount(app.db, c.id, "5000");
    const page = await list(c, `?preview=${rent.id}&confirm=load-chart`);
    expect(page.preview).toMatchObject({
      id: rent.id,
      accountNumber: "5000",
      accountName: "Rent",
      accountType: "Expense",
      currentBalance: "0.00",
      active: true,
      description: "Office rent",
      createdDate: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
      updatedDate: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
    });
    expect(page.confirmLoadChart).toBe(true);
    expect((await list(c, "?preview=999999")).preview).toBeNull();
  });
});

describe("Export to CSV", () => {
  it("writes every matching account (not one page) with plain decimal balances", async () => {
    const c = await newCompany();
    await loadPredefinedChart(app.db, c.ctx);
    await createOnPage(c, {
      ...bankFields,
      accountNumber: "1050",
      accountName: "Operating, Main",
      bankAccountNumber: "555-1",
      openingBalance: "1234.5",
      description: 'The "main" one',
    });
    const checking = await getAccount(app.db, c.id, "1000");
    await createOnPage(c, {
      ...bankFields,
      accountNumber: "1060",
      accountName: "Sub Checking",
      bankAccountNumber: "555-2",
      isSubAccount: "on",
      parentAccountId: String(checking.id),
    });
    await createOnPage(c, {
      accountType: "Credit Card",
      accountNumber: "2015",
      accountName: "Visa",
      creditLimit: "2500",
      cardOrLoanNumber: "4111",
    });
    await createOnPage(c, {
      accountType: "Paypal",
      accountNumber: "1030",
      accountName: "PayPal Balance",
      paypalEmail: "shop@example.test",
      active: undefined,
    });

    const response = await call(csvRoute.loader, `${base(c)}/company-account-list.csv`, {
      params: { companyId: String(c.id) },
      headers: { Cookie: c.cookie },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="accounts.csv"');
    const text = await response.text();
    expect(text.split("\n")[0]).toBe(
      "Active,Number,Name,Type,Balance,Description,Parent Number,Bank Name,Bank Account Type,Bank Account Number,Credit Limit,Card or Loan Number,Paypal Email",
    );
    const rows: Record<string, string>[] = parse(text, { columns: true });
    expect(Object.keys(rows[0])).toEqual([...ACCOUNT_CSV_COLUMNS]);
    expect(rows).toHaveLength(68); // 65 + 3 active ones of ours; the inactive PayPal account is in the other view
    expect(rows.find((r) => r.Number === "1050")).toEqual({
      Active: "Yes",
      Number: "1050",
      Name: "Operating, Main",
      Type: "Bank",
      Balance: "1234.50",
      Description: 'The "main" one',
      "Parent Number": "",
      "Bank Name": "First Bank",
      "Bank Account Type": "Checking",
      "Bank Account Number": "555-1",
      "Credit Limit": "",
      "Card or Loan Number": "",
      "Paypal Email": "",
    });
    expect(rows.find((r) => r.Number === "3000")?.Balance).toBe("1234.50");
    expect(rows.find((r) => r.Number === "1060")?.["Parent Number"]).toBe("1000");
    expect(rows.find((r) => r.Number === "2015")).toMatchObject({ "Credit Limit": "2500.00", "Card or Loan Number": "4111" });

    const inactive: Record<string, string>[] = parse(await accountsCsv(app.db, c.id, { view: "inactive" }), { columns: true });
    expect(inactive).toEqual([expect.objectContaining({ Active: "No", Number: "1030", "Paypal Email": "shop@example.test" })]);

    const searched = await call(csvRoute.loader, `${base(c)}/company-account-list.csv?q=${encodeURIComponent("oper ating")}`, {
      params: { companyId: String(c.id) },
      headers: { Cookie: c.cookie },
    });
    expect((parse(await searched.text(), { columns: true }) as Record<string, string>[]).map((r) => r.Number)).toEqual(["1050"]);
  });
});

describe("another user's company", () => {
  it("is a 404 for every loader and action of these screens", async () => {
    const owner = await newCompany();
    const stranger = await newCompany();
    const params = { companyId: String(owner.id) };
    const headers = { Cookie: stranger.cookie };
    const loads = [
      call(listRoute.loader, `${base(owner)}/company-account-list`, { params, headers }),
      call(csvRoute.loader, `${base(owner)}/company-account-list.csv`, { params, headers }),
      call(newRoute.loader, `${base(owner)}/new-account`, { params, headers }),
      call(bankingNewRoute.loader, `${base(owner)}/banking/new-account`, { params, headers }),
    ];
    for (const response of await Promise.all(loads)) expect(response.status).toBe(404);
    const posts = [
      call(newRoute.action, `${base(owner)}/new-account`, {
        method: "POST",
        params,
        headers,
        body: form(pageFields({ accountNumber: "4000", accountName: "Sales" })),
      }),
      call(newRoute.action, `${base(owner)}/new-account`, {
        method: "POST",
        params,
        headers,
        body: form({ intent: "dialog", accountType: "Income", accountNumber: "4000", accountName: "Sales" }),
      }),
    ];
    for (const response of await Promise.all(posts)) expect(response.status).toBe(404);
    expect(await allAccounts(app.db, owner.id)).toHaveLength(0);
  });
});
