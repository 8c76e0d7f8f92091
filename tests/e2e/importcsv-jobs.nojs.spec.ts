import { createCompany, expect, test } from "./fixtures";

// Import From CSV without JavaScript, a file over 2,000 lines (ADR 0089): Import leads to the job's
// page, which refreshes itself while the import runs, then shows what it imported and its list.

test("a large vendors file imports in the background: the job's page, then its summary and the list", async ({ page, request, user }) => {
  test.slow();
  const company = await createCompany(request, user);
  const main = page.getByRole("main");
  const rows = Array.from({ length: 2_001 }, (_, i) => `BG-${i + 1},Background Supplies ${i + 1}`);
  await page.goto(`/company/${company.id}/dashboard/importcsv`);
  await main.getByLabel("Vendors", { exact: true }).check();
  await main.getByLabel(/^CSV file/).setInputFiles({
    name: "large-vendors.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`Vendor ID,Vendor Name\n${rows.join("\n")}\n`),
  });
  await main.getByRole("button", { name: "Upload and preview" }).click();
  await expect(main.getByText("Dry run: would import 2,001 vendors (nothing was written)")).toBeVisible({ timeout: 60_000 });

  await main.getByRole("button", { name: "Import" }).click();
  await expect(page).toHaveURL(new RegExp(`/company/${company.id}/dashboard/importcsv/jobs/\\d+$`), { timeout: 60_000 });
  await expect(main.getByRole("heading", { name: "Vendors: large-vendors.csv" })).toBeVisible();
  // Queued or running at first (the page reloads itself every 2 s), then done.
  await expect(main.getByTestId("job-status")).toHaveText("Succeeded", { timeout: 60_000 });
  await expect(main.getByText("2,001 of 2,001 lines")).toBeVisible();
  await expect(main.getByText("Imported 2,001 vendors")).toBeVisible();
  await expect(main.getByText("Alice Bookkeeper")).toBeVisible();

  await main.getByRole("link", { name: "Vendors list" }).click();
  await expect(main.getByRole("table", { name: "Vendors" }).getByRole("row", { name: /Background Supplies 1\b/ })).toBeVisible();
});
