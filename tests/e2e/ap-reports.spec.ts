import fs from "node:fs";
import { expect, test } from "./fixtures";
import { addVendor, enterBill, payBill, setUpBooks } from "./purchasing-fixtures";

// The A/P Aging Summary in the browser: opened from the sidebar, run for another date, exported.
//   ACME   bill 01/05/2026, due 02/04/2026, 300.00; 100.00 paid on 02/10/2026
//   BIRCH  bill 03/01/2026, due 03/31/2026, 80.00

test("the A/P aging summary opens from the menu, runs as of a date and exports to CSV", async ({ page, request, user }) => {
  const books = await setUpBooks(request, user);
  const acme = await addVendor(request, user, books, "ACME", "Acme Paper");
  const birch = await addVendor(request, user, books, "BIRCH", "Birch Tools");
  const bill = await enterBill(request, user, books, acme, { date: "01/05/2026", dueDate: "02/04/2026", amount: "300.00" });
  await enterBill(request, user, books, birch, { date: "03/01/2026", dueDate: "03/31/2026", amount: "80.00" });
  await payBill(request, user, books, { vendorId: acme, billId: bill.id, amount: "100.00", date: "02/10/2026", paymentMethod: "Cash" });

  await page.goto(`/company/${books.companyId}/dashboard/overview`);
  const sidebar = page.getByRole("navigation", { name: "Company menu" });
  await sidebar.getByRole("button", { name: "Reports", exact: true }).click();
  await sidebar.getByRole("button", { name: /& Payables/ }).click();
  await expect(sidebar.getByRole("link", { name: "Unpaid Bills Detail" })).toBeVisible();
  await sidebar.getByRole("link", { name: "A/P Aging Summary" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "A/P Aging Summary" })).toBeVisible();

  await page.getByLabel("As of", { exact: true }).fill("03/15/2026");
  await page.getByRole("button", { name: "Run report" }).click();
  await expect(page).toHaveURL(/asOf=03%2F15%2F2026/);
  await expect(page.getByText("As of 03/15/2026", { exact: true })).toBeVisible();
  const rows = page.getByRole("table", { name: "A/P Aging Summary as of 03/15/2026" }).locator("tbody tr");
  await expect(rows).toHaveCount(2);
  // ACME's bill is 39 days past due on 03/15; Birch's is not due yet.
  await expect(rows.nth(0).locator("th, td")).toHaveText(["Acme Paper", "$0.00", "$0.00", "$200.00", "$0.00", "$0.00", "$200.00"]);
  await expect(rows.nth(1).locator("th, td")).toHaveText(["Birch Tools", "$80.00", "$0.00", "$0.00", "$0.00", "$0.00", "$80.00"]);
  await expect(page.getByTestId("total")).toHaveText("$280.00");
  await expect(rows.nth(0).getByRole("link", { name: "Acme Paper" })).toHaveAttribute(
    "href",
    new RegExp(`/vendors/center\\?vendor=${acme}$`),
  );

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export to CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("ap-aging-summary-2026-03-15.csv");
  expect(fs.readFileSync(await download.path(), "utf8")).toBe(
    [
      "Vendor,Current,1 - 30,31 - 60,61 - 90,> 90,Total",
      "Acme Paper,0.00,0.00,200.00,0.00,0.00,200.00",
      "Birch Tools,80.00,0.00,0.00,0.00,0.00,80.00",
      "Total,80.00,0.00,200.00,0.00,0.00,280.00",
      "",
    ].join("\n"),
  );
});
