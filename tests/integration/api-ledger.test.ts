// The accounts, journal entry and trial balance API (issue 3 item 6), called as a client
// would: bearer tokens, JSON bodies, figures checked to the cent, refusals that write nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as accountsByCompany from "../../app/routes/api+/company-account.company.$companyId";
import * as accountRoute from "../../app/routes/api+/company-account.$id";
import * as accountCreate from "../../app/routes/api+/company-account.create";
import * as accountsData from "../../app/routes/api+/accounts.company.$id";
import * as entries from "../../app/routes/api+/journal-entry.company.$companyId._index";
import * as nextNumber from "../../app/routes/api+/journal-entry.company.$companyId.next-entry-number";
import * as entryRoute from "../../app/routes/api+/journal-entry.$id._index";
import * as postRoute from "../../app/routes/api+/journal-entry.$id.post";
import * as cancelRoute from "../../app/routes/api+/journal-entry.$id.cancel";
import * as trialBalance from "../../app/routes/api+/reports.trial-balance";
import * as openapi from "../../app/routes/api+/openapi[.]json/route";
import { companyToday } from "../../app/modules/companies/reference-data";
import { call, startTestApp, type TestApp } from "../support/app";
import { apiCaller, newApiCompany, signUpToken } from "../support/api-client";
import { CHECKING } from "../support/accounts";

let app: TestApp;
let owner: string;
let intruder: string;

beforeAll(async () => {
  app = await startTestApp();
  owner = await signUpToken("owner@example.com");
  intruder = await signUpToken("intruder@example.com");
});
afterAll(() => app.cleanup());

/** Response bodies, read loosely: the assertions say what they must hold. */
type Json = any;

const hit = apiCaller(() => owner, { json: true });

const newCompany = (token?: string) => newApiCompany(hit, token);

const createAccount = (companyId: number, fields: Record<string, unknown>, token = owner) =>
  hit(accountCreate.action, "/api/company-account/create", { method: "POST", token, body: { companyId, ...fields } });

const bankFields = {
  ...CHECKING,
  openingBalance: "1000.00",
  asOf: "01/01/2025",
};

/** A company with Checking (opening balance 1,000.00), Rent (expense) and Sales (income). */
async function books(token = owner) {
  const companyId = await newCompany(token);
  const bank = await createAccount(companyId, bankFields, token);
  expect(bank.status).toBe(201);
  const rent = await createAccount(companyId, { accountType: "Expense", accountNumber: "5100", accountName: "Rent" }, token);
  const sales = await createAccount(companyId, { accountType: "Income", accountNumber: "4000", accountName: "Sales" }, token);
  expect([rent.status, sales.status]).toEqual([201, 201]);
  return { companyId, bank: bank.body.account.id as number, rent: rent.body.account.id as number, sales: sales.body.account.id as number };
}

const postJournal = (companyId: number, body: unknown, options: { token?: string; type?: string } = {}) =>
  hit(entries.action, `/api/journal-entry/company/${companyId}${options.type === undefined ? "?type=JE" : `?type=${options.type}`}`, {
    method: "POST",
    token: options.token ?? owner,
    params: { companyId },
    body,
  });

const twoLines = (debitAccount: number, creditAccount: number, amount: string | number, memo = "") => [
  { account: debitAccount, memo, debit: amount, credit: "" },
  { account: creditAccount, memo, debit: "", credit: amount },
];

const getEntry = (id: number, token = owner) => hit(entryRoute.loader, `/api/journal-entry/${id}`, { token, params: { id } });

const tb = (companyId: number, asOf?: string, token = owner) =>
  hit(trialBalance.loader, `/api/reports/trial-balance?companyId=${companyId}${asOf ? `&asOf=${asOf}` : ""}`, { token });

const nextNo = async (companyId: number) =>
  (await hit(nextNumber.loader, `/api/journal-entry/company/${companyId}/next-entry-number?type=JE`, { params: { companyId } })).body
    .nextEntryNo;

/** Rows written to the ledger (all companies): a refusal must leave both unchanged. */
async function ledgerCounts() {
  const [lines] = await app.db("journalLines").count({ n: "*" });
  const [heads] = await app.db("journalEntries").count({ n: "*" });
  return { lines: Number(lines.n), entries: Number(heads.n) };
}

const balances = (accounts: { accountName: string; currentBalance: string }[]) =>
  Object.fromEntries(accounts.map((a) => [a.accountName, a.currentBalance]));

