import type { Page } from "@playwright/test";
import { createAccount, createCompany, expect, test } from "./fixtures";

// Sales persons with JavaScript (issue 26 item 1): the sidebar's Sales Persons opens the list; New
// Sales Person with the required fields' dialog, the MM/DD/YYYY dates typed as digits, the address
// dialog and Add New Account from the expense account select; the list with its search dialog and
// Current View; Edit with Update Changes ('Updating...') back to the list.

const main = (page: Page) => page.getByRole("main");

test("new sales person, the list, and an edit", async ({ page, request, user }) => {
  const company = await createCompany(request, user);
  await createAccount(request, user, company.id, { accountType: "Expense", accountNumber: "6200", accountName: "Travel" });
  await createAccount(request, user, company.id, { accountType: "Income", accountNumber: "4000", accountName: "Sales" });
  const base = `/company/${company.id}/dashboard`;

  // The sidebar's entry leads to the real list.
  await page.goto(base);
  await expect(page.locator('button[aria-controls="company-sidebar"]')).toBeAttached();
  const sidebar = page.getByRole("navigation", { name: "Company menu" });
  await sidebar.getByRole("button", { name: "Company", exact: true }).click();
  await sidebar.getByRole("button", { name: "Company Lists" }).click();
  await sidebar.getByRole("link", { name: "Sales Persons" }).click();
  await expect(page).toHaveURL(`${base}/company/lists/salespersons`);
  await expect(main(page).getByRole("heading", { name: "Sales Persons" })).toBeVisible();
  await expect(main(page).getByRole("table", { name: "Sales persons" })).toContainText("No records to show");

  await main(page).getByRole("link", { name: "Add New Sales Person" }).click();
  await expect(main(page).getByRole("heading", { name: "New Sales Person" })).toBeVisible();
  const form = main(page).getByRole("form", { name: "New Sales Person" });
  await expect(form.getByLabel("Active")).toBeChecked();
  await expect(form.getByLabel("Gender")).toHaveValue("Unspecified");
  await expect(form.getByRole("textbox", { name: "Date of Hire" })).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);

  // Required fields: one dialog with the summary line above them.
  await form.getByRole("button", { name: "Save & Close" }).click();
  const invalid = page.getByRole("dialog", { name: "Validation Error" });
  await expect(invalid).toContainText("Please fill in all required fields.");
  await expect(invalid.getByRole("listitem")).toHaveText(["Sales person name is required", "Email is required", "Phone is required"]);
  await invalid.getByRole("button", { name: "OK" }).click();

  await form.getByLabel("Sales Person Name").fill("Dana Seller");
  await form.getByLabel("Email").fill("dana@example.com");
  await form.getByLabel("Phone").fill("(555) 123-4567");
  await form.getByLabel("Job Title").fill("Account Executive");
  await form.getByLabel("Fax").fill("555 123 4568");
  await form.getByLabel("Gender").selectOption("Female");
  // Digits only become MM/DD/YYYY, at most eight of them.
  await form.getByRole("textbox", { name: "Date of Birth" }).pressSequentially("021419901234");
  await expect(form.getByRole("textbox", { name: "Date of Birth" })).toHaveValue("02/14/1990");

  // The empty address invites a click; the dialog keeps its six parts as six lines.
  const address = form.getByRole("textbox", { name: "Address" });
  await expect(address).toHaveAttribute("placeholder", "Please click to enter address details.");
  await address.click();
  const addressDialog = page.getByRole("dialog", { name: "Address Required" });
  await addressDialog.getByLabel("Address1").fill("12 Market St");
  await addressDialog.getByRole("button", { name: "OK" }).click();
  await expect(addressDialog).toContainText("Please fill in required fields: City, State, Postal code, Country");
  await addressDialog.getByLabel("City").fill("Springfield");
  await addressDialog.getByLabel("State").fill("IL");
  await addressDialog.getByLabel("Postal code").fill("62701");
  await addressDialog.getByLabel("Country").fill("USA");
  await addressDialog.getByRole("button", { name: "OK" }).click();
  await expect(addressDialog).toBeHidden();
  await expect(address).toHaveValue("12 Market St\n\nSpringfield\nIL\n62701\nUSA");

  // The expense account select offers Expense accounts only, and Add New Account.
  const expense = form.getByRole("combobox", { name: "Expense Account" });
  await expense.click();
  await expect(page.getByRole("option", { name: "6200 - Travel" })).toBeVisible();
  await expect(page.getByRole("option", { name: "4000 - Sales" })).toHaveCount(0);
  await page.getByRole("option", { name: "Add New Account" }).click();
  const accountDialog = page.getByRole("dialog", { name: "Add New Account" });
  await accountDialog.getByLabel(/^Account Number/).fill("6300");
  await accountDialog.getByLabel("Account Name").fill("Commissions");
  await accountDialog.getByRole("button", { name: "Save" }).click();
  await expect(accountDialog).toBeHidden();
  await expect(page.getByText("Account created successfully!").first()).toBeVisible();
  await expect(expense).toHaveText(/6300 - Commissions/);

  await form.getByRole("button", { name: "Save & Close" }).click();
  const success = page.getByRole("dialog", { name: "Success" });
  await expect(success).toContainText("Sales person saved successfully!");
  await success.getByRole("button", { name: "OK" }).click();
  await expect(page).toHaveURL(base);

  // The list: the first address's columns, the search dialog, Current View.
  await page.goto(`${base}/company/lists/salespersons`);
  const table = main(page).getByRole("table", { name: "Sales persons" });
  const row = table.locator("tbody tr").first();
  await expect(row).toContainText("Dana Seller");
  await expect(row).toContainText("12 Market St");
  await expect(row).toContainText("Springfield");
  await expect(row).toContainText("62701");
  await expect(row).toContainText("555 123 4568");
  await main(page).getByRole("button", { name: "Search" }).click();
  const search = page.getByRole("dialog", { name: "Search Sales Persons" });
  await search.getByRole("searchbox").fill("nobody");
  await search.getByRole("button", { name: "Search" }).click();
  await expect(table).toContainText("No records to show");
  await main(page).getByRole("link", { name: "Clear search" }).click();
  await expect(row).toContainText("Dana Seller");

  // Edit: Update Changes, the success dialog, back to the list.
  await main(page).getByRole("link", { name: "Edit Dana Seller" }).click();
  const edit = main(page).getByRole("form", { name: "Edit Sales Person" });
  await expect(edit.getByRole("combobox", { name: "Expense Account" })).toHaveText(/6300 - Commissions/);
  await expect(edit.getByRole("textbox", { name: "Date of Birth" })).toHaveValue("02/14/1990");
  await edit.getByLabel("Job Title").fill("Sales Director");
  await edit.getByLabel("Active").uncheck();
  await edit.getByRole("textbox", { name: "Address" }).click();
  const editAddress = page.getByRole("dialog", { name: "Address" });
  await expect(editAddress.getByLabel("City")).toHaveValue("Springfield");
  await editAddress.getByLabel("City").fill("Chicago");
  await editAddress.getByRole("button", { name: "OK" }).click();
  await edit.getByRole("button", { name: "Update Changes" }).click();
  const updated = page.getByRole("dialog", { name: "Success" });
  await expect(updated).toContainText("Sales person updated successfully!");
  await updated.getByRole("button", { name: "OK" }).click();
  await expect(page).toHaveURL(`${base}/company/lists/salespersons`);
  await expect(table).toContainText("No records to show");
  await main(page).getByLabel("Current View").selectOption("inactive");
  await expect(row).toContainText("Dana Seller");
  await expect(row).toContainText("Chicago");
});

