import type { APIRequestContext, Page } from "@playwright/test";
import { createCompany, expect, test, type TestUser } from "./fixtures";

// Vendor items with JavaScript: from the Vendor Items list, Add a New Item's chooser opens the
// Vendor Service Item form; Next checks the first tab, an item group comes from its dialog, the
// required-fields dialog lists what is missing, the price checks run as prices are typed, leaving a
// price opens the profit and loss analysis, and Save and Close lands on the list with the success
// message; the item's row then shows in the list with its bill status and opens in Edit.

async function createAccount(request: APIRequestContext, user: TestUser, companyId: number, fields: Record<string, unknown>) {
  const response = await request.post("/api/company-account/create", {
    data: { companyId, ...fields },
    headers: { Authorization: `Bearer ${user.token}` },
  });
  expect(response.status(), await response.text()).toBe(201);
}

const main = (page: Page) => page.getByRole("main");
const panel = (page: Page, name: string) => main(page).getByRole("tabpanel", { name });

async function choose(page: Page, scope: ReturnType<typeof main>, label: string, option: string | RegExp) {
  await scope.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option }).click();
}

test("a vendor service item: the chooser, Next, the item group dialog, the checks, the profit and loss analysis, Save and Close", async ({
  page,
  request,
  user,
}) => {
  test.setTimeout(90_000);
  const company = await createCompany(request, user);
  await createAccount(request, user, company.id, { accountType: "Income", accountNumber: "4000", accountName: "Service Sales" });
  await createAccount(request, user, company.id, { accountType: "Expense", accountNumber: "6100", accountName: "Contractor Fees" });
  const dashboard = `/company/${company.id}/dashboard`;

  // The shell's Items link leads to the Vendor Items list.
  await page.goto(`${dashboard}/vendors/items`);
  await expect(main(page).getByRole("heading", { name: "Vendor Items" })).toBeVisible();
  await expect(main(page).getByText("No records to show")).toBeVisible();

  // The chooser: Service Item by default; Cancel closes it, Continue opens the form.
  await main(page).getByRole("button", { name: "Add a New Item" }).click();
  const chooser = page.getByRole("dialog", { name: "Select Item Type" });
  await expect(chooser.getByRole("radio", { name: "Service Item" })).toBeChecked();
  await chooser.getByRole("button", { name: "Cancel" }).click();
  await expect(chooser).toBeHidden();
  await main(page).getByRole("button", { name: "Add a New Item" }).click();
  await page.getByRole("dialog", { name: "Select Item Type" }).getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(`${dashboard}/vendors/new-service-item`);
  await expect(main(page).getByRole("navigation", { name: "Breadcrumb" })).toHaveText("Vendor>Vendor Service Item");
  await expect(main(page).getByRole("tab")).toHaveText(["Basic Information", "Service Information"]);

  // Next with nothing typed: the name is asked for and the tab stays.
  const basic = panel(page, "Basic Information");
  await basic.getByRole("button", { name: "Next" }).click();
  await expect(basic.getByRole("textbox", { name: "Service Name" })).toHaveAccessibleDescription("Service Name is required.");
  await expect(main(page).getByRole("tab", { name: "Basic Information" })).toHaveAttribute("aria-selected", "true");

  // A group through the Add Item Group dialog.
  await basic.getByRole("textbox", { name: "Service Name" }).fill("Bookkeeping");
  await choose(page, basic, "Item Group", "Add New Group");
  const groupDialog = page.getByRole("dialog", { name: "Add Item Group" });
  await groupDialog.getByRole("button", { name: "OK" }).click();
  await expect(groupDialog.getByText("Name field is required.").first()).toBeVisible();
  await groupDialog.getByRole("textbox", { name: "Name" }).fill("Consulting");
  await groupDialog.getByRole("button", { name: "OK" }).click();
  const groupCreated = page.getByRole("dialog", { name: "Item Group Created" });
  await expect(groupCreated).toContainText("Item group created!");
  await groupCreated.getByRole("button", { name: "OK" }).click();
  await expect(basic.getByRole("combobox", { name: "Item Group" })).toHaveText(/Consulting/);

  // Selling: the live check of the sales price, then a price and an income account.
  await basic.getByRole("checkbox", { name: "I sell this service" }).check();
  await basic.getByRole("textbox", { name: "Sales Price (USD)" }).fill("-5");
  await expect(basic.getByText("Sales Price (USD) must be a non-negative number")).toBeVisible();
  await basic.getByRole("textbox", { name: "Sales Price (USD)" }).fill("150");
  await expect(basic.getByText("Sales Price (USD) must be a non-negative number")).toHaveCount(0);
  await basic.getByRole("button", { name: "Next" }).click();
  await expect(basic.getByText("Income Account is required.").first()).toBeVisible();
  await choose(page, basic, "Income Account", /4000 - Service Sales/);
  await expect(basic.getByText("Income Account is required.")).toHaveCount(0);
  await basic.getByRole("button", { name: "Next" }).click();

  // Service Information: bought (locked on); Save with nothing filled lists what is missing.
  const info = panel(page, "Service Information");
  await expect(info.getByRole("checkbox", { name: "I buy this service" })).toBeChecked();
  await expect(info.getByRole("checkbox", { name: "I buy this service" })).toBeDisabled();
  await info.getByRole("button", { name: "Save and Close" }).click();
  const problems = page.getByRole("dialog", { name: "Please Complete Required Fields" });
  await expect(problems).toContainText("Please fix the following issues before continuing:");
  await expect(problems.getByRole("listitem")).toHaveText(["Purchase Price (USD) is required.", "Expense Account is required."]);
  await problems.getByRole("button", { name: "OK" }).click();

  // A purchase price above the sales price: the live check; then one below it: the analysis.
  await info.getByRole("textbox", { name: "Purchase Price (USD)" }).fill("200");
  await main(page).getByRole("tab", { name: "Basic Information" }).click();
  await expect(basic.getByText("Sales Price (USD) should not be less than Purchase Price (USD)")).toBeVisible();
  await main(page).getByRole("tab", { name: "Service Information" }).click();
  await info.getByRole("textbox", { name: "Purchase Price (USD)" }).fill("100");
  await info.getByRole("textbox", { name: "Purchase Description" }).focus();
  const analysis = page.getByRole("dialog", { name: "Profit and Loss Analysis" });
  await expect(analysis).toContainText("You will make a profit of $50.00 on this service");
  await expect(analysis).toContainText("50.0%");
  await analysis.getByRole("button", { name: "OK" }).click();
  await expect(analysis).toBeHidden();

  await info.getByRole("textbox", { name: "Purchase Description" }).fill("Contract bookkeeper");
  await choose(page, info, "Expense Account", /6100 - Contractor Fees/);
  await info.getByRole("textbox", { name: "Vendor Service No" }).fill("BK-1");
  await info.getByRole("button", { name: "Save and Close" }).click();

  // The list, with the success message and the new row.
  await expect(page).toHaveURL(`${dashboard}/vendors/items`);
  await expect(page.getByText("Vendor Service Item Created Successfully")).toBeVisible();
  const row = main(page).getByRole("row").filter({ hasText: "Bookkeeping" });
  await expect(row).toContainText("Contract bookkeeper");
  await expect(row).toContainText("Service");
  await expect(row).toContainText("$100.00");
  await expect(row).toContainText("Available");

  // Edit: the values come back; Save Changes goes back to the list.
  await row.getByRole("link", { name: "Edit Bookkeeping" }).click();
  await expect(main(page).getByRole("heading", { name: "Edit Vendor Service Item" })).toBeVisible();
  await expect(panel(page, "Basic Information").getByRole("textbox", { name: "Sales Price (USD)" })).toHaveValue("150.00");
  await expect(panel(page, "Basic Information").getByRole("combobox", { name: "Item Group" })).toHaveText(/Consulting/);
  await panel(page, "Basic Information").getByRole("checkbox", { name: "Active" }).uncheck();
  await panel(page, "Basic Information").getByRole("button", { name: "Save Changes" }).click();
  await expect(page).toHaveURL(`${dashboard}/vendors/items`);
  await expect(page.getByText("Vendor Service Item Updated Successfully")).toBeVisible();
  await expect(main(page).getByText("No records to show")).toBeVisible(); // Active by default
  await main(page).getByRole("combobox", { name: "Status", exact: true }).selectOption("all");
  await expect(main(page).getByRole("row").filter({ hasText: "Bookkeeping" })).toBeVisible();
  await expect(page).toHaveURL(/status=all/);
});