describe("accounts API", () => {
  it("creates, lists, reads and edits accounts with their balances", async () => {
    const companyId = await newCompany();
    const created = await createAccount(companyId, bankFields);
    expect(created.status).toBe(201);
    expect(created.body.account).toMatchObject({
      companyId,
      accountType: "Bank",
      accountNumber: "1010",
      accountName: "Checking",
      bankName: "First Bank",
      bankAccountNumber: "000123",
      openingBalance: "1000.00",
      currentBalance: "1000.00",
      asOf: "2025-01-01",
      active: true,
    });
    const card = await createAccount(companyId, {
      accountType: "Credit Card",
      accountNumber: "2100",
      accountName: "Company Visa",
      creditLimit: 5000,
      openingBalance: 120.5,
    });
    expect(card.status).toBe(201);
    expect(card.body.account).toMatchObject({ creditLimit: "5000.00", currentBalance: "120.50", active: true });
    const petty = await createAccount(companyId, { accountType: "Cash", accountNumber: "1000", accountName: "Petty Cash", active: false });
    expect(petty.status).toBe(201);
    expect(petty.body.account).toMatchObject({ active: false, openingBalance: "0.00", currentBalance: "0.00" });

    // The opening balances posted against Opening Balance Equity: 1,000.00 - 120.50 on its credit side.
    const list = await hit(accountsByCompany.loader, `/api/company-account/company/${companyId}`, { params: { companyId } });
    expect(list.status).toBe(200);
    expect(list.body.accounts.map((a: Json) => [a.accountNumber, a.accountName, a.currentBalance])).toEqual([
      ["1000", "Petty Cash", "0.00"],
      ["1010", "Checking", "1000.00"],
      ["2100", "Company Visa", "120.50"],
      ["3000", "Opening Balance Equity", "879.50"],
    ]);
    const active = await hit(accountsByCompany.loader, `/api/company-account/company/${companyId}?view=active`, { params: { companyId } });
    expect(active.body.accounts.map((a: Json) => a.accountName)).toEqual(["Checking", "Company Visa", "Opening Balance Equity"]);
    const inactive = await hit(accountsByCompany.loader, `/api/company-account/company/${companyId}?view=inactive`, {
      params: { companyId },
    });
    expect(inactive.body.accounts.map((a: Json) => a.accountName)).toEqual(["Petty Cash"]);
    const search = await hit(accountsByCompany.loader, `/api/company-account/company/${companyId}?q=credit%20card`, {
      params: { companyId },
    });
    expect(search.body.accounts.map((a: Json) => a.accountName)).toEqual(["Company Visa"]);
    const badView = await hit(accountsByCompany.loader, `/api/company-account/company/${companyId}?view=some`, { params: { companyId } });
    expect(badView).toEqual({
      status: 400,
      body: { error: "view must be active, inactive or all", errors: { view: ["view must be active, inactive or all"] } },
    });

    const data = await hit(accountsData.loader, `/api/accounts/company/${companyId}`, { params: { id: companyId } });
    expect(data.status).toBe(200);
    expect(balances(data.body.data.accounts)).toEqual({
      "Petty Cash": "0.00",
      Checking: "1000.00",
      "Company Visa": "120.50",
      "Opening Balance Equity": "879.50",
    });

    const id = created.body.account.id;
    const one = await hit(accountRoute.loader, `/api/company-account/${id}`, { params: { id } });
    expect(one.status).toBe(200);
    expect(one.body.account).toMatchObject({ id, accountName: "Checking", currentBalance: "1000.00", version: 1 });

    // Edit: comments change, and a deposit posts Dr Checking, Cr Opening Balance Equity.
    const edited = await hit(accountRoute.action, `/api/company-account/${id}`, {
      method: "PUT",
      params: { id },
      body: { ...bankFields, openingBalance: "1000.00", comments: "Main account", depositAmount: "250.50", version: 1 },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.account).toMatchObject({ comments: "Main account", currentBalance: "1250.50", openingBalance: "1000.00" });
    const after = await hit(accountsData.loader, `/api/accounts/company/${companyId}`, { params: { id: companyId } });
    expect(balances(after.body.data.accounts)).toMatchObject({ Checking: "1250.50", "Opening Balance Equity": "1130.00" });

    const readOnly = await hit(accountRoute.action, `/api/company-account/${id}`, {
      method: "PUT",
      params: { id },
      body: { ...bankFields, accountName: "Renamed", version: edited.body.account.version },
    });
    expect(readOnly.status).toBe(400);
    expect(readOnly.body.error).toBe("Account Name cannot be changed after the account is created");

    const missing = await hit(accountRoute.loader, "/api/company-account/999999", { params: { id: 999999 } });
    expect(missing).toEqual({ status: 404, body: { error: "Account not found" } });
    const malformed = await hit(accountRoute.loader, "/api/company-account/abc", { params: { id: "abc" } });
    expect(malformed.status).toBe(404);
  });

  it("answers the account rules' messages with errors per field, and saves nothing", async () => {
    const companyId = await newCompany();
    const required = await createAccount(companyId, { accountType: "Expense", accountNumber: " ", accountName: "" });
    expect(required.status).toBe(400);
    expect(required.body.error.split("\n")).toEqual(["Account Number is required", "Account Name is required"]);
    expect(required.body.errors).toEqual({ accountNumber: ["Account Number is required"], accountName: ["Account Name is required"] });

    const noType = await createAccount(companyId, { accountType: "", accountNumber: "1", accountName: "A" });
    expect(noType.status).toBe(400);
    expect(noType.body.errors.accountType).toEqual(["Account Type is required"]);

    const bank = await createAccount(companyId, { accountType: "Bank", accountNumber: "1020", accountName: "Savings", isSubAccount: true });
    expect(bank.status).toBe(400);
    expect(bank.body.error.split("\n")).toEqual([
      "Parent Account is required when creating a sub-account. Please select a parent account.",
      "Bank Name is required for Bank accounts",
      "Bank Account Type is required for Bank accounts",
      "Bank Account Number is required for Bank accounts",
    ]);
    expect(Object.keys(bank.body.errors).sort()).toEqual(["bankAccountNumber", "bankAccountType", "bankName", "parentAccountId"]);

    const amounts = await createAccount(companyId, {
      accountType: "Expense",
      accountNumber: "5",
      accountName: "X",
      openingBalance: "-1",
      creditLimit: "1.234",
    });
    expect(amounts.status).toBe(400);
    expect(amounts.body.errors.openingBalance).toEqual(["Opening balance cannot be negative"]);
    expect(amounts.body.errors.creditLimit).toHaveLength(1);

    const noCompany = await hit(accountCreate.action, "/api/company-account/create", {
      method: "POST",
      body: { accountType: "Expense", accountNumber: "5200", accountName: "Travel" },
    });
    expect(noCompany).toEqual({
      status: 400,
      body: { error: "Company ID is required", errors: { companyId: ["Company ID is required"] } },
    });

    const list = await hit(accountsByCompany.loader, `/api/company-account/company/${companyId}`, { params: { companyId } });
    expect(list.body.accounts).toEqual([]);
  });

  it("refuses duplicate numbers, names and bank account numbers with 409", async () => {
    const companyId = await newCompany();
    expect((await createAccount(companyId, bankFields)).status).toBe(201);
    const before = await ledgerCounts();

    const number = await createAccount(companyId, { accountType: "Expense", accountNumber: " 1010 ", accountName: "Rent" });
    expect(number).toEqual({
      status: 409,
      body: {
        error: "Account Number already exists. Please choose a different number.",
        errors: { accountNumber: ["Account Number already exists. Please choose a different number."] },
      },
    });
    const name = await createAccount(companyId, { accountType: "Expense", accountNumber: "5100", accountName: "  CHECKING " });
    expect(name.status).toBe(409);
    expect(name.body.error).toBe("Account Name already exists. Please choose a different name.");
    const all = await createAccount(companyId, { ...bankFields, accountName: "checking", openingBalance: "50" });
    expect(all.status).toBe(409);
    expect(all.body.error.split("\n")).toEqual([
      "Account Number already exists. Please choose a different number.",
      "Account Name already exists. Please choose a different name.",
      "Bank Account Number already exists. Please choose a different number.",
    ]);
    expect(await ledgerCounts()).toEqual(before); // the refused opening balance posted nothing

    // Numbers and names are per company.
    const other = await newCompany();
    expect((await createAccount(other, bankFields)).status).toBe(201);
  });
});

describe("journal entries API", () => {
  it("numbers, posts and reads entries, and the balances and trial balance follow", async () => {
    const { companyId, bank, rent, sales } = await books();
    expect(await nextNo(companyId)).toBe("JE-0001");

    const first = await postJournal(companyId, {
      entryDate: "2025-02-01",
      comments: "February rent",
      entries: twoLines(rent, bank, "250.50", "Rent"),
    });
    expect(first.status).toBe(201);
    expect(first.body.journalEntry).toMatchObject({
      entryNo: "JE-0001",
      entryType: "JE",
      entryDate: "2025-02-01",
      comments: "February rent",
      status: "posted",
      totals: { debit: "250.50", credit: "250.50" },
    });
    expect(first.body.journalEntry.lines.map((l: Json) => [l.accountName, l.debit, l.credit])).toEqual([
      ["Rent", "250.50", "0.00"],
      ["Checking", "0.00", "250.50"],
    ]);
    expect(await nextNo(companyId)).toBe("JE-0002");

    // accountId (the other spelling), numbers as JSON numbers, a MM/DD/YYYY date, a body type.
    const second = await postJournal(companyId, {
      entryDate: "03/15/2025",
      type: "JE",
      entries: [
        { accountId: bank, debit: 1200, credit: 0 },
        { accountId: sales, debit: 0, credit: 1200 },
      ],
    });
    expect(second.status).toBe(201);
    expect(second.body.journalEntry).toMatchObject({
      entryNo: "JE-0002",
      entryDate: "2025-03-15",
      totals: { debit: "1200.00", credit: "1200.00" },
    });

    const read = await getEntry(first.body.journalEntry.id);
    expect(read.status).toBe(200);
    expect(read.body.journalEntry).toEqual(first.body.journalEntry);

    const accounts = await hit(accountsByCompany.loader, `/api/company-account/company/${companyId}`, { params: { companyId } });
    expect(balances(accounts.body.accounts)).toEqual({
      Checking: "1949.50", // 1,000.00 − 250.50 + 1,200.00
      "Opening Balance Equity": "1000.00",
      Sales: "1200.00",
      Rent: "250.50",
    });

    const report = await tb(companyId, "2025-12-31");
    expect(report.status).toBe(200);
    expect(report.body).toEqual({
      asOf: "2025-12-31",
      rows: [
        { accountId: bank, accountNumber: "1010", accountName: "Checking", accountType: "Bank", debit: "1949.50", credit: "0.00" },
        {
          accountId: expect.any(Number),
          accountNumber: "3000",
          accountName: "Opening Balance Equity",
          accountType: "Equity",
          debit: "0.00",
          credit: "1000.00",
        },
        { accountId: sales, accountNumber: "4000", accountName: "Sales", accountType: "Income", debit: "0.00", credit: "1200.00" },
        { accountId: rent, accountNumber: "5100", accountName: "Rent", accountType: "Expense", debit: "250.50", credit: "0.00" },
      ],
      totals: { debit: "2200.00", credit: "2200.00" },
    });
    // As of a date between the entries, and before any of them.
    expect((await tb(companyId, "2025-02-28")).body.totals).toEqual({ debit: "1000.00", credit: "1000.00" });
    expect((await tb(companyId, "2024-12-31")).body).toEqual({ asOf: "2024-12-31", rows: [], totals: { debit: "0.00", credit: "0.00" } });
    // Default: today in the company's time zone; MM/DD/YYYY is read too.
    const today = await tb(companyId);
    expect(today.body.asOf).toBe(companyToday("UTC+00:00 London, Dublin, Lisbon"));
    expect(today.body.totals).toEqual({ debit: "2200.00", credit: "2200.00" });
    expect((await tb(companyId, "02/28/2025")).body.asOf).toBe("2025-02-28");
  });

  it("refuses unbalanced, malformed and cross-company postings and writes nothing", async () => {
    const { companyId, bank, rent } = await books();
    const sibling = await books(); // another company of the same user
    const stranger = await books(intruder); // another user's company
    const inactive = await createAccount(companyId, { accountType: "Expense", accountNumber: "5900", accountName: "Old", active: false });
    const before = await ledgerCounts();

    const refusals: [unknown, string[] | string, string?][] = [
      [
        {
          entryDate: "2025-02-01",
          entries: [
            { account: rent, debit: "100.00" },
            { account: bank, credit: "99.99" },
          ],
        },
        ["Totals must be equal. Debit: $100.00, Credit: $99.99"],
      ],
      [
        {
          entryDate: "2025-02-01",
          entries: [
            { account: rent, debit: "0.01" },
            { account: bank, credit: "0.00" },
          ],
        },
        [
          "Each entry must have either a debit OR credit amount, not both",
          "At least one debit and one credit entry are required",
          "Totals must be equal. Debit: $0.01, Credit: $0.00",
        ],
      ],
      [
        { entryDate: "2025-02-01", entries: [{ account: rent, debit: "5" }] },
        [
          "At least two entries are required",
          "At least one debit and one credit entry are required",
          "Totals must be equal. Debit: $5.00, Credit: $0.00",
        ],
      ],
      [
        {
          entryDate: "2025-02-01",
          entries: [
            { account: rent, debit: 5, credit: 5 },
            { account: "", credit: 5 },
          ],
        },
        [
          "All accounts must be selected",
          "Each entry must have either a debit OR credit amount, not both",
          "Totals must be equal. Debit: $5.00, Credit: $10.00",
        ],
      ],
      [{ entryDate: "2025-02-01", entries: twoLines(rent, bank, "10.005") }, ["Amounts must be numbers with at most 2 decimals"]],
      [
        { entryDate: "2025-02-01", entries: twoLines(rent, bank, "-5") },
        ["Each entry must have either a debit OR credit amount, not both", "At least one debit and one credit entry are required"],
      ],
      [{ entryDate: "2025-02-30", entries: twoLines(rent, bank, 5) }, ["Entry date must be a valid date (MM/DD/YYYY)"]],
      [{ entries: twoLines(rent, bank, 5) }, ["Entry date is required"]],
      [{ entryDate: "2025-02-01", entries: "lots" }, ["At least two entries are required"]],
      [{ entryDate: "2025-02-01", entries: twoLines(rent, sibling.bank, 5) }, [`Account ${sibling.bank} was not found in this company`]],
      [{ entryDate: "2025-02-01", entries: twoLines(stranger.rent, bank, 5) }, [`Account ${stranger.rent} was not found in this company`]],
      [{ entryDate: "2025-02-01", entries: twoLines(inactive.body.account.id, bank, 5) }, ['Account "Old" is inactive']],
      [{ entryDate: "2025-02-01", entries: twoLines(rent, bank, 5), type: "BILL" }, "Only JE entries can be created here"],
      [{ entryDate: "2025-02-01", entries: twoLines(rent, bank, 5) }, "Only JE entries can be created here", "BILL"],
      ["{not json", "The request body is not valid JSON."],
      ["[1, 2]", "The request body must be a JSON object."],
    ];
    for (const [body, expected, type] of refusals) {
      const raw = typeof body === "string";
      const response = raw
        ? await hit(entries.action, `/api/journal-entry/company/${companyId}`, {
            method: "POST",
            params: { companyId },
            headers: { "Content-Type": "application/json" },
            body,
          })
        : await postJournal(companyId, body, { type });
      expect(response.status, JSON.stringify(body)).toBe(400);
      if (typeof expected === "string") expect(response.body.error).toBe(expected);
      else {
        expect(response.body.error.split("\n")).toEqual(expected);
        expect(response.body.errors).toBeDefined();
      }
    }
    expect(await ledgerCounts()).toEqual(before);
    expect(await nextNo(companyId)).toBe("JE-0001"); // no number was used up
    // One cent is not "within tolerance": the ledger refuses any imbalance.
    const cent = await postJournal(companyId, {
      entryDate: "2025-02-01",
      entries: [
        { account: rent, debit: "10.00" },
        { account: bank, credit: "9.99" },
      ],
    });
    expect(cent.status).toBe(400);
    expect(await ledgerCounts()).toEqual(before);
  });

  it("keeps drafts editable until posted; posted entries cannot be changed or deleted", async () => {
    const { companyId, bank, rent } = await books();
    const draft = await postJournal(companyId, { entryDate: "2025-04-01", status: "draft", entries: twoLines(rent, bank, "10.00") });
    expect(draft.status).toBe(201);
    expect(draft.body.journalEntry).toMatchObject({ status: "draft", totals: { debit: "10.00", credit: "10.00" } });
    const id = draft.body.journalEntry.id;
    const before = await ledgerCounts();

    // A draft may be saved unbalanced; it is checked when posted.
    const unbalanced = await hit(entryRoute.action, `/api/journal-entry/${id}`, {
      method: "PUT",
      params: { id },
      body: {
        entryDate: "2025-04-02",
        comments: "work in progress",
        entries: [
          { account: rent, debit: "75.25" },
          { account: bank, credit: "75.00" },
        ],
        version: draft.body.journalEntry.version,
      },
    });
    expect(unbalanced.status).toBe(200);
    expect(unbalanced.body.journalEntry).toMatchObject({
      status: "draft",
      entryDate: "2025-04-02",
      comments: "work in progress",
      totals: { debit: "75.25", credit: "75.00" },
    });
    const refused = await hit(postRoute.action, `/api/journal-entry/${id}/post`, { method: "POST", params: { id } });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe("Totals must be equal. Debit: $75.25, Credit: $75.00");
    expect(await ledgerCounts()).toEqual(before);
    expect((await getEntry(id)).body.journalEntry.status).toBe("draft");

    const fixed = await hit(entryRoute.action, `/api/journal-entry/${id}`, {
      method: "PUT",
      params: { id },
      body: {
        entryDate: "2025-04-02",
        comments: "April",
        entries: twoLines(rent, bank, "75.25"),
        version: unbalanced.body.journalEntry.version,
      },
    });
    expect(fixed.status).toBe(200);
    const drafts = await hit(entries.loader, `/api/journal-entry/company/${companyId}?status=draft`, { params: { companyId } });
    expect(drafts.body).toMatchObject({ total: 1, journalEntries: [{ id, status: "draft", total: "75.25" }] });

    const posted = await hit(postRoute.action, `/api/journal-entry/${id}/post`, { method: "POST", params: { id } });
    expect(posted.status).toBe(200);
    expect(posted.body.journalEntry).toMatchObject({
      id,
      entryNo: "JE-0001",
      status: "posted",
      totals: { debit: "75.25", credit: "75.25" },
    });
    expect(await ledgerCounts()).toEqual({ lines: before.lines + 2, entries: before.entries });
    const again = await hit(postRoute.action, `/api/journal-entry/${id}/post`, { method: "POST", params: { id } });
    expect(again).toEqual({ status: 409, body: { error: "Journal entry JE-0001 is already posted" } });

    const put = await hit(entryRoute.action, `/api/journal-entry/${id}`, {
      method: "PUT",
      params: { id },
      body: { entryDate: "2025-04-02", entries: twoLines(rent, bank, "1.00"), version: fixed.body.journalEntry.version },
    });
    expect(put).toEqual({
      status: 409,
      body: { error: "Journal entry JE-0001 is posted: only drafts can be changed. Cancel it and enter a new one." },
    });
    const del = await hit(entryRoute.action, `/api/journal-entry/${id}`, { method: "DELETE", params: { id } });
    expect(del.status).toBe(409);
    expect(del.body.error).toBe("Journal entry JE-0001 is posted: a posted entry is cancelled, never deleted.");
    expect((await getEntry(id)).body.journalEntry.totals).toEqual({ debit: "75.25", credit: "75.25" });

    // A draft is deleted.
    const other = await postJournal(companyId, { entryDate: "2025-04-03", status: "draft", entries: twoLines(rent, bank, 1) });
    const otherId = other.body.journalEntry.id;
    const deleted = await hit(entryRoute.action, `/api/journal-entry/${otherId}`, { method: "DELETE", params: { id: otherId } });
    expect(deleted).toEqual({ status: 200, body: { success: true, message: "Journal entry deleted" } });
    expect(await getEntry(otherId)).toEqual({ status: 404, body: { error: "Journal entry not found" } });

    // A draft naming another company's account is refused as posting would be, and writes nothing.
    const stranger = await books(intruder);
    const linesBefore = await ledgerCounts();
    const sneaky = await postJournal(companyId, { entryDate: "2025-04-04", status: "draft", entries: twoLines(stranger.rent, bank, 3) });
    expect(sneaky).toEqual({
      status: 400,
      body: {
        error: `Account ${stranger.rent} was not found in this company`,
        errors: { entries: [`Account ${stranger.rent} was not found in this company`] },
      },
    });
    expect(await ledgerCounts()).toEqual(linesBefore);
    expect(await nextNo(companyId)).toBe("JE-0002");
  });

  it("cancels a posted entry by its reversal, and the trial balance returns to its previous figures", async () => {
    const { companyId, bank, rent, sales } = await books();
    const keep = await postJournal(companyId, { entryDate: "2025-05-01", entries: twoLines(bank, sales, "500.00") });
    expect(keep.status).toBe(201);
    const previous = (await tb(companyId, "2025-12-31")).body;
    expect(previous.totals).toEqual({ debit: "1500.00", credit: "1500.00" });

    const mistake = await postJournal(companyId, { entryDate: "2025-05-02", comments: "Wrong", entries: twoLines(rent, bank, "123.45") });
    const id = mistake.body.journalEntry.id;
    expect(mistake.body.journalEntry.entryNo).toBe("JE-0002");
    const changed = (await tb(companyId, "2025-12-31")).body;
    expect(changed.rows.map((r: Json) => [r.accountName, r.debit, r.credit])).toEqual([
      ["Checking", "1376.55", "0.00"],
      ["Opening Balance Equity", "0.00", "1000.00"],
      ["Sales", "0.00", "500.00"],
      ["Rent", "123.45", "0.00"],
    ]);
    expect(changed.totals).toEqual({ debit: "1500.00", credit: "1500.00" });

    const cancelled = await hit(cancelRoute.action, `/api/journal-entry/${id}/cancel`, {
      method: "POST",
      params: { id },
      body: { date: "05/31/2025" },
    });
    expect(cancelled.status).toBe(200);
    const { journalEntry, reversal } = cancelled.body;
    expect(journalEntry).toMatchObject({ id, entryNo: "JE-0002", status: "cancelled", reversedByEntryId: reversal.id });
    expect(reversal).toMatchObject({
      entryNo: "JE-0003",
      entryDate: "2025-05-31",
      status: "posted",
      reversesEntryId: id,
      comments: "Reversal of JE-0002",
      totals: { debit: "123.45", credit: "123.45" },
    });
    expect(reversal.lines.map((l: Json) => [l.accountName, l.debit, l.credit])).toEqual([
      ["Rent", "0.00", "123.45"],
      ["Checking", "123.45", "0.00"],
    ]);
    expect((await tb(companyId, "2025-12-31")).body).toEqual(previous);
    // Between the entry and its reversal, the entry still counts.
    expect((await tb(companyId, "2025-05-15")).body.rows).toEqual(changed.rows);
    const accounts = await hit(accountsData.loader, `/api/accounts/company/${companyId}`, { params: { id: companyId } });
    expect(balances(accounts.body.data.accounts)).toMatchObject({ Checking: "1500.00", Rent: "0.00" });

    const twice = await hit(cancelRoute.action, `/api/journal-entry/${id}/cancel`, { method: "POST", params: { id } });
    expect(twice).toEqual({ status: 409, body: { error: "Journal entry JE-0002 is already cancelled" } });

    // Without a date the reversal takes the entry's own date; a bad date is refused.
    const keepId = keep.body.journalEntry.id;
    const badDate = await hit(cancelRoute.action, `/api/journal-entry/${keepId}/cancel`, {
      method: "POST",
      params: { id: keepId },
      body: { date: "13/45/2025" },
    });
    expect(badDate.status).toBe(400);
    expect(badDate.body.error).toBe("Date must be a valid date (MM/DD/YYYY)");
    const noDate = await hit(cancelRoute.action, `/api/journal-entry/${keepId}/cancel`, { method: "POST", params: { id: keepId } });
    expect(noDate.status).toBe(200);
    expect(noDate.body.reversal).toMatchObject({ entryNo: "JE-0004", entryDate: "2025-05-01" });
    expect((await tb(companyId, "2025-12-31")).body.totals).toEqual({ debit: "1000.00", credit: "1000.00" });
  });

  it("refuses to cancel an entry its record posted (an opening balance): the record and its books would disagree", async () => {
    const { companyId } = await books();
    const opening = await app.db("journalEntries").where({ companyId }).whereNot("sourceType", "journal").first("id", "entryNo");
    expect(opening).toBeDefined();
    const before = (await tb(companyId, "2025-12-31")).body;
    const refused = await hit(cancelRoute.action, `/api/journal-entry/${opening.id}/cancel`, {
      method: "POST",
      params: { id: opening.id },
    });
    expect(refused).toEqual({ status: 409, body: { error: `Journal entry ${opening.entryNo} cannot be cancelled.` } });
    expect((await tb(companyId, "2025-12-31")).body).toEqual(before);
  });

  it("lists entries by date range, status and text, with pages", async () => {
    const { companyId, bank, rent } = await books();
    for (let day = 1; day <= 12; day++) {
      const date = `2025-06-${String(day).padStart(2, "0")}`;
      const response = await postJournal(companyId, {
        entryDate: date,
        comments: day === 7 ? "Insurance" : `Day ${day}`,
        entries: twoLines(rent, bank, day),
      });
      expect(response.status).toBe(201);
    }
    const path = (query: string) => `/api/journal-entry/company/${companyId}?${query}`;
    const list = (query: string) => hit(entries.loader, path(query), { params: { companyId } });

    const first = await list("");
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 12, page: 1, perPage: 10 });
    expect(first.body.journalEntries).toHaveLength(10);
    expect(first.body.journalEntries[0]).toMatchObject({ entryNo: "JE-0012", entryDate: "2025-06-12", status: "posted", total: "12.00" });
    const second = await list("page=2&perPage=5");
    expect(second.body.journalEntries.map((e: Json) => e.entryNo)).toEqual(["JE-0007", "JE-0006", "JE-0005", "JE-0004", "JE-0003"]);

    const range = await list("from=2025-06-03&to=2025-06-05");
    expect(range.body.journalEntries.map((e: Json) => e.entryDate)).toEqual(["2025-06-05", "2025-06-04", "2025-06-03"]);
    expect((await list("q=insur")).body.journalEntries.map((e: Json) => e.entryNo)).toEqual(["JE-0007"]);
    expect((await list("q=je-0011")).body.total).toBe(1);
    expect((await list("status=cancelled")).body.total).toBe(0);
    expect((await list("status=posted")).body.total).toBe(12);

    const bad = await list("from=06/01/2025&status=lost&perPage=1000");
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["from", "perPage", "status"]);
  });
});