test("a save that meets no network keeps the form and says so; back online it saves", async ({ page, request, user }) => {
  const company = await createCompany(request, user);
  await page.goto(`/company/${company.id}/dashboard/company/add-salesperson`);
  const form = main(page).getByRole("form", { name: "New Sales Person" });
  await expect(page.locator('button[aria-controls="company-sidebar"]')).toBeAttached();
  // The message dialogs' code, fetched once the browser is idle after the page loads (ADR 0027).
  await page.waitForFunction(() => performance.getEntriesByType("resource").some((entry) => entry.name.includes("/modal-panels-")));
  await form.getByLabel("Sales Person Name").fill("Offline Olga");
  await form.getByLabel("Email").fill("olga@example.com");
  await form.getByLabel("Phone").fill("555 0199");
  await page.context().setOffline(true);
  await form.getByRole("button", { name: "Save & Close" }).click();
  const failed = page.getByRole("dialog", { name: "Save Failed" });
  await expect(failed).toContainText("Unable to connect to the server. Please check your internet connection.");
  await failed.getByRole("button", { name: "OK" }).click();
  await expect(form.getByLabel("Sales Person Name")).toHaveValue("Offline Olga");
  await expect(form.getByLabel("Phone")).toHaveValue("555 0199");
  await page.context().setOffline(false);
  await form.getByRole("button", { name: "Save & Close" }).click();
  await expect(page.getByRole("dialog", { name: "Success" })).toContainText("Sales person saved successfully!");
});
