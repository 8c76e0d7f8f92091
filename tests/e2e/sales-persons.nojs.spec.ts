import type { Page } from "@playwright/test";
import { createAccount, createCompany, expect, test } from "./fixtures";

// Sales persons without JavaScript: New and Edit are plain forms (the address is a box of six lines,
// the expense account a native select), refusals come back on the page, saves as notices; the list's
// search box and Current View are a GET form.

const main = (page: Page) => page.getByRole("main");
const notice = (page: Page, text: string) => page.getByRole("region", { name: "Notifications" }).getByText(text).first();

test("new and edit a sales person without JavaScript", async ({ page, request, user }) => {
  const company = await createCompany(request, user);
  await createAccount(request, user, company.id, { accountType: "Other Expense", accountNumber: "7100", accountName: "Penalties" });
  const base = `/company/${company.id}/dashboard`;

  await page.goto(`${base}/company/add-salesperson`);
  const form = main(page).getByRole("form", { name: "New Sales Person" });
  await expect(form.getByLabel("Active")).toBeChecked();
  await form.getByRole("button", { name: "Save & New" }).click();
  const refusal = main(page).getByRole("alert").first();
  await expect(refusal).toContainText("Please fill in all required fields.");
  await expect(refusal).toContainText("Sales person name is required");
  await expect(refusal).toContainText("Email is required");
  await expect(refusal).toContainText("Phone is required");

  await form.getByLabel("Sales Person Name").fill("Noah Script");
  await form.getByLabel("Email").fill("noah@example.com");
  await form.getByLabel("Phone").fill("555 0100");
  await form.getByLabel("Expense Account").selectOption({ label: "7100 - Penalties" });
  await form.getByRole("textbox", { name: "Date of Birth" }).fill("07/04/1985");
  await form.getByRole("textbox", { name: "Address" }).fill("9 Oak Ave\nApt 2\nDenver\nCO\n80202\nUSA");
  await form.getByRole("button", { name: "Save & New" }).click();
  await expect(notice(page, "Sales person saved successfully!")).toBeVisible();
  await expect(page).toHaveURL(`${base}/company/add-salesperson`);
  await expect(main(page).getByRole("form", { name: "New Sales Person" }).getByLabel("Sales Person Name")).toHaveValue("");

  await page.goto(`${base}/company/lists/salespersons`);
  const table = main(page).getByRole("table", { name: "Sales persons" });
  const row = table.locator("tbody tr").first();
  await expect(row).toContainText("Noah Script");
  await expect(row).toContainText("9 Oak Ave, Apt 2");
  await expect(row).toContainText("Denver");
  await main(page).getByLabel("Search").fill("denver");
  await main(page).getByRole("button", { name: "Search" }).click();
  await expect(row).toContainText("Noah Script");

  await main(page).getByRole("link", { name: "Edit Noah Script" }).click();
  const edit = main(page).getByRole("form", { name: "Edit Sales Person" });
  await expect(edit.getByRole("textbox", { name: "Date of Birth" })).toHaveValue("07/04/1985");
  await expect(edit.getByLabel("Expense Account")).toHaveValue(/\d+/);
  await edit.getByLabel("Email").fill("not-an-email");
  await edit.getByRole("button", { name: "Update Changes" }).click();
  await expect(main(page).getByRole("alert").first()).toContainText("Invalid email format");
  await edit.getByLabel("Email").fill("noah@example.org");
  await edit.getByLabel("Active").uncheck();
  await edit.getByRole("button", { name: "Update Changes" }).click();
  await expect(notice(page, "Sales person updated successfully!")).toBeVisible();
  await expect(page).toHaveURL(`${base}/company/lists/salespersons`);
  await expect(table).toContainText("No records to show");
  await main(page).getByLabel("Current View").selectOption("inactive");
  await main(page).getByRole("button", { name: "Search" }).click();
  await expect(row).toContainText("Noah Script");
});
