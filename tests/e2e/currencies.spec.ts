import type { Page } from "@playwright/test";
import { createCompany, expect, test } from "./fixtures";

// Company › Manage Currency (ADR 0085): the owner reaches it from the sidebar, adds a foreign
// currency, enters a dated rate, and sees it listed as the latest rate — with JavaScript and
// without. Without multi-currency the screen says so and links to Company Preferences.

async function addCurrencyAndRate(page: Page, companyId: number) {
  test.slow(); // a build's worth of page loads on a shared machine
  await page.goto(`/company/${companyId}/dashboard/company/currencies`);
  await expect(page.getByRole("heading", { name: "Manage Currency", level: 1 })).toBeVisible();
  const table = page.getByRole("table", { name: "Currencies" });
  await expect(table.getByRole("row", { name: /^USD / })).toContainText("US Dollar (home currency)");
  await expect(page.getByText(/Documents and reports stay in the home currency/)).toBeVisible();

  const add = page.getByRole("form", { name: "Add currency" });
  await add.getByLabel("Currency").selectOption("EUR");
  await add.getByRole("button", { name: "Add Currency" }).click();
  await expect(page.getByRole("heading", { name: "EUR exchange rates", level: 1 })).toBeVisible();
  await expect(page.getByText("EUR added to the currency list.")).toBeVisible();

  const rate = page.getByRole("form", { name: "Add exchange rate" });
  await rate.getByLabel("Date", { exact: true }).fill("11/02/2026");
  await rate.getByLabel("1 EUR = ? USD").fill("1.08456789");
  await rate.getByRole("button", { name: "Add Rate" }).click();
  await expect(page.getByText("Exchange rate added.")).toBeVisible();
  const rates = page.getByRole("table", { name: "EUR exchange rates" });
  await expect(rates.getByRole("row", { name: /11\/02\/2026/ })).toContainText("1.08456789");

  await page.getByRole("link", { name: "← Manage Currency" }).click();
  const eur = page.getByRole("table", { name: "Currencies" }).getByRole("row", { name: /^EUR / });
  await expect(eur).toContainText("Euro");
  await expect(eur).toContainText("1.08456789");
  await expect(eur).toContainText("11/02/2026");
}

test("an owner adds a currency and a rate, and sees the latest rate listed", async ({ page, request, user }) => {
  const company = await createCompany(request, user, { enableMultiCurrency: true });
  await page.goto(`/company/${company.id}/dashboard/overview`);
  await expect(page.locator('button[aria-controls="company-sidebar"]')).toBeAttached(); // hydrated
  const sidebar = page.getByRole("navigation", { name: "Company menu" });
  // The Company group is open on its Overview.
  const entry = sidebar.getByRole("link", { name: "Manage Currency", exact: true });
  await expect(entry).toHaveAttribute("href", `/company/${company.id}/dashboard/company/currencies`);
  await entry.click();
  await expect(page.getByRole("heading", { name: "Manage Currency", level: 1 })).toBeVisible();
  await addCurrencyAndRate(page, company.id);
});

test("without multi-currency the screen says so and links to Company Preferences", async ({ page, request, user }) => {
  const company = await createCompany(request, user);
  await page.goto(`/company/${company.id}/dashboard/company/currencies`);
  const off = page.getByText(/Multi-currency is off for this company/);
  await expect(off).toBeVisible();
  await expect(page.getByRole("form", { name: "Add currency" })).toHaveCount(0);
  await expect(off.getByRole("link", { name: "Company Preferences", exact: true })).toHaveAttribute(
    "href",
    `/company/${company.id}/dashboard/settings/company-preferences`,
  );
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the currency and its rate are added through plain forms", async ({ page, request, user }) => {
    const company = await createCompany(request, user, { enableMultiCurrency: true });
    await addCurrencyAndRate(page, company.id);
    // Remove asks first, then the currency goes with its rate.
    await page.getByRole("link", { name: "Remove EUR" }).click();
    const confirm = page.getByRole("form", { name: "Remove EUR" });
    await expect(confirm).toContainText("with its 1 exchange rate?");
    await confirm.getByRole("button", { name: "Remove EUR" }).click();
    await expect(page.getByText("EUR removed from the currency list.")).toBeVisible();
    await expect(page.getByRole("table", { name: "Currencies" }).getByRole("row", { name: /^EUR / })).toHaveCount(0);
  });
});
