import type { Page } from "@playwright/test";
import { createCompany, expect, test } from "./fixtures";

// New Vendor and Edit Vendor without JavaScript: the tabs are sections one after another, contacts
// and addresses are plain rows (Add Contact and Remove post the form and it comes back with the
// change), the server checks everything on save (the Vendor ID duplicate included) and shows the form
// again with the messages; a save goes to the Vendors list.

const main = (page: Page) => page.getByRole("main");
const text = (scope: ReturnType<typeof main>, name: string) => scope.getByRole("textbox", { name, exact: true });
const group = (page: Page, name: string) => main(page).getByRole("group", { name });

test("New Vendor and Edit Vendor work without JavaScript", async ({ page, request, user }) => {
  const company = await createCompany(request, user);
  const dashboard = `/company/${company.id}/dashboard`;
  await page.goto(`${dashboard}/vendors/new-vendor`);
  for (const heading of ["Basic Information", "Payment & Settings", "Contact Details", "Address Information"]) {
    await expect(main(page).getByRole("heading", { name: heading, exact: true })).toBeVisible();
  }
  await expect(main(page).getByRole("button", { name: "Next" })).toHaveCount(0);

  await text(main(page), "Vendor ID").fill("NOJS-1");
  await text(main(page), "Vendor Name").fill("No Script Vendor");
  await text(main(page), "Opening Balance (USD)").fill("75");
  await text(main(page), "Balance as of").fill("03/01/2026");
  await main(page).getByRole("combobox", { name: "Payment Method" }).selectOption("Online Banking");
  const contact1 = group(page, "Contact 1");
  await text(contact1, "Contact Name").fill("Nora North");
  await text(contact1, "Title").fill("Owner");
  await text(contact1, "Business Phone").fill("555-0303");
  await text(contact1, "Email").fill("nora-at-example");
  const billing = group(page, "Billing Address");
  await text(billing, "Address Line 1").fill("7 Quiet Lane");
  await text(billing, "State").fill("VT");
  await text(billing, "Postal Code").fill("05401");
  await text(billing, "Country").fill("USA");
  await main(page).getByRole("button", { name: "Save and Close" }).click();

  // Shown again with the messages and the values as typed.
  await expect(page).toHaveURL(`${dashboard}/vendors/new-vendor`);
  await expect(main(page).getByText("Contact 1: Invalid email format.").first()).toBeVisible();
  await expect(main(page).getByText("Billing Address: All fields are required.").first()).toBeVisible();
  await expect(group(page, "Billing Address").getByText("City is required")).toBeVisible();
  await expect(text(main(page), "Vendor ID")).toHaveValue("NOJS-1");
  await expect(text(group(page, "Contact 1"), "Email")).toHaveValue("nora-at-example");
  await expect(main(page).getByRole("combobox", { name: "Payment Method" })).toHaveValue("Online Banking");

  await text(group(page, "Contact 1"), "Email").fill("nora@example.com");
  await text(group(page, "Billing Address"), "City").fill("Burlington");
  await main(page).getByRole("button", { name: "Save and Close" }).click();
  await expect(page).toHaveURL(`${dashboard}/vendors/list`);
  await expect(page.getByText("Vendor Created Successfully!")).toBeVisible();
  const row = main(page).getByRole("row").filter({ hasText: "NOJS-1" });
  await expect(row).toContainText("No Script Vendor");
  await expect(row).toContainText("$75.00");

  // The same Vendor ID again: the server refuses it.
  await page.goto(`${dashboard}/vendors/new-vendor`);
  await text(main(page), "Vendor ID").fill("nojs-1");
  await text(main(page), "Vendor Name").fill("Copy");
  await main(page).getByRole("button", { name: "Save and New" }).click();
  await expect(main(page).getByText("This Vendor ID already exists in this company.").first()).toBeVisible();

  // Edit: the opening balance is read-only; a second contact becomes the primary one.
  await page.goto(`${dashboard}/vendors/list`);
  await main(page).getByRole("link", { name: "Edit No Script Vendor" }).click();
  await expect(main(page).getByRole("heading", { name: "Edit Vendor" })).toBeVisible();
  await expect(text(main(page), "Opening Balance (USD)")).toHaveValue("$75.00");
  await expect(text(group(page, "Contact 1"), "Contact Name")).toHaveValue("Nora North");
  await expect(text(group(page, "Billing Address"), "City")).toHaveValue("Burlington");
  await text(main(page), "Vendor Name").fill("No Script Vendor Ltd");
  const contact2 = group(page, "Contact 2");
  await text(contact2, "Contact Name").fill("Otto Ost");
  await text(contact2, "Title").fill("Clerk");
  await text(contact2, "Business Phone").fill("555 0404");
  await text(contact2, "Email").fill("otto@example.com");
  await contact2.getByRole("radio", { name: "Primary Contact" }).check();
  await main(page).getByRole("button", { name: "Save Changes" }).last().click();
  await expect(page).toHaveURL(`${dashboard}/vendors/list`);
  await expect(page.getByText("Vendor Updated Successfully!")).toBeVisible();
  await expect(main(page).getByRole("row").filter({ hasText: "NOJS-1" })).toContainText("No Script Vendor Ltd");

  await main(page).getByRole("link", { name: "Edit No Script Vendor Ltd" }).click();
  await expect(group(page, "Contact 2").getByRole("radio", { name: "Primary Contact" })).toBeChecked();
  await expect(text(main(page), "Phone")).toHaveValue("555 0404");
  await expect(text(main(page), "Opening Balance (USD)")).toHaveValue("$75.00");
});

