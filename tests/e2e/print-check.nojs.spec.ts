import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { addVendor, enterBill, payBill, setUpBooks } from "./purchasing-fixtures";

// Print Check without JavaScript: the vendor and the checks are chosen with forms, the layout's
// numbers are a form that saves, the PDF is a link, Yes, Done and Void (with its confirmation) are
// forms.

const main = (page: Page) => page.getByRole("main");

test("prints and voids a check without JavaScript", async ({ page, request, user }) => {
  test.setTimeout(120_000);
  const books = await setUpBooks(request, user);
  const acme = await addVendor(request, user, books, "ACME", "Acme Supplies");
  const bill = await enterBill(request, user, books, acme, { date: "2026-03-01", dueDate: "2030-03-01", amount: "250.00" });
  const cheque = await payBill(request, user, books, {
    vendorId: acme,
    billId: bill.id,
    amount: "250.00",
    date: "2026-03-10",
    paymentMethod: "Cheque",
  });
  const auth = { Authorization: `Bearer ${user.token}` };
  const confirmed = await request.post("/api/vendor/pay-bill/confirm-check", {
    headers: auth,
    data: { companyId: books.companyId, vendorId: acme, bankAccountId: books.bank, bills: [{ billId: cheque.id }] },
  });
  expect(confirmed.status()).toBe(200);

  await page.goto(`/company/${books.companyId}/dashboard/vendors/print-check`);
  const chooser = main(page).getByRole("form", { name: "Choose vendor" });
  await chooser.getByLabel("Vendor", { exact: true }).selectOption(String(acme));
  await chooser.getByRole("button", { name: "Show Checks" }).click();
  const selection = main(page).getByRole("form", { name: "Select checks" });
  await selection.getByLabel(`Select ${cheque.no}`).check();
  await selection.getByRole("button", { name: "Update Selection" }).click();
  await expect(main(page).getByText("1 check(s) selected • Total: $250.00")).toBeVisible();

  // The layout's numbers are the form.
  await main(page).getByLabel("Memo X").fill("90");
  await main(page).getByLabel("Memo Font size").fill("10");
  await main(page).getByRole("button", { name: "Save Adjustments" }).click();
  await expect(main(page).getByRole("status").filter({ hasText: "Saved Successfully" })).toBeVisible();
  await expect(main(page).getByLabel("Memo X")).toHaveValue("90");
  const saved = await (await request.get(`/api/vendor/${books.companyId}/field-adjustments`, { headers: auth })).json();
  expect(saved.data.fieldAdjustments.memo).toMatchObject({ x: 90, fontSize: 10 });
  // The inputs carry the limits (the action refuses past them too).
  await expect(main(page).getByLabel("Memo Font size")).toHaveAttribute("max", "24");

  // The PDF is a link.
  await page.goto(`/company/${books.companyId}/dashboard/vendors/print-check?vendor=${acme}&payBillIds=${cheque.id}`);
  await expect(main(page).getByRole("link", { name: "Download PDF" })).toHaveAttribute("href", new RegExp(`pdf\\?payBillIds=${cheque.id}`));
  await main(page).getByRole("link", { name: "I printed the PDF" }).click();
  const completed = main(page).getByRole("dialog", { name: "Print Job Completed" });
  await completed.getByRole("link", { name: "No, Not Done" }).click();
  await expect(main(page).getByText("Print Status Not Updated")).toBeVisible();
  await expect(main(page).getByLabel(`Select ${cheque.no}`)).toBeVisible();

  await page.goto(`/company/${books.companyId}/dashboard/vendors/print-check?vendor=${acme}&sent=${cheque.id}&via=pdf`);
  await main(page).getByRole("dialog", { name: "Print Job Completed" }).getByRole("button", { name: "Yes, Done" }).click();
  await expect(main(page).getByRole("status").filter({ hasText: "Status Updated" })).toBeVisible();
  const row = main(page).getByRole("table", { name: "Recent Print History" }).getByRole("row").filter({ hasText: cheque.no });
  await expect(row).toContainText("Printed");

  await row.getByRole("link", { name: "Void check #CHK-0001" }).click();
  const confirm = main(page).getByRole("dialog", { name: "Void Check" });
  await confirm.getByLabel("Reason (optional)").fill("Printed on plain paper");
  await confirm.getByRole("button", { name: "Void Check" }).click();
  await expect(main(page).getByRole("status").filter({ hasText: "Check Voided" })).toBeVisible();
  await expect(row).toContainText("Voided");
});
