import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { addVendor, enterBill, payBill, setUpBooks } from "./purchasing-fixtures";

// Print Check with JavaScript, from a cheque payment: Write Check confirms its check; Print Check
// lists it, previews it, and (no printer reported) warns and offers the PDF; the Date field is
// dragged on the layout preview and the adjustment saved (the API reads it back); the PDF
// downloads and the Print Job Completed dialog asks; Yes, Done issues the payment and puts the
// check in the history; Void, after its confirmation, reverses it: the bill is open again and the
// check cannot be voided twice. A refund cheque (ADR 0059) is listed beside the vendor's checks and
// printed in the same batch.

const main = (page: Page) => page.getByRole("main");

test("prints a check through the PDF fallback, confirms it and voids it", async ({ page, request, user }) => {
  test.setTimeout(120_000);
  const books = await setUpBooks(request, user);
  const acme = await addVendor(request, user, books, "ACME", "Acme Supplies");
  const rent = await enterBill(request, user, books, acme, { date: "2026-03-01", dueDate: "2030-03-01", amount: "1234.56" });
  const cheque = await payBill(request, user, books, {
    vendorId: acme,
    billId: rent.id,
    amount: "1234.56",
    date: "2026-03-10",
    paymentMethod: "Cheque",
  });
  const auth = { Authorization: `Bearer ${user.token}` };

  // Write Check confirms the check.
  await page.goto(`/company/${books.companyId}/dashboard/vendors/write-check?vendor=${acme}`);
  await main(page).getByLabel(`Select ${cheque.no}`).check();
  await main(page).getByRole("button", { name: "Confirm Check" }).click();
  await expect(main(page).getByRole("status").filter({ hasText: "Check Confirmed" })).toBeVisible();

  // Print Check lists it.
  await page.goto(`/company/${books.companyId}/dashboard/vendors/print-check`);
  await expect(main(page).getByRole("heading", { name: "Print Check", level: 1 })).toBeVisible();
  // Hydrated (the vendor chooser needs no button), so the picker is the searching combobox.
  await expect(main(page).getByRole("button", { name: "Show Checks" })).toHaveCount(0);
  await main(page).getByRole("combobox", { name: "Vendor", exact: true }).click();
  await page.getByPlaceholder("Search vendors...").fill("acme");
  await page.getByRole("option", { name: "Acme Supplies", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`vendor=${acme}`));
  await main(page).getByLabel(`Select ${cheque.no}`).check();
  await expect(page).toHaveURL(new RegExp(`payBillIds=${cheque.id}`));
  await expect(main(page).getByText("1 check(s) selected • Total: $1,234.56")).toBeVisible();
  // Printers come from the print daemons (and the server's CUPS, off for the e2e server): a new
  // user has no daemon, so the warning, and Print waits for a printer.
  await expect(main(page).getByLabel("Printer")).toHaveValue("");
  await expect(main(page).getByText("No real printers detected. Please connect a printer and refresh.")).toBeVisible();
  await expect(main(page).getByRole("button", { name: "Print Check" })).toBeDisabled();
  const preview = main(page).getByRole("region", { name: `Preview of ${cheque.no}` });
  await expect(preview).toContainText("REMITTANCE ADVICE (First Stub – Vendor Copy)");
  await expect(preview).toContainText("REMITTANCE ADVICE (Second Stub – Company Copy)");
  await expect(preview).toContainText("One Thousand Two Hundred Thirty-Four Dollars and 56/100");

  // Drag the Date field 100 px left and 40 px down, then save.
  const date = main(page).getByTestId("layout-canvas").locator('[data-field="date"]');
  await date.scrollIntoViewIfNeeded();
  const box = (await date.boundingBox())!;
  await page.mouse.move(box.x + 10, box.y + 5);
  await page.mouse.down();
  await page.mouse.move(box.x - 40, box.y + 25, { steps: 5 });
  await page.mouse.move(box.x - 90, box.y + 45, { steps: 5 });
  await page.mouse.up();
  const positions = main(page).getByRole("table", { name: "Field positions" });
  await expect(positions.getByRole("row", { name: /^Date/ })).toContainText("350");
  await expect(positions.getByRole("row", { name: /^Date/ })).toContainText("70");
  await expect(main(page).getByText("No adjustments saved yet")).toBeVisible();
  await main(page).getByRole("button", { name: "Save Adjustments" }).click();
  await expect(main(page).getByRole("status").filter({ hasText: "Saved Successfully" })).toBeVisible();
  await expect(main(page).getByText("Adjustments exist in database")).toBeVisible();
  const saved = await (await request.get(`/api/vendor/${books.companyId}/field-adjustments`, { headers: auth })).json();
  expect(saved.data.fieldAdjustments.date).toMatchObject({ x: 350, y: 70 });

  // The PDF (the way to print without a printer) downloads, then the confirmation asks.
  const downloading = page.waitForEvent("download");
  await main(page).getByRole("link", { name: "Download PDF" }).click();
  const download = await downloading;
  expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe("%PDF-");
  const completed = main(page).getByRole("dialog", { name: "Print Job Completed" });
  // Downloaded, not sent to a printer: the dialog says so and asks about the PDF (issue 25, item 25).
  await expect(completed).toContainText("1 check(s) downloaded as a PDF: no printer was used.");
  await expect(completed).toContainText("Did the checks print correctly from the PDF?");
  await completed.getByRole("button", { name: "Yes, Done" }).click();
  await expect(main(page).getByRole("status").filter({ hasText: "Status Updated" })).toBeVisible();
  await expect(main(page).getByText("No checks ready for printing found for this vendor.")).toBeVisible();

  const history = main(page).getByRole("table", { name: "Recent Print History" });
  const row = history.getByRole("row").filter({ hasText: cheque.no });
  await expect(row).toContainText("CHK-0001");
  await expect(row).toContainText("Acme Supplies");
  await expect(row).toContainText("$1,234.56");
  await expect(row).toContainText("Printed");
  const payments = await (await request.get(`/api/vendor/pay-bill/vendor/${acme}`, { headers: auth })).json();
  expect(payments[0]).toMatchObject({ status: "Issued", isPrintCheckDone: true });

  // Void, after its confirmation.
  await row.getByRole("link", { name: "Void check #CHK-0001" }).click();
  const confirm = main(page).getByRole("dialog", { name: "Void Check" });
  await expect(confirm).toContainText("Are you sure you want to void check #CHK-0001? This action cannot be undone.");
  await confirm.getByRole("button", { name: "Void Check" }).click();
  await expect(main(page).getByRole("status").filter({ hasText: "Check Voided" })).toBeVisible();
  await expect(row).toContainText("Voided");
  await expect(row.getByRole("button", { name: "Void check #CHK-0001" })).toBeDisabled();
  const bills = await (await request.get(`/api/vendor/${acme}/bills`, { headers: auth })).json();
  const bill = (Array.isArray(bills) ? bills : (bills.bills ?? bills.data)).find((b: { id: number }) => b.id === rent.id);
  expect(bill).toMatchObject({ remainingAmount: "1234.56" });
});

