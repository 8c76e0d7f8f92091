import type { Page } from "@playwright/test";
import { createCompany, expect, test } from "./fixtures";

// A support list with JavaScript disabled: Add New is a link to the form on the page, the
// confirmation renders on the page, and the success and error messages come back as notices.

const notice = (page: Page, text: string) => page.getByRole("region", { name: "Notifications" }).getByText(text).first();

test("shipping methods: add, duplicate and delete without JavaScript", async ({ page, request, user }) => {
  const company = await createCompany(request, user);
  const main = page.getByRole("main");
  const listUrl = `/company/${company.id}/dashboard/company/support-lists/shipping-method`;
  await page.goto(listUrl);
  await expect(main.getByRole("navigation", { name: "Breadcrumb" })).toHaveText("Company>Preferred Shipping Methods");
  const table = main.getByRole("table", { name: "Preferred Shipping Methods" });
  await expect(table).toContainText("No records to show");

  await main.getByRole("link", { name: "Add New" }).click();
  await expect(page).toHaveURL(/\?add=1$/);
  const form = main.getByRole("form", { name: "Add Preferred Shipping Method" });
  await form.getByLabel("Name").fill("Courier");
  await form.getByRole("button", { name: "OK" }).click();
  await expect(main.getByRole("form", { name: "Add Preferred Shipping Method" })).toContainText("Both fields are required.");

  await main.getByLabel("Name").fill("Courier");
  await main.getByLabel("Description").fill("Next-day courier");
  await main.getByRole("button", { name: "OK" }).click();
  await expect(page).toHaveURL(listUrl);
  await expect(
    notice(page, 'Shipping method "Courier" created successfully! You now have 1 shipping method(s) in your system.'),
  ).toBeVisible();
  await expect(table.locator("tbody tr")).toHaveCount(1);
  await expect(table.locator("tbody tr").first()).toContainText("Next-day courier");

  // The duplicate: the form again with the message.
  await main.getByRole("link", { name: "Add New" }).click();
  await main.getByLabel("Name").fill("courier");
  await main.getByLabel("Description").fill("Again");
  await main.getByRole("button", { name: "OK" }).click();
  await expect(main.getByRole("form", { name: "Add Preferred Shipping Method" })).toContainText(
    'A shipping method named "courier" already exists.',
  );

  // Delete: the confirmation on the page.
  await page.goto(listUrl);
  await table.getByRole("link", { name: "Delete Courier" }).click();
  const confirm = main.getByRole("alertdialog", { name: "Delete Shipping Method" });
  await expect(confirm).toContainText('Are you sure you want to delete the shipping method "Courier"?');
  await expect(confirm.getByRole("link", { name: "Cancel" })).toBeVisible();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page).toHaveURL(listUrl);
  await expect(
    notice(page, 'Shipping method "Courier" has been deleted successfully. You now have 0 shipping method(s) remaining.'),
  ).toBeVisible();
  await expect(table).toContainText("No records to show");
});
