import { expect, test } from "./fixtures";
import { addVendor, enterBill, setUpBooks } from "./purchasing-fixtures";

// The financial statements in the browser, on books made through the API: Checking opened with
// 5,000.00 on 01/01/2026 and a 1,200.00 rent bill on 02/10/2026. The Profit and Loss's Rent figure
// opens the lines behind it and on to the bill itself; the Balance Sheet works without JavaScript,
// on accrual and on cash basis (the unpaid bill then counts nothing, and it still balances).

test("the Profit and Loss drills from a figure to its lines and on to the bill", async ({ page, request, user }) => {
  const books = await setUpBooks(request, user);
  const vendor = await addVendor(request, user, books, "ACME", "Acme Supplies");
  await enterBill(request, user, books, vendor, {
    date: "02/10/2026",
    dueDate: "03/10/2026",
    amount: "1200.00",
    comments: "February rent",
  });

  await page.goto(`/company/${books.companyId}/dashboard/reports/company-finance/profit-loss`);
  await expect(page.getByRole("heading", { level: 1, name: "Profit and Loss" })).toBeVisible();
  await page.getByLabel("Dates").selectOption("custom");
  await page.getByLabel("From", { exact: true }).fill("01/01/2026");
  await page.getByLabel("To", { exact: true }).fill("03/31/2026");
  await page.getByLabel("Columns").selectOption("month");
  await page.getByRole("button", { name: "Run report" }).click();
  await expect(page.getByText("01/01/2026 to 03/31/2026 · Accrual basis", { exact: true })).toBeVisible();
  const statement = page.getByTestId("statement");
  await expect(statement.getByRole("columnheader")).toHaveText(["Account", "Jan 2026", "Feb 2026", "Mar 2026", "Total"]);
  await expect(statement.getByRole("row", { name: /^Net Income/ }).getByRole("cell")).toHaveText([
    "$0.00",
    "-$1,200.00",
    "$0.00",
    "-$1,200.00",
  ]);

  const rent = statement.getByRole("row", { name: /6100 · Rent/ });
  await rent.getByRole("link", { name: "$1,200.00" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Transaction Detail by Account" })).toBeVisible();
  const lines = page.getByRole("region", { name: "6100 · Rent" }).locator("tbody tr");
  await expect(lines.nth(1)).toContainText("02/10/2026");
  await expect(lines.nth(1)).toContainText("$1,200.00");
  await lines.nth(1).getByRole("link").first().click();
  await expect(page).toHaveURL(/\/vendors\/documents\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: /Bill/ })).toBeVisible();
  await expect(page.getByText("$1,200.00").first()).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the Balance Sheet runs as of a date and balances", async ({ page, request, user }) => {
    const books = await setUpBooks(request, user);
    const vendor = await addVendor(request, user, books, "ACME", "Acme Supplies");
    await enterBill(request, user, books, vendor, { date: "02/10/2026", dueDate: "03/10/2026", amount: "1200.00" });

    await page.goto(`/company/${books.companyId}/dashboard/reports/company-finance/balance-sheet`);
    await page.getByLabel("As of", { exact: true }).fill("03/31/2026");
    await page.getByRole("button", { name: "Run report" }).click();
    await expect(page.getByText("As of 03/31/2026", { exact: true })).toBeVisible();
    const statement = page.getByTestId("statement");
    await expect(statement.getByRole("row", { name: /^Total Assets/ }).getByRole("cell")).toHaveText(["$5,000.00"]);
    await expect(statement.getByRole("row", { name: /^Total Liabilities\b(?! and)/ }).getByRole("cell")).toHaveText(["$1,200.00"]);
    await expect(statement.getByRole("row", { name: /^Net Income/ }).getByRole("cell")).toHaveText(["-$1,200.00"]);
    await expect(statement.getByRole("row", { name: /^Total Liabilities and Equity/ }).getByRole("cell")).toHaveText(["$5,000.00"]);
    await expect(page.getByRole("link", { name: "Export to PDF" })).toHaveAttribute(
      "href",
      /balance-sheet\.pdf\?asOf=2026-03-31&basis=accrual$/,
    );

    await page.getByLabel("Basis").selectOption("cash");
    await page.getByRole("button", { name: "Run report" }).click();
    await expect(page.getByText("As of 03/31/2026 · Cash basis", { exact: true })).toBeVisible();
    await expect(statement.getByRole("row", { name: /^Total Assets/ }).getByRole("cell")).toHaveText(["$5,000.00"]);
    await expect(statement.getByRole("row", { name: /^Total Liabilities\b(?! and)/ }).getByRole("cell")).toHaveText(["$0.00"]);
    await expect(statement.getByRole("row", { name: /^Net Income/ }).getByRole("cell")).toHaveText(["$0.00"]);
    await expect(statement.getByRole("row", { name: /^Total Liabilities and Equity/ }).getByRole("cell")).toHaveText(["$5,000.00"]);
    await expect(page.getByRole("link", { name: "Export to PDF" })).toHaveAttribute("href", /basis=cash$/);
  });
});
