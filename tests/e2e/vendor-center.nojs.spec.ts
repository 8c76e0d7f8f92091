import type { Page } from "@playwright/test";
import { createCompany, createVendor, expect, test } from "./fixtures";

// The Vendor Center with JavaScript disabled: selecting a vendor is a link, status, search and the
// transaction filters are GET forms with Apply/Search buttons, and the Preview card is a <details>.

const main = (page: Page) => page.getByRole("main");
const rows = (page: Page) => main(page).getByRole("table", { name: "Transactions" }).locator("tbody tr");

test("Vendor Center without JavaScript: select, filter, search, status and preview", async ({ page, request, user }) => {
  const company = await createCompany(request, user);
  await createVendor(request, user, company.id, { vendorId: "ACME", vendorName: "Acme Supplies", openingBalance: "150.25" });
  const bolt = await createVendor(request, user, company.id, {
    vendorId: "BOLT",
    vendorName: "Bolt & Nut Co",
    openingBalance: "75.50",
    notes: "Ships on Fridays",
  });
  await createVendor(request, user, company.id, { vendorId: "OLD", vendorName: "Old Trading", active: false });

  await page.goto(`/company/${company.id}/dashboard/vendors/center`);
  await expect(main(page).getByText("2 vendors")).toBeVisible();
  await expect(rows(page).first()).toContainText("$150.25");

  await main(page).getByRole("link", { name: "Bolt & Nut Co" }).click();
  await expect(page).toHaveURL(new RegExp(`vendor=${bolt.id}`));
  await expect(rows(page).first()).toContainText("Opening Balance");
  await expect(rows(page).first()).toContainText("$75.50");

  // The Preview card opens without JavaScript.
  await main(page).getByText("Preview", { exact: true }).click();
  await expect(main(page).locator("dl[aria-label='Vendor preview']")).toContainText("Ships on Fridays");

  // Filters: choose, then Apply.
  const filters = main(page).getByRole("form", { name: "Filter transactions" });
  await filters.getByLabel("View", { exact: true }).selectOption("bills");
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/view=bills/);
  await expect(page).toHaveURL(new RegExp(`vendor=${bolt.id}`));
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText("No records to show");
  await expect(filters.getByLabel("Type", { exact: true })).toHaveValue("all");
  await filters.getByLabel("View", { exact: true }).selectOption("all");
  await filters.getByLabel("Date", { exact: true }).selectOption("this_month");
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(rows(page).first()).toContainText("$75.50");

  // Search, then status.
  await main(page).getByPlaceholder("Search vendor...").fill("acme");
  await main(page).getByRole("button", { name: "Search" }).click();
  await expect(main(page).getByText("1 vendor", { exact: true })).toBeVisible();
  await expect(main(page).getByRole("link", { name: "Acme Supplies" })).toHaveAttribute("aria-current", "true");
  await expect(rows(page).first()).toContainText("$150.25");

  const status = main(page).getByRole("form", { name: "Vendor status" });
  await status.getByLabel("Status", { exact: true }).selectOption("inactive");
  await status.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/status=inactive/);
  // The search is kept: no inactive vendor matches "acme".
  await expect(main(page).getByText("0 vendors", { exact: true })).toBeVisible();
  await expect(main(page).getByRole("region", { name: "Vendor Details" })).toContainText("No vendor to show.");
});
