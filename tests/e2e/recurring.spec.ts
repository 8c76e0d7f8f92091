import { expect, test } from "./fixtures";
import { addVendor, enterBill, setUpBooks } from "./purchasing-fixtures";

// Recurring transactions' main path (issue 30 item 3): a saved bill is memorized from its screen,
// shows on the Reminders list on its date, and Create Selected saves the next one — a new bill with
// its own number, listed under the schedule.

test("memorize a bill, then create it from the Reminders list", async ({ page, request, user }) => {
  const books = await setUpBooks(request, user);
  const vendor = await addVendor(request, user, books, "LAND", "Landlord");
  const bill = await enterBill(request, user, books, vendor, { date: "11/01/2026", dueDate: "11/30/2026", amount: "1500.00" });
  const base = `/company/${books.companyId}/dashboard`;

  await page.goto(`${base}/vendors/documents/${bill.id}`);
  await page.getByRole("link", { name: "Memorize" }).click();
  await expect(page.getByRole("heading", { name: "New Recurring Transaction" })).toBeVisible();
  await page.getByLabel("Name").fill("Monthly rent");
  await page.getByLabel("Next Date").fill("11/01/2026");
  await page.getByRole("button", { name: "Save Recurring Transaction" }).click();
  await expect(page.getByRole("heading", { name: "Recurring Transactions List" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Monthly rent", exact: true })).toBeVisible();

  await page.goto(`${base}/reminders`);
  const row = page.getByRole("row", { name: /Monthly rent/ });
  await expect(row).toContainText("11/01/2026");
  await expect(row).toContainText("Bill");
  await expect(row).toContainText("$1,500.00");
  await page.getByLabel("Select Monthly rent").check();
  await page.getByRole("button", { name: "Create Selected" }).click();
  await expect(page.getByText(/1 transaction created: /)).toBeVisible();

  await page.goto(`${base}/recurring`);
  await page.getByRole("link", { name: "Monthly rent", exact: true }).click();
  const created = page.getByRole("region", { name: "Transactions created" }).getByRole("link");
  await expect(created).toHaveCount(1);
  const number = (await created.textContent())!.trim();
  expect(number).not.toBe(bill.billNo);
  await created.click();
  await expect(page.getByRole("heading", { name: new RegExp(number) })).toBeVisible();
  await expect(page.getByText("$1,500.00").first()).toBeVisible();
});
