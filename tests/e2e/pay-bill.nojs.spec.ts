import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { addVendor, enterBill, setUpBooks } from "./purchasing-fixtures";

// Pay Bill without JavaScript: the vendor chooser is a GET form (Search lists the matching vendors,
// Show Bills reloads the page with the vendor's bills), a refused save comes back with its message, and ticking "pay in full" is
// enough for the server to pay the whole amount due.

const main = (page: Page) => page.getByRole("main");

test("pays one bill in full without JavaScript", async ({ page, request, user }) => {
  const books = await setUpBooks(request, user);
  const acme = await addVendor(request, user, books, "ACME", "Acme Supplies");
  await addVendor(request, user, books, "IDLE", "Idle Traders");
  const bill = await enterBill(request, user, books, acme, { date: "2026-02-01", dueDate: "2030-03-01", amount: "120.00" });

  await page.goto(`/company/${books.companyId}/dashboard/vendors/pay-bill`);
  await expect(main(page).getByText("Choose a vendor to see its unpaid bills.")).toBeVisible();
  // The vendor picker's search: Search comes back with the vendors matching what was typed.
  const chooser = main(page).getByRole("form", { name: "Choose vendor" });
  await expect(chooser.getByLabel("Vendor", { exact: true }).locator("option")).toHaveText([
    "Select a vendor",
    "Acme Supplies",
    "Idle Traders",
  ]);
  await chooser.getByLabel("Search by name or ID").fill("acm");
  await chooser.getByRole("button", { name: "Search", exact: true }).click();
  await expect(chooser.getByLabel("Vendor", { exact: true }).locator("option")).toHaveText(["Select a vendor", "Acme Supplies"]);
  await chooser.getByLabel("Vendor", { exact: true }).selectOption(String(acme));
  await chooser.getByRole("button", { name: "Show Bills" }).click();
  await expect(page).toHaveURL(new RegExp(`prefillVendor=${acme}`));
  await expect(main(page).getByRole("table", { name: "Unpaid bills of Acme Supplies" })).toContainText(bill.billNo);

  // Nothing ticked: refused, with the form kept.
  await main(page).getByLabel("Pay From").selectOption(String(books.bank));
  await main(page).getByRole("button", { name: "Save" }).click();
  await expect(main(page).getByRole("alert").filter({ hasText: "Select at least one bill to pay." })).toBeVisible();
  await expect(main(page).getByLabel("Pay From")).toHaveValue(String(books.bank));

  await main(page).getByLabel(`Pay ${bill.billNo} in full`).check();
  await main(page).getByLabel("Comments").fill("Paid at the counter");
  await main(page).getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(new RegExp(`/company/${books.companyId}/dashboard/vendors/payments$`));
  const payments = main(page).getByRole("table", { name: "Vendor payments" }).locator("tbody tr");
  await expect(payments).toHaveCount(1);
  await expect(payments.first()).toContainText("PAY-0001");
  await expect(payments.first()).toContainText("$120.00");
  await expect(payments.first()).toContainText("Paid at the counter");

  // Nothing is left to pay.
  await page.goto(`/company/${books.companyId}/dashboard/vendors/pay-bill?prefillVendor=${acme}`);
  await expect(main(page).getByText("No unpaid bills for this vendor.")).toBeVisible();
});
