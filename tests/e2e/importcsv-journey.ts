import type { APIRequestContext, Page } from "@playwright/test";
import { createCompany, expect, type TestUser } from "./fixtures";

// Company › Import From CSV as a bookkeeper uses it, with or without JavaScript: a vendors file
// with a mistake is previewed (its problem listed, Import off, nothing written), the fixed file is
// uploaded again and imported, and the Vendors list shows the vendors.

const main = (page: Page) => page.getByRole("main");
const HEADER = "Vendor ID,Vendor Name,Opening Balance,Balance as of\n";

async function uploadFile(page: Page, text: string) {
  await main(page).getByLabel("Vendors", { exact: true }).check();
  await main(page)
    .getByLabel(/^CSV file/)
    .setInputFiles({ name: "vendors.csv", mimeType: "text/csv", buffer: Buffer.from(text) });
  await main(page).getByRole("button", { name: "Upload and preview" }).click();
}

export async function importVendorsJourney(page: Page, request: APIRequestContext, user: TestUser) {
  const company = await createCompany(request, user);
  const base = `/company/${company.id}/dashboard`;
  await page.goto(base);
  await main(page).getByRole("link", { name: "Import From CSV" }).click();
  await expect(main(page).getByRole("heading", { level: 1, name: "Import From CSV" })).toBeVisible();
  // Every kind offers its template, generated from its importer's columns.
  await expect(main(page).getByRole("link", { name: "Download the Vendors template" })).toHaveAttribute(
    "href",
    `${base}/importcsv/template/vendors`,
  );

  await uploadFile(page, `${HEADER}ACME,Acme Supplies,150.00,01/15/2026\nBOLT,,,\n`);
  await expect(main(page).getByRole("heading", { name: "2. Preview: vendors.csv" })).toBeVisible({ timeout: 30_000 });
  await expect(main(page).getByRole("alert")).toHaveText("vendors.csv: 1 row is not valid: nothing was imported");
  await expect(main(page).getByRole("list", { name: "Problems" }).getByRole("listitem")).toHaveText(["row 3: Vendor Name is required."]);
  await expect(main(page).getByRole("button", { name: "Import" })).toBeDisabled();

  await uploadFile(page, `${HEADER}ACME,Acme Supplies,150.00,01/15/2026\nBOLT,Bolt Hardware,,\n`);
  await expect(main(page).getByText("Dry run: would import 2 vendors and 1 opening balance posted (nothing was written)")).toBeVisible();
  await expect(main(page).getByText("2 rows read")).toBeVisible();
  await main(page).getByRole("button", { name: "Import" }).click();
  await expect(main(page).getByRole("heading", { name: "3. Imported: vendors.csv" })).toBeVisible();
  await expect(main(page).getByText("Imported 2 vendors and 1 opening balance posted").first()).toBeVisible();

  await main(page).getByRole("link", { name: "Vendors list" }).click();
  const vendors = main(page).getByRole("table", { name: "Vendors" });
  await expect(vendors.getByRole("row", { name: /Acme Supplies/ })).toBeVisible();
  await expect(vendors.getByRole("row", { name: /Bolt Hardware/ })).toBeVisible();
}
