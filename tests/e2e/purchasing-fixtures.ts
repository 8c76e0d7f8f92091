import type { APIRequestContext } from "@playwright/test";
import { createCompany, expect, type TestUser } from "./fixtures";
import { CHECKING } from "../support/accounts";

// Books for the purchasing specs, made through the API: a company with a bank account holding
// money and an expense account, vendors, their bills and vendor credits, and bill payments.

export interface Books {
  companyId: number;
  bank: number;
  rent: number;
}

async function post(request: APIRequestContext, user: TestUser, path: string, data: Record<string, unknown>) {
  const response = await request.post(path, { data, headers: { Authorization: `Bearer ${user.token}` } });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

/** A company with Checking (opening balance 5,000.00 unless given: a payment cannot overdraw it) and Rent. */
export async function setUpBooks(request: APIRequestContext, user: TestUser, openingBalance = "5000.00"): Promise<Books> {
  const company = await createCompany(request, user);
  const bank = await post(request, user, "/api/company-account/create", {
    companyId: company.id,
    ...CHECKING,
    openingBalance,
    asOf: "01/01/2026",
  });
  const rent = await post(request, user, "/api/company-account/create", {
    companyId: company.id,
    accountType: "Expense",
    accountNumber: "6100",
    accountName: "Rent",
  });
  return { companyId: company.id, bank: bank.account.id, rent: rent.account.id };
}

export async function addVendor(request: APIRequestContext, user: TestUser, books: Books, vendorId: string, vendorName: string) {
  const body = await post(request, user, "/api/vendor/vendors", { companyId: books.companyId, vendorId, vendorName });
  return body.vendor.id as number;
}

export async function enterBill(
  request: APIRequestContext,
  user: TestUser,
  books: Books,
  vendorId: number,
  bill: { date: string; dueDate: string; amount: string; comments?: string },
) {
  const body = await post(request, user, `/api/vendor/${vendorId}/bills`, {
    date: bill.date,
    dueDate: bill.dueDate,
    comments: bill.comments ?? "",
    accountRecords: [{ accountId: books.rent, amount: bill.amount }],
  });
  return body.bill as { id: number; billNo: string };
}

export async function enterCredit(
  request: APIRequestContext,
  user: TestUser,
  books: Books,
  vendorId: number,
  date: string,
  amount: string,
) {
  const body = await post(request, user, `/api/vendor/${vendorId}/credits`, { date, accountRecords: [{ accountId: books.rent, amount }] });
  return body.credit as { id: number; number: string };
}

export async function payBill(
  request: APIRequestContext,
  user: TestUser,
  books: Books,
  payment: { vendorId: number; billId: number; amount: string; date: string; paymentMethod: string; comments?: string },
) {
  const body = await post(request, user, "/api/vendor/pay-bill", {
    companyId: books.companyId,
    vendorId: payment.vendorId,
    payFromAccountId: books.bank,
    date: payment.date,
    paymentMethod: payment.paymentMethod,
    comments: payment.comments ?? "",
    bills: [{ billId: payment.billId, amount: payment.amount }],
  });
  return body.payment as { id: number; no: string };
}
