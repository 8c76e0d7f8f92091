import type { Page } from "@playwright/test";
import { createAccount, createCompany, createInventoryItem, expect, inventoryAccounts, test, type TestUser } from "./fixtures";
import { addVendor, enterBill, payBill, setUpBooks } from "./purchasing-fixtures";

// Every form's save while the browser is offline (issue 25, item 16): the page stays (never the
// "Something went wrong" screen), says "Unable to connect to the server…", and keeps what was
// typed; back online, the same form saves. Offline is the browser's own (no request leaves, the
// reloads Remix makes after a save included), not one dropped request.

const OFFLINE = "Unable to connect to the server. Please check your internet connection.";

test.slow();

interface OfflineForm {
  name: string;
  /** Open the form and type into it (the company is new, with the accounts given below). */
  type: (page: Page, companyId: number, user: TestUser) => Promise<void>;
  save: (page: Page) => Promise<void>;
  /** What the form shows after the save met no network. */
  failed: (page: Page) => Promise<void>;
  /** What was typed, still there (a password is typed again: it is never filled back in). */
  kept: (page: Page, user: TestUser) => Promise<void>;
  /** The form saved, once back online. */
  saved: (page: Page) => Promise<void>;
}

const main = (page: Page) => page.getByRole("main");

/** The message dialogs' code, fetched once the browser is idle after the page loads (ADR 0027). */
const dialogsFetched = (page: Page) =>
  page.waitForFunction(() => performance.getEntriesByType("resource").some((entry) => entry.name.includes("/modal-panels-")));
const saveAndClose = (page: Page) => main(page).getByRole("button", { name: "Save and Close" }).click();

/** A company with an inventory item, Widget, 10 on hand in warehouse Main. */
async function stockedWidget(page: Page, companyId: number, user: TestUser) {
  const auth = { Authorization: `Bearer ${user.token}` };
  const post = async (path: string, data: Record<string, unknown>) => {
    const response = await page.request.post(path, { data, headers: auth });
    expect(response.status(), await response.text()).toBe(201);
    return response.json();
  };
  const { asset, cogs } = await inventoryAccounts(page.request, user, companyId);
  const warehouse = await post("/api/warehouses", { companyId, name: "Main" });
  const widget = await createInventoryItem(page.request, user, companyId, {
    name: "Widget",
    standardCost: "2.00",
    assetsAccount: asset,
    costOfGoodsSold: cogs,
  });
  await post(`/api/inventory/companies/${companyId}/stock-adjustments`, {
    warehouseId: warehouse.data.id,
    adjustmentAccount: cogs,
    items: [{ inventoryItemId: widget, adjustedQty: "10", rate: "2.00" }],
  });
}

