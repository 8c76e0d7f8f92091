import type { APIRequestContext } from "@playwright/test";
import { createCompany, expect, test, type TestUser } from "./fixtures";

// The Journal Entry form with JavaScript disabled: rows are plain inputs, Add Row and Delete Row
// are answered by the server, validation messages come back in the page.

async function books(request: APIRequestContext, user: TestUser) {
  const company = await createCompany(request, user);
  for (const data of [
    {
      accountType: "Bank",
      accountNumber: "1010",
      accountName: "Checking",
      bankName: "First Bank",
      bankAccountType: "Checking",
      bankAccountNumber: "42",
    },
    { accountType: "Expense", accountNumber: "5100", accountName: "Rent" },
    { accountType: "Expense", accountNumber: "5200", accountName: "Supplies" },
  ]) {
    const response = await request.post("/api/company-account/create", {
      data: { companyId: company.id, ...data },
      headers: { Authorization: `Bearer ${user.token}` },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  return `/company/${company.id}/dashboard`;
}

test("add a row and save an entry without JavaScript", async ({ page, request, user }) => {
  const base = await books(request, user);
  await page.goto(`${base}/journalentry`);
  await expect(page.getByLabel("Entry No.")).toHaveValue("JE-0001");
  await page.getByRole("textbox", { name: "Date", exact: true }).fill("04/30/2026");
  await page.getByLabel("Account, row 1").selectOption({ label: "5100 - Rent" });
  await page.getByLabel("Debit, row 1", { exact: true }).fill("40.00");
  await page.getByLabel("Account, row 2").selectOption({ label: "5200 - Supplies" });
  await page.getByLabel("Debit, row 2", { exact: true }).fill("9.99");
  await page.getByLabel("Comments").fill("Rent and supplies");

  // Add Row: the server answers with one more row, everything typed kept.
  await page.getByRole("button", { name: "+ Add Row" }).click();
  await expect(page.getByLabel(/^Debit, row/)).toHaveCount(3);
  await expect(page.getByLabel("Account, row 1")).toHaveValue(/\d+/);
  await expect(page.getByLabel("Debit, row 1", { exact: true })).toHaveValue("40.00");
  await expect(page.getByLabel("Comments")).toHaveValue("Rent and supplies");
  await expect(page.getByRole("cell", { name: "Total debit" })).toHaveText("$49.99");

  // A save that breaks a rule comes back with the messages.
  await page.getByRole("button", { name: "Save and Close" }).click();
  const errors = page.locator("#journal-entry-errors");
  await expect(errors).toContainText("Please fix all validation errors before saving.");
  await expect(errors).toContainText("All accounts must be selected");
  await expect(errors).toContainText("Totals must be equal. Debit: $49.99, Credit: $0.00");

  await page.getByLabel("Account, row 3").selectOption({ label: "1010 - Checking" });
  await page.getByLabel("Credit, row 3", { exact: true }).fill("49.99");
  await page.getByRole("button", { name: "Save and Close" }).click();

  await expect(page).toHaveURL(new RegExp(`${base}$`));
  await expect(page.getByText("Journal entry saved successfully!").first()).toBeVisible();

  await page.goto(`${base}/journal-entries`);
  const row = page.getByRole("row", { name: /JE-0001/ });
  await expect(row).toContainText("04/30/2026");
  await expect(row).toContainText("Rent and supplies");
  await expect(row).toContainText("$49.99");
  await expect(row).toContainText("Posted");
});

test("delete a row, and cancel a posted entry, without JavaScript", async ({ page, request, user }) => {
  const base = await books(request, user);
  await page.goto(`${base}/journalentry`);
  await page.getByRole("button", { name: "+ Add Row" }).click();
  await page.getByLabel("Account, row 1").selectOption({ label: "5100 - Rent" });
  await page.getByLabel("Memo, row 1", { exact: true }).fill("to be deleted");
  await page.getByLabel("Account, row 2").selectOption({ label: "5200 - Supplies" });
  await page.getByLabel("Debit, row 2", { exact: true }).fill("15");
  await page.getByLabel("Account, row 3").selectOption({ label: "1010 - Checking" });
  await page.getByLabel("Credit, row 3", { exact: true }).fill("15");
  await page.getByRole("button", { name: "Delete row 1" }).click();
  await expect(page.getByLabel(/^Debit, row/)).toHaveCount(2);
  await expect(page.getByLabel("Memo, row 1", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("Debit, row 1", { exact: true })).toHaveValue("15");
  await expect(page.getByRole("button", { name: "Delete row 1" })).toBeDisabled();
  await expect(page.getByText("Balanced", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Save and Close" }).click();
  await expect(page).toHaveURL(new RegExp(`${base}$`));

  await page.goto(`${base}/journal-entries`);
  await page.getByRole("link", { name: "JE-0001" }).click();
  await page.getByRole("link", { name: "Cancel Entry" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("Cancel journal entry JE-0001?");
  await page.getByRole("button", { name: "Yes, cancel entry" }).click();
  await expect(page.getByText("Journal entry JE-0001 cancelled. Reversing entry JE-0002 posted.").first()).toBeVisible();
  await expect(page.getByRole("link", { name: "JE-0002" })).toBeVisible();
});
