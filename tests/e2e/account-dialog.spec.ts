import type { Page } from "@playwright/test";
import { createCompany, expect, test } from "./fixtures";

// The Account Creation dialog's messages under its fields: the browser's checks (the same schema
// as the server's) and the server's refusals (a duplicate number) are both placed by conform, and
// go as the field is fixed.

const main = (page: Page) => page.getByRole("main");

test("the Account Creation dialog places every message under its field", async ({ page, request, user }) => {
  const company = await createCompany(request, user);
  const created = await request.post("/api/company-account/create", {
    data: { companyId: company.id, accountType: "Expense", accountNumber: "5000", accountName: "Rent" },
    headers: { Authorization: `Bearer ${user.token}` },
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.goto(`/company/${company.id}/dashboard/new-account?type=Expense`);
  await expect(page.locator('button[aria-controls="company-sidebar"]')).toBeAttached();
  await main(page).getByLabel("Sub-account").check();
  await main(page).getByRole("combobox", { name: "Parent Account" }).click();
  await page.getByRole("option", { name: "Add New Account" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Account" });
  const number = dialog.getByLabel(/^Account Number/);
  const name = dialog.getByLabel("Account Name");

  await dialog.getByRole("button", { name: "Save" }).click();
  const invalid = page.getByRole("dialog", { name: "Validation Error" });
  await invalid.getByRole("button", { name: "OK" }).click();
  await expect(number).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByText("Account Number is required")).toBeVisible();
  await expect(dialog.getByText("Account Name is required")).toBeVisible();
  await number.fill("5000");
  await expect(dialog.getByText("Account Number is required")).toHaveCount(0);
  await name.fill("Travel");

  // The server's refusal: listed, and under the field until the number changes.
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(invalid.getByRole("listitem")).toHaveText(["Account Number already exists. Please choose a different number."]);
  await invalid.getByRole("button", { name: "OK" }).click();
  await expect(dialog.getByText("Account Number already exists. Please choose a different number.")).toBeVisible();
  await number.fill("5100");
  await expect(dialog.getByText("Account Number already exists. Please choose a different number.")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(main(page).getByRole("combobox", { name: "Parent Account" })).toHaveText(/5100 - Travel/);
});
