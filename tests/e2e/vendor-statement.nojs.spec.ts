import { expect, test } from "./fixtures";
import { addVendor, enterBill, payBill, setUpBooks } from "./purchasing-fixtures";

// Vendor Statement with JavaScript off: the options are a GET form, the statement is rendered on the
// server, its numbers lead to the bill, and its PDF downloads.
//   ACME  BILL-0001 05/01/2026 300.00; BILL-0002 06/10/2026 120.00; PAY-0001 06/20/2026 200.00 of BILL-0001

test("a vendor's statement for June without JavaScript", async ({ page, request, user }) => {
  const books = await setUpBooks(request, user);
  const acme = await addVendor(request, user, books, "ACME", "Acme Supplies");
  await addVendor(request, user, books, "BIRCH", "Birch Traders");
  const first = await enterBill(request, user, books, acme, { date: "2026-05-01", dueDate: "2026-05-31", amount: "300.00" });
  const second = await enterBill(request, user, books, acme, { date: "2026-06-10", dueDate: "2026-07-10", amount: "120.00" });
  await payBill(request, user, books, { vendorId: acme, billId: first.id, amount: "200.00", date: "2026-06-20", paymentMethod: "Cash" });

  await page.goto(`/company/${books.companyId}/dashboard/reports/vendors-payables/vendors-statement`);
  await expect(page.getByRole("heading", { level: 1, name: "Vendor Statement" })).toBeVisible();
  await page.getByLabel("Dates").selectOption("custom");
  await page.getByLabel("From", { exact: true }).fill("06/01/2026");
  await page.getByLabel("To", { exact: true }).fill("06/30/2026");
  await page.getByLabel("Vendor", { exact: true }).selectOption({ label: "Acme Supplies" });
  await page.getByRole("button", { name: "Run report" }).click();
  await expect(page).toHaveURL(new RegExp(`vendorId=${acme}`));

  const statement = page.getByRole("table", { name: "Statement of Acme Supplies" });
  await expect(statement.getByRole("row", { name: /Balance forward/ })).toContainText("$300.00");
  await expect(statement.getByRole("row", { name: new RegExp(second.billNo) })).toContainText("$420.00");
  await expect(statement.getByRole("row", { name: /Pay Bill/ })).toContainText("$220.00");
  await expect(statement.getByRole("row", { name: /Balance due on 06\/30\/2026/ })).toContainText("$220.00");
  await expect(page.getByRole("heading", { name: "Birch Traders" })).toHaveCount(0);

  const pdfHref = await page.getByRole("link", { name: "Download PDF" }).getAttribute("href");
  const pdf = await page.request.get(pdfHref!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");

  await statement.getByRole("link", { name: second.billNo }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Bill ${second.billNo}` })).toBeVisible();
});
