import type { APIRequestContext, Page } from "@playwright/test";
import { expect, type TestUser } from "./fixtures";
import { SAVINGS } from "../support/accounts";
import { setUpBooks } from "./purchasing-fixtures";

// Books for the banking specs, made through the API: Checking holding 5,000.00, Savings, Sales, a
// customer Ann with two invoices paid into Undeposited Funds (120.00 by cheque 881, 80.50 in cash).

async function send(request: APIRequestContext, user: TestUser, path: string, data?: Record<string, unknown>) {
  const headers = { Authorization: `Bearer ${user.token}` };
  const response = data ? await request.post(path, { data, headers }) : await request.get(path, { headers });
  expect(response.status(), await response.text()).toBe(data ? 201 : 200);
  return response.json();
}

export interface BankingBooks {
  companyId: number;
  base: string;
  checking: number;
  savings: number;
  payments: { id: number; number: string }[];
}

export async function setUpBankingBooks(page: Page, request: APIRequestContext, user: TestUser): Promise<BankingBooks> {
  const books = await setUpBooks(request, user);
  const { companyId } = books;
  const base = `/company/${companyId}/dashboard`;
  const account = async (fields: Record<string, unknown>) =>
    (await send(request, user, "/api/company-account/create", { companyId, ...fields })).account.id as number;
  const savings = await account(SAVINGS);
  const sales = await account({ accountType: "Income", accountNumber: "4000", accountName: "Sales" });
  const customer = (await send(request, user, "/api/customer/customers", { companyId, customerId: "ANN", customerName: "Ann's Deli" }))
    .customer.id;
  // Undeposited Funds is made when a screen that deposits into it first opens.
  await page.goto(`${base}/customers/receive-payment`);
  const { accounts } = await send(request, user, `/api/company-account/company/${companyId}`);
  const undeposited = accounts.find((a: { accountName: string }) => a.accountName === "Undeposited Funds").id;
  const payments = [];
  for (const [amount, method, reference] of [
    ["120.00", "Cheque", "881"],
    ["80.50", "Cash", ""],
  ]) {
    const invoice = (
      await send(request, user, "/api/customer/invoices", {
        companyId,
        customerId: customer,
        date: "2026-11-02",
        accountRecords: [{ accountId: sales, amount }],
      })
    ).document;
    const paid = await send(request, user, "/api/customer/receive-payment", {
      companyId,
      customerId: customer,
      depositToAccountId: undeposited,
      date: "2026-11-03",
      paymentMethod: method,
      reference,
      amount,
      invoices: [{ invoiceId: invoice.id, amount }],
    });
    payments.push({ id: paid.payment.id as number, number: paid.payment.number as string });
  }
  return { companyId, base, checking: books.bank, savings, payments };
}