test("prints a refund cheque beside a vendor's check in one batch: the next check number, off the list, in the Customer Center", async ({
  page,
  request,
  user,
}) => {
  test.setTimeout(120_000);
  const books = await setUpBooks(request, user);
  const { companyId } = books;
  const auth = { Authorization: `Bearer ${user.token}` };
  const post = async (path: string, data: Record<string, unknown>) => {
    const response = await request.post(path, { data, headers: auth });
    expect(response.status(), await response.text()).toBeLessThan(300);
    return response.json();
  };
  // A vendor's check written and ready to print.
  const acme = await addVendor(request, user, books, "ACME", "Acme Supplies");
  const rent = await enterBill(request, user, books, acme, { date: "2026-03-01", dueDate: "2030-03-01", amount: "100.00" });
  const cheque = await payBill(request, user, books, {
    vendorId: acme,
    billId: rent.id,
    amount: "100.00",
    date: "2026-03-10",
    paymentMethod: "Cheque",
  });
  await post("/api/vendor/pay-bill/confirm-check", {
    companyId,
    vendorId: acme,
    bankAccountId: books.bank,
    bills: [{ billId: cheque.id }],
  });
  // A customer's credit memo, part of it refunded by cheque to be printed.
  const sales = (
    await post("/api/company-account/create", { companyId, accountType: "Income", accountNumber: "4000", accountName: "Sales" })
  ).account.id;
  const customer = (await post("/api/customer/customers", { companyId, customerId: "DUNE", customerName: "Dune Stores" })).customer.id;
  const memo = (
    await post("/api/customer/credit-memos", {
      companyId,
      customerId: customer,
      date: "2026-03-02",
      accountRecords: [{ accountId: sales, amount: "80.00" }],
    })
  ).document;
  const refund = (
    await post("/api/customer/refunds", {
      companyId,
      customerId: customer,
      payFromAccountId: books.bank,
      date: "2026-03-12",
      paymentMethod: "Cheque",
      toBePrinted: true,
      credits: [{ creditMemoId: memo.id, amount: "45.50" }],
    })
  ).refund;
  expect(refund).toMatchObject({ number: "RF-0001", toBePrinted: true, chequeNo: "" });

  // Print Check lists the refund cheque beside the vendor's check; both go in one selection.
  await page.goto(`/company/${companyId}/dashboard/vendors/print-check?vendor=${acme}`);
  const refunds = main(page).getByRole("table", { name: "Refund Cheques" });
  const row = refunds.getByRole("row").filter({ hasText: "RF-0001" });
  await expect(row).toContainText("Dune Stores");
  await expect(row).toContainText("03/12/2026");
  await expect(row).toContainText("$45.50");
  await main(page).getByLabel(`Select ${cheque.no}`).check();
  await expect(page).toHaveURL(new RegExp(`payBillIds=${cheque.id}`));
  await main(page).getByLabel("Select RF-0001").check();
  await expect(page).toHaveURL(new RegExp(`refundIds=${refund.id}`));
  await expect(main(page).getByText("2 check(s) selected • Total: $145.50")).toBeVisible();
  // Its preview: the customer is the payee, the stubs list the credit it pays back.
  const preview = main(page).getByRole("region", { name: "Preview of RF-0001" });
  await expect(preview).toContainText("Dune Stores");
  await expect(preview).toContainText("Forty-Five Dollars and 50/100");
  await expect(preview).toContainText("Amount Refunded");
  await expect(preview).toContainText(memo.number);

  // No printer here: the PDF of both, then Yes, Done.
  const downloading = page.waitForEvent("download");
  await main(page).getByRole("link", { name: "Download PDF" }).click();
  expect((await readFile((await (await downloading).path())!)).subarray(0, 5).toString()).toBe("%PDF-");
  const completed = main(page).getByRole("dialog", { name: "Print Job Completed" });
  await expect(completed).toContainText("2 check(s) downloaded as a PDF: no printer was used.");
  await completed.getByRole("button", { name: "Yes, Done" }).click();
  await expect(main(page).getByRole("status").filter({ hasText: "Status Updated" })).toContainText("2 check(s) marked as printed.");
  await expect(main(page).getByText("No refund cheques waiting to be printed.")).toBeVisible();
  await expect(main(page).getByText("No checks ready for printing found for this vendor.")).toBeVisible();

  // The refund's cheque took the next check number of the company's one series.
  const read = await (await request.get(`/api/customer/refunds/${refund.id}`, { headers: auth })).json();
  expect(read.refund).toMatchObject({ chequeNo: "CHK-0002", toBePrinted: false });
  await page.goto(`/company/${companyId}/dashboard/customers/center?customer=${customer}`);
  const transactions = main(page).getByRole("table", { name: "Transactions" });
  await expect(transactions.getByRole("row").filter({ hasText: "RF-0001" })).toContainText("CHK-0002");
});

test("the sticky footer never covers a control scrolled into view: Show REMITTANCE ADVICE titles stays clickable", async ({
  page,
  request,
  user,
}) => {
  const books = await setUpBooks(request, user);
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto(`/company/${books.companyId}/dashboard/vendors/print-check`);
  const titles = main(page).getByLabel("Show REMITTANCE ADVICE titles");
  await expect(titles).toBeVisible();
  // Scrolled into view at the bottom of the window, as Tab or find-in-page does.
  await titles.evaluate((el) => el.scrollIntoView({ block: "end" }));
  const onTop = await titles.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) === el;
  });
  expect(onTop).toBe(true);
  await titles.click();
  await expect(titles).not.toBeChecked();
});
