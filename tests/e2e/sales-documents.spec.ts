import type { APIRequestContext, Page } from "@playwright/test";
import { createCompany, expect, test, type TestUser } from "./fixtures";

// The sales screens in the browser (JavaScript on): Create Invoice with a customer whose addresses
// fill Bill To and Ship To, an item row at the item's sales price and a taxable account row, the
// live figures with a 10% discount; saved, found in the Invoices list, opened and printed as a PDF.

interface Books {
  companyId: number;
}

async function books(request: APIRequestContext, user: TestUser): Promise<Books> {
  const company = await createCompany(request, user);
  const post = async (path: string, data: Record<string, unknown>) => {
    const response = await request.post(path, {
      data: { companyId: company.id, ...data },
      headers: { Authorization: `Bearer ${user.token}` },
    });
    expect(response.status(), await response.text()).toBe(201);
    return response.json();
  };
  const sales = await post("/api/company-account/create", { accountType: "Income", accountNumber: "4000", accountName: "Sales" });
  await post("/api/company-account/create", { accountType: "Income", accountNumber: "4100", accountName: "Services" });
  await post("/api/company-account/create", { accountType: "Expense", accountNumber: "6900", accountName: "Discounts Given" });
  await post("/api/customer/customers", {
    customerId: "ANN",
    customerName: "Ann's Bakery",
    addresses: [
      { type: "Billing", address1: "1 Main St", address2: "", city: "Springfield", state: "IL", postalCode: "62701", country: "USA" },
      { type: "Shipping", address1: "9 Dock Rd", address2: "", city: "Portville", state: "ME", postalCode: "04000", country: "USA" },
    ],
  });
  await post("/api/vendor/product-items", {
    productName: "Widget",
    iSellThisProduct: true,
    iBuyThisProduct: false,
    salesDescription: "Blue widget",
    salesPrice: "12.50",
    incomeAccountId: sales.account.id,
    taxable: true,
  });
  return { companyId: company.id };
}

async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole("combobox", { name: label, exact: true }).click();
  await page.getByRole("listbox").getByRole("option", { name: option }).click();
  await expect(page.getByRole("combobox", { name: label, exact: true })).toContainText(option);
}

test("an invoice with an item row and a taxable account row: live figures, saved, listed and printed", async ({ page, request, user }) => {
  test.slow(); // a whole invoice, the list and the PDF on a shared machine
  const b = await books(request, user);
  const base = `/company/${b.companyId}/dashboard`;
  await page.goto(`${base}/customers/create-invoice`);
  await expect(page.getByRole("button", { name: "Cancel" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Create Invoice" })).toBeVisible();

  await choose(page, "Customer", "Ann's Bakery");
  await expect(page.getByLabel("Bill To")).toHaveValue(/1 Main St/);
  await expect(page.getByLabel("Ship To")).toHaveValue(/9 Dock Rd/);

  await choose(page, "Item, item row 1", "Widget");
  await expect(page.getByLabel("Rate, item row 1", { exact: true })).toHaveValue("12.50");
  await expect(page.getByLabel("Description, item row 1", { exact: true })).toHaveValue("Blue widget");
  await expect(page.getByLabel("Taxable, item row 1", { exact: true })).toBeChecked();
  await page.getByLabel("Quantity, item row 1", { exact: true }).fill("2");

  await choose(page, "Account, account row 1", "4100 - Services");
  await page.getByLabel("Amount, account row 1", { exact: true }).fill("75");
  await page.getByLabel("Taxable, account row 1", { exact: true }).check();
  await expect(page.getByTestId("document-subtotal")).toHaveText("$100.00");
  await expect(page.getByTestId("document-total")).toHaveText("$100.00");

  await page.getByLabel("Discount (amount or %)").fill("10%");
  await page.getByLabel("Discount Account").selectOption({ label: "6900 - Discounts Given" });
  await expect(page.getByTestId("document-discount")).toHaveText("-$10.00");
  await expect(page.getByTestId("document-total")).toHaveText("$90.00");
  await page.getByLabel("P.O. No.").fill("PO-77");

  await page.getByRole("button", { name: "Save and Close" }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/customers/invoices$`));
  await expect(page.getByText("Invoice created successfully!").first()).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: "Ann's Bakery" });
  await expect(row).toContainText("$90.00");
  await expect(page.getByLabel("Totals")).toContainText("$90.00");

  await row.getByRole("link").first().click();
  await expect(page.getByRole("heading", { name: /^Invoice INV/ })).toBeVisible();
  await expect(page.getByTestId("document-total")).toHaveText("$90.00");
  const pdfHref = await page.getByRole("link", { name: "Download / Print PDF" }).getAttribute("href");
  const pdf = await page.request.get(pdfHref!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
});
