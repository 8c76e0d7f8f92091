import { rentBooks } from "./budget-fixtures";
import { expect, test } from "./fixtures";

// Budgets in the browser (issue 30 item 2): the sidebar's Budget; Add New Budget copied from last
// year's actuals (the grid filled from the ledger as soon as the choice is made), a cell edited with
// the row's total following it, Save & Close; then Budget vs Actuals shows the budget, the actual
// figure and the variance. On these books (the accounts and entries made through the API):
//   03/10/2025  Dr 5100 Rent 250.00  Cr 1010 Checking 250.00   (last year: the copy's March)
//   03/10/2026  Dr 5100 Rent 300.00  Cr 1010 Checking 300.00   (this year's actual)

test("a budget copied from last year's actuals, a cell edited, then compared with the actuals", async ({ page, request, user }) => {
  test.slow(); // books through the API, then a new budget, its save and a report
  const { base, rent } = await rentBooks(request, user, [
    ["03/10/2025", "250.00"],
    ["03/10/2026", "300.00"],
  ]);

  await page.goto(base);
  await expect(page.locator('button[aria-controls="company-sidebar"]')).toBeAttached();
  const sidebar = page.getByRole("navigation", { name: "Company menu" });
  await sidebar.getByRole("button", { name: "Company", exact: true }).click();
  await sidebar.getByRole("link", { name: "Budget", exact: true }).click();
  await expect(page).toHaveURL(`${base}/company/budget`);
  const main = page.getByRole("main");
  await expect(main).toContainText("No budgets yet. Click Add New Budget to create one.");

  await main.getByRole("link", { name: "Add New Budget" }).click();
  await expect(main.getByRole("heading", { name: "New Budget" })).toBeVisible();
  await expect(main.getByLabel("Fiscal year")).toHaveValue("2026");
  const march = main.getByRole("textbox", { name: "Rent, Mar 2026" });
  await expect(march).toHaveValue("");
  // Choosing the start fills the grid from the ledger at once: last year's March rent.
  await main.getByRole("radio", { name: "Copy last year's actuals" }).check();
  await expect(march).toHaveValue("250.00");
  await expect(main.getByTestId(`row-total-${rent.id}`)).toHaveText("$250.00");

  const form = main.getByRole("form", { name: "New Budget" });
  await form.getByLabel("Budget name").fill("Plan 2026");
  await march.fill("200");
  await expect(main.getByTestId(`row-total-${rent.id}`)).toHaveText("$200.00");
  await expect(main.getByTestId("total-expenses").getByRole("cell").last()).toHaveText("$200.00");
  await form.getByRole("button", { name: "Save & Close" }).click();

  await expect(page).toHaveURL(new RegExp(`${base}/company/budget\\?budget=\\d+$`));
  await expect(page.getByText("Budget saved successfully!")).toBeVisible();
  await expect(main.getByLabel("Current Budget").locator("option:checked")).toHaveText("Plan 2026 (FY2026)");
  await expect(main.getByRole("table", { name: "Current budget by account" }).getByRole("row", { name: /5100 · Rent/ })).toContainText(
    "$200.00",
  );

  await main.getByRole("link", { name: "Budget vs Actuals" }).click();
  await expect(main.getByRole("heading", { name: "Budget vs Actuals" })).toBeVisible();
  await main.getByLabel("Columns").selectOption({ label: "Mar 2026" });
  await main.getByRole("button", { name: "Run report" }).click();
  await expect(page).toHaveURL(/view=2026-03/);
  const rentRow = main.getByTestId("statement").getByRole("row", { name: /5100 · Rent/ });
  // Budget, Actual, Variance, Variance %.
  await expect(rentRow.getByRole("cell")).toHaveText(["$200.00", "$300.00", "$100.00", "50.0%"]);
  await expect(
    main
      .getByTestId("statement")
      .getByRole("row", { name: /^Net Income/ })
      .getByRole("cell"),
  ).toHaveText(["-$200.00", "-$300.00", "-$100.00", "-50.0%"]);
});
