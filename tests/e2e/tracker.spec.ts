import type { APIRequestContext, Page } from "@playwright/test";
import { addDaysIso } from "../../app/lib/dates";
import { expect, test, type TestUser } from "./fixtures";
import { addVendor, enterBill, payBill, setUpBooks } from "./purchasing-fixtures";

// Tracker (top menu): the Income and Bill Trackers of a company with books made through the API.
// A tile shows its count and amount, and clicking it filters the list to what it counts — with
// JavaScript and without (the tiles, tabs and headings are plain links, the filters a GET form).

/** The company's today (its time zone is UTC+00:00). */
const today = new Date().toISOString().slice(0, 10);

/**
 * Invoices to Delta Diner: 700.00 due in ten days, 1,150.00 due five days ago. Bills from Harbor
 * Freight: 400.00 due twelve days ago, 250.00 due in twenty days, 90.00 paid yesterday.
 */
async function trackedCompany(request: APIRequestContext, user: TestUser) {
  const books = await setUpBooks(request, user);
  const { companyId } = books;
  const headers = { Authorization: `Bearer ${user.token}` };
  const post = async (path: string, data: Record<string, unknown>) => {
    const response = await request.post(path, { data, headers });
    expect(response.status(), await response.text()).toBe(201);
    return response.json();
  };
  const sales = (
    await post("/api/company-account/create", { companyId, accountType: "Income", accountNumber: "4000", accountName: "Sales" })
  ).account.id;
  const delta = (await post("/api/customer/customers", { companyId, customerId: "DELTA", customerName: "Delta Diner" })).customer.id;
  for (const [date, dueDate, amount] of [
    [addDaysIso(today, -3), addDaysIso(today, 10), "700.00"],
    [addDaysIso(today, -40), addDaysIso(today, -5), "1150.00"],
  ]) {
    await post("/api/customer/invoices", { companyId, customerId: delta, date, dueDate, accountRecords: [{ accountId: sales, amount }] });
  }
  const harbor = await addVendor(request, user, books, "HARBOR", "Harbor Freight");
  await enterBill(request, user, books, harbor, { date: addDaysIso(today, -42), dueDate: addDaysIso(today, -12), amount: "400.00" });
  await enterBill(request, user, books, harbor, { date: today, dueDate: addDaysIso(today, 20), amount: "250.00" });
  const paid = await enterBill(request, user, books, harbor, {
    date: addDaysIso(today, -5),
    dueDate: addDaysIso(today, 5),
    amount: "90.00",
  });
  await payBill(request, user, books, {
    vendorId: harbor,
    billId: paid.id,
    amount: "90.00",
    date: addDaysIso(today, -1),
    paymentMethod: "Cash",
  });
  return companyId;
}

const tiles = (page: Page) => page.getByRole("region", { name: /summary/ });
const rows = (page: Page) => page.getByRole("table", { name: /tracker/i }).locator("tbody tr");

async function expectTracker(page: Page, companyId: number) {
  test.slow(); // books through the API, then about twenty page loads
  await page.goto(`/company/${companyId}/dashboard`);
  await page.getByRole("link", { name: "Tracker", exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/company/${companyId}/dashboard/tracker`));
  await expect(page.getByRole("heading", { name: "Income Tracker" })).toBeVisible();

  // Income: the tiles, then Overdue filters the list to the invoice past due.
  await expect(tiles(page)).toContainText("keeps no estimates");
  await expect(tiles(page).getByRole("link", { name: /Open invoices/ })).toContainText("$700.00");
  await expect(tiles(page).getByRole("link", { name: /Overdue/ })).toContainText("$1,150.00");
  await expect(rows(page)).toHaveCount(2);
  await tiles(page)
    .getByRole("link", { name: /Overdue/ })
    .click();
  await expect(page).toHaveURL(/status=overdue/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText("Delta Diner");
  await expect(rows(page).first()).toContainText("$1,150.00");
  await expect(
    rows(page)
      .first()
      .getByRole("link", { name: /Print invoice/ }),
  ).toHaveAttribute("href", /\/customers\/documents\/\d+\/pdf$/);
  await expect(
    rows(page)
      .first()
      .getByRole("link", { name: /Receive Payment for Delta Diner/ }),
  ).toHaveAttribute("href", /\/customers\/receive-payment\?customer=\d+&invoice=\d+$/);

  // Bills: 650.00 open or overdue, 90.00 paid yesterday; Overdue keeps the 400.00 bill.
  await page.getByRole("navigation", { name: "Tracker" }).getByRole("link", { name: "Bills" }).click();
  await expect(page.getByRole("heading", { name: "Bill Tracker" })).toBeVisible();
  await expect(tiles(page).getByRole("link", { name: /Open bills/ })).toContainText("$250.00");
  await expect(tiles(page).getByRole("link", { name: /Paid in the last 30 days/ })).toContainText("$90.00");
  await tiles(page)
    .getByRole("link", { name: /Overdue/ })
    .click();
  await expect(page).toHaveURL(/tab=bills&status=overdue/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText("$400.00");
  await expect(
    rows(page)
      .first()
      .getByRole("link", { name: /Pay Bill for Harbor Freight/ }),
  ).toHaveAttribute("href", /\/vendors\/pay-bill\?prefillVendor=\d+$/);
  await tiles(page)
    .getByRole("link", { name: /Paid in the last 30 days/ })
    .click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText("Pay Bill");
  await expect(rows(page).first()).toContainText("$90.00");

  // The filters: every status, sorted by amount (largest first by clicking twice).
  const filters = page.getByRole("form", { name: "Filter the tracker" });
  await filters.getByLabel("Status").selectOption("all");
  await filters.getByRole("button", { name: "Update" }).click();
  await expect(rows(page)).toHaveCount(3);
  await page.getByRole("link", { name: /Sort by Amount/ }).click();
  await expect(page).toHaveURL(/sort=amount/);
  await page.getByRole("link", { name: /Sort by Amount/ }).click();
  await expect(page).toHaveURL(/dir=desc/);
  await expect(rows(page).first()).toContainText("$400.00");
  await expect(rows(page).last()).toContainText("$90.00");
}

test("the tracker's tiles filter its list, on both tabs", async ({ page, request, user }) => {
  const companyId = await trackedCompany(request, user);
  await expectTracker(page, companyId);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the tiles, tabs, filters and sort work as links and a GET form", async ({ page, request, user }) => {
    const companyId = await trackedCompany(request, user);
    await expectTracker(page, companyId);
  });
});
