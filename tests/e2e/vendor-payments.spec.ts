import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { addVendor, enterBill, payBill, setUpBooks } from "./purchasing-fixtures";

// The Vendor Payments list: Current View, the date type with From and To, Update (back to page 1),
// page sizes, the total ("-" when nothing matches) and Export to CSV.

const main = (page: Page) => page.getByRole("main");
const rows = (page: Page) => main(page).getByRole("table", { name: "Vendor payments" }).locator("tbody tr");
const total = (page: Page) => main(page).getByRole("definition");

test("filters, pages and exports the vendor payments", async ({ page, request, user }) => {
  const books = await setUpBooks(request, user);
  const acme = await addVendor(request, user, books, "ACME", "Acme Supplies");
  // Eleven payments of $10.00 in March, the last by cheque (Not issued); one of $25.00 in May.
  for (let day = 1; day <= 11; day += 1) {
    const date = `2026-03-${String(day).padStart(2, "0")}`;
    const bill = await enterBill(request, user, books, acme, { date, dueDate: "2030-01-01", amount: "10.00" });
    await payBill(request, user, books, {
      vendorId: acme,
      billId: bill.id,
      amount: "10.00",
      date,
      paymentMethod: day === 11 ? "Cheque" : "Cash",
    });
  }
  const may = await enterBill(request, user, books, acme, { date: "2026-05-02", dueDate: "2030-01-01", amount: "25.00" });
  await payBill(request, user, books, {
    vendorId: acme,
    billId: may.id,
    amount: "25.00",
    date: "2026-05-02",
    paymentMethod: "Paypal",
    comments: "May",
  });

  await page.goto(`/company/${books.companyId}/dashboard/vendors/payments`);
  await expect(rows(page)).toHaveCount(10);
  await expect(rows(page).first()).toContainText("05/02/2026");
  await expect(total(page)).toHaveText("$135.00");
  await expect(main(page).getByText("1-10 of 12")).toBeVisible();
  await main(page).getByRole("link", { name: "Page 2" }).click();
  await expect(rows(page)).toHaveCount(2);

  // Update goes back to page 1.
  const filters = main(page).getByRole("form", { name: "Filter payments" });
  await filters.getByLabel("Current View").selectOption("not-issued");
  await filters.getByRole("button", { name: "Update" }).click();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText("Not issued");
  await expect(rows(page).first()).toContainText("Cheque");
  await expect(total(page)).toHaveText("$10.00");

  await filters.getByLabel("Current View").selectOption("issued");
  await filters.getByLabel("Date", { exact: true }).selectOption("pay");
  await filters.getByLabel("From").fill("03/05/2026");
  await filters.getByLabel("To").fill("03/31/2026");
  await filters.getByRole("button", { name: "Update" }).click();
  await expect(page).toHaveURL(/dateType=pay/);
  await expect(rows(page)).toHaveCount(6); // 03/05 – 03/10; the 11th is not issued
  await expect(total(page)).toHaveText("$60.00");

  // Issue dates: a cheque not printed yet has none.
  await filters.getByLabel("Current View").selectOption("all");
  await filters.getByLabel("Date", { exact: true }).selectOption("issue");
  await filters.getByLabel("From").fill("03/11/2026");
  await filters.getByLabel("To").fill("03/31/2026");
  await filters.getByRole("button", { name: "Update" }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText("No records to show");
  await expect(total(page)).toHaveText("-");

  // Page size, with every filter kept.
  await filters.getByLabel("Date", { exact: true }).selectOption("all");
  await filters.getByRole("button", { name: "Update" }).click();
  await expect(rows(page)).toHaveCount(10);
  await main(page).getByLabel("Rows per page").selectOption("20");
  await expect(rows(page)).toHaveCount(12);
  await expect(page).toHaveURL(/perPage=20/);

  const download = page.waitForEvent("download");
  await main(page).getByRole("link", { name: "Export to CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("payments.csv");
  const lines = readFileSync((await file.path())!, "utf8")
    .trim()
    .split("\n");
  expect(lines[0]).toBe(
    "Pay Date,Pay No.,Status,Vendor Name,Payment Method,Pay From Account,Amount Paid,Comments,Issue Date,Credits Applied",
  );
  expect(lines).toHaveLength(13);
  expect(lines[1]).toBe("05/02/2026,PAY-0012,Issued,Acme Supplies,Paypal,1010 - Checking,25.00,May,05/02/2026,0.00");
});
