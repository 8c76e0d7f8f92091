import type { APIRequestContext, Page } from "@playwright/test";
import { createCompany, expect, test, type TestUser } from "./fixtures";
import { CHECKING } from "../support/accounts";

// The Journal Entry screens in the browser (JavaScript on): live totals, validation, saving,
// Save and New, the list, and cancelling an entry by its reversal.

interface Books {
  companyId: number;
  accounts: { checking: number; rent: number };
}

/** A company with a checking account ($1,000.00 opening balance) and a Rent expense account. */
async function books(request: APIRequestContext, user: TestUser): Promise<Books> {
  const company = await createCompany(request, user);
  const create = async (data: Record<string, unknown>) => {
    const response = await request.post("/api/company-account/create", {
      data: { companyId: company.id, ...data },
      headers: { Authorization: `Bearer ${user.token}` },
    });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()).account.id as number;
  };
  const checking = await create({
    ...CHECKING,
    openingBalance: "1000.00",
  });
  const rent = await create({ accountType: "Expense", accountNumber: "5100", accountName: "Rent" });
  return { companyId: company.id, accounts: { checking, rent } };
}

const base = (b: Books) => `/company/${b.companyId}/dashboard`;

/** Open the form and wait for the scripts (the Help button exists only once hydrated). */
async function openForm(page: Page, b: Books) {
  await page.goto(`${base(b)}/journalentry`);
  await expect(page.getByRole("button", { name: "Help" })).toBeVisible();
}

async function chooseAccount(page: Page, row: number, label: string) {
  await page.getByRole("combobox", { name: `Account, row ${row}` }).click();
  await page.getByRole("option", { name: label }).click();
  await expect(page.getByRole("combobox", { name: `Account, row ${row}` })).toContainText(label);
}

const debit = (page: Page, row: number) => page.getByLabel(`Debit, row ${row}`, { exact: true });
const credit = (page: Page, row: number) => page.getByLabel(`Credit, row ${row}`, { exact: true });
const indicator = (page: Page) => page.getByTestId("balance-indicator");

async function fillRent(page: Page, amount: string) {
  await chooseAccount(page, 1, "5100 - Rent");
  await page.getByLabel("Memo, row 1", { exact: true }).fill("Office rent");
  await debit(page, 1).fill(amount);
  await chooseAccount(page, 2, "1010 - Checking");
  await credit(page, 2).fill(amount);
}

test("a balanced entry is saved, posted, listed and opened", async ({ page, request, user }) => {
  const b = await books(request, user);
  await openForm(page, b);
  await expect(page.getByLabel("Entry No.")).toHaveValue("JE-0001");
  await expect(page.getByRole("textbox", { name: "Date", exact: true })).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
  await page.getByRole("textbox", { name: "Date", exact: true }).fill("03152026");
  await fillRent(page, "250.50");
  await page.getByLabel("Comments").fill("March rent");
  await expect(indicator(page)).toHaveText("Balanced");

  await page.getByRole("button", { name: "Save and Close" }).click();
  await expect(page).toHaveURL(new RegExp(`${base(b)}$`));
  await expect(page.getByText("Journal entry saved successfully!").first()).toBeVisible();

  await page.goto(`${base(b)}/journal-entries`);
  const row = page.getByRole("row", { name: /JE-0001/ });
  await expect(row).toContainText("03/15/2026");
  await expect(row).toContainText("March rent");
  await expect(row).toContainText("Posted");
  await expect(row).toContainText("$250.50");

  await row.getByRole("link", { name: "JE-0001" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /Journal Entry JE-0001/ })).toBeVisible();
  await expect(page.getByRole("row", { name: /5100 - Rent/ })).toContainText("$250.50");
  await expect(page.getByRole("row", { name: /1010 - Checking/ })).toContainText("$250.50");
});

