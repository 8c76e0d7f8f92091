import type { APIRequestContext, Page } from "@playwright/test";
import { addDaysIso } from "../../app/lib/dates";
import { expect, test, type TestUser } from "./fixtures";
import { addVendor, enterBill, setUpBooks } from "./purchasing-fixtures";

// The Company Dashboard of a company with books (made through the API): its widgets show the
// company's figures, each leads to its report, and the charts are drawn on the server with their
// numbers in tables — with JavaScript and without it.

/** The company's today (its time zone is UTC+00:00). */
const today = new Date().toISOString().slice(0, 10);

async function post(request: APIRequestContext, user: TestUser, path: string, data: Record<string, unknown>) {
  const response = await request.post(path, { data, headers: { Authorization: `Bearer ${user.token}` } });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

/**
 * Checking with 5,000.00, Rent and Utilities expenses, Sales income; a bill of 400.00 from City Power
 * due ten days ago and one of 250.00 due in twenty days; an invoice of 1,200.00 to Ann's Bakery due
 * five days ago; a cash expense of 75.00 for utilities paid from Checking today.
 */
async function busyCompany(request: APIRequestContext, user: TestUser) {
  const books = await setUpBooks(request, user);
  const { companyId } = books;
  const account = async (accountType: string, accountNumber: string, accountName: string) =>
    (await post(request, user, "/api/company-account/create", { companyId, accountType, accountNumber, accountName })).account.id as number;
  const sales = await account("Income", "4000", "Sales");
  const utilities = await account("Expense", "6300", "Utilities");
  const power = await addVendor(request, user, books, "POWER", "City Power");
  await enterBill(request, user, books, power, { date: addDaysIso(today, -40), dueDate: addDaysIso(today, -10), amount: "400.00" });
  await enterBill(request, user, books, power, { date: today, dueDate: addDaysIso(today, 20), amount: "250.00" });
  const ann = (await post(request, user, "/api/customer/customers", { companyId, customerId: "ANN", customerName: "Ann's Bakery" }))
    .customer.id;
  await post(request, user, "/api/customer/invoices", {
    companyId,
    customerId: ann,
    date: addDaysIso(today, -35),
    dueDate: addDaysIso(today, -5),
    accountRecords: [{ accountId: sales, amount: "1200.00" }],
  });
  await post(request, user, "/api/vendor/cash-expense", {
    companyId,
    payFromAccountId: books.bank,
    date: today,
    accountRecords: [{ accountId: utilities, amount: "75.00" }],
  });
  return companyId;
}

const widget = (page: Page, key: string) => page.locator(`[data-widget="${key}"]`);

async function expectFigures(page: Page, companyId: number) {
  await page.goto(`/company/${companyId}/dashboard`);
  await expect(page.getByRole("main").locator("[data-widget] h2")).toHaveCount(18);

  // Banking: Checking's balance, 5,000.00 less the 75.00 expense, leading to its register.
  const banking = widget(page, "banking");
  await expect(banking.getByRole("row", { name: /Checking/ })).toContainText("$4,925.00");
  await expect(banking.getByRole("link", { name: /Checking/ })).toHaveAttribute("href", /\/banking\/transactions\/\d+$/);

  // Who I Owe: 650.00 owed to City Power, 400.00 of it 1 - 30 days past due (the chart's table).
  const owe = widget(page, "whoIOwe");
  await expect(owe).toContainText("Owed to vendors: $650.00");
  await expect(owe.getByRole("img", { name: "Owed to vendors by days past due" })).toBeVisible();
  const oweTable = owe.getByRole("table", { name: "Owed to vendors by days past due" });
  await expect(oweTable.getByRole("row", { name: /1 - 30/ })).toContainText("$400.00");
  await expect(oweTable.getByRole("row", { name: /Current/ })).toContainText("$250.00");
  await expect(owe.getByRole("link", { name: "Who I Owe: A/P Aging Summary" })).toHaveAttribute(
    "href",
    `/company/${companyId}/dashboard/reports/vendors-payables/ap-aging-summary`,
  );

  // Money Coming In and Going Out.
  await expect(widget(page, "moneyComingIn")).toContainText(/Overdue\s*\$1,200\.00/);
  await expect(widget(page, "moneyGoingOut")).toContainText(/Overdue\s*\$400\.00/);
  await expect(widget(page, "moneyGoingOut")).toContainText(/Due later\s*\$250\.00/);

  // Expenses: the donut's legend is a table with each account's amount and share.
  const expenses = widget(page, "expenses");
  await expect(expenses.getByRole("img", { name: /^Expenses by account/ })).toBeVisible();
  await expect(expenses.getByRole("row", { name: /Rent/ })).toContainText("$650.00");
  await expect(expenses.getByRole("row", { name: /Utilities/ })).toContainText("$75.00");
  await expect(expenses.getByRole("row", { name: /Total/ })).toContainText("$725.00");

  // Messages And Tasks: the overdue bill and invoice, each a link to its document.
  const tasks = widget(page, "messagesTasks");
  await expect(tasks.getByRole("row", { name: /Bill overdue/ })).toContainText("City Power");
  await expect(tasks.getByRole("row", { name: /Invoice overdue/ })).toContainText("Ann's Bakery");
  await tasks.getByRole("link", { name: /^Invoice .*\$1,200\.00 open/ }).click();
  await expect(page).toHaveURL(/\/customers\/documents\/\d+$/);
}

test("the dashboard shows the company's figures, each widget leading to its report", async ({ page, request, user }) => {
  const companyId = await busyCompany(request, user);
  await expectFigures(page, companyId);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the widgets and their charts are all there, drawn by the server", async ({ page, request, user }) => {
    const companyId = await busyCompany(request, user);
    await expectFigures(page, companyId);
    // Year over Year Income: this year's bars beside last year's, the numbers in a table.
    await page.goto(`/company/${companyId}/dashboard`);
    const yoy = widget(page, "yearOverYearIncome");
    await expect(yoy.locator("svg rect").first()).toBeAttached();
    await expect(yoy.getByRole("table").getByRole("columnheader")).toHaveCount(3);
  });

  test("the period selector is a plain GET form: the period widgets follow it, in the address and their links", async ({
    page,
    request,
    user,
  }) => {
    const companyId = await busyCompany(request, user);
    await page.goto(`/company/${companyId}/dashboard`);
    const form = page.getByRole("form", { name: "Dashboard period" });
    await expect(form.getByLabel("Period")).toHaveValue("financial_year_to_date");
    const us = `${today.slice(5, 7)}/${today.slice(8, 10)}/${today.slice(0, 4)}`;
    await form.getByLabel("Period").selectOption("custom");
    await form.getByLabel("From").fill(us);
    await form.getByLabel("To").fill(us);
    await form.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/[?&]period=custom&from=[^&]+&to=/);
    // Today only: the bill of 250.00 and the 75.00 expense; the bill of forty days ago is outside.
    const expenses = widget(page, "expenses");
    await expect(expenses).toContainText(`Custom: ${us} – ${us}`);
    await expect(expenses.getByRole("row", { name: /Rent/ })).toContainText("$250.00");
    await expect(expenses.getByRole("row", { name: /Total/ })).toContainText("$325.00");
    await expect(expenses.getByRole("link", { name: "Expenses: Expense report" })).toHaveAttribute(
      "href",
      `/company/${companyId}/dashboard/reports/company-finance/expense?period=custom&from=${today}&to=${today}`,
    );
    // Year over Year compares the same day a year earlier, and opens the Profit and Loss on it by month.
    const yoy = widget(page, "yearOverYearExpense");
    await expect(yoy).toContainText(`${us} – ${us}: $325.00`);
    await expect(yoy.getByRole("link", { name: "Year over Year Expense: Profit & Loss" })).toHaveAttribute(
      "href",
      `/company/${companyId}/dashboard/reports/company-finance/profit-loss?period=custom&from=${today}&to=${today}&columns=month&compare=previous_year`,
    );
    // The as-of widgets stay as of today.
    await expect(widget(page, "whoIOwe")).toContainText("Owed to vendors: $650.00");
  });
});
