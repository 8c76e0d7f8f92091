import fs from "node:fs";
import type { APIRequestContext, Download } from "@playwright/test";
import { createCompany, expect, test, type TestUser } from "./fixtures";
import { CHECKING } from "../support/accounts";

// The register, the Trial Balance and the General Ledger in the browser, on these books:
//   01/02/2025 OB-0001  Dr 1010 Checking 1,000.00   Cr Opening Balance Equity 1,000.00
//   03/15/2025 JE-0001  Dr 5100 Rent       250.00   Cr Checking                 250.00
// The accounts and the entry are made through the API (the New Account screen is another
// screen's test); the reports are read as a user would.

async function apiPost(request: APIRequestContext, user: TestUser, url: string, data: object) {
  const response = await request.post(url, { data, headers: { Authorization: `Bearer ${user.token}` } });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

async function books(request: APIRequestContext, user: TestUser) {
  const company = await createCompany(request, user);
  const { account: bank } = await apiPost(request, user, "/api/company-account/create", {
    companyId: company.id,
    ...CHECKING,
    openingBalance: "1000.00",
    asOf: "01/02/2025",
  });
  const { account: rent } = await apiPost(request, user, "/api/company-account/create", {
    companyId: company.id,
    accountType: "Expense",
    accountNumber: "5100",
    accountName: "Rent",
  });
  await apiPost(request, user, `/api/journal-entry/company/${company.id}?type=JE`, {
    entryDate: "03/15/2025",
    comments: "March rent",
    entries: [
      { accountId: rent.id, debit: "250.00" },
      { accountId: bank.id, credit: "250.00" },
    ],
  });
  return { base: `/company/${company.id}/dashboard`, bank: bank as { id: number } };
}

const text = (download: Download) => download.path().then((file) => fs.readFileSync(file, "utf8"));

test("the register lists a bank account's opening balance and entries, newest first", async ({ page, request, user }) => {
  const { base, bank } = await books(request, user);
  await page.goto(`${base}/banking/transactions/${bank.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "1010 · Checking" })).toBeVisible();
  await expect(page.getByTestId("current-balance")).toHaveText("$750.00");
  const rows = page.getByRole("table", { name: "Register of 1010 Checking" }).locator("tbody tr");
  await expect(rows).toHaveCount(2);
  // Date, Number, Payee, Type, Memo, Payment, Deposit, the cleared mark, Balance.
  await expect(rows.nth(0).getByRole("cell")).toHaveText([
    "03/15/2025",
    "JE-0001",
    "",
    "Journal Entry",
    "March rent",
    "$250.00",
    "",
    "",
    "$750.00",
  ]);
  await expect(rows.nth(1).getByRole("cell")).toHaveText([
    "01/02/2025",
    "OB-0001",
    "",
    "Opening Balance",
    "Opening balance of Checking",
    "",
    "$1,000.00",
    "",
    "$1,000.00",
  ]);
  await expect(rows.nth(1).getByRole("link", { name: "OB-0001" })).toHaveAttribute("href", /\/journal-entries\/\d+$/);
});

test("the trial balance as of a date has equal totals and exports to CSV", async ({ page, request, user }) => {
  const { base } = await books(request, user);
  await page.goto(`${base}/reports/company-finance/trial-balance`);
  await expect(page.getByRole("heading", { level: 1, name: "Trial Balance" })).toBeVisible();
  await page.getByLabel("As of", { exact: true }).fill("12/31/2025");
  await page.getByRole("button", { name: "Run report" }).click();
  await expect(page).toHaveURL(/asOf=12%2F31%2F2025/);
  await expect(page.getByText("As of 12/31/2025", { exact: true })).toBeVisible();
  const rows = page.getByRole("table", { name: "Trial balance as of 12/31/2025" }).locator("tbody tr");
  await expect(rows.nth(0).getByRole("cell")).toHaveText(["1010", "Checking", "Bank", "$750.00", ""]);
  await expect(rows.nth(1).getByRole("cell")).toHaveText(["3000", "Opening Balance Equity", "Equity", "", "$1,000.00"]);
  await expect(rows.nth(2).getByRole("cell")).toHaveText(["5100", "Rent", "Expense", "$250.00", ""]);
  await expect(page.getByTestId("total-debit")).toHaveText("$1,000.00");
  await expect(page.getByTestId("total-credit")).toHaveText("$1,000.00");
  await expect(page.getByText("out of balance")).toHaveCount(0);

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export to CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("trial-balance-2025-12-31.csv");
  expect(await text(download)).toBe(
    [
      "Account No,Account Name,Type,Debit,Credit",
      "1010,Checking,Bank,750.00,0.00",
      "3000,Opening Balance Equity,Equity,0.00,1000.00",
      "5100,Rent,Expense,250.00,0.00",
      ",Total,,1000.00,1000.00",
      "",
    ].join("\n"),
  );

  // Printing shows the report alone: no menus, sidebar, filters or buttons.
  await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("complementary", { name: "Sidebar" })).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Top menu" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  await expect(page.getByLabel("As of", { exact: true })).toBeHidden();
  await expect(page.getByTestId("total-debit")).toBeVisible();
});

test("the general ledger shows opening, lines and closing per account, and exports to CSV", async ({ page, request, user }) => {
  const { base } = await books(request, user);
  await page.goto(`${base}/reports/company-finance/general-ledger`);
  await expect(page.getByRole("heading", { level: 1, name: "General Ledger" })).toBeVisible();
  await page.getByLabel("From", { exact: true }).fill("02/01/2025");
  await page.getByLabel("To", { exact: true }).fill("12/31/2025");
  await page.getByRole("button", { name: "Run report" }).click();
  await expect(page).toHaveURL(/from=02%2F01%2F2025/);
  await expect(page.getByText("02/01/2025 to 12/31/2025")).toBeVisible();

  const checking = page.getByRole("region", { name: "1010 · Checking" });
  const rows = checking.locator("tbody tr");
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText("Opening balance");
  await expect(rows.nth(0)).toContainText("$1,000.00");
  await expect(rows.nth(1).getByRole("cell")).toHaveText(["03/15/2025", "JE", "JE-0001", "March rent", "", "$250.00", "$750.00"]);
  await expect(rows.nth(2)).toContainText("Closing balance");
  await expect(rows.nth(2).getByRole("cell").last()).toHaveText("$750.00");
  await expect(
    page
      .getByRole("region", { name: /Opening Balance Equity/ })
      .locator("tbody tr")
      .last(),
  ).toContainText("$1,000.00");
  await expect(
    page
      .getByRole("region", { name: /5100 · Rent/ })
      .locator("tbody tr")
      .first(),
  ).toContainText("$0.00");

  // One account only.
  await page.getByRole("combobox", { name: "Account", exact: true }).click();
  await page.getByRole("option", { name: "5100 · Rent" }).click();
  await page.getByRole("button", { name: "Run report" }).click();
  await expect(page.getByRole("region", { name: /1010 · Checking/ })).toHaveCount(0);
  await expect(
    page
      .getByRole("region", { name: /5100 · Rent/ })
      .locator("tbody tr")
      .last(),
  ).toContainText("$250.00");

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export to CSV" }).click();
  const csv = await text(await downloading);
  expect(csv.trim().split("\n")).toEqual([
    "Account Number,Account Name,Date,Type,Number,Memo,Debit,Credit,Balance",
    "5100,Rent,02/01/2025,,,Opening balance,,,0.00",
    "5100,Rent,03/15/2025,JE,JE-0001,March rent,250.00,,250.00",
    "5100,Rent,12/31/2025,,,Closing balance,250.00,0.00,250.00",
  ]);
});
