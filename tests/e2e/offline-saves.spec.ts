import { test as base, type APIRequestContext, type Page } from "@playwright/test";
import { createAccount, createCompany, createInventoryItem, createUser, expect, inventoryAccounts, logIn, type TestUser } from "./fixtures";
import { addVendor, enterBill, payBill, setUpBooks, type Books } from "./purchasing-fixtures";
import { SAVINGS } from "../support/accounts";

// Every form's save while the browser is offline (issue 25, item 16): the page stays (never the
// "Something went wrong" screen), says "Unable to connect to the server…" (the Warehouses and
// support-list screens: the spec's own words for them), and keeps what was typed; back online, the
// same form saves. Offline is the browser's own (no request leaves, the reloads Remix makes after a
// save included), not one dropped request. The forms share one signed-in user and one company with
// its books (per worker); a form that ends what it works on (Delete Company, Delete Account, Load
// Chart of Accounts) gets its own company or user.

const OFFLINE = "Unable to connect to the server. Please check your internet connection.";
const WAREHOUSE_OFFLINE = "Network error. Please check your connection and try again.";
const SUPPORT_LIST_OFFLINE = "Network connection error. Please check your internet connection and try again.";

interface OfflineBooks extends Books {
  user: TestUser;
  /** The signed-in session, for every page of the walk. */
  storageState: Awaited<ReturnType<APIRequestContext["storageState"]>>;
  acme: number;
  /** Cheque payments of Acme: one for Write Check, one (its check confirmed) for Print Check. */
  cheques: { toWrite: { id: number; no: string }; toPrint: { id: number; no: string } };
  /** Kit: one Widget (10 on hand in warehouse Main) per assembly. */
  kit: number;
  inventory: { asset: number; cogs: number; warehouse: number };
  /** Ann's Deli, with an open invoice of $300.00 (INV-0001) for Receive Payment. */
  customer: { id: number; name: string; invoice: string };
}

const test = base.extend<object, { books: OfflineBooks }>({
  books: [
    async ({ browser, playwright }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      const request = await playwright.request.newContext({ baseURL });
      const user = await createUser(request);
      const books = await setUpBooks(request, user);
      const auth = { Authorization: `Bearer ${user.token}` };
      const post = async (path: string, data: Record<string, unknown>, status = 201) => {
        const response = await request.post(path, { data, headers: auth });
        expect(response.status(), await response.text()).toBe(status);
        return response.json();
      };
      const { companyId } = books;
      await createAccount(request, user, companyId, { accountType: "Equity", accountNumber: "3100", accountName: "Owner Capital" });

      const acme = await addVendor(request, user, books, "ACME", "Acme Supplies");
      const cheque = async (amount: string) => {
        const bill = await enterBill(request, user, books, acme, { date: "2026-03-01", dueDate: "2030-03-01", amount });
        return payBill(request, user, books, { vendorId: acme, billId: bill.id, amount, date: "2026-03-10", paymentMethod: "Cheque" });
      };
      const toWrite = await cheque("120.00");
      const toPrint = await cheque("250.00");
      await post(
        "/api/vendor/pay-bill/confirm-check",
        { companyId, vendorId: acme, bankAccountId: books.bank, bills: [{ billId: toPrint.id }] },
        200,
      );

      const { asset, cogs } = await inventoryAccounts(request, user, companyId);
      const main = await post("/api/warehouses", { companyId, name: "Main" });
      await post("/api/warehouses", { companyId, name: "Spare" });
      const widget = await createInventoryItem(request, user, companyId, {
        name: "Widget",
        standardCost: "2.00",
        assetsAccount: asset,
        costOfGoodsSold: cogs,
      });
      await post(`/api/inventory/companies/${companyId}/stock-adjustments`, {
        warehouseId: main.data.id,
        adjustmentAccount: cogs,
        items: [{ inventoryItemId: widget, adjustedQty: "10", rate: "2.00" }],
      });
      const kit = await post(`/api/inventory/companies/${companyId}/assemblies`, {
        name: "Kit",
        assetsAccount: asset,
        sellProduct: false,
        items: [{ inventoryItemId: widget, quantity: 1 }],
      });

      const sales = await createAccount(request, user, companyId, { accountType: "Income", accountNumber: "4000", accountName: "Sales" });
      const customer = (await post("/api/customer/customers", { companyId, customerId: "ANN", customerName: "Ann's Deli" })).customer.id;
      const invoice = (
        await post("/api/customer/invoices", {
          companyId,
          customerId: customer,
          date: "2026-03-01",
          accountRecords: [{ accountId: sales, amount: "300.00" }],
        })
      ).document.number;

      const page = await browser.newPage({ baseURL });
      await logIn(page, user);
      const storageState = await page.context().storageState();
      await page.close();
      await use({
        ...books,
        user,
        storageState,
        acme,
        cheques: { toWrite, toPrint },
        kit: kit.assembly.id,
        inventory: { asset, cogs, warehouse: main.data.id },
        customer: { id: customer, name: "Ann's Deli", invoice },
      });
      await request.dispose();
    },
    { scope: "worker", timeout: 60_000 },
  ],
  storageState: async ({ books }, use) => use(books.storageState),
});

