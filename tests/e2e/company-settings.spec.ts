import type { APIRequestContext } from "@playwright/test";
import { PDFDict, PDFDocument, PDFName, PDFStream } from "pdf-lib";
import { png } from "../support/png";
import { expect, test, type TestUser } from "./fixtures";
import { addVendor, enterBill, setUpBooks } from "./purchasing-fixtures";

// Settings in the browser (issue 29): an API key made on Integration Keys, used for one API call and
// revoked; Document Branding saved and carried by an invoice's PDF; the currency format of Company
// Preferences on a list's amounts, as the server renders them and after the page's scripts run.

async function send(request: APIRequestContext, user: TestUser, method: "post" | "put", path: string, data: Record<string, unknown>) {
  const response = await request[method](path, { data, headers: { Authorization: `Bearer ${user.token}` } });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

test("an API key is created on Integration Keys, used once, and revoked", async ({ page, request, user }) => {
  const { companyId } = await setUpBooks(request, user);
  await page.goto(`/company/${companyId}/dashboard/settings/integration-keys`);
  await expect(page.locator('button[aria-controls="company-sidebar"]')).toBeAttached(); // the scripts have loaded
  await page.getByLabel("Name").fill("Sync script");
  await page.getByLabel("Scope").selectOption("viewer");
  await page.getByRole("button", { name: "Create key" }).click();
  const shown = page.getByLabel("New key");
  await expect(shown).toHaveValue(/^llt_/);
  const token = await shown.inputValue();

  // One call with it: the company list answers with its company alone.
  const listed = await request.get("/api/company", { headers: { Authorization: `Bearer ${token}` } });
  expect(listed.status()).toBe(200);
  expect((await listed.json()).companies.map((c: { id: number }) => c.id)).toEqual([companyId]);
  await page.reload();
  const row = page.getByRole("row").filter({ hasText: "Sync script" });
  await expect(row).toContainText("Viewer");
  await expect(row.getByRole("cell").nth(4)).not.toHaveText(/^(—|Never)?$/); // Last used: now

  await row.getByRole("link", { name: "Revoke Sync script" }).click();
  const question = page.getByRole("alertdialog");
  await expect(question).toContainText('Revoke the key "Sync script"?');
  await question.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("row").filter({ hasText: "Sync script" })).toContainText("Revoked");
  const refused = await request.get("/api/company", { headers: { Authorization: `Bearer ${token}` } });
  expect(refused.status()).toBe(401);
});

/** The images drawn on a PDF's first page. */
async function imagesOnFirstPage(bytes: Buffer) {
  const doc = await PDFDocument.load(bytes);
  const xObjects = doc.getPages()[0].node.Resources()?.lookupMaybe(PDFName.of("XObject"), PDFDict);
  return (xObjects?.keys() ?? []).filter((name) => {
    const object = xObjects!.lookup(name);
    return object instanceof PDFStream && object.dict.get(PDFName.of("Subtype")) === PDFName.of("Image");
  });
}

test("Document Branding is saved and its logo printed on an invoice's PDF", async ({ page, request, user }) => {
  test.slow(); // a form upload, then an invoice's PDF twice
  const { companyId } = await setUpBooks(request, user);
  const sales = await send(request, user, "post", "/api/company-account/create", {
    companyId,
    accountType: "Income",
    accountNumber: "4000",
    accountName: "Sales",
  });
  const customer = await send(request, user, "post", "/api/customer/customers", {
    companyId,
    customerId: "ANN",
    customerName: "Ann's Bakery",
  });
  const { document } = await send(request, user, "post", "/api/customer/invoices", {
    companyId,
    customerId: customer.customer.id,
    date: "2026-11-02",
    accountRecords: [{ accountId: sales.account.id, amount: "90.00" }],
  });
  const pdfPath = `/company/${companyId}/dashboard/customers/documents/${document.id}/pdf`;
  const pdf = async () => {
    const response = await page.request.get(pdfPath);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    return response.body();
  };
  expect(await imagesOnFirstPage(await pdf())).toHaveLength(0);

  await page.goto(`/company/${companyId}/dashboard/settings/document-branding`);
  await expect(page.getByText("No logo yet")).toBeVisible();
  await page.getByLabel("Upload a logo").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: Buffer.from(png(8, 4)) });
  await page.getByLabel("Accent colour").fill("#1f6feb");
  await page.getByLabel(/^Invoices and the other sales documents/).check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("img", { name: "Your logo" })).toBeVisible();
  await expect(page.getByText("Saved accent: #1f6feb")).toBeVisible();

  expect(await imagesOnFirstPage(await pdf())).toHaveLength(1);
});

test("the company's currency format writes a list's amounts, rendered and after the scripts run", async ({ page, request, user }) => {
  const books = await setUpBooks(request, user);
  const vendor = await addVendor(request, user, books, "ACME", "Acme Supplies");
  await enterBill(request, user, books, vendor, { date: "2026-11-02", dueDate: "2026-12-02", amount: "1234.50" });
  const bills = `/company/${books.companyId}/dashboard/vendors/bills`;

  await page.goto(bills);
  await expect(page.getByRole("row").filter({ hasText: "Acme Supplies" })).toContainText("$1,234.50");

  const { data } = await (
    await request.get(`/api/company/${books.companyId}`, { headers: { Authorization: `Bearer ${user.token}` } })
  ).json();
  await send(request, user, "put", `/api/company/${books.companyId}`, {
    currencySymbol: "€",
    currencySymbolPosition: "after",
    decimalSeparator: ",",
    thousandSeparator: ".",
    negativeFormat: "parentheses",
    version: data.version,
  });
  // As the server sends it (no scripts), then once the page's scripts have taken over.
  const html = await (await page.request.get(bills)).text();
  expect(html).toContain("1.234,50 €");
  await page.goto(bills);
  await expect(page.locator('button[aria-controls="company-sidebar"]')).toBeAttached();
  const row = page.getByRole("row").filter({ hasText: "Acme Supplies" });
  await expect(row).toContainText("1.234,50 €");
  await expect(row).not.toContainText("$");
});
