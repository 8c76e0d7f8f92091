import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { addVendor, enterBill, enterCredit, setUpBooks } from "./purchasing-fixtures";

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

test("Update shows what is ticked and typed: Amount to Pay, Credits Applied, Total, and which bill each credit goes to", async ({
  page,
  request,
  user,
}) => {
  const books = await setUpBooks(request, user);
  const acme = await addVendor(request, user, books, "ACME", "Acme Supplies");
  const first = await enterBill(request, user, books, acme, { date: "2026-01-05", dueDate: "2030-01-10", amount: "300.00" });
  const second = await enterBill(request, user, books, acme, { date: "2026-01-09", dueDate: "2030-02-10", amount: "200.00" });
  const small = await enterCredit(request, user, books, acme, "2026-01-20", "40.00");
  const large = await enterCredit(request, user, books, acme, "2026-01-21", "280.00");

  await page.goto(`/company/${books.companyId}/dashboard/vendors/pay-bill?prefillVendor=${acme}`);
  const totals = main(page).getByLabel("Payment totals").getByRole("definition");
  await expect(totals).toHaveText(["$0.00", "$0.00", "$0.00"]);
  await main(page).getByLabel("Pay From").selectOption(String(books.bank));
  await main(page).getByLabel(`Pay ${first.billNo} in full`).check();
  await main(page).getByLabel(`Amount to pay for ${second.billNo}`).fill("150.00");
  await main(page).getByLabel(`Apply all of ${small.number}`).check();
  await main(page).getByLabel(`Apply all of ${large.number}`).check();
  await main(page).getByRole("button", { name: "Update" }).click();

  // The first bill (300.00 due) takes both credits' 320.00 up to 300.00; the second, paid 150.00 of
  // its 200.00, takes the last 20.00 of the larger credit.
  await expect(main(page).getByLabel(`Pay ${first.billNo} in full`)).toBeChecked();
  await expect(main(page).getByLabel(`Amount to pay for ${first.billNo}`)).toHaveValue("0.00");
  await expect(main(page).getByLabel(`Amount to pay for ${second.billNo}`)).toHaveValue("150.00");
  await expect(page.getByTestId(`credit-applied-${first.id}`)).toHaveText("$300.00");
  await expect(page.getByTestId(`credit-applied-${second.id}`)).toHaveText("$20.00");
  await expect(page.getByTestId(`credit-applied-to-${small.id}`)).toHaveText(`${first.billNo} ($40.00)`);
  await expect(page.getByTestId(`credit-applied-to-${large.id}`)).toHaveText(`${first.billNo} ($260.00), ${second.billNo} ($20.00)`);
  await expect(totals).toHaveText(["$150.00", "$320.00", "$470.00"]);
  await expect(main(page).getByLabel("Pay From")).toHaveValue(String(books.bank));

  // Update saved nothing; Save pays what Update showed.
  await main(page).getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(new RegExp(`/company/${books.companyId}/dashboard/vendors/payments$`));
  const payments = main(page).getByRole("table", { name: "Vendor payments" }).locator("tbody tr");
  await expect(payments).toHaveCount(1);
  await expect(payments.first()).toContainText("$150.00");
});
