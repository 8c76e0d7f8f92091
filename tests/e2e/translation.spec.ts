import type { APIRequestContext, Page } from "@playwright/test";
import { readPdf } from "../support/pdf-text";
import { createCompany, expect, test, type TestUser } from "./fixtures";

// Settings › Translation: the owner chooses Spanish and rewords one label; the invoice's PDF (the
// Tracker's Print link) then prints in Spanish with the company's own text — with JavaScript and
// without.

const today = new Date().toISOString().slice(0, 10);

async function pdfTexts(page: Page, href: string) {
  const response = await page.request.get(href);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/pdf");
  const { pages } = await readPdf(await response.body());
  return pages.flatMap((p) => p.texts.map((t) => t.text));
}

async function translateAndPrint(page: Page, companyId: number, javaScriptEnabled: boolean) {
  test.slow(); // a build's worth of page loads on a shared machine
  await page.goto(`/company/${companyId}/dashboard/settings/translation`);
  await expect(page.getByRole("heading", { name: "Translation", level: 1 })).toBeVisible();
  const language = page.getByRole("form", { name: "Document language" });
  await language.getByLabel("Document language").selectOption("es");
  await language.getByRole("button", { name: "Save language" }).click();
  await expect(page.getByText("Translation saved.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Labels in Spanish" })).toBeVisible();
  // With JavaScript the language's toast stays up for TOAST_MS: the labels' save must show its own.
  if (javaScriptEnabled) await expect(page.getByText("Translation saved.")).toBeHidden();

  const labels = page.getByRole("form", { name: "Document labels" });
  await expect(labels.getByRole("row", { name: /Balance Due/ })).toContainText("Saldo pendiente");
  await labels.getByLabel("Your text for Balance Due").fill("Total a pagar");
  await labels.getByRole("button", { name: "Save labels" }).click();
  await expect(page.getByText("Translation saved.")).toBeVisible();
  await expect(page.getByRole("form", { name: "Document labels" }).getByLabel("Your text for Balance Due")).toHaveValue("Total a pagar");

  // The invoice, printed from the Tracker.
  await page.goto(`/company/${companyId}/dashboard/tracker`);
  const print = page.getByRole("link", { name: /Print invoice/ });
  const texts = await pdfTexts(page, (await print.getAttribute("href"))!);
  expect(texts).toEqual(expect.arrayContaining(["FACTURA", "Factura n.º", "FACTURAR A", "Descripción", "Importe", "Total a pagar"]));
  expect(texts).not.toContain("Balance Due");
}

async function companyWithInvoice(request: APIRequestContext, user: TestUser) {
  const company = await createCompany(request, user);
  const headers = { Authorization: `Bearer ${user.token}` };
  const post = async (path: string, data: Record<string, unknown>) => {
    const response = await request.post(path, { data, headers });
    expect(response.status(), await response.text()).toBe(201);
    return response.json();
  };
  const companyId = company.id;
  const sales = (
    await post("/api/company-account/create", { companyId, accountType: "Income", accountNumber: "4000", accountName: "Sales" })
  ).account.id;
  const customer = (await post("/api/customer/customers", { companyId, customerId: "ANA", customerName: "Ana's Tapas" })).customer.id;
  await post("/api/customer/invoices", {
    companyId,
    customerId: customer,
    date: today,
    dueDate: today,
    accountRecords: [{ accountId: sales, amount: "240.00" }],
  });
  return companyId;
}

test("an owner's documents print in Spanish with the company's own text", async ({ page, request, user, javaScriptEnabled }) => {
  await translateAndPrint(page, await companyWithInvoice(request, user), javaScriptEnabled);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the language and the labels save through plain forms", async ({ page, request, user, javaScriptEnabled }) => {
    await translateAndPrint(page, await companyWithInvoice(request, user), javaScriptEnabled);
  });
});