test.slow();

interface OfflineForm {
  name: string;
  /** Open the form and type into it. */
  type: (page: Page, books: OfflineBooks) => Promise<void>;
  save: (page: Page) => Promise<void>;
  /** What the form shows after the save met no network. */
  failed: (page: Page) => Promise<void>;
  /** What was typed, still there (a password is typed again: it is never filled back in). */
  kept: (page: Page, books: OfflineBooks) => Promise<void>;
  /** The form saved, once back online. */
  saved: (page: Page) => Promise<void>;
}

const main = (page: Page) => page.getByRole("main");
const dashboard = (books: OfflineBooks, path: string) => `/company/${books.companyId}/dashboard/${path}`;
const auth = (user: TestUser) => ({ Authorization: `Bearer ${user.token}` });
const hydrated = (page: Page) => expect(page.locator('button[aria-controls="company-sidebar"]')).toBeAttached();

/**
 * The message dialogs' code, fetched once the browser is idle after the page loads (ADR 0027), and
 * the chunks it imports: its own file can arrive before them, and a dialog whose code is still on its
 * way when the network goes does not open offline.
 */
async function dialogsFetched(page: Page) {
  await page.waitForFunction(() => performance.getEntriesByType("resource").some((entry) => entry.name.includes("/modal-panels-")));
  await page.waitForLoadState("networkidle");
}
const saveAndClose = (page: Page) => main(page).getByRole("button", { name: "Save and Close" }).click();
const alertSays = (page: Page, text: string) => expect(page.getByRole("alert").filter({ hasText: text }).first()).toBeVisible();
/** The Error dialog says it; OK closes it. */
async function errorDialogSays(page: Page, text: string) {
  const dialog = page.getByRole("dialog", { name: "Error" });
  await expect(dialog).toContainText(text);
  await dialog.getByRole("button", { name: "OK" }).click();
}

