import { rentBooks } from "./budget-fixtures";
import { expect, test } from "./fixtures";

// Budgets without JavaScript (issue 30 item 2): New Budget's start chosen in its GET form (Fill the
// grid), a bad amount refused with what was typed kept, the grid saved as a plain form, the edit
// screen showing it, and Budget vs Actuals for the year. Last year's rent: 03/10/2025, 250.00.

test("a budget from last year's actuals, made and compared without JavaScript", async ({ page, request, user }) => {
  test.slow(); // books through the API, then a journey of full-page posts
  const { base, rent } = await rentBooks(request, user, [["03/10/2025", "250.00"]]);
  const main = page.getByRole("main");
  await page.goto(`${base}/company/new-budget`);
  await expect(main.getByRole("heading", { name: "New Budget" })).toBeVisible();
  await main.getByRole("radio", { name: "Copy last year's actuals" }).check();
  await main.getByRole("button", { name: "Fill the grid" }).click();
  await expect(page).toHaveURL(/start=actuals/);
  const march = main.getByRole("textbox", { name: "Rent, Mar 2026" });
  await expect(march).toHaveValue("250.00");
  await expect(main.getByTestId(`row-total-${rent.id}`)).toHaveText("$250.00");

  const form = main.getByRole("form", { name: "New Budget" });
  await form.getByLabel("Budget name").fill("Lean year");
  await march.fill("12.345");
  await form.getByRole("button", { name: "Save", exact: true }).click();
  await expect(main.getByRole("alert")).toContainText("Enter an amount with at most 2 decimals");
  await expect(march).toHaveValue("12.345");
  await expect(form.getByLabel("Budget name")).toHaveValue("Lean year");

  await march.fill("175.25");
  await form.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/company/edit-budget/\\d+$`));
  await expect(main.getByRole("heading", { name: "Edit Budget" })).toBeVisible();
  await expect(main.getByRole("textbox", { name: "Rent, Mar 2026" })).toHaveValue("175.25");
  await expect(main.getByTestId(`row-total-${rent.id}`)).toHaveText("$175.25");
  const budgetId = /edit-budget\/(\d+)$/.exec(page.url())![1];

  await page.goto(`${base}/reports/budget/vs-actuals?budget=${budgetId}&view=year`);
  await expect(
    main
      .getByTestId("statement")
      .getByRole("row", { name: /5100 · Rent/ })
      .getByRole("cell"),
  ).toHaveText(["$175.25", "$0.00", "-$175.25", "-100.0%"]);
});
