import type { Locator, Page } from "@playwright/test";
import { createCompany, createVendor, expect, test } from "./fixtures";

// Manage Custom Fields with JavaScript (the issue: definitions saved per company, vendor
// values for the fields flagged vendor): the page /company/{id}/dashboard/custom-fields, the
// duplicate-name message, the removal warning for a field vendors hold values for, and the dialog
// in the vendor form.

const fieldsPath = (companyId: number) => `/company/${companyId}/dashboard/custom-fields`;
const fieldRows = (scope: Locator) => scope.getByRole("table", { name: "Custom fields" }).locator("tbody tr");

/** Open the page and wait for the scripts (Add Field becomes a plain button once hydrated). */
async function openPage(page: Page, companyId: number) {
  await page.goto(fieldsPath(companyId));
  await expect(page.getByRole("main").getByRole("button", { name: "Add Field" })).toHaveAttribute("type", "button");
  return page.getByRole("main");
}

async function addField(scope: Locator, name: string, flags: ("Client" | "Vendor" | "Employee")[] = []) {
  await scope.getByRole("button", { name: "Add Field" }).click();
  const row = fieldRows(scope).last();
  await expect(row.getByRole("textbox", { name: "Name" })).toBeFocused();
  await row.getByRole("textbox", { name: "Name" }).fill(name);
  for (const flag of flags) await row.getByRole("checkbox", { name: flag }).check();
}

test("the page: add two fields, save, they persist; a duplicate name is refused", async ({ page, request, user }) => {
  const company = await createCompany(request, user);
  let main = await openPage(page, company.id);
  await expect(main.getByRole("navigation", { name: "Breadcrumb" })).toHaveText("Company>Manage Custom Fields");
  await expect(main.getByText("No custom fields. Click Add Field to create one.")).toBeVisible();

  await addField(main, "Region", ["Vendor", "Client"]);
  await addField(main, "Badge number", ["Employee"]);
  await main.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Custom fields saved." })).toBeVisible();

  await page.reload();
  main = await openPage(page, company.id);
  const rows = fieldRows(main);
  await expect(rows).toHaveCount(2);
  // By name: Badge number, then Region.
  await expect(rows.nth(0).getByRole("textbox", { name: "Name" })).toHaveValue("Badge number");
  await expect(rows.nth(0).getByRole("checkbox", { name: "Employee" })).toBeChecked();
  await expect(rows.nth(0).getByRole("checkbox", { name: "Vendor" })).not.toBeChecked();
  await expect(rows.nth(1).getByRole("textbox", { name: "Name" })).toHaveValue("Region");
  await expect(rows.nth(1).getByRole("checkbox", { name: "Vendor" })).toBeChecked();
  await expect(rows.nth(1).getByRole("checkbox", { name: "Client" })).toBeChecked();
  await expect(rows.nth(1).getByRole("checkbox", { name: "Employee" })).not.toBeChecked();

  // The same name in another case: the message under that row, and nothing saved.
  await addField(main, " region ");
  await main.getByRole("button", { name: "Save", exact: true }).click();
  await expect(rows.nth(2).getByRole("alert")).toHaveText('A custom field named "region" already exists.');
  await page.reload();
  await expect(fieldRows(await openPage(page, company.id))).toHaveCount(2);

  // A blank name is refused the same way.
  main = page.getByRole("main");
  await addField(main, "");
  await main.getByRole("button", { name: "Save", exact: true }).click();
  await expect(fieldRows(main).nth(2).getByRole("alert")).toHaveText("Field name is required.");
});