describe("ownership and authentication", () => {
  it("gives another user's companies, accounts and entries a 404 on every call, and changes nothing", async () => {
    const { companyId, bank, rent } = await books();
    const posted = await postJournal(companyId, { entryDate: "2025-07-01", entries: twoLines(rent, bank, "40.00") });
    const draft = await postJournal(companyId, { entryDate: "2025-07-02", status: "draft", entries: twoLines(rent, bank, "1.00") });
    const postedId = posted.body.journalEntry.id;
    const draftId = draft.body.journalEntry.id;
    await books(intruder); // the intruder has books of their own
    const before = await ledgerCounts();
    const token = intruder;

    const calls: [string, Promise<{ status: number; body: Json }>][] = [
      ["account list", hit(accountsByCompany.loader, `/api/company-account/company/${companyId}`, { token, params: { companyId } })],
      ["accounts data", hit(accountsData.loader, `/api/accounts/company/${companyId}`, { token, params: { id: companyId } })],
      ["account", hit(accountRoute.loader, `/api/company-account/${bank}`, { token, params: { id: bank } })],
      [
        "account edit",
        hit(accountRoute.action, `/api/company-account/${bank}`, {
          token,
          method: "PUT",
          params: { id: bank },
          body: { ...bankFields, depositAmount: "999", version: 1 },
        }),
      ],
      ["account create", createAccount(companyId, { accountType: "Expense", accountNumber: "6666", accountName: "Pwned" }, token)],
      ["entry list", hit(entries.loader, `/api/journal-entry/company/${companyId}`, { token, params: { companyId } })],
      ["entry create", postJournal(companyId, { entryDate: "2025-07-03", entries: twoLines(rent, bank, 5) }, { token })],
      [
        "next number",
        hit(nextNumber.loader, `/api/journal-entry/company/${companyId}/next-entry-number`, { token, params: { companyId } }),
      ],
      ["entry", getEntry(postedId, token)],
      [
        "draft edit",
        hit(entryRoute.action, `/api/journal-entry/${draftId}`, {
          token,
          method: "PUT",
          params: { id: draftId },
          body: { entryDate: "2025-07-02", entries: [], version: 1 },
        }),
      ],
      ["draft delete", hit(entryRoute.action, `/api/journal-entry/${draftId}`, { token, method: "DELETE", params: { id: draftId } })],
      ["draft post", hit(postRoute.action, `/api/journal-entry/${draftId}/post`, { token, method: "POST", params: { id: draftId } })],
      ["cancel", hit(cancelRoute.action, `/api/journal-entry/${postedId}/cancel`, { token, method: "POST", params: { id: postedId } })],
      ["trial balance", tb(companyId, undefined, token)],
    ];
    for (const [name, pending] of calls) {
      const response = await pending;
      expect(response.status, name).toBe(404);
      expect(response.body.error, name).toMatch(/^(Company|Account|Journal entry) not found$/);
    }

    expect(await ledgerCounts()).toEqual(before);
    expect((await getEntry(postedId)).body.journalEntry.status).toBe("posted");
    expect((await getEntry(draftId)).body.journalEntry).toMatchObject({ status: "draft", totals: { debit: "1.00", credit: "1.00" } });
    const accounts = await hit(accountsData.loader, `/api/accounts/company/${companyId}`, { params: { id: companyId } });
    expect(accounts.body.data.accounts.map((a: Json) => a.accountName)).not.toContain("Pwned");
    expect(balances(accounts.body.data.accounts)).toMatchObject({ Checking: "960.00" });
  });

  it("requires a bearer token on every call (401)", async () => {
    const { companyId, bank } = await books();
    const bad = "llt_not-a-real-token";
    for (const token of [null, bad]) {
      for (const response of [
        await hit(accountsByCompany.loader, `/api/company-account/company/${companyId}`, { token, params: { companyId } }),
        await hit(accountsData.loader, `/api/accounts/company/${companyId}`, { token, params: { id: companyId } }),
        await hit(accountRoute.loader, `/api/company-account/${bank}`, { token, params: { id: bank } }),
        await hit(accountRoute.action, `/api/company-account/${bank}`, { token, method: "PUT", params: { id: bank }, body: bankFields }),
        await hit(accountCreate.action, "/api/company-account/create", { token, method: "POST", body: { companyId, ...bankFields } }),
        await hit(entries.loader, `/api/journal-entry/company/${companyId}`, { token, params: { companyId } }),
        await hit(entries.action, `/api/journal-entry/company/${companyId}`, { token, method: "POST", params: { companyId }, body: {} }),
        await hit(nextNumber.loader, `/api/journal-entry/company/${companyId}/next-entry-number`, { token, params: { companyId } }),
        await hit(entryRoute.loader, "/api/journal-entry/1", { token, params: { id: 1 } }),
        await hit(entryRoute.action, "/api/journal-entry/1", { token, method: "PUT", params: { id: 1 }, body: {} }),
        await hit(entryRoute.action, "/api/journal-entry/1", { token, method: "DELETE", params: { id: 1 } }),
        await hit(postRoute.action, "/api/journal-entry/1/post", { token, method: "POST", params: { id: 1 } }),
        await hit(cancelRoute.action, "/api/journal-entry/1/cancel", { token, method: "POST", params: { id: 1 } }),
        await hit(trialBalance.loader, `/api/reports/trial-balance?companyId=${companyId}`, { token }),
      ]) {
        expect(response).toEqual({ status: 401, body: { error: "Authentication required" } });
      }
    }
  });

  it("validates the trial balance query", async () => {
    const { companyId } = await books();
    const badDate = await tb(companyId, "2025-13-01");
    expect(badDate).toEqual({
      status: 400,
      body: { error: "asOf must be a valid date (YYYY-MM-DD)", errors: { asOf: ["asOf must be a valid date (YYYY-MM-DD)"] } },
    });
    const noCompany = await hit(trialBalance.loader, "/api/reports/trial-balance");
    expect(noCompany.status).toBe(400);
    expect(noCompany.body.error).toBe("Company ID is required");
    expect((await hit(trialBalance.loader, "/api/reports/trial-balance?companyId=999999")).status).toBe(404);
    const wrongMethod = await hit(entryRoute.action, "/api/journal-entry/1", { method: "PATCH", params: { id: 1 } });
    expect(wrongMethod.status).toBe(405);
    const nextOther = await hit(nextNumber.loader, `/api/journal-entry/company/${companyId}/next-entry-number?type=BILL`, {
      params: { companyId },
    });
    expect(nextOther.status).toBe(400);
  });
});

