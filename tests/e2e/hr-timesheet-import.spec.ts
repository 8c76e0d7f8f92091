import type { Page } from "@playwright/test";
import { consultingBooks, post } from "./consulting-books";
import { expect, test } from "./fixtures";

// Consultant › Import HR Timesheet (ADR 0086): an IT consulting firm uploads its HR system's export
// of hours, reads the preview with a bad line, uploads the fixed file, imports it, and finds the
// import on HR Timesheets with the weeks it filled, submitted on the Timesheet list.

const main = (page: Page) => page.getByRole("main");

async function upload(page: Page, name: string, text: string) {
  await main(page)
    .getByLabel(/^CSV file/)
    .setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(text) });
  await main(page).getByRole("button", { name: "Upload and preview" }).click();
}

test("HR timesheet file: upload → preview with a bad line → fixed → import → listed with its weeks", async ({ page, request, user }) => {
  test.slow();
  const { companyId, itemId: item, customerId: customer } = await consultingBooks(request, user);
  const rita = (
    await post(request, user, `/api/consultant/consultants/company/${companyId}`, {
      consultantName: "Rita Rust",
      email: "rita@example.com",
      billRate: "125.00",
    })
  ).consultant.id;
  await post(request, user, `/api/consultant/consultants/${rita}`, { customerId: customer, itemId: item, startDate: "11/01/2026" });
  const base = `/company/${companyId}/dashboard`;

  await page.goto(`${base}/consultant/timesheet`);
  await main(page).getByRole("link", { name: "HR Timesheets" }).click();
  await expect(page.getByRole("heading", { name: "HR Timesheets" })).toBeVisible();
  await expect(main(page).getByText("No HR timesheets imported yet")).toBeVisible();
  await main(page).getByRole("link", { name: "Import HR Timesheet" }).click();
  await expect(page.getByRole("heading", { name: "Import HR Timesheet" })).toBeVisible();

  const header = "Consultant,Email,Date,Customer,Hours,Notes";
  await upload(page, "hr-november.csv", `${header}\nRita Rust,,11/02/2026,Globex Corp,8,Kick-off\nRita Rust,,11/03/2026,Globex Corp,30,\n`);
  await expect(main(page).getByText("hr-november.csv: 1 line is not valid: nothing was imported")).toBeVisible();
  await expect(main(page).getByRole("list", { name: "Problems" })).toContainText(
    'line 3: "30" is not a number of hours from 0 to 24 with at most 2 decimals',
  );
  await expect(main(page).getByRole("button", { name: "Import", exact: true })).toBeDisabled();

  await upload(
    page,
    "hr-november.csv",
    `${header}\nRita Rust,,11/02/2026,Globex Corp,8,Kick-off\n,rita@example.com,11/03/2026,GLOBEX,7.5,\n`,
  );
  await expect(
    main(page).getByText("Dry run: would import 2 lines of hours (15.50 hours, 1 week of 1 consultant, dated 11/02/2026 to 11/03/2026)"),
  ).toBeVisible();
  await main(page).getByRole("button", { name: "Import", exact: true }).click();
  await expect(page.getByRole("heading", { name: "3. Imported: hr-november.csv" })).toBeVisible();

  await main(page).getByRole("link", { name: "HR timesheet imports" }).click();
  const table = main(page).getByRole("table", { name: "HR timesheet imports" });
  await expect(table.getByRole("row").nth(1)).toContainText("hr-november.csv");
  await expect(table.getByRole("row").nth(1)).toContainText("15.50");
  await table.getByRole("link", { name: "Weeks filled by hr-november.csv" }).click();
  const weeks = main(page).getByRole("table", { name: "Timesheets" });
  await expect(weeks.getByRole("row")).toHaveCount(2);
  await expect(weeks.getByRole("row").nth(1)).toContainText("Rita Rust");
  await expect(weeks.getByRole("row").nth(1)).toContainText("Submitted");
  await expect(weeks.getByRole("row").nth(1)).toContainText("15.50");
});
