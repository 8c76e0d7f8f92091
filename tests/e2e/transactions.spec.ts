import { expect, test } from "./fixtures";
import { transactionBooks } from "./transactions-fixtures";

// The Transactions screen from the top menu: every transaction of the company, newest first;
// filtered by type; a row leads to its document.

test("open Transactions from the top menu, filter by type, follow a row to its bill", async ({ page, request, user }) => {
  const { base, bill } = await transactionBooks(request, user);
  await page.goto(`${base}/overview`);
  await page.getByRole("navigation", { name: "Top menu" }).getByRole("link", { name: "Transactions" }).click();
  await expect(page).toHaveURL(`${base}/transactions`);
  await expect(page.getByRole("heading", { name: "Transactions", level: 1 })).toBeVisible();

  const table = page.getByRole("table", { name: "Transactions" });
  // Newest first: the payment, the bill, Checking's opening balance.
  await expect(table.getByRole("row").nth(1)).toContainText("Bill Payment");
  await expect(table.getByRole("row").nth(1)).toContainText("Acme Supplies");
  const billRow = table.getByRole("row").filter({ hasText: "Office rent" });
  await expect(billRow).toContainText("10/05/2026");
  await expect(billRow).toContainText("Rent");
  await expect(billRow).toContainText("$120.00");

  await page.getByLabel("Type").selectOption({ label: "Bill" });
  await page.getByRole("search", { name: "Filter transactions" }).getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/[?&]type=BILL/);
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table.getByRole("row").nth(1)).toContainText("Office rent");

  await table.getByRole("row").nth(1).getByRole("link").click();
  await expect(page).toHaveURL(`${base}/vendors/documents/${bill.id}`);
  await expect(page.getByText(bill.billNo).first()).toBeVisible();
});
