import type { APIRequestContext, Page } from "@playwright/test";
import { createCompany, expect, test, type TestUser } from "./fixtures";
import { CHECKING } from "../support/accounts";

// The purchase screens in the browser (JavaScript on): Cash Expense with the balance rule shown as
// the form changes, Credit Card Charge with Save and New, Vendor Credit, New Cash Purchase with the
// vendor search, Bill To and the Cheque section, and Enter Bill from the Vendor Center's link with
// its due date, Save as Draft and Save Bill.

interface Books {
  companyId: number;
  vendorId: number;
}

/** A company with a bank ($1,000), petty cash ($100), a card, two expense accounts, a Net 30 term and a vendor with contacts. */
async function books(request: APIRequestContext, user: TestUser): Promise<Books> {
  const company = await createCompany(request, user);
  const auth = { Authorization: `Bearer ${user.token}` };
  const post = async (path: string, data: Record<string, unknown>) => {
    const response = await request.post(path, { data: { companyId: company.id, ...data }, headers: auth });
    expect(response.status(), await response.text()).toBe(201);
    return response.json();
  };
  await post("/api/company-account/create", {
    ...CHECKING,
    openingBalance: "1000.00",
  });
  await post("/api/company-account/create", {
    accountType: "Cash",
    accountNumber: "1000",
    accountName: "Petty Cash",
    openingBalance: "100.00",
  });
  await post("/api/company-account/create", {
    accountType: "Credit Card",
    accountNumber: "2100",
    accountName: "Company Card",
    creditLimit: "2000.00",
  });
  await post("/api/company-account/create", { accountType: "Expense", accountNumber: "6100", accountName: "Rent" });
  await post("/api/company-account/create", { accountType: "Expense", accountNumber: "6300", accountName: "Supplies" });
  const term = await post("/api/company/payment-terms", { name: "Net 30", type: "fixed", netDueIn: 30, discountPercent: 0 });
  const vendor = await post("/api/vendor/vendors", {
    vendorId: "ACME",
    vendorName: "Acme Supplies",
    paymentTermId: term.paymentTerm.id,
    contacts: [
      { name: "Ann Able", title: "Buyer", phone: "555 0100", email: "ann@acme.test", primary: true },
      { name: "Bob Baker", title: "Accounts", phone: "555 0200", email: "bob@acme.test", primary: false },
    ],
    addresses: [
      { type: "Billing", address1: "1 Main St", address2: "", city: "Springfield", state: "IL", postalCode: "62701", country: "USA" },
    ],
  });
  await post("/api/vendor/vendors", { vendorId: "BIRCH", vendorName: "Birch Paper" });
  return { companyId: company.id, vendorId: vendor.vendor.id };
}

const base = (b: Books) => `/company/${b.companyId}/dashboard`;

