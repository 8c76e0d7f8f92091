import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { addVendor, enterBill, enterCredit, setUpBooks } from "./purchasing-fixtures";

// Pay Bill with JavaScript: from the Vendor Center's Pay Bill button, pay two bills in part with the
// vendor's credit applied; the credit goes to the oldest due bill and every total follows as you
// type; Save leads to the Vendor Payments list, and the Bills list shows what is left to pay.

const main = (page: Page) => page.getByRole("main");

test("pays two bills in part with a vendor credit applied", async ({ page, request, user }) => {
  const books = await setUpBooks(request, user);
  const acme = await addVendor(request, user, books, "ACME", "Acme Supplies");
  const first = await enterBill(request, user, books, acme, {
    date: "2026-01-05",
    dueDate: "2030-01-10",
    amount: "300.00",
    comments: "Rent",
  });
  const second = await enterBill(request, user, books, acme, { date: "2026-01-09", dueDate: "2030-02-10", amount: "200.00" });
  const credit = await enterCredit(request, user, books, acme, "2026-01-20", "100.00");

  await page.goto(`/company/${books.companyId}/dashboard/vendors/center`);
  await main(page).getByRole("link", { name: "Pay Bill" }).click();
  await expect(page).toHaveURL(new RegExp(`/vendors/pay-bill\\?prefillVendor=${acme}&vendorName=Acme`));
  await expect(main(page).getByRole("heading", { name: "Pay Bill", level: 1 })).toBeVisible();

  const bills = main(page).getByRole("table", { name: "Unpaid bills of Acme Supplies" });
  await expect(bills.locator("tbody tr")).toHaveCount(2);
  await expect(bills.locator("tbody tr").first()).toContainText(first.billNo);
  await main(page).getByLabel("Pay From").selectOption(String(books.bank));
  await expect(main(page).getByLabel("Pay From")).toContainText("Balance $5,000.00");
  await main(page).getByLabel("Payment Method").selectOption("Online Banking");

  // "Pay in full" fills the amount due; unticking empties it again.
  const full = main(page).getByLabel(`Pay ${second.billNo} in full`);
  await full.check();
  await expect(main(page).getByLabel(`Amount to pay for ${second.billNo}`)).toHaveValue("200.00");
  await full.uncheck();
  await expect(main(page).getByLabel(`Amount to pay for ${second.billNo}`)).toHaveValue("");

  await main(page).getByLabel(`Amount to pay for ${first.billNo}`).fill("150.00");
  await main(page).getByLabel(`Amount to pay for ${second.billNo}`).fill("50.00");
  await main(page).getByLabel(`Amount to apply from ${credit.number}`).fill("100.00");
  // The credit goes to the oldest due bill, up to what its payment leaves due.
  await expect(page.getByTestId(`credit-applied-${first.id}`)).toHaveText("$100.00");
  await expect(page.getByTestId(`credit-applied-${second.id}`)).toHaveText("");
  const totals = main(page).getByRole("definition");
  await expect(totals.nth(0)).toHaveText("$200.00");
  await expect(totals.nth(1)).toHaveText("$100.00");
  await expect(totals.nth(2)).toHaveText("$300.00");

  // More credit than the bills can take is pointed out before saving.
  await main(page).getByLabel(`Apply all of ${credit.number}`).check();
  await main(page).getByLabel(`Amount to pay for ${first.billNo}`).fill("250.00");
  await main(page).getByLabel(`Amount to pay for ${second.billNo}`).fill("200.00");
  await expect(main(page).getByRole("status").filter({ hasText: "cannot be applied" })).toContainText(
    "$50.00 of the $100.00 of credits chosen cannot be applied",
  );
  await main(page).getByLabel(`Amount to pay for ${first.billNo}`).fill("150.00");
  await main(page).getByLabel(`Amount to pay for ${second.billNo}`).fill("50.00");
  await expect(main(page).getByRole("status").filter({ hasText: "cannot be applied" })).toHaveCount(0);
  await expect(totals.nth(2)).toHaveText("$300.00");

  await main(page).getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(new RegExp(`/company/${books.companyId}/dashboard/vendors/payments$`));
  await expect(page.getByText("Bill payment saved successfully!")).toBeVisible();
  const payments = main(page).getByRole("table", { name: "Vendor payments" }).locator("tbody tr");
  await expect(payments).toHaveCount(1);
  await expect(payments.first()).toContainText("PAY-0001");
  await expect(payments.first()).toContainText("Issued");
  await expect(payments.first()).toContainText("Acme Supplies");
  await expect(payments.first()).toContainText("Online Banking");
  await expect(payments.first()).toContainText("1010 - Checking");
  await expect(payments.first()).toContainText("$200.00");

  await page.goto(`/company/${books.companyId}/dashboard/vendors/bills`);
  const rows = main(page).getByRole("table", { name: "Bills" }).locator("tbody tr");
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: first.billNo })).toContainText("$250.00"); // paid 150 + credit 100
  await expect(rows.filter({ hasText: first.billNo })).toContainText("$50.00");
  await expect(rows.filter({ hasText: second.billNo })).toContainText("$150.00");
  await expect(main(page).getByRole("definition").last()).toHaveText("$200.00"); // amount due over both
});