describe("OpenAPI document", () => {
  it("describes every ledger endpoint with its body and query", async () => {
    const doc = await (await call(openapi.loader, "/api/openapi.json")).json();
    const expected: [string, string][] = [
      ["/api/company-account/company/{companyId}", "get"],
      ["/api/company-account/{id}", "get"],
      ["/api/company-account/{id}", "put"],
      ["/api/company-account/create", "post"],
      ["/api/accounts/company/{id}", "get"],
      ["/api/journal-entry/company/{companyId}", "get"],
      ["/api/journal-entry/company/{companyId}", "post"],
      ["/api/journal-entry/company/{companyId}/next-entry-number", "get"],
      ["/api/journal-entry/{id}", "get"],
      ["/api/journal-entry/{id}", "put"],
      ["/api/journal-entry/{id}", "delete"],
      ["/api/journal-entry/{id}/post", "post"],
      ["/api/journal-entry/{id}/cancel", "post"],
      ["/api/reports/trial-balance", "get"],
    ];
    for (const [path, method] of expected) expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    const create = doc.paths["/api/company-account/create"].post.requestBody.content["application/json"].schema;
    expect(create.required).toEqual(expect.arrayContaining(["accountType", "accountNumber", "accountName", "companyId"]));
    const journal = doc.paths["/api/journal-entry/company/{companyId}"].post.requestBody.content["application/json"].schema;
    expect(journal.properties.entries.type).toBe("array");
    const query = doc.paths["/api/reports/trial-balance"].get.parameters;
    expect(query.map((p: Json) => [p.name, p.in, p.required])).toEqual([
      ["companyId", "query", true],
      ["asOf", "query", false],
    ]);
  });
});