/** Open a screen and wait for the scripts (the Add New Vendor option and Cancel button exist only once hydrated). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("button", { name: "Cancel" })).toBeVisible();
}

async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole("combobox", { name: label, exact: true }).click();
  await page.getByRole("option", { name: option }).click();
  await expect(page.getByRole("combobox", { name: label, exact: true })).toContainText(option);
}

async function accountRow(page: Page, row: number, account: string, amount: string) {
  await choose(page, `Account, account row ${row}`, account);
  await page.getByLabel(`Amount, account row ${row}`, { exact: true }).fill(amount);
}

const total = (page: Page) => page.getByTestId("document-total");

test("a cash expense: contacts follow the vendor, the balance rule shows and blocks the save, then it saves", async ({
  page,
  request,
  user,
}) => {
  const b = await books(request, user);
  await open(page, `${base(b)}/vendors/cash-expense`);
  await expect(page.getByRole("heading", { name: "Cash Expense" })).toBeVisible();
  await expect(page.getByLabel("No.", { exact: true })).toHaveValue("EXP-0001");

  await choose(page, "Pay From", "1000 - Petty Cash ($100.00)");
  await choose(page, "Vendor Name", "Acme Supplies");
  await choose(page, "Contact Name", "Bob Baker (bob@acme.test)");
  await expect(page.getByLabel("Phone")).toHaveValue("555 0200");
  await page.getByRole("combobox", { name: "Contact Name" }).click();
  await expect(page.getByRole("option", { name: "Ann Able (ann@acme.test) [Primary]" })).toBeVisible();
  await page.keyboard.press("Escape");

  await accountRow(page, 1, "6100 - Rent", "150");
  await expect(total(page)).toHaveText("$150.00");
  const message = page.getByText("Insufficient balance in the selected account.").first();
  await expect(message).toBeVisible();
  await page.getByRole("button", { name: "Save and Close" }).click();
  await expect(page).toHaveURL(new RegExp(`/vendors/cash-expense$`));
  await expect(page.locator("#purchase-errors")).toContainText("Insufficient balance in the selected account.");

  // Another vendor clears the contact and phone.
  await choose(page, "Vendor Name", "Birch Paper");
  await expect(page.getByLabel("Phone")).toHaveValue("");
  await expect(page.getByRole("combobox", { name: "Contact Name" })).toContainText("No contacts");

  await page.getByLabel("Amount, account row 1", { exact: true }).fill("40");
  await expect(page.getByRole("alert").filter({ hasText: "Insufficient balance" })).toHaveCount(1); // only the list of the blocked save
  await page.getByRole("button", { name: "Save and Close" }).click();
  await expect(page).toHaveURL(new RegExp(`${base(b)}/vendors/center`));
  await expect(page.getByText("Cash expense created successfully!").first()).toBeVisible();
});

test("a credit card charge with Save and New, and a vendor credit with Save and Close", async ({ page, request, user }) => {
  const b = await books(request, user);
  await open(page, `${base(b)}/vendors/credit-card-expense`);
  await expect(page.getByRole("heading", { name: "Credit Card Charge" })).toBeVisible();
  await choose(page, "Pay From", "2100 - Company Card ($0.00)");
  await choose(page, "Vendor Name", "Acme Supplies");
  await accountRow(page, 1, "6300 - Supplies", "75.25");
  await page.getByRole("button", { name: "+ Add account row" }).click();
  await page.getByRole("button", { name: "+ Add account row" }).click();
  await accountRow(page, 4, "6100 - Rent", "24.75");
  await page.getByLabel("Comments").fill("Toner and rent share");
  await expect(total(page)).toHaveText("$100.00");
  await page.getByRole("button", { name: "Save and New" }).click();
  await expect(page.getByText("Credit card expense created successfully!").first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/vendors/credit-card-expense$`));
  await expect(page.getByLabel("No.", { exact: true })).toHaveValue("CCE-0002");
  await expect(page.getByLabel("Amount, account row 1", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("Comments")).toHaveValue("");
  await expect(total(page)).toHaveText("$0.00");

  await open(page, `${base(b)}/vendors/vendor-credit`);
  await expect(page.getByLabel("Credit Note No.")).toHaveValue("VCN-0001");
  await choose(page, "Vendor Name", "Acme Supplies");
  await accountRow(page, 1, "6300 - Supplies", "12.00");
  await page.getByRole("button", { name: "Save and Close" }).click();
  await expect(page.getByText("Vendor credit created successfully!").first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${base(b)}/vendors/center`));
});

test("a cash purchase: the vendor search, Bill To from the Billing address, the Cheque section", async ({ page, request, user }) => {
  const b = await books(request, user);
  await open(page, `${base(b)}/vendors/cash-purchase`);
  await expect(page.getByRole("heading", { name: "New Cash Purchase" })).toBeVisible();
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Search Vendor" });
  await dialog.getByLabel("Search vendors").fill("acme");
  await expect(dialog.getByRole("row")).toHaveCount(2); // the header and Acme
  await dialog.getByRole("button", { name: "Select Acme Supplies" }).click();
  await expect(page.getByRole("combobox", { name: "Vendor Name" })).toContainText("Acme Supplies");
  await expect(page.getByLabel("Bill To")).toHaveValue("Acme Supplies\n1 Main St\nSpringfield, IL 62701\nUSA");

  await expect(page.getByLabel("Payment Method")).toHaveValue("Cash");
  await expect(page.getByLabel("TO BE PRINTED")).toHaveCount(0);
  await page.getByLabel("Payment Method").selectOption("Cheque");
  await expect(page.getByLabel("TO BE PRINTED")).toBeChecked();
  await expect(page.getByLabel("Cheque No")).toHaveValue("TO BE PRINTED");
  await expect(page.getByLabel("Cheque No")).toHaveAttribute("readonly", "");

  await choose(page, "Pay From", "1010 - Checking ($1,000.00)");
  await page.getByRole("textbox", { name: "Delivery Date" }).fill("12/24/2026");
  await accountRow(page, 1, "6300 - Supplies", "60.00");
  await page.getByRole("button", { name: "Save and New" }).click();
  await expect(page.getByText("Cash purchase created successfully!").first()).toBeVisible();
  // Reset: payment method Cash, no Cheque section, empty rows.
  await expect(page.getByLabel("Payment Method")).toHaveValue("Cash");
  await expect(page.getByLabel("TO BE PRINTED")).toHaveCount(0);
  await expect(page.getByLabel("Bill To")).toHaveValue("");
  await expect(page.getByLabel("No.", { exact: true })).toHaveValue("CP-0002");
});

test("the vendor's own numbers: a cash purchase's reference and a vendor credit's credit note number, beside CP-0001 and VCN-0001, in the Vendor Center", async ({
  page,
  request,
  user,
}) => {
  const b = await books(request, user);
  await open(page, `${base(b)}/vendors/cash-purchase`);
  await choose(page, "Vendor Name", "Acme Supplies");
  await choose(page, "Pay From", "1010 - Checking ($1,000.00)");
  await expect(page.getByLabel("No.", { exact: true })).toHaveValue("CP-0001");
  await page.getByLabel("Vendor's Reference").fill("CP-7");
  await accountRow(page, 1, "6300 - Supplies", "60.00");
  await page.getByRole("button", { name: "Save and Close" }).click();
  await expect(page.getByText("Cash purchase created successfully!").first()).toBeVisible();

  await open(page, `${base(b)}/vendors/vendor-credit`);
  await expect(page.getByLabel("Credit Note No.", { exact: true })).toHaveValue("VCN-0001");
  await choose(page, "Vendor Name", "Acme Supplies");
  await page.getByLabel("Vendor's Credit Note").fill("CN-55");
  await accountRow(page, 1, "6300 - Supplies", "12.00");
  await page.getByRole("button", { name: "Save and Close" }).click();
  await expect(page.getByText("Vendor credit created successfully!").first()).toBeVisible();

  await page.goto(`${base(b)}/vendors/center?vendor=${b.vendorId}`);
  const table = page.getByRole("table", { name: "Transactions" });
  await expect(table.getByRole("columnheader", { name: "Ref. No." })).toBeVisible();
  await expect(table.getByRole("row", { name: /CP-0001/ })).toContainText("CP-7");
  await expect(table.getByRole("row", { name: /VCN-0001/ })).toContainText("CN-55");
  await table.getByRole("link", { name: "CP-0001" }).click();
  await expect(page.getByText("Vendor's Reference")).toBeVisible();
  await expect(page.getByText("CP-7", { exact: true })).toBeVisible();
});

test("Enter Bill from the Vendor Center's link: the vendor's term, the due date live, Save as Draft, then Save Bill", async ({
  page,
  request,
  user,
}) => {
  const b = await books(request, user);
  await open(page, `${base(b)}/vendors/enter-bill?prefillVendor=${b.vendorId}&vendorName=Acme%20Supplies`);
  await expect(page.getByRole("combobox", { name: "Vendor", exact: true })).toContainText("Acme Supplies");
  await expect(page.getByLabel("Payment Term")).toHaveValue(/\d+/);
  await page.getByRole("textbox", { name: "Bill Date" }).fill("11/10/2026");
  await expect(page.getByLabel("Due Date")).toHaveValue("12/10/2026");
  await page.getByLabel("Payment Term").selectOption({ label: "None (due on the bill date)" });
  await expect(page.getByLabel("Due Date")).toHaveValue("11/10/2026");
  await page.getByLabel("Payment Term").selectOption({ label: "Net 30" });
  await page.getByLabel("Vendor's Reference").fill("INV-77");
  await accountRow(page, 1, "6100 - Rent", "800");
  await page.getByLabel("Memo").fill("November rent");
  await page.getByRole("button", { name: "Save as Draft" }).click();

  await expect(page.getByText("Bill saved as draft.").first()).toBeVisible();
  await expect(page).toHaveURL(/\/vendors\/edit-bill\/\d+$/);
  await expect(page.getByRole("heading", { name: "Edit Bill" })).toBeVisible();
  await expect(page.getByLabel("Bill No.")).toHaveValue("DRAFT");
  await expect(page.getByLabel("Amount, account row 1", { exact: true })).toHaveValue("800.00");
  await expect(page.getByLabel("Due Date")).toHaveValue("12/10/2026");
  await page.getByRole("button", { name: "Save Bill" }).click();

  await expect(page.getByText("Bill created successfully!").first()).toBeVisible();
  await expect(page).toHaveURL(/\/vendors\/documents\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Bill BILL-0001" })).toBeVisible();
  await expect(page.getByRole("link", { name: "BILL-0001" })).toBeVisible();
  const lines = page.getByRole("table", { name: "Journal entry lines" });
  await expect(lines.getByRole("row", { name: /6100 - Rent/ })).toContainText("$800.00");
  await expect(lines.getByRole("row", { name: /Accounts Payable/ })).toContainText("$800.00");
  await expect(page.getByRole("link", { name: "Edit Draft" })).toHaveCount(0);
});

test("a save that fails keeps what was typed with Failed to save; a balance lookup that fails blocks the save", async ({
  page,
  request,
  user,
}) => {
  const b = await books(request, user);
  await open(page, `${base(b)}/vendors/cash-expense`);
  await choose(page, "Pay From", "1000 - Petty Cash ($100.00)");
  await choose(page, "Vendor Name", "Acme Supplies");
  await choose(page, "Contact Name", "Ann Able (ann@acme.test) [Primary]");
  await accountRow(page, 1, "6100 - Rent", "40.00");
  await page.getByLabel("Comments").fill("Window cleaning");

  // The server answers the save with a bare 500: the form stays, as typed, with the spec's text.
  await page.route(
    (url) => url.pathname.endsWith(".data"),
    (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 500, contentType: "text/html", body: "<h1>Internal Server Error</h1>" })
        : route.continue(),
    { times: 1 },
  );
  await page.getByRole("button", { name: "Save and Close" }).click();
  await expect(page.locator("#purchase-errors")).toContainText("Failed to save");
  await expect(page).toHaveURL(new RegExp(`/vendors/cash-expense$`));
  await expect(page.getByLabel("Comments")).toHaveValue("Window cleaning");
  await expect(page.getByLabel("Amount, account row 1", { exact: true })).toHaveValue("40.00");
  await expect(page.getByRole("combobox", { name: "Contact Name" })).toContainText("Ann Able");
  await expect(page.getByLabel("Phone")).toHaveValue("555 0100");

  // The balance cannot be read: the spec's message, and the save is held back.
  await page.route("**/api/company-account/*", (route) => route.fulfill({ status: 500, contentType: "application/json", body: "{}" }));
  await page.getByLabel("Amount, account row 1", { exact: true }).fill("41.00");
  await expect(page.getByText("Unable to check account balance.").first()).toBeVisible();
  await page.getByRole("button", { name: "Save and Close" }).click();
  await expect(page.locator("#purchase-errors")).toContainText("Unable to check account balance.");
  await expect(page).toHaveURL(new RegExp(`/vendors/cash-expense$`));

  await page.unroute("**/api/company-account/*");
  await page.getByLabel("Amount, account row 1", { exact: true }).fill("42.00");
  await expect(page.getByText("Unable to check account balance.")).toHaveCount(1); // the blocked save's list only
  await page.getByRole("button", { name: "Save and Close" }).click();
  await expect(page.getByText("Cash expense created successfully!").first()).toBeVisible();
});