test("validation errors: two rows at least, the spec's messages, unequal totals with the amounts", async ({ page, request, user }) => {
  const b = await books(request, user);
  await openForm(page, b);

  // Delete is disabled at two rows; Add Row adds one, and it can be deleted again.
  await expect(page.getByRole("button", { name: "Delete row 1" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Delete row 2" })).toBeDisabled();
  await page.getByRole("button", { name: "+ Add Row" }).click();
  await expect(page.getByRole("button", { name: "Delete row 3" })).toBeEnabled();
  await page.getByRole("button", { name: "Delete row 3" }).click();
  await expect(page.getByRole("button", { name: "Delete row 3" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Delete row 1" })).toBeDisabled();

  await page.getByRole("button", { name: "Save and Close" }).click();
  const dialog = page.getByRole("dialog", { name: "Validation Error" });
  await expect(dialog).toContainText("Please fix all validation errors before saving.");
  await expect(dialog).toContainText("All accounts must be selected");
  await expect(dialog).toContainText("Each entry must have either a debit OR credit amount, not both");
  await expect(dialog).toContainText("At least one debit and one credit entry are required");
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(dialog).toHaveCount(0);
  // The same messages stay inline under the rows.
  await expect(page.locator("#journal-entry-row-errors")).toContainText("All accounts must be selected");

  await chooseAccount(page, 1, "5100 - Rent");
  await debit(page, 1).fill("100");
  await chooseAccount(page, 2, "1010 - Checking");
  await credit(page, 2).fill("99.99");
  await page.getByRole("button", { name: "Save and Close" }).click();
  await expect(dialog).toContainText("Totals must be equal. Debit: $100.00, Credit: $99.99");
  await expect(dialog).not.toContainText("All accounts must be selected");
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(page).toHaveURL(/\/journalentry$/);

  // Fixed: the inline message goes away as the user types, and the entry saves.
  await credit(page, 2).fill("100.00");
  await expect(page.locator("#journal-entry-row-errors")).toHaveCount(0);
  await page.getByRole("button", { name: "Save and Close" }).click();
  await expect(page.getByText("Journal entry saved successfully!").first()).toBeVisible();
});

test("live totals in cents, and a debit clears the row's credit (and vice versa)", async ({ page, request, user }) => {
  const b = await books(request, user);
  await openForm(page, b);
  const totalDebit = page.getByRole("cell", { name: "Total debit" });
  const totalCredit = page.getByRole("cell", { name: "Total credit" });

  await debit(page, 1).fill("0.10");
  await expect(totalDebit).toHaveText("$0.10");
  await expect(indicator(page)).toHaveText("Totals must be equal");
  await page.getByRole("button", { name: "+ Add Row" }).click();
  await debit(page, 3).fill("0.20");
  await expect(totalDebit).toHaveText("$0.30");
  await credit(page, 2).fill("0.3");
  await expect(totalCredit).toHaveText("$0.30");
  await expect(indicator(page)).toHaveText("Balanced");

  // A credit on row 1 clears its debit; a debit on row 2 clears its credit.
  await credit(page, 1).fill("5");
  await expect(debit(page, 1)).toHaveValue("");
  await expect(totalDebit).toHaveText("$0.20");
  await expect(totalCredit).toHaveText("$5.30");
  await debit(page, 2).fill("7.25");
  await expect(credit(page, 2)).toHaveValue("");
  await expect(totalDebit).toHaveText("$7.45");
  await expect(totalCredit).toHaveText("$5.00");
  await expect(indicator(page)).toHaveText("Totals must be equal");

  // The amount inputs: minimum 0, step 0.01.
  await expect(debit(page, 1)).toHaveAttribute("min", "0");
  await expect(debit(page, 1)).toHaveAttribute("step", "0.01");
});

test("Save and New saves, then gives a fresh form with the next number", async ({ page, request, user }) => {
  const b = await books(request, user);
  await openForm(page, b);
  await expect(page.getByLabel("Entry No.")).toHaveValue("JE-0001");
  const today = await page.getByRole("textbox", { name: "Date", exact: true }).inputValue();
  await page.getByRole("textbox", { name: "Date", exact: true }).fill("01022026");
  await fillRent(page, "80");
  await page.getByRole("button", { name: "+ Add Row" }).click();
  await page.getByRole("button", { name: "Delete row 3" }).click();
  await page.getByRole("button", { name: "Save and New" }).click();

  await expect(page.getByText("Journal entry saved successfully!").first()).toBeVisible();
  await expect(page).toHaveURL(/\/journalentry$/);
  await expect(page.getByLabel("Entry No.")).toHaveValue("JE-0002");
  await expect(page.getByRole("textbox", { name: "Date", exact: true })).toHaveValue(today);
  await expect(page.getByRole("combobox", { name: "Account, row 1" })).toContainText("Select account");
  await expect(debit(page, 1)).toHaveValue("");
  await expect(credit(page, 2)).toHaveValue("");
  await expect(page.getByLabel(/^Debit, row/)).toHaveCount(2);
  await expect(page.getByRole("cell", { name: "Total debit" })).toHaveText("$0.00");

  // The second one gets JE-0002.
  await fillRent(page, "20");
  await page.getByRole("button", { name: "Save and Close" }).click();
  await expect(page).toHaveURL(new RegExp(`${base(b)}$`));
  await page.goto(`${base(b)}/journal-entries`);
  await expect(page.getByRole("row", { name: /JE-0002/ })).toContainText("$20.00");
  await expect(page.getByRole("row", { name: /JE-0001/ })).toContainText("$80.00");
});

test("Cancel asks before discarding changes; help explains double entry", async ({ page, request, user }) => {
  const b = await books(request, user);
  await openForm(page, b);
  await page.getByRole("button", { name: "Help" }).click();
  const help = page.getByRole("dialog", { name: "Double-entry bookkeeping" });
  await expect(help).toContainText("the debits always equal the credits");
  await help.getByRole("button", { name: "Got it" }).click();

  await debit(page, 1).fill("12");
  await page.getByRole("button", { name: "Cancel", exact: true }).click();
  const confirm = page.getByRole("alertdialog", { name: "Discard changes?" });
  await expect(confirm).toContainText("You have unsaved changes. Are you sure you want to cancel? All changes will be lost.");
  await confirm.getByRole("button", { name: "No, keep editing" }).click();
  await expect(debit(page, 1)).toHaveValue("12");

  // Leaving by another link asks too.
  await page.getByRole("link", { name: "Journal Entries", exact: true }).first().click();
  const leave = page.getByRole("alertdialog", { name: "Leave this page?" });
  await expect(leave).toBeVisible();
  await leave.getByRole("button", { name: "Stay" }).click();
  await expect(page).toHaveURL(/\/journalentry$/);

  await page.getByRole("button", { name: "Cancel", exact: true }).click();
  await confirm.getByRole("button", { name: "Yes, discard changes" }).click();
  await expect(page).toHaveURL(new RegExp(`${base(b)}$`));
});

test("cancelling an entry posts its reversal, and each links to the other", async ({ page, request, user }) => {
  const b = await books(request, user);
  await openForm(page, b);
  await fillRent(page, "42.42");
  await page.getByRole("button", { name: "Save and Close" }).click();
  await expect(page).toHaveURL(new RegExp(`${base(b)}$`));

  await page.goto(`${base(b)}/journal-entries`);
  await page.getByRole("link", { name: "JE-0001" }).click();
  await page.getByRole("button", { name: "Cancel Entry" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Cancel journal entry?" });
  await expect(confirm).toContainText("A reversing entry will be posted");
  await confirm.getByRole("button", { name: "Yes, cancel entry" }).click();

  await expect(page.getByText("Journal entry JE-0001 cancelled. Reversing entry JE-0002 posted.").first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Cancelled");
  await expect(page.getByRole("button", { name: "Cancel Entry" })).toHaveCount(0);
  await page.getByRole("link", { name: "JE-0002" }).click();

  await expect(page.getByRole("heading", { level: 1, name: /Journal Entry JE-0002/ })).toBeVisible();
  await expect(page.getByText("This entry reverses JE-0001.")).toBeVisible();
  await expect(page.getByRole("row", { name: /5100 - Rent/ })).toContainText("$42.42");
  await expect(page.getByRole("button", { name: "Cancel Entry" })).toHaveCount(0);

  await page.goto(`${base(b)}/journal-entries?status=cancelled`);
  await expect(page.getByRole("row", { name: /JE-0001/ })).toContainText("Cancelled");
  await expect(page.getByRole("row", { name: /JE-0002/ })).toHaveCount(0);
  await page.goto(`${base(b)}/journal-entries?q=Reversal`);
  await expect(page.getByRole("row", { name: /JE-0002/ })).toContainText("Reversal of JE-0001");
});

test("a draft is saved unbalanced, refused when posted, then edited and posted", async ({ page, request, user }) => {
  const b = await books(request, user);
  await openForm(page, b);
  await chooseAccount(page, 1, "5100 - Rent");
  await debit(page, 1).fill("120");
  await page.getByRole("button", { name: "Save as Draft" }).click();
  await expect(page.getByText("Journal entry saved as a draft").first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Draft");

  await page.getByRole("button", { name: "Post", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Totals must be equal. Debit: $120.00, Credit: $0.00" })).toBeVisible();

  await page.getByRole("link", { name: "Edit", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Edit Draft Journal Entry" })).toBeVisible();
  await expect(debit(page, 1)).toHaveValue("120.00");
  await chooseAccount(page, 2, "1010 - Checking");
  await credit(page, 2).fill("120");
  await page.getByRole("button", { name: "Save and Post" }).click();
  await expect(page.getByText("Journal entry JE-0001 posted.").first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Posted");
  await expect(page.getByRole("button", { name: "Cancel Entry" })).toBeVisible();
});

test("a row's account select creates a new account with the Account Creation dialog", async ({ page, request, user }) => {
  const b = await books(request, user);
  await openForm(page, b);
  await page.getByRole("combobox", { name: "Account, row 1" }).click();
  await page.getByRole("option", { name: "Add New Account" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Account" });
  await dialog.getByLabel("Account Type").selectOption("Expense");
  await dialog.getByLabel("Account Number").fill("5300");
  await dialog.getByLabel("Account Name").fill("Utilities");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("combobox", { name: "Account, row 1" })).toContainText("5300 - Utilities");
  // Every row now offers it.
  await chooseAccount(page, 2, "5300 - Utilities");
});

test("Make it recurring posts the entry and opens New Recurring Transaction with it chosen", async ({ page, request, user }) => {
  const b = await books(request, user);
  await openForm(page, b);
  await fillRent(page, "900.00");
  await expect(indicator(page)).toHaveText("Balanced");
  await page.getByRole("button", { name: "Make it recurring" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New Recurring Transaction" })).toBeVisible();
  await expect(page.getByText("Journal entry saved. Choose how often it repeats.").first()).toBeVisible();
  await expect(page.getByLabel("Transaction to memorize").locator("option:checked")).toContainText("JE-0001");
});
