import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test, type TestUser } from "./fixtures";
import { setUpBooks } from "./purchasing-fixtures";

// Receive Payment with JavaScript: a customer with two open invoices and a prepayment; choosing the
// customer lists its open invoices and credits, the totals follow as you type, and saving applies
// the money and the prepayment — one invoice paid in full, the other in part — and leaves the rest
// due, which the screen shows when it comes back with the success message.

const main = (page: Page) => page.getByRole("main");

async function post(request: APIRequestContext, user: TestUser, path: string, data: Record<string, unknown>) {
  const response = await request.post(path, { data, headers: { Authorization: `Bearer ${user.token}` } });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

test("receives a payment over two invoices with a prepayment applied", async ({ page, request, user }) => {
  test.slow(); // books made through the API, then two saves: round trips on a shared machine
  const books = await setUpBooks(request, user);
  const { companyId } = books;
  const sales = (
    await post(request, user, "/api/company-account/create", {
      companyId,
      accountType: "Income",
      accountNumber: "4000",
      accountName: "Sales",
    })
  ).account.id;
  const customer = (await post(request, user, "/api/customer/customers", { companyId, customerId: "ANN", customerName: "Ann's Deli" }))
    .customer.id;
  const invoice = async (amount: string, date: string) =>
    (
      await post(request, user, "/api/customer/invoices", {
        companyId,
        customerId: customer,
        date,
        accountRecords: [{ accountId: sales, amount }],
      })
    ).document;
  const first = await invoice("300.00", "2026-11-01");
  const second = await invoice("200.00", "2026-11-05");
  await post(request, user, "/api/customer/prepayments", {
    companyId,
    customerId: customer,
    depositToAccountId: books.bank,
    amount: "50.00",
  });

  await page.goto(`/company/${companyId}/dashboard/customers/receive-payment`);
  await expect(main(page).getByRole("heading", { name: "Receive Payment", level: 1 })).toBeVisible();
  await main(page).getByLabel("Customer", { exact: true }).selectOption(String(customer));
  await expect(page).toHaveURL(new RegExp(`/customers/receive-payment\\?customer=${customer}`));
  const invoices = main(page).getByRole("table", { name: "Open invoices of Ann's Deli" });
  await expect(invoices.locator("tbody tr")).toHaveCount(2);
  await expect(invoices.locator("tbody tr").first()).toContainText(first.number);
  await expect(main(page).getByRole("table", { name: "Open credits of Ann's Deli" })).toContainText("Prepayment PP-0001");

  await main(page).getByLabel("Deposit To").selectOption({ label: "Checking (Bank)" });
  await main(page).getByLabel("Payment Method").selectOption("Cheque");
  await main(page).getByLabel("Reference").fill("CHK 1001");
  await main(page).getByLabel("Amount Received").fill("350.00");
  await main(page).getByLabel(`Amount applied to ${first.number}`).fill("300.00");
  await main(page).getByLabel(`Amount applied to ${second.number}`).fill("100.00");
  await main(page).getByLabel("Amount of Prepayment PP-0001 to use").fill("50.00");
  const totals = main(page).getByRole("definition");
  await expect(totals.nth(0)).toHaveText("$400.00");
  await expect(totals.nth(1)).toHaveText("$50.00");
  await expect(totals.nth(2)).toHaveText("$0.00");

  await main(page).getByRole("button", { name: "Save Payment" }).click();
  await expect(page.getByText("Payment received successfully!")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/customers/receive-payment\\?customer=${customer}$`));
  const left = main(page).getByRole("table", { name: "Open invoices of Ann's Deli" }).locator("tbody tr");
  await expect(left).toHaveCount(1);
  await expect(left.first()).toContainText(second.number);
  await expect(left.first()).toContainText("$100.00");
  await expect(main(page).getByRole("table", { name: "Open credits of Ann's Deli" })).toContainText("No open credits for this customer.");

  // Over-applying is refused with the message, and the form keeps what was typed.
  await main(page).getByLabel("Deposit To").selectOption({ label: "Checking (Bank)" });
  await main(page).getByLabel("Amount Received").fill("150.00");
  await main(page).getByLabel(`Amount applied to ${second.number}`).fill("150.00");
  await main(page).getByRole("button", { name: "Save Payment" }).click();
  await expect(main(page).getByText(`The amount applied to invoice ${second.number} is more than its amount due ($100.00).`)).toBeVisible();
  await expect(main(page).getByLabel(`Amount applied to ${second.number}`)).toHaveValue("150.00");
});
