import type { Page } from "@playwright/test";
import { createCompany, expect, test } from "./fixtures";

// The chart-of-accounts screens with JavaScript disabled: every form is a plain HTML post, the
// confirmation and the preview render on the page.

const notice = (page: Page, text: string) => page.getByRole("region", { name: "Notifications" }).getByText(text).first();

test("create an account and load the chart without JavaScript", async ({ page, request, user }) => {
  // A long journey of full-page posts: about 15 s on an idle two-core machine.
  test.setTimeout(60_000);
  const company = await createCompany(request, user);
  const main = page.getByRole("main");
  await page.goto(`/company/${company.id}/dashboard/new-account`);
  await expect(main.getByRole("heading", { level: 1, name: "Income Account" })).toBeVisible();
  // Every type's own fields are shown, with a note.
  await expect(main.getByText("Fill in only the fields of the account type you chose; fields of other types are ignored.")).toBeVisible();
  for (const label of ["Bank Name", "Credit Limit", "Paypal Email", "Parent Account"]) await expect(main.getByLabel(label)).toBeVisible();

  // The server's answer: a summary of every problem, and each under its field.
  await main.getByLabel(/^Account Type/).selectOption("Bank");
  await main.getByRole("button", { name: "Save and Close" }).click();
  const summary = main.locator("#account-form-errors");
  await expect(summary).toContainText("Validation Error");
  await expect(summary.getByRole("listitem")).toHaveText([
    "Account Number is required",
    "Account Name is required",
    "Bank Name is required for Bank accounts",
    "Bank Account Type is required for Bank accounts",
    "Bank Account Number is required for Bank accounts",
  ]);
  await expect(main.getByLabel(/^Account Type/)).toHaveValue("Bank");

  await main.getByLabel(/^Account Number/).fill("1050");
  await main.getByLabel("Account Name").fill("Operating Account");
  await main.getByLabel("Bank Name").fill("First Bank");
  await main.getByLabel("Bank Account Type").selectOption("Checking");
  await main.getByLabel("Bank Account Number").fill("000123");
  await main.getByLabel("Paypal Email").fill("ignored, not an email"); // another type's field: ignored
  await main.getByLabel("As of").fill("01/15/2026");
  await main.getByLabel("Opening Balance").fill("750");
  await main.getByRole("button", { name: "Save and Close" }).click();

  await expect(page).toHaveURL(`/company/${company.id}/dashboard/company-account-list`);
  await expect(notice(page, "Account created successfully!")).toBeVisible();
  const rows = main.getByRole("table", { name: "Accounts" }).locator("tbody tr");
  await expect(rows.filter({ hasText: "Operating Account" })).toContainText("$750.00");

  // Load Chart of Accounts: the confirmation on the page, then the load's outcome message as a notice.
  await main.getByRole("link", { name: "Load Chart of Accounts" }).click();
  await expect(page).toHaveURL(/confirm=load-chart/);
  const confirm = main.getByRole("alertdialog", { name: "Confirm Action" });
  await expect(confirm).toContainText("cannot be undone");
  await confirm.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(`/company/${company.id}/dashboard/company-account-list`);
  // Opening Balance Equity was already there (the opening balance made it).
  await expect(notice(page, "Created 64 accounts successfully. 1 duplicate accounts were skipped.")).toBeVisible();
  await expect(main.getByText("66 accounts")).toBeVisible();
  await expect(main.getByRole("link", { name: "Load Chart of Accounts" })).toHaveCount(0);

  // Preview without JavaScript.
  await main.getByRole("link", { name: "Preview Checking" }).click();
  const details = main.getByRole("region", { name: "Account Details" });
  await expect(details).toContainText("Account Number1000");
  await expect(details).toContainText("Account TypeBank");
  await details.getByRole("link", { name: "Close" }).click();
  await expect(main.getByRole("region", { name: "Account Details" })).toHaveCount(0);

  // Search and view are plain GET forms.
  await main.getByPlaceholder("Search or filter accounts...").fill("operating");
  await main.getByRole("button", { name: "Search" }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Operating Account");
});

test("edit an account with a deposit without JavaScript", async ({ page, request, user }) => {
  const company = await createCompany(request, user);
  const created = await request.post("/api/company-account/create", {
    data: { companyId: company.id, accountType: "Expense", accountNumber: "5000", accountName: "Rent" },
    headers: { Authorization: `Bearer ${user.token}` },
  });
  expect(created.status()).toBe(201);
  const main = page.getByRole("main");
  await page.goto(`/company/${company.id}/dashboard/edit-account/5000`);
  await expect(main.getByRole("heading", { level: 1, name: "Edit Account" })).toBeVisible();
  await main.getByLabel("Deposit Amount").fill("99.99");
  await main.getByLabel("Active").uncheck();
  await main.getByRole("button", { name: "Update and Close" }).click();
  // An inactive account takes no deposit: the server's rule, shown with the form's other errors.
  await expect(main.locator("#account-form-errors")).toContainText("Cannot deposit into an inactive account");
  await expect(main.getByLabel("Deposit Amount")).toHaveValue("99.99");
  await main.getByLabel("Active").check();
  await main.getByRole("button", { name: "Update and Close" }).click();
  await expect(notice(page, "Account updated successfully!")).toBeVisible();
  await expect(main.getByRole("table", { name: "Accounts" }).locator("tbody tr").filter({ hasText: "Rent" })).toContainText("$99.99");
});
