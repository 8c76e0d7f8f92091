import fs from "node:fs";
import type { Page } from "@playwright/test";
import { createCompany, createVendor, expect, test } from "./fixtures";

// The Vendors list screen with JavaScript: the table with its month columns and ledger
// balance, search, Current View, server pages and Export to CSV of every matching vendor.

const main = (page: Page) => page.getByRole("main");
const table = (page: Page) => main(page).getByRole("table", { name: "Vendors" });
const rows = (page: Page) => table(page).locator("tbody tr");

test("Vendors list: table, search, view filter, pages and CSV", async ({ page, request, user }) => {
  const company = await createCompany(request, user);
  await createVendor(request, user, company.id, { vendorId: "ACME", vendorName: "Acme Supplies", openingBalance: "150.25" });
  await createVendor(request, user, company.id, { vendorId: "OLD", vendorName: "Old Acme Trading", active: false });
  for (let i = 1; i <= 10; i += 1) {
    const n = String(i).padStart(2, "0");
    await createVendor(request, user, company.id, { vendorId: `P${n}`, vendorName: `Paper ${n}` });
  }

  await page.goto(`/company/${company.id}/dashboard/vendors/list`);
  await expect(main(page).getByRole("navigation", { name: "Breadcrumb" })).toHaveText("Company>Vendors");
  await expect(main(page).getByRole("link", { name: "Add New Vendor" })).toHaveAttribute(
    "href",
    `/company/${company.id}/dashboard/vendors/new-vendor`,
  );
  const headers = table(page).locator("thead th");
  await expect(headers.first()).toHaveText("Active");
  await expect(headers.nth(1)).toHaveText("Vendor ID");
  await expect(headers.nth(2)).toHaveText("Vendor Name");
  await expect(headers.nth(3)).toHaveText("Current Month");
  await expect(headers.nth(4)).toHaveText(/^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)$/);
  await expect(headers.nth(9)).toHaveText("Year to Date");
  await expect(headers.nth(10)).toHaveText("Balance");
  await expect(headers.nth(11)).toHaveText("Actions");

  // Active by default, 10 a page.
  await expect(rows(page)).toHaveCount(10);
  const acme = rows(page).first();
  await expect(acme).toContainText("ACME");
  await expect(acme).toContainText("Acme Supplies");
  await expect(acme).toContainText("$150.25");
  await expect(acme.getByRole("checkbox")).toBeChecked();
  await expect(acme.getByRole("link", { name: "Edit Acme Supplies" })).toHaveAttribute("href", /\/vendors\/edit\/\d+$/);
  await expect(table(page)).not.toContainText("Old Acme Trading");
  await main(page).getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText("Paper 10");

  // Search: case-insensitive, the page goes back to 1.
  await main(page).getByPlaceholder("Search vendor...").fill("ACME");
  await expect(page).toHaveURL(/q=ACME/);
  await expect(page).not.toHaveURL(/page=2/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText("Acme Supplies");

  // Current View: All keeps the search and adds the inactive vendor; Inactive shows it alone.
  await main(page).getByLabel("Current View").selectOption("all");
  await expect(page).toHaveURL(/view=all/);
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).nth(1)).toContainText("Old Acme Trading");
  await expect(rows(page).nth(1).getByRole("checkbox")).not.toBeChecked();
  await expect(main(page).getByRole("link", { name: "Export to CSV" })).toHaveAttribute(
    "href",
    `/company/${company.id}/dashboard/vendors/list.csv?q=ACME&view=all`,
  );

  // Export to CSV downloads the matching vendors.
  const [download] = await Promise.all([page.waitForEvent("download"), main(page).getByRole("link", { name: "Export to CSV" }).click()]);
  expect(download.suggestedFilename()).toBe("vendors.csv");
  const csv = fs
    .readFileSync(await download.path(), "utf8")
    .trim()
    .split(/\r?\n/);
  expect(csv[0]).toMatch(/^Active,Vendor ID,Vendor Name,Current Month,\w{3},\w{3},\w{3},\w{3},\w{3},Year to Date,Balance$/);
  expect(csv.slice(1)).toEqual([
    "Yes,ACME,Acme Supplies,0.00,0.00,0.00,0.00,0.00,0.00,0.00,150.25",
    "No,OLD,Old Acme Trading,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00",
  ]);

  await main(page).getByLabel("Current View").selectOption("inactive");
  await expect(page).toHaveURL(/view=inactive/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText("Old Acme Trading");

  // Nothing matching: the empty state.
  await main(page).getByPlaceholder("Search vendor...").fill("zzz nothing");
  await expect(table(page)).toContainText("No records to show");
});
