import type { APIRequestContext, Page } from "@playwright/test";
import { createCompany, createVendor, expect, test, type TestUser } from "./fixtures";

// Vendor items without JavaScript: Add a New Item's chooser is a disclosure whose Continue posts to
// the list; the Vendor Product Item form shows both sections one after another, the server checks
// everything on save and shows the form again with the messages and what was typed; Save and Close
// goes to the Vendor Items list with the success message; the filters are a GET form.

async function createAccount(request: APIRequestContext, user: TestUser, companyId: number, fields: Record<string, unknown>) {
  const response = await request.post("/api/company-account/create", {
    data: { companyId, ...fields },
    headers: { Authorization: `Bearer ${user.token}` },
  });
  expect(response.status(), await response.text()).toBe(201);
}

const main = (page: Page) => page.getByRole("main");
const text = (page: Page, name: string) => main(page).getByRole("textbox", { name, exact: true });

test("a vendor product item without JavaScript", async ({ page, request, user }) => {
  const company = await createCompany(request, user);
  await createAccount(request, user, company.id, { accountType: "Income", accountNumber: "4000", accountName: "Product Sales" });
  await createAccount(request, user, company.id, {
    accountType: "Cost of Goods Sold",
    accountNumber: "5000",
    accountName: "Cost of Goods",
  });
  await createVendor(request, user, company.id, { vendorId: "PAPER", vendorName: "Paper Mill" });
  const dashboard = `/company/${company.id}/dashboard`;

  await page.goto(`${dashboard}/vendors/items`);
  await main(page).getByText("Add a New Item").click();
  const chooser = main(page).getByRole("form", { name: "Select Item Type" });
  await expect(chooser.getByRole("radio", { name: "Service Item" })).toBeChecked();
  await chooser.getByRole("radio", { name: "Product Item" }).check();
  await chooser.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(`${dashboard}/vendors/new-product-item`);
  for (const heading of ["Basic Information", "Product Information"]) {
    await expect(main(page).getByRole("heading", { name: heading, exact: true })).toBeVisible();
  }
  await expect(main(page).getByRole("button", { name: "Next" })).toHaveCount(0);

  // Sold below its purchase price, without an income account: refused, the values kept.
  await text(page, "Product Name").fill("Printer Paper");
  await main(page).getByRole("checkbox", { name: "I sell this product" }).check();
  await text(page, "Sales Price (USD)").fill("4.00");
  await text(page, "Purchase Price (USD)").fill("4.50");
  await main(page).getByRole("combobox", { name: "Expense Account" }).selectOption({ label: "5000 - Cost of Goods - Cost of Goods Sold" });
  await text(page, "Weight").fill("2.5");
  await main(page).getByRole("button", { name: "Save and Close" }).click();
  await expect(page).toHaveURL(`${dashboard}/vendors/new-product-item`);
  await expect(main(page).getByText("Please fix the following issues before continuing:")).toBeVisible();
  await expect(main(page).getByText("Income Account is required.").first()).toBeVisible();
  await expect(main(page).getByText("Sales Price (USD) should not be less than Purchase Price (USD)").first()).toBeVisible();
  await expect(text(page, "Product Name")).toHaveValue("Printer Paper");
  await expect(text(page, "Weight")).toHaveValue("2.5");
  await expect(main(page).getByRole("checkbox", { name: "I sell this product" })).toBeChecked();

  await text(page, "Sales Price (USD)").fill("6.00");
  await main(page).getByRole("combobox", { name: "Income Account" }).selectOption({ label: "4000 - Product Sales - Income" });
  await main(page).getByRole("combobox", { name: "Preferred Vendor" }).selectOption({ label: "Paper Mill" });
  await text(page, "Purchase Description").fill("A4 paper, 500 sheets");
  await text(page, "Vendor Product No").fill("PP-500");
  await main(page).getByRole("button", { name: "Save and Close" }).click();

  await expect(page).toHaveURL(`${dashboard}/vendors/items`);
  await expect(page.getByText("Vendor Product Item Created Successfully")).toBeVisible();
  const row = main(page).getByRole("row").filter({ hasText: "Printer Paper" });
  await expect(row).toContainText("A4 paper, 500 sheets");
  await expect(row).toContainText("Product");
  await expect(row).toContainText("$4.50");
  await expect(row).toContainText("Available");

  // The filters: a GET form with Apply.
  await main(page).getByRole("combobox", { name: "Bill Status" }).selectOption("Bill Paid");
  await main(page).getByRole("search", { name: "Filter items" }).getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/billStatus=Bill\+Paid/);
  await expect(main(page).getByText("No records to show")).toBeVisible();

  // Edit without JavaScript: the values come back and a change is saved.
  await page.goto(`${dashboard}/vendors/items`);
  await main(page).getByRole("link", { name: "Edit Printer Paper" }).click();
  await expect(main(page).getByRole("heading", { name: "Edit Vendor Product Item" })).toBeVisible();
  await expect(text(page, "Vendor Product No")).toHaveValue("PP-500");
  await text(page, "Purchase Price (USD)").fill("4.75");
  await main(page).getByRole("button", { name: "Save Changes" }).last().click();
  await expect(page).toHaveURL(`${dashboard}/vendors/items`);
  await expect(page.getByText("Vendor Product Item Updated Successfully")).toBeVisible();
  await expect(main(page).getByRole("row").filter({ hasText: "Printer Paper" })).toContainText("$4.75");
});
