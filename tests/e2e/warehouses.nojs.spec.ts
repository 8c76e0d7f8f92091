import type { Page } from "@playwright/test";
import { createCompany, expect, test } from "./fixtures";

// Warehouses with JavaScript disabled: Add New and Edit are forms on the page, each of
// deactivate, activate and delete asks on the page first, and the messages come back as notices.

const notice = (page: Page, text: string) => page.getByRole("region", { name: "Notifications" }).getByText(text).first();

test("warehouses: add, edit, deactivate, filter, activate and delete without JavaScript", async ({ page, request, user }) => {
  const company = await createCompany(request, user);
  const main = page.getByRole("main");
  const listUrl = `/company/${company.id}/dashboard/company/support-lists/warehouses`;
  await page.goto(listUrl);
  await expect(main.getByRole("heading", { name: "Warehouses" })).toBeVisible();
  await expect(main.getByText("Manage your company warehouses")).toBeVisible();
  const table = main.getByRole("table", { name: "Warehouses" });
  await expect(table).toContainText("No warehouses found");

  await main.getByRole("link", { name: "Add New Warehouse" }).click();
  await main.getByRole("button", { name: "Save" }).click();
  await expect(main.getByText("Warehouse name is required.").first()).toBeVisible();
  await main.getByLabel("Name").fill("Main");
  await main.getByLabel("Description").fill("Ground floor");
  await main.getByRole("button", { name: "Save" }).click();
  await expect(notice(page, "Warehouse created successfully!")).toBeVisible();
  await expect(table.locator("tbody tr")).toHaveCount(1);
  await expect(table.locator("tbody tr").first()).toContainText("Ground floor");

  await main.getByRole("link", { name: "Edit Main" }).click();
  await main.getByLabel("City").fill("York");
  await main.getByLabel("Phone").fill("555-0100");
  await main.getByRole("button", { name: "Save" }).click();
  await expect(notice(page, "Warehouse updated successfully!")).toBeVisible();
  await expect(table.locator("tbody tr").first()).toContainText("York");
  await expect(table.locator("tbody tr").first()).toContainText("555-0100");

  await main.getByRole("link", { name: "Deactivate Main" }).click();
  const confirm = main.getByRole("alertdialog");
  await expect(confirm).toContainText("Deactivate Warehouse");
  await confirm.getByRole("button", { name: "Confirm" }).click();
  await expect(notice(page, "Warehouse deactivated successfully!")).toBeVisible();
  await expect(table.locator("tbody tr").first()).toContainText("Inactive");

  await main.getByLabel("Status").selectOption("active");
  await main.getByRole("button", { name: "Search" }).click();
  await expect(table).toContainText("No warehouses found");
  await main.getByLabel("Status").selectOption("inactive");
  await main.getByRole("button", { name: "Search" }).click();
  await expect(table.locator("tbody tr")).toHaveCount(1);

  await main.getByRole("link", { name: "Activate Main" }).click();
  await main.getByRole("alertdialog").getByRole("button", { name: "Confirm" }).click();
  await expect(notice(page, "Warehouse activated successfully!")).toBeVisible();

  await main.getByRole("link", { name: "Delete Main" }).click();
  await expect(main.getByRole("alertdialog")).toContainText("Consider deactivating it instead.");
  await main.getByRole("alertdialog").getByRole("button", { name: "Confirm" }).click();
  await expect(notice(page, "Warehouse deleted successfully!")).toBeVisible();
  await expect(table).toContainText("No warehouses found");
});
