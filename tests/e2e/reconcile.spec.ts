import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { setUpBankingBooks } from "./banking-fixtures";

// Reconcile with JavaScript, as a bookkeeper closes a month: the dashboard's Reconcile quick link,
// Checking's statement entered, its lines ticked with the difference following each tick to 0.00,
// Finish, the report read; then the void of the reconciled transfer is refused by name.

const main = (page: Page) => page.getByRole("main");
const notice = (page: Page, text: string) => page.getByRole("region", { name: "Notifications" }).getByText(text).first();

test("reconcile an account to difference 0, read its report, and a reconciled transfer cannot be voided", async ({
  page,
  request,
  user,
}) => {
  test.slow(); // books made through the API, then several saves
  const books = await setUpBankingBooks(page, request, user);
  const transfer = await request.post("/api/banking/transfers", {
    headers: { Authorization: `Bearer ${user.token}` },
    data: { companyId: books.companyId, fromAccountId: books.checking, toAccountId: books.savings, amount: "250.00", date: "2026-01-15" },
  });
  expect(transfer.status()).toBe(201);
  const transferId = (await transfer.json()).transfer.id as number;

  await page.goto(books.base);
  await page.locator('[data-widget="quickLinks"]').getByRole("link", { name: "Reconcile" }).click();
  await expect(main(page).getByRole("heading", { level: 1, name: "Reconcile" })).toBeVisible();
  await main(page).getByRole("combobox", { name: "Account", exact: true }).selectOption(String(books.checking));
  await main(page).getByLabel("Statement Date").fill("01/31/2026");
  await main(page).getByLabel("Ending Balance").fill("4,750.00");
  await main(page).getByRole("button", { name: "Start Reconciling" }).click();

  await expect(main(page).getByRole("heading", { level: 1, name: "Reconcile 1010 Checking" })).toBeVisible();
  const difference = main(page).getByTestId("Difference");
  await expect(difference).toHaveText("$4,750.00");
  const boxes = main(page).getByRole("checkbox", { name: /^Cleared: / });
  await expect(boxes).toHaveCount(2);
  // A tick is saved as it is made: a reload without Update keeps it.
  const saved = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/banking/reconcile/"));
  await boxes.nth(0).check();
  await expect(difference).toHaveText("-$250.00");
  await saved;
  await page.reload();
  await expect(boxes.nth(0)).toBeChecked();
  await expect(difference).toHaveText("-$250.00");
  await boxes.nth(1).check();
  await expect(difference).toHaveText("$0.00");
  await expect(main(page).getByTestId("Cleared Balance")).toHaveText("$4,750.00");
  await main(page).getByRole("button", { name: "Finish Now" }).click();

  await expect(notice(page, "Reconciliation finished: the difference is 0.00.")).toBeVisible();
  await expect(
    main(page).getByRole("heading", { level: 1, name: /Reconciliation Report: 1010 Checking, statement ending 01\/31\/2026/ }),
  ).toBeVisible();
  const summary = main(page).getByRole("table", { name: "Summary" });
  await expect(summary.getByRole("row", { name: /Beginning Balance/ }).getByRole("cell")).toHaveText("$0.00");
  await expect(summary.getByRole("row", { name: /Ending Balance/ }).getByRole("cell")).toHaveText("$4,750.00");
  await expect(summary.getByRole("row", { name: /Difference/ }).getByRole("cell")).toHaveText("$0.00");
  await expect(main(page).getByRole("table", { name: "Cleared transactions", exact: true }).locator("tbody tr")).toHaveCount(2);
  await expect(main(page).getByRole("link", { name: "Export to CSV" })).toHaveAttribute("href", /\/csv$/);

  // The history lists it, with its report and Undo.
  await page.goto(`${books.base}/banking/reconciliations-history`);
  const history = main(page).getByRole("table", { name: "Reconciliations" });
  await expect(
    history
      .getByRole("row", { name: /Checking/ })
      .getByRole("cell")
      .nth(1),
  ).toHaveText("01/31/2026");
  await expect(history.getByRole("button", { name: /^Undo the reconciliation/ })).toBeVisible();

  // The reconciled transfer cannot be voided.
  await page.goto(`${books.base}/banking/transfers/${transferId}`);
  await main(page).getByText("Void Transfer TRF-0001", { exact: true }).click();
  await main(page).getByRole("button", { name: "Yes, void it" }).click();
  await expect(
    main(page).getByText(
      /This transaction was reconciled on \d\d\/\d\d\/\d{4} \(statement ending 01\/31\/2026, 1010 Checking\)\. Undo that reconciliation first\./,
    ),
  ).toBeVisible();
});
