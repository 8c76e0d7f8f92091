import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { addVendor, enterBill, payBill, setUpBooks } from "./purchasing-fixtures";

// Write Check without JavaScript: Show Pay Bills reloads with the vendor's pay bills, Update Check
// reloads with the ticked ones to show the check section, Confirm Check with nothing ticked is
// refused with the spec's messages, and a ticked pay bill is confirmed.

const main = (page: Page) => page.getByRole("main");

test("confirms a check without JavaScript", async ({ page, request, user }) => {
  const books = await setUpBooks(request, user, "50000.00"); // enough for the 21,345.67 cheque
  const acme = await addVendor(request, user, books, "ACME", "Acme Supplies");
  const bill = await enterBill(request, user, books, acme, { date: "2026-03-01", dueDate: "2030-03-01", amount: "21345.67" });
  const cheque = await payBill(request, user, books, {
    vendorId: acme,
    billId: bill.id,
    amount: "21345.67",
    date: "2026-03-10",
    paymentMethod: "Cheque",
  });

  await page.goto(`/company/${books.companyId}/dashboard/vendors/write-check`);
  const chooser = main(page).getByRole("form", { name: "Choose vendor" });
  await chooser.getByLabel("Vendor", { exact: true }).selectOption(String(acme));
  await chooser.getByRole("button", { name: "Show Pay Bills" }).click();
  await expect(page).toHaveURL(new RegExp(`vendor=${acme}`));

  await main(page).getByRole("button", { name: "Confirm Check" }).click();
  const refused = main(page).getByRole("alert").filter({ hasText: "Validation Error" });
  await expect(refused).toContainText("Please select a bank account before confirming the check.");
  await expect(refused).toContainText("Please select at least one pay bill to confirm.");

  await main(page).getByLabel(`Select ${cheque.no}`).check();
  await main(page).getByRole("button", { name: "Update Check" }).click();
  await expect(main(page).getByLabel("Bank Account")).toHaveValue("1010 - Checking");
  await expect(main(page).getByLabel("Amount in Words")).toHaveValue("Twenty-One Thousand Three Hundred Forty-Five Dollars and 67/100");
  await expect(main(page).getByLabel(`Select ${cheque.no}`)).toBeChecked();

  await main(page).getByLabel("Memo").fill("Stock");
  await main(page).getByRole("button", { name: "Confirm Check" }).click();
  await expect(main(page).getByRole("status").filter({ hasText: "Check Confirmed" })).toContainText(
    "Check has been confirmed and is ready to print.",
  );
  await expect(main(page).getByText("No check-related pay bills found for this vendor.")).toBeVisible();
});