const FORMS: OfflineForm[] = [
  {
    name: "journal entry",
    async type(page, companyId) {
      await page.goto(`/company/${companyId}/dashboard/journalentry`);
      await expect(page.getByRole("button", { name: "Help" })).toBeVisible();
      for (const [row, account] of [
        [1, "5100 - Rent"],
        [2, "3000 - Owner Capital"],
      ] as const) {
        await page.getByRole("combobox", { name: `Account, row ${row}` }).click();
        await page.getByRole("option", { name: account }).click();
      }
      await page.getByLabel("Debit, row 1", { exact: true }).fill("250.50");
      await page.getByLabel("Credit, row 2", { exact: true }).fill("250.50");
      await page.getByLabel("Comments").fill("March rent");
    },
    save: saveAndClose,
    failed: (page) => expect(page.getByRole("alert").filter({ hasText: OFFLINE })).toBeVisible(),
    kept: (page) => expect(page.getByLabel("Comments")).toHaveValue("March rent"),
    saved: (page) => expect(page.getByText("Journal entry saved successfully!").first()).toBeVisible(),
  },
  {
    name: "new account",
    async type(page, companyId) {
      await page.goto(`/company/${companyId}/dashboard/new-account?type=Expense`);
      await expect(page.locator('button[aria-controls="company-sidebar"]')).toBeAttached();
      await main(page)
        .getByLabel(/^Account Number/)
        .fill("5200");
      await main(page).getByLabel("Account Name").fill("Office Supplies");
      await dialogsFetched(page);
    },
    save: saveAndClose,
    async failed(page) {
      const dialog = page.getByRole("dialog", { name: "Error" });
      await expect(dialog).toContainText(OFFLINE);
      await dialog.getByRole("button", { name: "OK" }).click();
    },
    kept: (page) => expect(main(page).getByLabel("Account Name")).toHaveValue("Office Supplies"),
    saved: (page) => expect(page.getByText("Account created successfully!").first()).toBeVisible(),
  },
  {
    name: "enter bill",
    async type(page, companyId, user) {
      const response = await page.request.post("/api/vendor/vendors", {
        data: { companyId, vendorId: "ACME", vendorName: "Acme Supplies" },
        headers: { Authorization: `Bearer ${user.token}` },
      });
      expect(response.status(), await response.text()).toBe(201);
      await page.goto(`/company/${companyId}/dashboard/vendors/enter-bill`);
      await expect(page.getByRole("button", { name: "Cancel" })).toBeVisible();
      await page.getByRole("combobox", { name: "Vendor", exact: true }).click();
      await page.getByRole("option", { name: "Acme Supplies" }).click();
      await page.getByRole("combobox", { name: "Account, account row 1", exact: true }).click();
      await page.getByRole("option", { name: "5100 - Rent" }).click();
      await page.getByLabel("Amount, account row 1", { exact: true }).fill("800.00");
      await page.getByLabel("Memo").fill("November rent");
    },
    save: saveAndClose,
    failed: (page) => expect(page.getByText(OFFLINE).first()).toBeVisible(),
    kept: (page) => expect(page.getByLabel("Memo")).toHaveValue("November rent"),
    saved: (page) => expect(page.getByText("Bill created successfully!").first()).toBeVisible(),
  },
  {
    name: "delete company",
    async type(page, companyId, user) {
      await page.goto(`/company/${companyId}/dashboard/settings/delete-company`);
      await expect(page.getByRole("heading", { level: 1, name: "Delete Company" })).toBeVisible();
      await expect(page.locator('button[aria-controls="company-sidebar"]')).toBeAttached();
      await page.getByLabel("Your password").fill(user.password);
    },
    save: (page) => page.getByRole("button", { name: "Delete Company" }).click(),
    failed: (page) => expect(page.getByText(OFFLINE).first()).toBeVisible(),
    async kept(page, user) {
      await expect(page.getByRole("heading", { level: 1, name: "Delete Company" })).toBeVisible();
      await page.getByLabel("Your password").fill(user.password);
    },
    saved: (page) => expect(page.getByText(/Company ".*" was deleted\./)).toBeVisible(),
  },
  {
    name: "stock adjustment",
    async type(page, companyId, user) {
      await stockedWidget(page, companyId, user);
      await page.goto(`/company/${companyId}/dashboard/inventory/stock-adjustment/new`);
      await expect(page.getByRole("button", { name: "Add New Warehouse" })).toBeVisible();
      await page.getByLabel("Warehouse").selectOption({ label: "Main" });
      await page.getByLabel("Adjustment Account").selectOption({ label: "5100 · Rent" });
      await page.getByLabel("Item, row 1").selectOption({ label: "Widget" });
      await page.getByLabel("Adjusted Qty, row 1").fill("10");
      await page.getByLabel("Sales/Purchase Rate, row 1").fill("2.50");
    },
    save: saveAndClose,
    failed: (page) => expect(page.getByRole("alert").filter({ hasText: OFFLINE })).toBeVisible(),
    kept: (page) => expect(page.getByLabel("Adjusted Qty, row 1")).toHaveValue("10"),
    saved: (page) => expect(page.getByText("Stock adjustment saved successfully!").first()).toBeVisible(),
  },
  {
    name: "new assembly",
    async type(page, companyId, user) {
      await stockedWidget(page, companyId, user);
      await page.goto(`/company/${companyId}/dashboard/inventory/new-assembly`);
      await expect(page.locator('button[aria-controls="company-sidebar"]')).toBeAttached();
      await page.getByLabel("Assembly Name").fill("Starter Kit");
      await page.getByLabel("Assets Account").selectOption({ label: "1300 Stock" });
      await page.getByLabel("I sell this product").uncheck();
      await page.getByLabel("Item 1", { exact: true }).selectOption({ label: "Widget" });
      await page.getByLabel("Quantity Needed 1", { exact: true }).fill("2");
    },
    save: saveAndClose,
    failed: (page) => expect(page.getByRole("alert").filter({ hasText: OFFLINE }).first()).toBeVisible(),
    kept: (page) => expect(page.getByLabel("Assembly Name")).toHaveValue("Starter Kit"),
    saved: (page) => expect(page).toHaveURL(/\/inventory\/build-assembly\?assemblyId=\d+/),
  },
];

for (const form of FORMS) {
  test(`${form.name}: an offline save keeps the form and says so`, async ({ page, request, user }) => {
    const company = await createCompany(request, user);
    await createAccount(request, user, company.id, { accountType: "Expense", accountNumber: "5100", accountName: "Rent" });
    await createAccount(request, user, company.id, { accountType: "Equity", accountNumber: "3000", accountName: "Owner Capital" });
    await form.type(page, company.id, user);

    await page.context().setOffline(true);
    await form.save(page);
    await form.failed(page);
    await expect(page.getByText("Something went wrong")).toHaveCount(0);
    await form.kept(page, user);

    await page.context().setOffline(false);
    await form.save(page);
    await form.saved(page);
  });
}

// Write Check starts from a vendor's cheque payment, in books of its own.
test("write check: an offline confirm keeps the check and says so", async ({ page, request, user }) => {
  const books = await setUpBooks(request, user);
  const acme = await addVendor(request, user, books, "ACME", "Acme Supplies");
  const rent = await enterBill(request, user, books, acme, { date: "2026-03-01", dueDate: "2030-03-01", amount: "120.00" });
  const cheque = await payBill(request, user, books, {
    vendorId: acme,
    billId: rent.id,
    amount: "120.00",
    date: "2026-03-10",
    paymentMethod: "Cheque",
  });
  await page.goto(`/company/${books.companyId}/dashboard/vendors/write-check?vendor=${acme}`);
  await expect(page.locator('button[aria-controls="company-sidebar"]')).toBeAttached();
  await main(page).getByLabel(`Select ${cheque.no}`).check();
  await main(page).getByLabel("Memo").fill("March rent");
  await dialogsFetched(page);

  await page.context().setOffline(true);
  await main(page).getByRole("button", { name: "Confirm Check" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(OFFLINE);
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(page.getByText("Something went wrong")).toHaveCount(0);
  await expect(main(page).getByLabel(`Select ${cheque.no}`)).toBeChecked();
  await expect(main(page).getByLabel("Memo")).toHaveValue("March rent");

  await page.context().setOffline(false);
  await main(page).getByRole("button", { name: "Confirm Check" }).click();
  await expect(main(page).getByRole("status").filter({ hasText: "Check Confirmed" })).toBeVisible();
});