test("Without JavaScript, contact rows are added and removed in place, keeping what was typed", async ({ page, request, user }) => {
  const company = await createCompany(request, user);
  const dashboard = `/company/${company.id}/dashboard`;
  await page.goto(`${dashboard}/vendors/new-vendor`);
  await text(main(page), "Vendor ID").fill("ROWS-1");
  await text(main(page), "Vendor Name").fill("Rows Vendor");
  await main(page).getByRole("combobox", { name: "Payment Method" }).selectOption("Cheque");
  const fill = async (row: string, name: string, phone: string) => {
    const contact = group(page, row);
    await text(contact, "Contact Name").fill(name);
    await text(contact, "Title").fill("Staff");
    await text(contact, "Business Phone").fill(phone);
    await text(contact, "Email").fill(`${name.split(" ")[0].toLowerCase()}@example.com`);
  };
  await fill("Contact 1", "Ann Able", "555 0001");
  await fill("Contact 2", "Bob Baker", "555 0002");
  await group(page, "Contact 2").getByRole("radio", { name: "Primary Contact" }).check();

  // Add Contact: a third row to fill; nothing typed is lost.
  await main(page).getByRole("button", { name: "Add Contact" }).click();
  await expect(text(main(page), "Vendor ID")).toHaveValue("ROWS-1");
  await expect(text(group(page, "Contact 2"), "Contact Name")).toHaveValue("Bob Baker");
  await fill("Contact 3", "Cy Clerk", "555 0003");

  // Removing the first contact: the others move up with their values, the primary stays Bob.
  await main(page).getByRole("button", { name: "Remove Contact 1" }).click();
  await expect(text(group(page, "Contact 1"), "Contact Name")).toHaveValue("Bob Baker");
  await expect(text(group(page, "Contact 2"), "Contact Name")).toHaveValue("Cy Clerk");
  await expect(group(page, "Contact 1").getByRole("radio", { name: "Primary Contact" })).toBeChecked();
  await expect(text(main(page), "Vendor Name")).toHaveValue("Rows Vendor");
  await expect(main(page).getByRole("combobox", { name: "Payment Method" })).toHaveValue("Cheque");
  await expect(main(page).getByText("Please fix the following:")).toHaveCount(0);

  await main(page).getByRole("button", { name: "Save and Close" }).click();
  await expect(page).toHaveURL(`${dashboard}/vendors/list`);
  await main(page).getByRole("link", { name: "Edit Rows Vendor" }).click();
  await expect(text(group(page, "Contact 1"), "Contact Name")).toHaveValue("Bob Baker");
  await expect(group(page, "Contact 1").getByRole("radio", { name: "Primary Contact" })).toBeChecked();
  await expect(text(group(page, "Contact 2"), "Contact Name")).toHaveValue("Cy Clerk");
  await expect(text(group(page, "Contact 3"), "Contact Name")).toHaveValue("");
  await expect(text(main(page), "Phone")).toHaveValue("555 0002");
});