const FORMS: OfflineForm[] = [
  {
    name: "journal entry",
    async type(page, books) {
      await page.goto(dashboard(books, "journalentry"));
      await expect(page.getByRole("button", { name: "Help" })).toBeVisible();
      for (const [row, account] of [
        [1, "6100 - Rent"],
        [2, "3100 - Owner Capital"],
      ] as const) {
        await page.getByRole("combobox", { name: `Account, row ${row}` }).click();
        await page.getByRole("option", { name: account }).click();
      }
      await page.getByLabel("Debit, row 1", { exact: true }).fill("250.50");
      await page.getByLabel("Credit, row 2", { exact: true }).fill("250.50");
      await page.getByLabel("Comments").fill("March rent");
    },
    save: saveAndClose,
    failed: (page) => alertSays(page, OFFLINE),
    kept: (page) => expect(page.getByLabel("Comments")).toHaveValue("March rent"),
    saved: (page) => expect(page.getByText("Journal entry saved successfully!").first()).toBeVisible(),
  },
  {
    name: "new account",
    async type(page, books) {
      await page.goto(dashboard(books, "new-account?type=Expense"));
      await hydrated(page);
      await main(page)
        .getByLabel(/^Account Number/)
        .fill("5200");
      await main(page).getByLabel("Account Name").fill("Office Supplies");
      await dialogsFetched(page);
    },
    save: saveAndClose,
    failed: (page) => errorDialogSays(page, OFFLINE),
    kept: (page) => expect(main(page).getByLabel("Account Name")).toHaveValue("Office Supplies"),
    saved: (page) => expect(page.getByText("Account created successfully!").first()).toBeVisible(),
  },
  {
    name: "enter bill",
    async type(page, books) {
      await page.goto(dashboard(books, "vendors/enter-bill"));
      await expect(page.getByRole("button", { name: "Cancel" })).toBeVisible();
      await page.getByRole("combobox", { name: "Vendor", exact: true }).click();
      await page.getByRole("option", { name: "Acme Supplies" }).click();
      await page.getByRole("combobox", { name: "Account, account row 1", exact: true }).click();
      await page.getByRole("option", { name: "6100 - Rent" }).click();
      await page.getByLabel("Amount, account row 1", { exact: true }).fill("800.00");
      await page.getByLabel("Memo").fill("November rent");
    },
    save: saveAndClose,
    failed: (page) => expect(page.getByText(OFFLINE).first()).toBeVisible(),
    kept: (page) => expect(page.getByLabel("Memo")).toHaveValue("November rent"),
    saved: (page) => expect(page.getByText("Bill created successfully!").first()).toBeVisible(),
  },
  {
    name: "create invoice",
    async type(page, books) {
      await page.goto(dashboard(books, "customers/create-invoice"));
      await expect(page.getByRole("button", { name: "Cancel" })).toBeVisible();
      await page.getByRole("combobox", { name: "Customer", exact: true }).click();
      await page.getByRole("listbox").getByRole("option", { name: books.customer.name }).click();
      await page.getByRole("combobox", { name: "Account, account row 1", exact: true }).click();
      await page.getByRole("listbox").getByRole("option", { name: "4000 - Sales" }).click();
      await page.getByLabel("Amount, account row 1", { exact: true }).fill("120.00");
      await page.getByLabel("Customer Message").fill("Thank you for your order");
    },
    save: saveAndClose,
    failed: (page) => expect(page.getByText(OFFLINE).first()).toBeVisible(),
    kept: (page) => expect(page.getByLabel("Customer Message")).toHaveValue("Thank you for your order"),
    saved: (page) => expect(page.getByText("Invoice created successfully!").first()).toBeVisible(),
  },
  {
    name: "receive payment",
    async type(page, books) {
      await page.goto(dashboard(books, `customers/receive-payment?customer=${books.customer.id}`));
      await hydrated(page);
      await main(page).getByLabel("Deposit To").selectOption({ label: "Checking (Bank)" });
      await main(page).getByLabel("Amount Received").fill("75.00");
      await main(page).getByLabel(`Amount applied to ${books.customer.invoice}`).fill("75.00");
    },
    save: (page) => main(page).getByRole("button", { name: "Save Payment" }).click(),
    failed: (page) => expect(page.getByText(OFFLINE).first()).toBeVisible(),
    kept: (page) => expect(main(page).getByLabel("Amount Received")).toHaveValue("75.00"),
    saved: (page) => expect(page.getByText("Payment received successfully!").first()).toBeVisible(),
  },
  {
    name: "transfer funds",
    async type(page, books) {
      const headers = auth(books.user);
      const { accounts } = await (await page.request.get(`/api/banking/accounts?companyId=${books.companyId}`, { headers })).json();
      let savings = accounts.find((a: { accountNumber: string }) => a.accountNumber === SAVINGS.accountNumber)?.id;
      if (!savings) {
        const made = await page.request.post("/api/company-account/create", { data: { companyId: books.companyId, ...SAVINGS }, headers });
        savings = (await made.json()).account.id;
      }
      await page.goto(dashboard(books, "banking/transfer-fund"));
      await hydrated(page);
      await main(page).getByLabel("Transfer Funds From").selectOption(String(books.bank));
      await main(page).getByLabel("Transfer Funds To").selectOption(String(savings));
      await main(page).getByLabel("Transfer Amount").fill("12.00");
    },
    save: (page) => main(page).getByRole("button", { name: "Save Transfer" }).click(),
    failed: (page) => alertSays(page, OFFLINE),
    kept: (page) => expect(main(page).getByLabel("Transfer Amount")).toHaveValue("12.00"),
    saved: (page) => expect(page.getByText("Funds transferred successfully!").first()).toBeVisible(),
  },
  {
    name: "make deposit",
    async type(page, books) {
      await page.goto(dashboard(books, "banking/make-deposit"));
      await hydrated(page);
      await main(page).getByLabel("Deposit To").selectOption(String(books.bank));
      await main(page).getByLabel("Row 1 from account").selectOption({ label: "3100 · Owner Capital (Equity)" });
      await main(page).getByLabel("Row 1 amount").fill("40.00");
    },
    save: (page) => main(page).getByRole("button", { name: "Save Deposit" }).click(),
    failed: (page) => alertSays(page, OFFLINE),
    kept: (page) => expect(main(page).getByLabel("Row 1 amount")).toHaveValue("40.00"),
    saved: (page) => expect(page.getByText("Deposit saved successfully!").first()).toBeVisible(),
  },
  {
    name: "delete company",
    async type(page, books) {
      // A company of its own: this one goes.
      const doomed = await createCompany(page.request, books.user);
      await page.goto(`/company/${doomed.id}/dashboard/settings/delete-company`);
      await expect(page.getByRole("heading", { level: 1, name: "Delete Company" })).toBeVisible();
      await hydrated(page);
      await page.getByLabel("Your password").fill(books.user.password);
    },
    save: (page) => page.getByRole("button", { name: "Delete Company" }).click(),
    failed: (page) => expect(page.getByText(OFFLINE).first()).toBeVisible(),
    async kept(page, books) {
      await expect(page.getByRole("heading", { level: 1, name: "Delete Company" })).toBeVisible();
      await page.getByLabel("Your password").fill(books.user.password);
    },
    saved: (page) => expect(page.getByText(/Company ".*" was deleted\./)).toBeVisible(),
  },
  {
    name: "stock adjustment",
    async type(page, books) {
      await page.goto(dashboard(books, "inventory/stock-adjustment/new"));
      await expect(page.getByRole("button", { name: "Add New Warehouse" })).toBeVisible();
      await page.getByLabel("Warehouse").selectOption({ label: "Main" });
      await page.getByLabel("Adjustment Account").selectOption({ label: "6100 · Rent" });
      await page.getByLabel("Item, row 1").selectOption({ label: "Widget" });
      await page.getByLabel("Adjusted Qty, row 1").fill("10");
      await page.getByLabel("Sales/Purchase Rate, row 1").fill("2.50");
    },
    save: saveAndClose,
    failed: (page) => alertSays(page, OFFLINE),
    kept: (page) => expect(page.getByLabel("Adjusted Qty, row 1")).toHaveValue("10"),
    saved: (page) => expect(page.getByText("Stock adjustment saved successfully!").first()).toBeVisible(),
  },
  {
    name: "new assembly",
    async type(page, books) {
      await page.goto(dashboard(books, "inventory/new-assembly"));
      await hydrated(page);
      await page.getByLabel("Assembly Name").fill("Starter Kit");
      await page.getByLabel("Assets Account").selectOption({ label: "1300 Stock" });
      await page.getByLabel("I sell this product").uncheck();
      await page.getByLabel("Item 1", { exact: true }).selectOption({ label: "Widget" });
      await page.getByLabel("Quantity Needed 1", { exact: true }).fill("2");
    },
    save: saveAndClose,
    failed: (page) => alertSays(page, OFFLINE),
    kept: (page) => expect(page.getByLabel("Assembly Name")).toHaveValue("Starter Kit"),
    saved: (page) => expect(page).toHaveURL(/\/inventory\/build-assembly\?assemblyId=\d+/),
  },
  {
    name: "build assembly",
    async type(page, books) {
      await page.goto(dashboard(books, `inventory/build-assembly?assemblyId=${books.kit}`));
      await hydrated(page);
      await main(page).getByLabel("Ref No").fill("B-7");
      await main(page).getByLabel("Quantity to Build").fill("4");
    },
    save: (page) => main(page).getByRole("button", { name: "Build and Close" }).click(),
    failed: (page) => alertSays(page, OFFLINE),
    async kept(page) {
      await expect(main(page).getByLabel("Ref No")).toHaveValue("B-7");
      await expect(main(page).getByLabel("Quantity to Build")).toHaveValue("4");
    },
    saved: (page) => expect(page.getByText("Assembly built successfully!").first()).toBeVisible(),
  },
  {
    name: "write check",
    async type(page, books) {
      await page.goto(dashboard(books, `vendors/write-check?vendor=${books.acme}`));
      await hydrated(page);
      await main(page).getByLabel(`Select ${books.cheques.toWrite.no}`).check();
      await main(page).getByLabel("Memo").fill("March rent");
      await dialogsFetched(page);
    },
    save: (page) => main(page).getByRole("button", { name: "Confirm Check" }).click(),
    async failed(page) {
      const dialog = page.getByRole("dialog");
      await expect(dialog).toContainText(OFFLINE);
      await dialog.getByRole("button", { name: "OK" }).click();
    },
    async kept(page, books) {
      await expect(main(page).getByLabel(`Select ${books.cheques.toWrite.no}`)).toBeChecked();
      await expect(main(page).getByLabel("Memo")).toHaveValue("March rent");
    },
    saved: (page) => expect(main(page).getByRole("status").filter({ hasText: "Check Confirmed" })).toBeVisible(),
  },
  {
    name: "add new account (a dialog's save through a fetcher)",
    async type(page, books) {
      await page.goto(dashboard(books, "new-account?type=Expense"));
      await hydrated(page);
      await main(page).getByLabel("Sub-account").check();
      await main(page).getByRole("combobox", { name: "Parent Account" }).click();
      await page.getByRole("option", { name: "Add New Account" }).click();
      const dialog = page.getByRole("dialog", { name: "Add New Account" });
      await dialog.getByLabel(/^Account Number/).fill("6300");
      await dialog.getByLabel("Account Name").fill("Travel");
      await dialogsFetched(page);
    },
    save: (page) => page.getByRole("dialog", { name: "Add New Account" }).getByRole("button", { name: "Save" }).click(),
    failed: (page) => expect(page.getByText(OFFLINE).first()).toBeVisible(),
    async kept(page) {
      const error = page.getByRole("dialog", { name: "Error" });
      if (await error.isVisible()) await error.getByRole("button", { name: "OK" }).click();
      await expect(page.getByRole("dialog", { name: "Add New Account" }).getByLabel("Account Name")).toHaveValue("Travel");
    },
    saved: (page) => expect(main(page).getByRole("combobox", { name: "Parent Account" })).toHaveText(/6300 - Travel/),
  },
  {
    name: "vendor groups: add new (a list's dialog)",
    async type(page, books) {
      await page.goto(dashboard(books, "company/support-lists/vendor-group"));
      await hydrated(page);
      await dialogsFetched(page);
      await main(page).getByRole("button", { name: "Add New" }).click();
      await page.getByRole("dialog").getByLabel("Name").fill("Local suppliers");
    },
    save: (page) => page.getByRole("dialog").getByRole("button", { name: "OK" }).click(),
    failed: (page) => expect(page.getByRole("dialog", { name: "Add Vendor Group" })).toContainText(SUPPORT_LIST_OFFLINE),
    async kept(page) {
      const error = page.getByRole("dialog", { name: "Error" });
      if (await error.isVisible()) await error.getByRole("button", { name: "OK" }).click();
      await expect(page.getByRole("dialog").getByLabel("Name")).toHaveValue("Local suppliers");
    },
    saved: (page) => expect(page.getByRole("dialog", { name: "Success" })).toContainText('"Local suppliers" created successfully!'),
  },
  {
    name: "warehouses: add new warehouse (the dialog)",
    async type(page, books) {
      await page.goto(dashboard(books, "company/support-lists/warehouses"));
      await hydrated(page);
      await main(page).getByRole("button", { name: "Add New Warehouse" }).click();
      const add = page.getByRole("dialog", { name: "Add New Warehouse" });
      await add.getByLabel("Name").fill("Annex");
      await add.getByLabel("Description").fill("Across the yard");
    },
    save: (page) => page.getByRole("dialog", { name: "Add New Warehouse" }).getByRole("button", { name: "Save" }).click(),
    failed: (page) => expect(page.getByRole("dialog", { name: "Add New Warehouse" })).toContainText(WAREHOUSE_OFFLINE),
    kept: (page) =>
      expect(page.getByRole("dialog", { name: "Add New Warehouse" }).getByLabel("Description")).toHaveValue("Across the yard"),
    saved: (page) => expect(page.getByText("Warehouse created successfully!").first()).toBeVisible(),
  },
  {
    name: "warehouses: deactivate (the list's actions)",
    async type(page, books) {
      await page.goto(dashboard(books, "company/support-lists/warehouses"));
      await hydrated(page);
      await dialogsFetched(page);
    },
    async save(page) {
      await main(page).getByRole("link", { name: "Deactivate Spare" }).click();
      await page.getByRole("alertdialog", { name: "Deactivate Warehouse" }).getByRole("button", { name: "Confirm" }).click();
    },
    failed: (page) => errorDialogSays(page, WAREHOUSE_OFFLINE),
    kept: (page) =>
      expect(main(page).getByRole("table", { name: "Warehouses" }).getByRole("row").filter({ hasText: "Spare" })).toContainText("Active"),
    saved: (page) => expect(page.getByText("Warehouse deactivated successfully!").first()).toBeVisible(),
  },
  {
    name: "print check: save adjustments (the layout)",
    async type(page, books) {
      await page.goto(dashboard(books, `vendors/print-check?vendor=${books.acme}&payBillIds=${books.cheques.toPrint.id}`));
      await hydrated(page);
      await main(page).getByRole("button", { name: "Edit Fields" }).click();
      await main(page).getByLabel("Memo X").fill("90");
    },
    save: (page) => main(page).getByRole("button", { name: "Save Adjustments" }).click(),
    async failed(page) {
      const reply = main(page).getByRole("alertdialog", { name: "Save Failed" });
      await expect(reply).toContainText(OFFLINE);
    },
    kept: (page) => expect(main(page).getByLabel("Memo X")).toHaveValue("90"),
    saved: (page) =>
      expect(
        main(page)
          .getByRole("status")
          .filter({ hasText: /Saved Successfully|Updated Successfully/ }),
      ).toBeVisible(),
  },
  {
    name: "print check: download PDF",
    async type(page, books) {
      await page.goto(dashboard(books, `vendors/print-check?vendor=${books.acme}&payBillIds=${books.cheques.toPrint.id}`));
      await hydrated(page);
    },
    save: (page) => main(page).getByRole("link", { name: "Download PDF" }).click(),
    failed: (page) => alertSays(page, OFFLINE),
    kept: (page, books) => expect(main(page).getByLabel(`Select ${books.cheques.toPrint.no}`)).toBeChecked(),
    saved: (page) => expect(main(page).getByRole("dialog", { name: "Print Job Completed" })).toBeVisible(),
  },
  {
    name: "print check: yes, done",
    async type(page, books) {
      await page.goto(dashboard(books, `vendors/print-check?vendor=${books.acme}&sent=${books.cheques.toPrint.id}&via=pdf`));
      await hydrated(page);
    },
    save: (page) => main(page).getByRole("dialog", { name: "Print Job Completed" }).getByRole("button", { name: "Yes, Done" }).click(),
    failed: (page) => expect(main(page).getByRole("alertdialog", { name: "Update Failed" })).toContainText(OFFLINE),
    kept: (page) => expect(main(page).getByRole("dialog", { name: "Print Job Completed" })).toBeVisible(),
    saved: (page) => expect(main(page).getByRole("status").filter({ hasText: "Status Updated" })).toBeVisible(),
  },
  {
    name: "print check: void",
    async type(page, books) {
      // The check printed (Yes, Done through the API's print status), then its Void asks.
      const printed = await page.request.post("/api/vendor/pay-bill/update-print-status", {
        data: { companyId: books.companyId, billIds: [books.cheques.toPrint.id], printerName: "PDF" },
        headers: auth(books.user),
      });
      expect([200, 409], await printed.text()).toContain(printed.status());
      await page.goto(dashboard(books, `vendors/print-check?vendor=${books.acme}`));
      await hydrated(page);
      const history = main(page).getByRole("table", { name: "Recent Print History" });
      await history
        .getByRole("link", { name: /^Void check #/ })
        .first()
        .click();
      await main(page).getByRole("dialog", { name: "Void Check" }).getByLabel("Reason (optional)").fill("Printed twice");
    },
    save: (page) => main(page).getByRole("dialog", { name: "Void Check" }).getByRole("button", { name: "Void Check" }).click(),
    failed: (page) => expect(main(page).getByRole("alertdialog", { name: "Void Failed" })).toContainText(OFFLINE),
    kept: (page) =>
      expect(main(page).getByRole("dialog", { name: "Void Check" }).getByLabel("Reason (optional)")).toHaveValue("Printed twice"),
    saved: (page) => expect(main(page).getByRole("status").filter({ hasText: "Check Voided" })).toBeVisible(),
  },
  {
    name: "account list: load chart of accounts",
    async type(page, books) {
      // A company of its own: the predefined chart fills its accounts.
      const fresh = await createCompany(page.request, books.user);
      await page.goto(`/company/${fresh.id}/dashboard/company-account-list`);
      await hydrated(page);
      await dialogsFetched(page);
    },
    async save(page) {
      await main(page).getByRole("button", { name: "Load Chart of Accounts" }).click();
      await page.getByRole("alertdialog", { name: "Confirm Action" }).getByRole("button", { name: "Confirm" }).click();
    },
    failed: (page) => errorDialogSays(page, OFFLINE),
    kept: (page) => expect(main(page).getByRole("button", { name: "Load Chart of Accounts" })).toBeVisible(),
    saved: (page) => expect(page.getByRole("dialog", { name: "Success" })).toContainText(/Successfully created \d+ accounts!/),
  },
  {
    name: "dashboard: configure",
    async type(page, books) {
      await page.goto(dashboard(books, ""));
      await hydrated(page);
      await page.getByRole("button", { name: "Configure.." }).click();
      await page.getByRole("dialog", { name: "Configure Dashboard" }).getByRole("checkbox", { name: "Banking", exact: true }).uncheck();
    },
    save: (page) => page.getByRole("dialog", { name: "Configure Dashboard" }).getByRole("button", { name: "OK" }).click(),
    failed: (page) => expect(page.getByRole("dialog", { name: "Configure Dashboard" })).toContainText(OFFLINE),
    async kept(page) {
      const dialog = page.getByRole("dialog", { name: "Configure Dashboard" });
      await expect(dialog.getByRole("checkbox", { name: "Banking", exact: true })).not.toBeChecked();
      await expect(dialog.getByRole("checkbox", { name: "Expenses", exact: true })).toBeChecked();
    },
    saved: (page) => expect(page.getByText("Dashboard updated")).toBeVisible(),
  },
  {
    name: "stock adjustments: delete",
    async type(page, books) {
      // An adjustment of its own item (Widget's stock is the assemblies').
      const { user, companyId, inventory } = books;
      const gadget = await createInventoryItem(page.request, user, companyId, {
        name: "Gadget",
        standardCost: "1.00",
        assetsAccount: inventory.asset,
        costOfGoodsSold: inventory.cogs,
      });
      const adjusted = await page.request.post(`/api/inventory/companies/${companyId}/stock-adjustments`, {
        data: {
          warehouseId: inventory.warehouse,
          adjustmentAccount: inventory.cogs,
          items: [{ inventoryItemId: gadget, adjustedQty: "3", rate: "1.00" }],
        },
        headers: auth(user),
      });
      expect(adjusted.status(), await adjusted.text()).toBe(201);
      await page.goto(dashboard(books, "inventory/stock-adjustment"));
      await hydrated(page);
      await dialogsFetched(page);
    },
    async save(page) {
      await main(page)
        .getByRole("link", { name: /^Delete Gadget adjustment/ })
        .click();
      await page.getByRole("alertdialog", { name: "Delete Stock Adjustment" }).getByRole("button", { name: "Confirm" }).click();
    },
    failed: (page) => errorDialogSays(page, OFFLINE),
    kept: (page) => expect(main(page).getByRole("link", { name: /^Delete Gadget adjustment/ })).toBeVisible(),
    saved: (page) => expect(page.getByText("The stock adjustment has been deleted successfully.")).toBeVisible(),
  },
  {
    name: "home: restore a company",
    async type(page, books) {
      const archived = await createCompany(page.request, books.user, { companyName: "Attic Books" });
      const deleted = await page.request.delete(`/api/company/${archived.id}`, {
        data: { password: books.user.password },
        headers: auth(books.user),
      });
      expect(deleted.status(), await deleted.text()).toBe(200);
      await page.goto("/home");
      await expect(page.getByRole("heading", { name: /^Welcome/ })).toBeVisible();
      // No screen control tells that the scripts run here: wait for them and the page's requests to finish.
      await page.waitForLoadState("networkidle");
      await page.waitForFunction(() => "__remixRouter" in window);
    },
    save: (page) => page.getByRole("button", { name: "Restore Attic Books" }).first().click(),
    failed: (page) => alertSays(page, OFFLINE),
    kept: (page) => expect(page.getByRole("region", { name: "Archived companies" })).toContainText("Attic Books"),
    saved: (page) => expect(page.getByText('Company "Attic Books" was restored.')).toBeVisible(),
  },
];

for (const form of FORMS) {
  test(`${form.name}: an offline save keeps the form and says so`, async ({ page, books }) => {
    await form.type(page, books);

    await page.context().setOffline(true);
    await form.save(page);
    await form.failed(page);
    await expect(page.getByText("Something went wrong")).toHaveCount(0);
    await form.kept(page, books);

    await page.context().setOffline(false);
    await form.save(page);
    await form.saved(page);
  });
}

// Delete Account ends its user: one of its own, signed in for this test.
test("home: an offline delete account keeps the chooser and says so", async ({ page }) => {
  const user = await createUser(page.request);
  await page.context().clearCookies();
  await logIn(page, user);
  await page.goto("/home");
  await expect(page.getByRole("heading", { name: "Welcome, Alice" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() => "__remixRouter" in window);
  const danger = page.getByRole("region", { name: "Delete Account" });
  await danger.getByText("Delete Account", { exact: true }).last().click();
  await danger.getByLabel("Password").fill(user.password);

  await page.context().setOffline(true);
  await danger.getByRole("button", { name: "Delete my account permanently" }).click();
  await expect(danger.getByText(OFFLINE)).toBeVisible();
  await expect(page.getByText("Something went wrong")).toHaveCount(0);

  await page.context().setOffline(false);
  await danger.getByLabel("Password").fill(user.password);
  await danger.getByRole("button", { name: "Delete my account permanently" }).click();
  await page.waitForURL("**/login");
  await expect(page.getByText("Your account and its companies were deleted.")).toBeVisible();
});
