import type { Locator } from "@playwright/test";
import { createCompany, expect, test } from "./fixtures";

// Manage Custom Fields without JavaScript: the page alone — Add Field and Remove post the
// form and get it back changed, Save saves and returns to where the user came from.

const fieldRows = (scope: Locator) => scope.getByRole("table", { name: "Custom fields" }).locator("tbody tr");

test("the page works as a plain form: add, remove, save, duplicate message", async ({ page, request, user }) => {
  const company = await createCompany(request, user);
  await page.goto(`/company/${company.id}/dashboard/custom-fields`);
  const main = page.getByRole("main");
  await expect(main.getByText("No custom fields. Click Add Field to create one.")).toBeVisible();

  await main.getByRole("button", { name: "Add Field" }).click();
  await fieldRows(main).nth(0).getByRole("textbox", { name: "Name" }).fill("Region");
  await fieldRows(main).nth(0).getByRole("checkbox", { name: "Vendor" }).check();
  await main.getByRole("button", { name: "Add Field" }).click();
  // What was typed survives the round trip.
  await expect(fieldRows(main).nth(0).getByRole("textbox", { name: "Name" })).toHaveValue("Region");
  await expect(fieldRows(main).nth(0).getByRole("checkbox", { name: "Vendor" })).toBeChecked();
  await fieldRows(main).nth(1).getByRole("textbox", { name: "Name" }).fill("Scratch");
  await main.getByRole("button", { name: "Add Field" }).click();
  await fieldRows(main).nth(2).getByRole("textbox", { name: "Name" }).fill("Badge number");
  await fieldRows(main).nth(2).getByRole("checkbox", { name: "Employee" }).check();
  await main.getByRole("button", { name: "Remove Scratch" }).click();
  await expect(fieldRows(main)).toHaveCount(2);

  await main.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Custom fields saved.")).toBeVisible();
  await page.goto(`/company/${company.id}/dashboard/custom-fields`);
  await expect(fieldRows(main)).toHaveCount(2);
  await expect(fieldRows(main).nth(0).getByRole("textbox", { name: "Name" })).toHaveValue("Badge number");
  await expect(fieldRows(main).nth(0).getByRole("checkbox", { name: "Employee" })).toBeChecked();
  await expect(fieldRows(main).nth(1).getByRole("textbox", { name: "Name" })).toHaveValue("Region");
  await expect(fieldRows(main).nth(1).getByRole("checkbox", { name: "Vendor" })).toBeChecked();

  // A repeated name: the form comes back with the message under the row; nothing saved.
  await main.getByRole("button", { name: "Add Field" }).click();
  await fieldRows(main).nth(2).getByRole("textbox", { name: "Name" }).fill("REGION");
  await main.getByRole("button", { name: "Save", exact: true }).click();
  await expect(fieldRows(main).nth(2).getByRole("alert")).toHaveText('A custom field named "REGION" already exists.');

  // Removing a saved field says what saving will delete.
  await main.getByRole("button", { name: "Remove REGION", exact: true }).click();
  await main.getByRole("button", { name: "Remove Region", exact: true }).click();
  await expect(main.getByText('Saving removes "Region".')).toBeVisible();
  await main.getByRole("button", { name: "Save", exact: true }).click();
  await page.goto(`/company/${company.id}/dashboard/custom-fields`);
  await expect(fieldRows(main)).toHaveCount(1);
  await expect(fieldRows(main).nth(0).getByRole("textbox", { name: "Name" })).toHaveValue("Badge number");
});

test("from the vendor form, the link leads to the page and Save comes back", async ({ page, request, user }) => {
  const company = await createCompany(request, user);
  const vendorForm = `/company/${company.id}/dashboard/vendors/new-vendor`;
  await page.goto(vendorForm);
  await page.getByRole("link", { name: "Manage Custom Fields" }).click();
  await expect(page).toHaveURL(new RegExp(`/custom-fields\\?returnTo=${encodeURIComponent(vendorForm).replace(/[.?]/g, "\\$&")}`));
  const main = page.getByRole("main");
  await main.getByRole("button", { name: "Add Field" }).click();
  await fieldRows(main).nth(0).getByRole("textbox", { name: "Name" }).fill("Region");
  await fieldRows(main).nth(0).getByRole("checkbox", { name: "Vendor" }).check();
  await main.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(vendorForm);
  await expect(page.getByText("Custom fields saved.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Custom fields" }).getByRole("textbox", { name: "Region" })).toBeAttached();
});