test("removing a field that vendors hold values for asks first and says what saving deletes", async ({ page, request, user }) => {
  const company = await createCompany(request, user);
  const auth = { Authorization: `Bearer ${user.token}` };
  const put = await request.put("/api/company/custom-fields", {
    headers: auth,
    data: {
      companyId: company.id,
      customFields: [
        { name: "Region", vendor: true },
        { name: "Size", vendor: true },
      ],
      version: 1,
    },
  });
  expect(put.status(), await put.text()).toBe(200);
  const [region] = (await put.json()).customFields as { id: number; name: string }[];
  for (const vendorId of ["V-1", "V-2"]) {
    await createVendor(request, user, company.id, {
      vendorId,
      vendorName: `Vendor ${vendorId}`,
      customFields: [{ definitionId: region.id, value: "North" }],
    });
  }

  const main = await openPage(page, company.id);
  await main.getByRole("button", { name: "Remove Region" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Remove Custom Field" });
  await expect(confirm).toContainText(
    '2 vendors have values for "Region". Saving removes "Region" and deletes the values 2 vendors have for it.',
  );
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(fieldRows(main)).toHaveCount(2);

  await main.getByRole("button", { name: "Remove Region" }).click();
  await page.getByRole("alertdialog", { name: "Remove Custom Field" }).getByRole("button", { name: "Remove" }).click();
  await expect(fieldRows(main)).toHaveCount(1);
  await expect(main.getByRole("status").filter({ hasText: "Saving removes" })).toHaveText(
    'Saving removes "Region" and deletes the values 2 vendors have for it.',
  );
  // Size has no values: removed without a question.
  await main.getByRole("button", { name: "Remove Size" }).click();
  await expect(main.getByText("No custom fields. Click Add Field to create one.")).toBeVisible();
  await expect(main.getByText('Saving removes "Size".')).toBeVisible();
  await main.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Custom fields saved." })).toBeVisible();

  const after = await request.get(`/api/company/custom-fields?companyId=${company.id}`, { headers: auth });
  expect((await after.json()).customFields).toEqual([]);
});

test("the dialog in the vendor form: Cancel discards, Save adds the vendor field to the form", async ({ page, request, user }) => {
  const company = await createCompany(request, user);
  await page.goto(`/company/${company.id}/dashboard/vendors/new-vendor`);
  await page.getByRole("tab", { name: "Payment & Settings" }).click();
  const section = page.getByRole("region", { name: "Custom fields" });
  await expect(section.getByText("No custom fields for vendors yet.")).toBeVisible();

  // Cancel keeps nothing.
  await section.getByRole("button", { name: "Manage Custom Fields" }).click();
  let dialog = page.getByRole("dialog", { name: "Manage Custom Fields" });
  await expect(dialog.getByText("No custom fields. Click Add Field to create one.")).toBeVisible();
  await addField(dialog, "Discarded", ["Vendor"]);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  await section.getByRole("button", { name: "Manage Custom Fields" }).click();
  dialog = page.getByRole("dialog", { name: "Manage Custom Fields" });
  await expect(dialog.getByText("No custom fields. Click Add Field to create one.")).toBeVisible();
  await addField(dialog, "Region", ["Vendor"]);
  await addField(dialog, "Badge number", ["Employee"]);
  await addField(dialog, "region");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(fieldRows(dialog).nth(2).getByRole("alert")).toHaveText('A custom field named "region" already exists.');
  await fieldRows(dialog).nth(2).getByRole("button", { name: "Remove region" }).click();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: "Custom fields saved." })).toBeVisible();

  // Only the field flagged Vendor is on the vendor form.
  await expect(section.getByRole("textbox", { name: "Region" })).toBeVisible();
  await expect(section.getByRole("textbox", { name: "Badge number" })).toHaveCount(0);
  await expect(section.getByText("No custom fields for vendors yet.")).toHaveCount(0);
});

test("the dialog refuses a save made on a set saved elsewhere since, keeps what was typed, and saves once reopened", async ({
  page,
  request,
  user,
}) => {
  const company = await createCompany(request, user);
  const auth = { Authorization: `Bearer ${user.token}` };
  const put = (customFields: unknown[], version: number) =>
    request.put("/api/company/custom-fields", { headers: auth, data: { companyId: company.id, customFields, version } });
  expect((await put([{ name: "Region", vendor: true }], 1)).status()).toBe(200);

  await page.goto(`/company/${company.id}/dashboard/vendors/new-vendor`);
  await page.getByRole("tab", { name: "Payment & Settings" }).click();
  const manage = page.getByRole("region", { name: "Custom fields" }).getByRole("button", { name: "Manage Custom Fields" });
  await manage.click();
  const dialog = page.getByRole("dialog", { name: "Manage Custom Fields" });
  const row = fieldRows(dialog).nth(0);
  await expect(row.getByRole("textbox", { name: "Name" })).toHaveValue("Region");

  // Meanwhile the set is saved elsewhere without Region: saving this rename would bring it back unseen.
  expect((await put([], 2)).status()).toBe(200);
  await row.getByRole("textbox", { name: "Name" }).fill("Territory");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("This list of custom fields was changed by someone else. Reload to see the changes.");
  await expect(dialog).toBeVisible();
  await expect(row.getByRole("textbox", { name: "Name" })).toHaveValue("Territory");

  // Opened again, the dialog shows the set as it now is, and a save on it goes through.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await manage.click();
  await expect(dialog.getByText("No custom fields. Click Add Field to create one.")).toBeVisible();
  await addField(dialog, "Territory", ["Vendor"]);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("region", { name: "Custom fields" }).getByRole("textbox", { name: "Territory" })).toBeVisible();
});
