import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { setUpBankingBooks } from "./banking-fixtures";

// Banking with JavaScript, a bookkeeper's main paths: the bank accounts and an account's register
// (a line ticked cleared, the cleared balance following); Transfer Funds to savings, refused first
// for more than Checking holds; Make Deposit of two customer payments waiting in Undeposited Funds
// with the total following the ticks, then its slip; the register shows both.

const main = (page: Page) => page.getByRole("main");
const notice = (page: Page, text: string) => page.getByRole("region", { name: "Notifications" }).getByText(text).first();

test("bank accounts, a register, a transfer and a deposit", async ({ page, request, user }) => {
  test.slow(); // books made through the API, then several saves
  const books = await setUpBankingBooks(page, request, user);

  // Bank Accounts → the register of Checking.
  await page.goto(`${books.base}/banking/accounts`);
  const accounts = main(page).getByRole("table", { name: "Bank and card accounts" });
  await expect(accounts.getByRole("row", { name: /Checking/ }).getByRole("cell")).toHaveText([
    "1010",
    "Checking",
    "Bank",
    "First Bank",
    "$5,000.00",
    "$0.00",
    "1",
    "Never",
    "History",
    "Statement",
  ]);
  await accounts.getByRole("link", { name: "Register of Checking" }).click();
  await expect(main(page).getByRole("heading", { level: 1, name: "1010 · Checking" })).toBeVisible();
  const register = main(page).getByRole("table", { name: "Register of 1010 Checking" });
  await expect(register.locator("tbody tr")).toHaveCount(1);
  // The tick shows at once and is saved in the background: the reload waits for the save's answer.
  const saved = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/banking/transactions/"));
  await register.getByRole("button", { name: /^Mark OB-0001 of .* cleared$/ }).click();
  await expect(register.getByRole("button", { name: /^Unmark OB-0001/ })).toHaveText("C");
  expect((await saved).ok()).toBe(true);
  await page.reload();
  await expect(main(page).getByTestId("cleared-balance")).toHaveText("$5,000.00");

  // Transfer Funds: more than Checking holds is refused, then 250.00 to Savings.
  await main(page).getByRole("link", { name: "Transfer Funds" }).click();
  await expect(main(page).getByRole("heading", { level: 1, name: "Transfer Funds" })).toBeVisible();
  await expect(main(page).getByLabel("Transfer Funds From")).toHaveValue(String(books.checking));
  await main(page).getByLabel("Transfer Funds To").selectOption(String(books.savings));
  await main(page).getByLabel("Transfer Amount").fill("6000.00");
  await main(page).getByRole("button", { name: "Save Transfer" }).click();
  await expect(main(page).getByText("Insufficient balance in the selected account.").first()).toBeVisible();
  await main(page).getByLabel("Transfer Amount").fill("250.00");
  await main(page).getByLabel("Memo").fill("To savings");
  await main(page).getByRole("button", { name: "Save Transfer" }).click();
  await expect(notice(page, "Funds transferred successfully!")).toBeVisible();
  await expect(main(page).getByRole("heading", { level: 1, name: "Transfer TRF-0001" })).toBeVisible();
  await expect(main(page).getByTestId("transfer-amount")).toHaveText("$250.00");
  await main(page).getByRole("link", { name: "Savings" }).click();
  const savings = main(page).getByRole("table", { name: "Register of 1020 Savings" });
  await expect(savings.locator("tbody tr").first().getByRole("cell")).toHaveText([
    /\d\d\/\d\d\/\d{4}/,
    "TRF-0001",
    "",
    "Transfer",
    "To savings",
    "",
    "$250.00",
    "",
    "$250.00",
  ]);

  // Make Deposit: both payments of Undeposited Funds into Checking; the total follows the ticks.
  await page.goto(`${books.base}/banking/make-deposit`);
  await expect(main(page).getByRole("heading", { level: 1, name: "Make Deposit" })).toBeVisible();
  await main(page).getByLabel("Deposit To").selectOption(String(books.checking));
  const [first, second] = books.payments;
  await main(page).getByLabel(`Deposit Payment ${first.number}`).check();
  await expect(main(page).getByTestId("deposit-total")).toHaveText("$120.00");
  await main(page).getByLabel(`Deposit Payment ${second.number}`).check();
  await expect(main(page).getByTestId("deposit-total")).toHaveText("$200.50");
  await main(page).getByLabel("Memo", { exact: true }).fill("Friday's takings");
  await main(page).getByRole("button", { name: "Save Deposit" }).click();
  await expect(notice(page, "Deposit saved successfully!")).toBeVisible();
  await expect(main(page).getByRole("heading", { level: 1, name: "Deposit DEP-0001" })).toBeVisible();
  await expect(main(page).getByTestId("deposit-total")).toHaveText("$200.50");
  const lines = main(page).getByRole("table", { name: "What Deposit DEP-0001 deposited" }).locator("tbody tr");
  await expect(lines).toHaveCount(2);
  await expect(lines.first()).toContainText(`Payment ${first.number}`);
  const slip = await page.request.get(`${books.base}/banking/deposits/${page.url().split("/").at(-1)}/pdf`);
  expect(slip.headers()["content-type"]).toBe("application/pdf");
  expect((await slip.body()).subarray(0, 5).toString()).toBe("%PDF-");

  // The register of Checking: the deposit on top, the balance after each line.
  await main(page).getByRole("link", { name: "Checking" }).click();
  const after = main(page).getByRole("table", { name: "Register of 1010 Checking" }).locator("tbody tr");
  await expect(after).toHaveCount(3);
  await expect(after.nth(0)).toContainText("DEP-0001");
  await expect(after.nth(0).getByRole("cell").last()).toHaveText("$4,950.50");
  await expect(after.nth(1).getByRole("cell").last()).toHaveText("$4,750.00");
  await expect(main(page).getByTestId("current-balance")).toHaveText("$4,950.50");
  // Nothing waits in Undeposited Funds any more.
  await page.goto(`${books.base}/banking/make-deposit`);
  await expect(main(page).getByText("No payments are waiting in Undeposited Funds.")).toBeVisible();

  // Deposit Detail lists the deposit, its payments and its total; its number leads to it.
  await page.goto(`${books.base}/reports/banking/deposit-detail`);
  const report = main(page).getByRole("table", { name: /^Deposits, / });
  await expect(report.getByText("1010 · Checking")).toBeVisible();
  await expect(report.getByText(`Payment ${first.number}`)).toBeVisible();
  await expect(main(page).getByTestId("total")).toHaveText("$200.50");
  await report.getByRole("link", { name: "DEP-0001" }).click();
  await expect(main(page).getByRole("heading", { level: 1, name: "Deposit DEP-0001" })).toBeVisible();
  await page.goto(`${books.base}/reports/banking/check-detail`);
  await expect(main(page).getByText("No cheques written in this period.")).toBeVisible();
});
