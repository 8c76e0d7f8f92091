import type { Page } from "@playwright/test";
import { consultingBooks } from "./consulting-books";
import { expect, test } from "./fixtures";

// An IT consulting firm's month: a consultant placed at a customer, a week of hours entered,
// submitted and approved, the hours invoiced — the invoice in Customers > Invoices and the
// customer's balance on the A/R side.

const main = (page: Page) => page.getByRole("main");

test("consultant → placement → a week of hours → approve → invoice, listed with the other invoices", async ({ page, request, user }) => {
  test.slow();
  const { companyId } = await consultingBooks(request, user);
  const base = `/company/${companyId}/dashboard`;

  // New Consultant, then a placement on the consultant's page.
  await page.goto(`${base}/consultant/add-customer-consultant`);
  await page.getByLabel("Consultant Name").fill("Rita Rust");
  await page.getByLabel("Default Bill Rate (per hour)").fill("125.00");
  await page.getByLabel("Pay Rate (per hour)").fill("90.00");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("heading", { name: "Edit Consultant: Rita Rust" })).toBeVisible();
  const add = page.getByRole("form", { name: "Add placement" });
  await add.getByLabel("Customer").selectOption({ label: "Globex Corp" });
  await add.getByLabel("Service Item").selectOption({ label: "IT Consulting" });
  await add.getByLabel("Start Date").fill("11/01/2026");
  await add.getByRole("button", { name: "Add Placement" }).click();
  await expect(page.getByRole("form", { name: "Placement at Globex Corp" })).toBeVisible();

  // A week of hours: Monday 8, Tuesday 7.5; submitted, then approved.
  await page.goto(`${base}/consultant/timesheet/week`);
  await page.getByLabel("Consultant", { exact: true }).selectOption({ label: "Rita Rust" });
  await page.getByLabel("Week (any day)").fill("11/04/2026");
  await page.getByRole("button", { name: "Open Week" }).click();
  await expect(page.getByRole("heading", { name: "Timesheet: Rita Rust, week of 11/02/2026" })).toBeVisible();
  await page.getByLabel("Globex Corp Mon 11/02/2026").fill("8");
  await page.getByLabel("Globex Corp Tue 11/03/2026").fill("7.5");
  await page.getByRole("button", { name: "Submit for Approval" }).click();
  await expect(main(page).getByText("Status: Submitted")).toBeVisible();
  await page.getByRole("button", { name: "Approve" }).click();
  await expect(main(page).getByText("Status: Approved")).toBeVisible();
  await expect(page.getByLabel("Globex Corp Tue 11/03/2026")).toHaveValue("7.50");

  // Invoice the month: 15.5 h × 125.00 = 1,937.50.
  await page.goto(`${base}/consultant/invoice`);
  const create = page.getByRole("form", { name: "Create invoices from timesheets" });
  await create.getByLabel("From", { exact: true }).fill("11/01/2026");
  await create.getByLabel("To", { exact: true }).fill("11/30/2026");
  await create.getByLabel("Invoice Date").fill("11/09/2026");
  await create.getByRole("button", { name: "Create Invoices" }).click();
  const invoices = main(page).getByRole("table", { name: "Invoices from timesheets" });
  await expect(invoices.getByRole("row").nth(1)).toContainText("Globex Corp");
  await expect(invoices.getByRole("row").nth(1)).toContainText("15.50");
  await expect(invoices.getByRole("row").nth(1)).toContainText("$1,937.50");

  // The same invoice among the customer's invoices, and in the timesheet list as billed.
  await page.goto(`${base}/customers/invoices`);
  await expect(main(page).getByRole("row", { name: /Globex Corp/ })).toContainText("1,937.50");
  await page.goto(`${base}/consultant/timesheet`);
  await expect(main(page).getByLabel("Totals")).toContainText("Total hours 15.50 · Unbilled 0.00 · Billed 15.50");
});
