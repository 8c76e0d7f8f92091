import type { APIRequestContext, Page } from "@playwright/test";
import { createCompany, expect, test, type TestUser } from "./fixtures";

// The chart-of-accounts screens with JavaScript: loading the chart, the
// list's search, view and pages, creating and editing accounts, and the Account Creation dialog.

/** Open a dashboard screen and wait until scripts run (the menu toggle only exists then). */
async function open(page: Page, companyId: number, path: string) {
  await page.goto(`/company/${companyId}/dashboard/${path}`);
  await expect(page.locator('button[aria-controls="company-sidebar"]')).toBeAttached();
}

const main = (page: Page) => page.getByRole("main");
/** A toast (the flash may briefly render twice while the toaster adopts it). */
const notice = (page: Page, text: string) => page.getByRole("region", { name: "Notifications" }).getByText(text).first();
const rows = (page: Page) => main(page).getByRole("table", { name: "Accounts" }).locator("tbody tr");

async function apiAccount(request: APIRequestContext, user: TestUser, companyId: number, fields: Record<string, unknown>) {
  const response = await request.post("/api/company-account/create", {
    data: { companyId, accountType: "Expense", ...fields },
    headers: { Authorization: `Bearer ${user.token}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).account as { id: number; accountNumber: string; accountName: string };
}

test("Load Chart of Accounts, then search, filter, page and preview the list", async ({ page, request, user }) => {
  const company = await createCompany(request, user);
  await open(page, company.id, "company-account-list");
  await expect(page).toHaveTitle("Ledgerline | Accounts List");
  await expect(main(page).getByRole("heading", { level: 1, name: "Accounts List" })).toBeVisible();
  const crumbs = main(page).getByRole("navigation", { name: "Breadcrumb" });
  await expect(crumbs).toHaveText(/Company\s*>\s*Account List/);
  await expect(main(page).getByText("No accounts yet. Add a new account, or load the chart of accounts.")).toBeVisible();
  await expect(main(page).getByRole("link", { name: "Add New Account" })).toHaveAttribute(
    "href",
    `/company/${company.id}/dashboard/new-account`,
  );

  // The confirmation: Cancel changes nothing.
  await main(page).getByRole("button", { name: "Load Chart of Accounts" }).click();
  let confirm = page.getByRole("alertdialog", { name: "Confirm Action" });
  await expect(confirm).toContainText("cannot be undone");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(rows(page)).toHaveCount(1); // the empty-state row

  await main(page).getByRole("button", { name: "Load Chart of Accounts" }).click();
  confirm = page.getByRole("alertdialog", { name: "Confirm Action" });
  await confirm.getByRole("button", { name: "Confirm" }).click();
  const result = page.getByRole("dialog", { name: "Success" });
  await expect(result).toContainText("Successfully created 65 accounts!");
  await result.getByRole("button", { name: "OK" }).click();
  await expect(result).toBeHidden();
  // Loaded: the button is gone, the first page shows.
  await expect(main(page).getByRole("button", { name: "Load Chart of Accounts" })).toHaveCount(0);
  await expect(main(page).getByText("65 accounts")).toBeVisible();
  await expect(rows(page)).toHaveCount(10);
  await expect(main(page).getByText("1-10 of 65")).toBeVisible();
  const header = main(page).getByRole("table", { name: "Accounts" }).getByRole("columnheader");
  await expect(header).toHaveText(["Active", "No", "Name", "Type", "Balance", "Register", "Actions"]);
  await expect(rows(page).first().getByRole("cell")).toHaveText(["Yes", "1000", "Checking", "Bank", "$0.00", "Register", ""]);

  // Pages on the server.
  await main(page).getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(main(page).getByText("11-20 of 65")).toBeVisible();
  await expect(rows(page).first()).toContainText("Computer Equipment");

  // Search: case and spaces do not matter, and the page goes back to 1.
  await main(page).getByPlaceholder("Search or filter accounts...").fill("accounts  RECEIV");
  await expect(page).toHaveURL(/q=accounts/);
  await expect(page).not.toHaveURL(/page=2/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText("Accounts Receivable");
  await expect(main(page).getByRole("link", { name: "Export to CSV" })).toHaveAttribute(
    "href",
    `/company/${company.id}/dashboard/company-account-list.csv?q=accounts++RECEIV`,
  );
  await main(page).getByRole("link", { name: "Show All" }).click();
  await expect(main(page).getByPlaceholder("Search or filter accounts...")).toHaveValue("");
  await expect(main(page).getByText("65 accounts")).toBeVisible();

  // Current View: no inactive accounts yet.
  await main(page).getByLabel("Current View").selectOption("inactive");
  await expect(page).toHaveURL(/view=inactive/);
  await expect(main(page).getByText("No inactive accounts.")).toBeVisible();
  await main(page).getByLabel("Current View").selectOption("active");
  await expect(rows(page)).toHaveCount(10);

  // Export to CSV downloads every matching account.
  const [download] = await Promise.all([page.waitForEvent("download"), main(page).getByRole("link", { name: "Export to CSV" }).click()]);
  expect(download.suggestedFilename()).toBe("accounts.csv");

  // Preview, then edit from the preview.
  await main(page).getByRole("link", { name: "Preview Checking" }).click();
  const details = page.getByRole("dialog", { name: "Account Details" });
  await expect(details).toContainText("Account Number1000");
  await expect(details).toContainText("Account NameChecking");
  await expect(details).toContainText("Account TypeBank");
  await expect(details).toContainText("Current Balance$0.00");
  await expect(details).toContainText("StatusActive");
  await expect(details).toContainText("Created Date");
  await details.getByRole("button", { name: "Close" }).click();
  await expect(details).toBeHidden();
  await main(page).getByRole("link", { name: "Preview Checking" }).click();
  await page.getByRole("dialog", { name: "Account Details" }).getByRole("link", { name: "Edit Account" }).click();
  await expect(page).toHaveURL(new RegExp(`/company/${company.id}/dashboard/edit-account/\\d+$`));
  await expect(main(page).getByRole("heading", { level: 1, name: "Edit Account" })).toBeVisible();
  await expect(main(page).getByLabel(/^Account Number/)).toHaveValue("1000");
});

test("create a bank account with an opening balance, after the validation errors", async ({ page, request, user }) => {
  const company = await createCompany(request, user);
  await open(page, company.id, "new-account");
  await expect(page).toHaveTitle("Ledgerline | New Account");
  await expect(main(page).getByRole("heading", { level: 1, name: "Income Account" })).toBeVisible();
  await expect(main(page).getByRole("navigation", { name: "Breadcrumb" })).toHaveText(/Company\s*>\s*New Account/);
  await expect(main(page).getByLabel("Active")).toBeChecked();
  await expect(main(page).getByLabel("Bank Name")).toHaveCount(0);

  // The fields follow the type.
  await main(page)
    .getByLabel(/^Account Type/)
    .selectOption("Bank");
  await expect(main(page).getByRole("heading", { level: 1, name: "Bank Account" })).toBeVisible();
  await expect(main(page).getByLabel("Bank Name")).toBeVisible();
  await expect(main(page).getByLabel("Credit Limit")).toHaveCount(0);
  await main(page)
    .getByLabel(/^Account Type/)
    .selectOption("Credit Card");
  await expect(main(page).getByLabel("Credit Limit")).toBeVisible();
  await expect(main(page).getByLabel("Bank Name")).toHaveCount(0);
  await main(page)
    .getByLabel(/^Account Type/)
    .selectOption("Bank");

  // Every missing field, in the dialog line by line and under each field.
  await main(page).getByRole("button", { name: "Save and Close" }).click();
  const invalid = page.getByRole("dialog", { name: "Validation Error" });
  await expect(invalid.getByRole("listitem")).toHaveText([
    "Account Number is required",
    "Account Name is required",
    "Bank Name is required for Bank accounts",
    "Bank Account Type is required for Bank accounts",
    "Bank Account Number is required for Bank accounts",
  ]);
  await invalid.getByRole("button", { name: "OK" }).click();
  await expect(main(page).getByText("Bank Name is required for Bank accounts")).toBeVisible();
  // Errors clear as the user types.
  await main(page).getByLabel("Bank Name").fill("First Bank");
  await expect(main(page).getByText("Bank Name is required for Bank accounts")).toBeHidden();

  await main(page)
    .getByLabel(/^Account Number/)
    .fill("1050");
  await main(page).getByLabel("Account Name").fill("Operating Account");
  await main(page).getByLabel("Bank Account Type").selectOption("Checking");
  await main(page).getByLabel("Bank Account Number").fill("000123");
  await main(page).getByLabel("As of").fill("01152026");
  await main(page).getByLabel("Opening Balance").fill("1500.25");
  await expect(main(page).locator("#account-balance")).toHaveText("$1,500.25");
  await main(page).getByRole("button", { name: "Save and Close" }).click();

  await expect(page).toHaveURL(`/company/${company.id}/dashboard/company-account-list`);
  await expect(notice(page, "Account created successfully!")).toBeVisible();
  const operating = rows(page).filter({ hasText: "Operating Account" });
  await expect(operating.getByRole("cell")).toHaveText(["Yes", "1050", "Operating Account", "Bank", "$1,500.25", "Register", ""]);
  const equity = rows(page).filter({ hasText: "Opening Balance Equity" });
  await expect(equity).toContainText("$1,500.25");
  await expect(operating.getByRole("link", { name: "Register of Operating Account" })).toHaveAttribute(
    "href",
    new RegExp(`^/company/${company.id}/dashboard/banking/transactions/\\d+$`),
  );

  // A duplicate comes back from the server with its "already exists" message.
  await open(page, company.id, "new-account");
  await main(page)
    .getByLabel(/^Account Number/)
    .fill(" 1050 ");
  await main(page).getByLabel("Account Name").fill("operating account");
  await main(page).getByRole("button", { name: "Save and Close" }).click();
  const duplicate = page.getByRole("dialog", { name: "Validation Error" });
  await expect(duplicate.getByRole("listitem")).toHaveText([
    "Account Number already exists. Please choose a different number.",
    "Account Name already exists. Please choose a different name.",
  ]);
  await duplicate.getByRole("button", { name: "OK" }).click();
  await expect(main(page).getByLabel("Account Name")).toHaveValue("operating account");

  // Save and New keeps the type on a blank form.
  await main(page)
    .getByLabel(/^Account Number/)
    .fill("4100");
  await main(page).getByLabel("Account Name").fill("Consulting Income");
  await main(page).getByRole("button", { name: "Save and New" }).click();
  await expect(page).toHaveURL(`/company/${company.id}/dashboard/new-account?type=Income`);
  await expect(notice(page, "Account created successfully!")).toBeVisible();
  await expect(main(page).getByLabel(/^Account Number/)).toHaveValue("");
  await expect(main(page).getByLabel(/^Account Type/)).toHaveValue("Income");

  // Cancel goes to the overview.
  await main(page).getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(`/company/${company.id}/dashboard/overview`);
});

test("edit an account: read-only fields, and a deposit shown in the balance", async ({ page, request, user }) => {
  const company = await createCompany(request, user);
  const account = await apiAccount(request, user, company.id, {
    accountType: "Bank",
    accountNumber: "1000",
    accountName: "Checking",
    bankName: "First Bank",
    bankAccountType: "Checking",
    bankAccountNumber: "000123",
    openingBalance: "1000.00",
  });
  await open(page, company.id, `edit-account/${account.id}`);
  await expect(page).toHaveTitle("Ledgerline | Edit Account");
  await expect(main(page).getByRole("heading", { level: 1, name: "Edit Account" })).toBeVisible();
  for (const label of [/^Account Number/, /^Account Name/, /^Bank Account Number/, /^Opening Balance/]) {
    await expect(main(page).getByLabel(label)).toHaveAttribute("readonly", "");
  }
  await expect(main(page).getByLabel("Opening Balance")).toHaveValue("1000.00");
  await expect(main(page).locator("#account-balance")).toHaveText("$1,000.00");
  await main(page).getByLabel("Deposit Amount").fill("250.50");
  await expect(main(page).locator("#account-balance")).toHaveText("$1,250.50");
  await main(page).getByLabel("Description").fill("Main account");
  await main(page).getByRole("button", { name: "Update and Close" }).click();

  await expect(page).toHaveURL(`/company/${company.id}/dashboard/company-account-list`);
  await expect(notice(page, "Account updated successfully!")).toBeVisible();
  await expect(rows(page).filter({ hasText: "Checking" })).toContainText("$1,250.50");

  // By number too; the balance now includes the deposit.
  await open(page, company.id, "edit-account/1000");
  await expect(main(page).locator("#account-balance")).toHaveText("$1,250.50");
  await expect(main(page).getByLabel("Description")).toHaveValue("Main account");
  // Another company's account is not found.
  const other = await createCompany(request, user);
  const foreign = await apiAccount(request, user, other.id, { accountNumber: "5000", accountName: "Rent" });
  await page.goto(`/company/${company.id}/dashboard/edit-account/${foreign.id}`);
  await expect(main(page).getByRole("heading", { name: "Page not found" })).toBeVisible();
});

test("the Account Creation dialog from the parent account select", async ({ page, request, user }) => {
  const company = await createCompany(request, user);
  await apiAccount(request, user, company.id, { accountType: "Expense", accountNumber: "5000", accountName: "Rent" });
  await open(page, company.id, "new-account?type=Expense");
  await expect(main(page).getByRole("heading", { level: 1, name: "Expense Account" })).toBeVisible();

  // The parent select appears with the sub-account box.
  await expect(main(page).getByRole("combobox", { name: "Parent Account" })).toHaveCount(0);
  await main(page).getByLabel("Sub-account").check();
  const parent = main(page).getByRole("combobox", { name: "Parent Account" });
  await parent.click();
  const options = page.getByRole("listbox").getByRole("option");
  await expect(options).toHaveText(["5000 - Rent", "Add New Account"]);
  await page.getByRole("option", { name: "Add New Account" }).click();

  const dialog = page.getByRole("dialog", { name: "Add New Account" });
  await expect(dialog.getByLabel(/^Account Type/)).toHaveValue("Expense");
  await dialog.getByRole("button", { name: "Save" }).click();
  const invalid = page.getByRole("dialog", { name: "Validation Error" });
  await expect(invalid.getByRole("listitem")).toHaveText(["Account Number is required", "Account Name is required"]);
  await invalid.getByRole("button", { name: "OK" }).click();
  await expect(invalid).toBeHidden();

  // Leaving Bank clears the bank fields; the dialog's own wording.
  await dialog.getByLabel(/^Account Type/).selectOption("Bank");
  await dialog.getByLabel(/^Account Number/).fill("5100");
  await dialog.getByLabel("Account Name").fill("Travel");
  await dialog.getByLabel("Bank Name").fill("Left Over Bank");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(invalid.getByRole("listitem")).toHaveText(["Bank Account Type is required", "Bank Account Number is required"]);
  await invalid.getByRole("button", { name: "OK" }).click();
  await dialog.getByLabel(/^Account Type/).selectOption("Expense");
  await expect(dialog.getByLabel("Bank Name")).toHaveCount(0);
  await dialog.getByLabel(/^Account Type/).selectOption("Bank");
  await expect(dialog.getByLabel("Bank Name")).toHaveValue("");
  await dialog.getByLabel(/^Account Type/).selectOption("Expense");

  // A duplicate from the server, then the real thing.
  await dialog.getByLabel(/^Account Number/).fill("5000");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(invalid.getByRole("listitem")).toHaveText(["Account Number already exists. Please choose a different number."]);
  await invalid.getByRole("button", { name: "OK" }).click();
  await dialog.getByLabel(/^Account Number/).fill("5100");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(notice(page, "Account created successfully!")).toBeVisible();
  await expect(parent).toHaveText(/5100 - Travel/);

  // The new account is the parent of the one saved now.
  await main(page)
    .getByLabel(/^Account Number/)
    .fill("5101");
  await main(page).getByLabel("Account Name").fill("Airfare");
  await main(page).getByRole("button", { name: "Save and Close" }).click();
  await expect(page).toHaveURL(`/company/${company.id}/dashboard/company-account-list`);
  await expect(rows(page)).toHaveCount(3);
  await main(page).getByRole("link", { name: "Edit Airfare" }).click();
  await expect(main(page).getByLabel("Sub-account")).toBeChecked();
  await expect(main(page).getByRole("combobox", { name: "Parent Account" })).toHaveText(/5100 - Travel/);
});
