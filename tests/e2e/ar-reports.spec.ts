import type { APIRequestContext } from "@playwright/test";
import { expect, test, type TestUser } from "./fixtures";
import { setUpBooks } from "./purchasing-fixtures";

// The customer reports in the browser: A/R Aging Summary opened from the menu and drilled to the
// customer; Sales by Sales Person drilled from a sales person's row to its lines and on to the
// invoice; the customer statement's PDF.
//   ANN  invoice 2026-06-01 of 1,000.00 sold by Sam Seller, 400.00 received 2026-06-10
//   BOB  invoice 2026-06-05 of 250.00, no sales person

async function post(request: APIRequestContext, user: TestUser, path: string, data: Record<string, unknown>) {
  const response = await request.post(path, { data, headers: { Authorization: `Bearer ${user.token}` } });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

test("A/R aging, sales by sales person drilled down to the invoice, and a customer statement PDF", async ({ page, request, user }) => {
  test.slow(); // books through the API, then four report pages
  const books = await setUpBooks(request, user);
  const { companyId } = books;
  const base = `/company/${companyId}/dashboard`;
  const sales = (
    await post(request, user, "/api/company-account/create", {
      companyId,
      accountType: "Income",
      accountNumber: "4000",
      accountName: "Sales",
    })
  ).account.id;
  const sam = (
    await post(request, user, `/api/company/${companyId}/sales-persons`, {
      salesPersonName: "Sam Seller",
      email: "sam@example.test",
      phone: "555-0100",
    })
  ).salesPerson.id;
  const ann = (await post(request, user, "/api/customer/customers", { companyId, customerId: "ANN", customerName: "Ann's Bakery" }))
    .customer.id;
  const bob = (await post(request, user, "/api/customer/customers", { companyId, customerId: "BOB", customerName: "Bob's Diner" })).customer
    .id;
  const invoice = async (customerId: number, date: string, amount: string, salesPersonId?: number) =>
    (
      await post(request, user, "/api/customer/invoices", {
        companyId,
        customerId,
        date,
        salesPersonId,
        accountRecords: [{ accountId: sales, amount }],
      })
    ).document;
  const annInvoice = await invoice(ann, "2026-06-01", "1000.00", sam);
  await invoice(bob, "2026-06-05", "250.00");
  await post(request, user, "/api/customer/receive-payment", {
    companyId,
    customerId: ann,
    date: "2026-06-10",
    depositToAccountId: books.bank,
    amount: "400.00",
    invoices: [{ invoiceId: annInvoice.id, amount: "400.00" }],
  });

  // Reports Home: every report in its group with what it answers; payroll is not kept.
  await page.goto(`${base}/overview`);
  await page.getByRole("navigation", { name: "Top menu" }).getByRole("link", { name: "Reports Home" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Reports" })).toBeVisible();
  const receivables = page.getByRole("region", { name: "Customers & Receivables" });
  await expect(receivables.getByRole("link", { name: "Open Invoices" })).toBeVisible();
  await expect(receivables).toContainText("What each Customer owes on a date, by how long overdue.");
  const payroll = page.getByRole("region", { name: "Payroll" });
  await expect(payroll).toContainText("Not available");
  await expect(payroll.getByRole("link")).toHaveCount(0);

  await page.goto(`${base}/overview`);
  const sidebar = page.getByRole("navigation", { name: "Company menu" });
  await sidebar.getByRole("button", { name: "Reports", exact: true }).click();
  await sidebar.getByRole("button", { name: /& Receivables/ }).click();
  await sidebar.getByRole("link", { name: "A/R Aging Summary" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "A/R Aging Summary" })).toBeVisible();
  await page.getByLabel("As of", { exact: true }).fill("06/30/2026");
  await page.getByRole("button", { name: "Run report" }).click();
  await expect(page.getByTestId("total")).toHaveText("$850.00");
  await expect(page.getByRole("link", { name: "Ann's Bakery" })).toHaveAttribute("href", new RegExp(`customer=${ann}`));

  const june = "?period=custom&from=06%2F01%2F2026&to=06%2F30%2F2026";
  await page.goto(`${base}/reports/sales/sales-person-summary${june}`);
  await expect(page.getByRole("heading", { level: 1, name: "Sales by Sales Person" })).toBeVisible();
  const rows = page.getByRole("table").locator("tbody tr");
  await expect(rows.nth(0).locator("th, td")).toHaveText(["Sam Seller", "$1,000.00"]);
  await expect(rows.nth(1).locator("th, td")).toHaveText(["No sales person", "$250.00"]);
  await rows.nth(0).getByRole("link", { name: "Sam Seller" }).click();
  await expect(page).toHaveURL(new RegExp(`group=${sam}`));
  await expect(page.getByText("One sales person only.")).toBeVisible();
  await expect(page.getByRole("table")).toContainText(annInvoice.number);
  await expect(page.getByRole("table")).not.toContainText("Bob's Diner");
  await page.getByRole("link", { name: annInvoice.number }).click();
  await expect(page.getByRole("heading", { name: new RegExp(`^Invoice ${annInvoice.number}`) })).toBeVisible();

  await page.goto(`${base}/reports/customers-receivable/client-statement${june}&customerId=${ann}`);
  const pdfHref = await page.getByRole("link", { name: /PDF/ }).first().getAttribute("href");
  const pdf = await page.request.get(pdfHref!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
});
