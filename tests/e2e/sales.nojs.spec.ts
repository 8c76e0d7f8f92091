import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { setUpBooks } from "./purchasing-fixtures";

// Invoice → Receive Payment with JavaScript disabled: the invoice form's selects are native and
// Save and Close posts it; Receive Payment's customer is chosen by a GET form (Show), the invoice
// is paid in part, then in full; the Invoices list shows it Partially Paid, then Paid.

const main = (page: Page) => page.getByRole("main");

test("an invoice and two payments of it without JavaScript", async ({ page, request, user }) => {
  test.slow(); // two screens and three saves, each a full page load
  const books = await setUpBooks(request, user);
  const base = `/company/${books.companyId}/dashboard`;
  const post = async (path: string, data: Record<string, unknown>) => {
    const response = await request.post(path, {
      data: { companyId: books.companyId, ...data },
      headers: { Authorization: `Bearer ${user.token}` },
    });
    expect(response.status(), await response.text()).toBe(201);
    return response.json();
  };
  await post("/api/company-account/create", { accountType: "Income", accountNumber: "4000", accountName: "Sales" });
  const customer = (await post("/api/customer/customers", { customerId: "ANN", customerName: "Ann's Deli" })).customer.id;

  await page.goto(`${base}/customers/create-invoice`);
  await expect(main(page).getByRole("heading", { name: "Create Invoice" })).toBeVisible();
  await main(page).getByRole("combobox", { name: "Customer", exact: true }).selectOption({ label: "Ann's Deli" });
  await main(page).getByLabel("Account, account row 1", { exact: true }).selectOption({ label: "4000 - Sales" });
  await main(page).getByLabel("Amount, account row 1", { exact: true }).fill("250.00");
  await main(page).getByRole("button", { name: "Save and Close" }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/customers/invoices$`));
  await expect(page.getByText("Invoice created successfully!").first()).toBeVisible();
  const row = main(page).getByRole("row").filter({ hasText: "Ann's Deli" });
  await expect(row).toContainText("INV-0001");
  await expect(row).toContainText("$250.00");
  await expect(row).toContainText("Open");

  await page.goto(`${base}/customers/receive-payment`);
  const chooser = main(page).getByRole("form", { name: "Choose customer" });
  await chooser.getByLabel("Customer", { exact: true }).selectOption(String(customer));
  await chooser.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(new RegExp(`customer=${customer}`));
  const invoices = main(page).getByRole("table", { name: "Open invoices of Ann's Deli" });
  await expect(invoices).toContainText("INV-0001");

  // More applied than received: refused, and what was typed comes back.
  await main(page).getByLabel("Deposit To").selectOption({ label: "Checking (Bank)" });
  await main(page).getByLabel("Amount Received").fill("100.00");
  await main(page).getByLabel("Amount applied to INV-0001").fill("150.00");
  await main(page).getByRole("button", { name: "Save Payment" }).click();
  await expect(
    main(page).getByText("The amounts applied ($150.00) are more than the amount received and the credits applied ($100.00)."),
  ).toBeVisible();
  await expect(main(page).getByLabel("Amount applied to INV-0001")).toHaveValue("150.00");
  await expect(main(page).getByLabel("Amount Received")).toHaveValue("100.00");

  await main(page).getByLabel("Amount applied to INV-0001").fill("100.00");
  await main(page).getByRole("button", { name: "Save Payment" }).click();
  await expect(page.getByText("Payment received successfully!")).toBeVisible();
  await expect(main(page).getByRole("table", { name: "Open invoices of Ann's Deli" })).toContainText("$150.00");

  await main(page).getByLabel("Deposit To").selectOption({ label: "Checking (Bank)" });
  await main(page).getByLabel("Amount Received").fill("150.00");
  await main(page).getByLabel("Amount applied to INV-0001").fill("150.00");
  await main(page).getByRole("button", { name: "Save Payment" }).click();
  await expect(page.getByText("Payment received successfully!")).toBeVisible();

  await page.goto(`${base}/customers/invoices`);
  const paid = main(page).getByRole("row").filter({ hasText: "INV-0001" });
  await expect(paid).toContainText("Paid");
  await expect(paid).not.toContainText("Partially");
});
