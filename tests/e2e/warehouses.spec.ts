import type { Page } from "@playwright/test";
import { createCompany, expect, test } from "./fixtures";

// Warehouses with JavaScript: Add New and Edit Warehouse open as dialogs, and deactivate and
// delete ask in a confirmation (Cancel / Confirm) before they run.

const notice = (page: Page, text: string) => page.getByRole("region", { name: "Notifications" }).getByText(text).first();

test("warehouses: dialogs and confirmations", async ({ page, request, user }) => {
  const company = await createCompany(request, user);
  const main = page.getByRole("main");
  await page.goto(`/company/${company.id}/dashboard/company/support-lists/warehouses`);
  const table = main.getByRole("table", { name: "Warehouses" });
  await expect(table).toContainText("No warehouses found");

  await main.getByRole("button", { name: "Add New Warehouse" }).click();
  const add = page.getByRole("dialog", { name: "Add New Warehouse" });
  await add.getByRole("button", { name: "Save" }).click();
  await expect(add.getByText("Warehouse name is required.")).toBeVisible();
  await add.getByLabel("Name").fill("Main");
  await add.getByLabel("Description").fill("Ground floor");
  await add.getByRole("button", { name: "Save" }).click();
  await expect(add).toBeHidden();
  await expect(notice(page, "Warehouse created successfully!")).toBeVisible();
  await expect(table.locator("tbody tr").first()).toContainText("Ground floor");

  await main.getByRole("link", { name: "Edit Main" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Warehouse" });
  await edit.getByLabel("City").fill("York");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(notice(page, "Warehouse updated successfully!")).toBeVisible();
  await expect(table.locator("tbody tr").first()).toContainText("York");

  await main.getByRole("link", { name: "Deactivate Main" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Deactivate Warehouse" });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(table.locator("tbody tr").first()).toContainText("Active");
  await main.getByRole("link", { name: "Deactivate Main" }).click();
  await page.getByRole("alertdialog", { name: "Deactivate Warehouse" }).getByRole("button", { name: "Confirm" }).click();
  await expect(notice(page, "Warehouse deactivated successfully!")).toBeVisible();
  await expect(table.locator("tbody tr").first()).toContainText("Inactive");

  await main.getByRole("link", { name: "Delete Main" }).click();
  await page.getByRole("alertdialog", { name: "Delete Warehouse" }).getByRole("button", { name: "Confirm" }).click();
  await expect(notice(page, "Warehouse deleted successfully!")).toBeVisible();
  await expect(table).toContainText("No warehouses found");
});
