import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { setUpBankingBooks } from "./banking-fixtures";

// Banking without JavaScript: every form is a plain HTML post — a register line ticked cleared,
// Transfer Funds (a refusal shown with what was typed, then saved), Make Deposit of a payment of
// Undeposited Funds with another row.

const main = (page: Page) => page.getByRole("main");
const notice = (page: Page, text: string) => page.getByRole("region", { name: "Notifications" }).getByText(text).first();

test("the banking forms post without JavaScript", async ({ page, request, user }) => {
  test.setTimeout(90_000); // a journey of full-page posts
  const books = await setUpBankingBooks(page, request, user);

  await page.goto(`${books.base}/banking/transactions/${books.checking}`);
  const register = main(page).getByRole("table", { name: "Register of 1010 Checking" });
  await register.getByRole("button", { name: /^Mark OB-0001 of .* cleared$/ }).click();
  await expect(main(page).getByTestId("cleared-balance")).toHaveText("$5,000.00");
  await expect(register.getByRole("button", { name: /^Unmark OB-0001/ })).toHaveText("C");

  await page.goto(`${books.base}/banking/transfer-fund`);
  await main(page).getByLabel("Transfer Funds From").selectOption(String(books.checking));
  await main(page).getByLabel("Transfer Funds To").selectOption(String(books.checking));
  await main(page).getByLabel("Transfer Amount").fill("100.00");
  await main(page).getByRole("button", { name: "Save Transfer" }).click();
  await expect(main(page).getByText("Transfer Funds From and Transfer Funds To must be different accounts.")).toBeVisible();
  await expect(main(page).getByLabel("Transfer Amount")).toHaveValue("100.00");
  await main(page).getByLabel("Transfer Funds To").selectOption(String(books.savings));
  await main(page).getByRole("button", { name: "Save Transfer" }).click();
  await expect(notice(page, "Funds transferred successfully!")).toBeVisible();
  await expect(main(page).getByTestId("transfer-amount")).toHaveText("$100.00");

  await page.goto(`${books.base}/banking/make-deposit?to=${books.savings}`);
  await main(page).getByLabel(`Deposit Payment ${books.payments[1].number}`).check();
  await main(page).getByLabel("Row 1 from account").selectOption({ label: "4000 · Sales (Income)" });
  await main(page).getByLabel("Row 1 reference").fill("Float");
  await main(page).getByLabel("Row 1 amount").fill("9.50");
  await main(page).getByRole("button", { name: "Save Deposit" }).click();
  await expect(notice(page, "Deposit saved successfully!")).toBeVisible();
  await expect(main(page).getByTestId("deposit-total")).toHaveText("$90.00");
  await expect(
    main(page)
      .getByRole("table", { name: /What Deposit DEP-\d{4} deposited/ })
      .locator("tbody tr"),
  ).toHaveCount(2);
});
