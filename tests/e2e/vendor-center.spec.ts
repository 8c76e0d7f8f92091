import fs from "node:fs";
import type { Page } from "@playwright/test";
import { createCompany, createVendor, expect, test } from "./fixtures";

// The Vendor Center with JavaScript: the vendor list with balances and its count, the first
// vendor selected, another one clicked, its opening balance in the Transactions table, the view
// and date filters, the search, the Preview card, the Create Bill and Pay Bill links and the CSV.

const main = (page: Page) => page.getByRole("main");
const vendorList = (page: Page) => main(page).getByRole("table", { name: "Vendor list" });
const transactions = (page: Page) => main(page).getByRole("table", { name: "Transactions" });
const rows = (page: Page) => transactions(page).locator("tbody tr");

test("Vendor Center: vendor list, details, preview, bill links, transactions and filters", async ({ page, request, user }) => {
  const company = await createCompany(request, user);
  await createVendor(request, user, company.id, { vendorId: "ACME", vendorName: "Acme Supplies", openingBalance: "150.25" });
  const bolt = await createVendor(request, user, company.id, {
    vendorId: "BOLT",
    vendorName: "Bolt & Nut Co",
    openingBalance: "75.50",
    fax: "555-0199",
    notes: "Ships on Fridays",
    contacts: [{ name: "Bo Nut", title: "Owner", phone: "555-0100", email: "bo@bolt.test", primary: true }],
    addresses: [
      { type: "Billing", address1: "9 Rivet Road", address2: "", city: "Springfield", state: "IL", postalCode: "62701", country: "USA" },
    ],
  });
  await createVendor(request, user, company.id, { vendorId: "OLD", vendorName: "Old Trading", active: false });
  const base = `/company/${company.id}/dashboard`;

  // The Vendor Center's two API calls answer through the real server: no bills or pay bills yet.
  for (const path of [`/api/vendor/${bolt.id}/bills`, `/api/vendor/pay-bill/vendor/${bolt.id}`]) {
    const response = await request.get(path, { headers: { Authorization: `Bearer ${user.token}` } });
    expect(response.status(), path).toBe(200);
    expect(await response.json()).toEqual([]);
  }

  await page.goto(`${base}/vendors/center`);
  await expect(main(page).getByRole("navigation", { name: "Breadcrumb" })).toHaveText("Home>Vendor>Vendor Center");
  await expect(main(page).getByRole("link", { name: "Add New Vendor" })).toHaveAttribute("href", `${base}/vendors/new-vendor`);

  // The active vendors with their ledger balances; the first is selected.
  await expect(main(page).getByText("2 vendors")).toBeVisible();
  await expect(vendorList(page).locator("tbody tr")).toHaveCount(2);
  await expect(vendorList(page).locator("tbody tr").first()).toContainText("Acme Supplies$150.25");
  await expect(vendorList(page).getByRole("link", { name: "Acme Supplies" })).toHaveAttribute("aria-current", "true");
  await expect(main(page).getByRole("region", { name: "Vendor Details" })).toContainText("Acme Supplies · Balance $150.25");
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText("Opening Balance");
  await expect(rows(page).first()).toContainText("$150.25");
  // Create Bill opens Enter Bill for the vendor.
  await expect(main(page).getByRole("link", { name: "Create Bill" })).toHaveAttribute(
    "href",
    new RegExp(`^${base}/vendors/enter-bill\\?prefillVendor=\\d+&vendorName=Acme\\+Supplies$`),
  );

  // Another vendor: its details, links and opening balance row.
  await vendorList(page).getByRole("link", { name: "Bolt & Nut Co" }).click();
  await expect(page).toHaveURL(new RegExp(`vendor=${bolt.id}`));
  await expect(vendorList(page).getByRole("link", { name: "Bolt & Nut Co" })).toHaveAttribute("aria-current", "true");
  await expect(vendorList(page).getByRole("link", { name: "Acme Supplies" })).not.toHaveAttribute("aria-current", "true");
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText("Opening Balance");
  await expect(rows(page).first()).toContainText("VOB-0002");
  await expect(rows(page).first()).toContainText("$75.50");
  await expect(rows(page).first()).toContainText("Opening balance of vendor Bolt & Nut Co");
  await expect(main(page).getByRole("link", { name: "Create Bill" })).toHaveAttribute(
    "href",
    `${base}/vendors/enter-bill?prefillVendor=${bolt.id}&vendorName=Bolt+%26+Nut+Co`,
  );
  // Pay Bill is the PayBill route with the vendor's id and name.
  await expect(main(page).getByRole("link", { name: "Pay Bill" })).toHaveAttribute(
    "href",
    `/company/${company.id}/dashboard/vendors/pay-bill?prefillVendor=${bolt.id}&vendorName=Bolt+%26+Nut+Co`,
  );

  // The Preview card opens and shows the vendor's fields.
  const preview = main(page).getByRole("definition").filter({ hasText: "BOLT" });
  await expect(preview).toBeHidden();
  await main(page).getByText("Preview", { exact: true }).click();
  const card = main(page).locator("dl[aria-label='Vendor preview']");
  await expect(card).toBeVisible();
  for (const text of [
    "BOLT",
    "Bolt & Nut Co",
    "USD",
    "$75.50",
    "bo@bolt.test",
    "555-0199",
    "9 Rivet Road",
    "Springfield",
    "Ships on Fridays",
  ]) {
    await expect(card).toContainText(text);
  }
  await expect(card.locator("div").filter({ hasText: /^Opening Balance/ })).toContainText("$75.50");

  // View filter: no bills yet; the Bills type filter appears.
  await main(page).getByLabel("View", { exact: true }).selectOption("bills");
  await expect(page).toHaveURL(/view=bills/);
  await expect(transactions(page)).toContainText("No records to show");
  await expect(main(page).getByLabel("Type", { exact: true }).locator("option")).toHaveText([
    "All Bills",
    "Draft Bills",
    "Open Bills",
    "Overdue Bills",
  ]);
  await main(page).getByLabel("View", { exact: true }).selectOption("pay-bills");
  await expect(page).toHaveURL(/view=pay-bills/);
  await expect(main(page).getByLabel("Type", { exact: true }).locator("option")).toHaveText([
    "All",
    "Cheque",
    "Cash",
    "Credit Card",
    "Bank Transfer",
  ]);
  await main(page).getByLabel("View", { exact: true }).selectOption("all");
  await expect(page).toHaveURL(/view=all/);
  await expect(main(page).getByLabel("Type", { exact: true })).toHaveCount(0);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText("$75.50");

  // Date filter: the opening balance is dated today.
  await main(page).getByLabel("Date", { exact: true }).selectOption("last_financial_year");
  await expect(page).toHaveURL(/date=last_financial_year/);
  await expect(transactions(page)).toContainText("No records to show");
  await main(page).getByLabel("Date", { exact: true }).selectOption("this_month");
  await expect(page).toHaveURL(/date=this_month/);
  await expect(rows(page).first()).toContainText("$75.50");
  await expect(page).toHaveURL(new RegExp(`vendor=${bolt.id}`));

  // Export to CSV: the selected vendor's filtered transactions.
  const [download] = await Promise.all([page.waitForEvent("download"), main(page).getByRole("link", { name: "Export to CSV" }).click()]);
  expect(download.suggestedFilename()).toBe("BOLT-transactions.csv");
  const csv = fs
    .readFileSync(await download.path(), "utf8")
    .trim()
    .split(/\r?\n/);
  expect(csv[0]).toBe("Date,Type,No.,Memo,Due Date,Account,Payment Method,Amount,Status");
  expect(csv).toHaveLength(2);
  expect(csv[1]).toMatch(
    /^\d{2}\/\d{2}\/\d{4},Opening Balance,VOB-0002,Opening balance of vendor Bolt & Nut Co,,3000 - Opening Balance Equity,,75\.50,Posted$/,
  );

  // Search: the count and the first match selected.
  await main(page).getByPlaceholder("Search vendor...").fill("acme");
  await expect(page).toHaveURL(/q=acme/);
  await expect(main(page).getByText("1 vendor", { exact: true })).toBeVisible();
  await expect(vendorList(page).getByRole("link", { name: "Acme Supplies" })).toHaveAttribute("aria-current", "true");
  await expect(rows(page).first()).toContainText("$150.25");

  // Status: the inactive vendors.
  await main(page).getByPlaceholder("Search vendor...").fill("");
  await expect(page).not.toHaveURL(/q=acme/);
  await expect(main(page).getByText("2 vendors")).toBeVisible();
  await main(page).getByLabel("Status", { exact: true }).selectOption("inactive");
  await expect(page).toHaveURL(/status=inactive/);
  await expect(main(page).getByText("1 vendor", { exact: true })).toBeVisible();
  await expect(vendorList(page).getByRole("link", { name: "Old Trading" })).toHaveAttribute("aria-current", "true");
  await expect(transactions(page)).toContainText("No records to show");
});
