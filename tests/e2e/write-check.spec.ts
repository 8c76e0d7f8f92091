import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { addVendor, enterBill, payBill, setUpBooks } from "./purchasing-fixtures";

// Write Check with JavaScript: choose the vendor; its cheque payment is
// listed (a cash one is not); ticking it fills the bank account, shows the bills it paid and the
// check section with the amount in words, unticking clears them; Save Draft Check keeps the draft
// the screen reopens on; Confirm Check confirms it and the pay bill leaves the list.

const main = (page: Page) => page.getByRole("main");

test("writes, drafts and confirms a check for a cheque payment", async ({ page, request, user }) => {
  const books = await setUpBooks(request, user);
  const acme = await addVendor(request, user, books, "ACME", "Acme Supplies");
  const rent = await enterBill(request, user, books, acme, {
    date: "2026-03-01",
    dueDate: "2030-03-01",
    amount: "1234.56",
    comments: "Rent",
  });
  const other = await enterBill(request, user, books, acme, { date: "2026-03-02", dueDate: "2030-03-02", amount: "10.00" });
  const cheque = await payBill(request, user, books, {
    vendorId: acme,
    billId: rent.id,
    amount: "1234.56",
    date: "2026-03-10",
    paymentMethod: "Cheque",
  });
  await payBill(request, user, books, { vendorId: acme, billId: other.id, amount: "10.00", date: "2026-03-11", paymentMethod: "Cash" });

  await page.goto(`/company/${books.companyId}/dashboard/vendors/write-check`);
  await expect(main(page).getByRole("heading", { name: "Write Check", level: 1 })).toBeVisible();
  // Hydrated: the vendor chooser needs no button.
  await expect(main(page).getByRole("button", { name: "Show Pay Bills" })).toHaveCount(0);
  // The vendor picker asks the server for the vendors matching what is typed.
  await main(page).getByRole("combobox", { name: "Vendor", exact: true }).click();
  await page.getByPlaceholder("Search vendors...").fill("acme");
  await page.getByRole("option", { name: "Acme Supplies", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`vendor=${acme}`));

  const table = main(page).getByRole("table", { name: "Pay bills of Acme Supplies paid by Cheque" });
  const rows = table.locator(":scope > tbody > tr");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(cheque.no);
  await expect(rows.first()).toContainText("03/10/2026");
  await expect(rows.first()).toContainText("$1,234.56");
  await expect(rows.first()).toContainText("Pending");
  await expect(rows.first()).toContainText(rent.billNo);
  await expect(main(page).getByRole("heading", { name: "Check Information" })).toHaveCount(0);
  await expect(main(page).getByRole("button", { name: "Confirm Check" })).toBeDisabled();

  const select = main(page).getByLabel(`Select ${cheque.no}`);
  await select.check();
  await expect(main(page).getByLabel("Bank Account")).toHaveValue("1010 - Checking");
  await expect(main(page).getByRole("table", { name: `Bills paid by ${cheque.no}` })).toContainText("Rent");
  await expect(main(page).getByLabel("Check Number")).toHaveValue("TO BE PRINTED");
  await expect(main(page).getByLabel("Payment Amount")).toHaveValue("$1,234.56");
  await expect(main(page).getByLabel("Amount in Words")).toHaveValue("One Thousand Two Hundred Thirty-Four Dollars and 56/100");
  await expect(main(page).getByTestId("write-check-total")).toHaveText("$1,234.56");

  // Unticked: nothing to pay, no bank account, no check section.
  await select.uncheck();
  await expect(main(page).getByLabel("Bank Account")).toHaveValue("");
  await expect(main(page).getByRole("heading", { name: "Check Information" })).toHaveCount(0);
  await expect(main(page).getByTestId("write-check-total")).toHaveText("$0.00");

  await select.check();
  await main(page).getByLabel("Memo").fill("March rent");
  await main(page).getByRole("button", { name: "Save Draft Check" }).click();
  await expect(main(page).getByRole("status").filter({ hasText: "Draft Saved" })).toContainText(
    "Check has been saved as draft successfully.",
  );
  // The draft is what the screen reopens on.
  await page.goto(`/company/${books.companyId}/dashboard/vendors/write-check?vendor=${acme}`);
  await expect(main(page).getByLabel(`Select ${cheque.no}`)).toBeChecked();
  await expect(main(page).getByLabel("Memo")).toHaveValue("March rent");

  await expect(main(page).getByRole("button", { name: "Show Pay Bills" })).toHaveCount(0);
  await main(page).getByRole("button", { name: "Confirm Check" }).click();
  const done = main(page).getByRole("status").filter({ hasText: "Check Confirmed" });
  await expect(done).toContainText("Check has been confirmed and is ready to print.");
  await expect(main(page).getByText("No check-related pay bills found for this vendor.")).toBeVisible();
  await done.getByRole("link", { name: "Close" }).click();
  await expect(main(page).getByRole("status").filter({ hasText: "Check Confirmed" })).toHaveCount(0);
});
