import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { setUpBankingBooks } from "./banking-fixtures";

// Reconcile without JavaScript: the statement started from the history, the lines ticked a page
// at a time — the page controls submit the form, so the ticks of the page left are saved, not
// dropped — Finish at 0.00, and the report read a page at a time.

const main = (page: Page) => page.getByRole("main");
const notice = (page: Page, text: string) => page.getByRole("region", { name: "Notifications" }).getByText(text).first();

test("reconcile across pages without JavaScript: no tick is lost, and the report pages", async ({ page, request, user }) => {
  test.setTimeout(120_000); // books through the API, then a journey of full-page posts
  const books = await setUpBankingBooks(page, request, user);
  for (let day = 10; day <= 14; day += 1) {
    const transfer = await request.post("/api/banking/transfers", {
      headers: { Authorization: `Bearer ${user.token}` },
      data: {
        companyId: books.companyId,
        fromAccountId: books.checking,
        toAccountId: books.savings,
        amount: "10.00",
        date: `2026-01-${day}`,
      },
    });
    expect(transfer.status(), await transfer.text()).toBe(201);
  }

  await page.goto(`${books.base}/banking/reconciliations-history`);
  await main(page).getByRole("combobox", { name: "Account", exact: true }).selectOption(String(books.checking));
  await main(page).getByLabel("Statement Date").fill("01/31/2026");
  await main(page).getByLabel("Ending Balance").fill("4,950.00");
  await main(page).getByRole("button", { name: "Start Reconciling" }).click();
  await expect(main(page).getByRole("heading", { level: 1, name: "Reconcile 1010 Checking" })).toBeVisible();

  // Five rows a page: the opening balance and four transfers here, the fifth transfer on page 2.
  await main(page).getByLabel("Rows per page").selectOption("5");
  await main(page).getByRole("button", { name: "Apply" }).click();
  const boxes = main(page).getByRole("checkbox", { name: /^Cleared: / });
  await expect(boxes).toHaveCount(5);
  for (let i = 0; i < 5; i += 1) await boxes.nth(i).check();
  // Following a page control saves the ticks of this page first.
  await main(page).getByRole("button", { name: "Next page" }).click();
  await expect(main(page).getByText("6-6 of 6")).toBeVisible();
  await expect(boxes).toHaveCount(1);
  await expect(main(page).getByTestId("Cleared Balance")).toHaveText("$4,960.00");
  await expect(main(page).getByTestId("Difference")).toHaveText("-$10.00");
  await boxes.first().check();
  await main(page).getByRole("button", { name: "Update" }).click();
  await expect(main(page).getByTestId("Difference")).toHaveText("$0.00");
  await main(page).getByRole("button", { name: "Previous page" }).click();
  await expect(main(page).getByText("1-5 of 6")).toBeVisible();
  for (let i = 0; i < 5; i += 1) await expect(boxes.nth(i)).toBeChecked();

  await main(page).getByRole("button", { name: "Finish Now" }).click();
  await expect(notice(page, "Reconciliation finished: the difference is 0.00.")).toBeVisible();
  await expect(
    main(page).getByRole("heading", { level: 1, name: /Reconciliation Report: 1010 Checking, statement ending 01\/31\/2026/ }),
  ).toBeVisible();
  const summary = main(page).getByRole("table", { name: "Summary" });
  await expect(summary.getByRole("row", { name: /Ending Balance/ }).getByRole("cell")).toHaveText("$4,950.00");
  await expect(summary.getByRole("row", { name: /Difference/ }).getByRole("cell")).toHaveText("$0.00");
  const cleared = main(page).getByRole("table", { name: "Cleared transactions", exact: true });
  await expect(cleared.locator("tbody tr")).toHaveCount(6);

  // The report pages its lines on the server.
  await page.goto(`${page.url().split("?")[0]}?perPage=5`);
  await expect(cleared.locator("tbody tr")).toHaveCount(5);
  await main(page).getByRole("link", { name: "Next page" }).first().click();
  await expect(cleared.locator("tbody tr")).toHaveCount(1);
  await expect(cleared.locator("tbody tr")).toContainText("TRF-0005");
});
