import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { createCompany, expect, test } from "./fixtures";

// The company setup wizard with JavaScript on, and /welcome-company that leads to it.

const stepList = (page: Page) => page.getByRole("navigation", { name: "Setup steps" }).getByRole("listitem");
const ticks = (page: Page) => page.getByRole("navigation", { name: "Setup steps" }).getByRole("img", { name: "Completed" });
const stepHeading = (page: Page, name: string) => page.getByRole("heading", { level: 2, name, exact: true });
const next = (page: Page) => page.getByRole("button", { name: "Next", exact: true });

/** Once hydrated the country is a search combobox (a button), no longer a native select. */
async function waitForHydration(page: Page) {
  await expect(page.locator('button[role="combobox"]#setup-country')).toBeAttached();
}

async function pickFromCombobox(page: Page, label: string, search: string, option: string) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByPlaceholder("Search...").fill(search);
  await page.getByRole("option", { name: option, exact: true }).click();
  await expect(page.getByRole("combobox", { name: label })).toHaveText(option);
}

async function fillCompanyInfo(page: Page, companyName: string) {
  await page.getByRole("textbox", { name: "Company Name" }).fill(companyName);
  await page.getByRole("textbox", { name: "Legal Name" }).fill(`${companyName} Ltd`);
  await page.getByRole("textbox", { name: "Federal ID" }).fill("12-3456789");
  await page.getByRole("textbox", { name: "Phone" }).fill("01494 123456");
  await page.getByRole("textbox", { name: "Email" }).fill("accounts@example.test");
  await page.getByRole("textbox", { name: "Address Line 1" }).fill("1 High Street");
  await page.getByRole("textbox", { name: "City" }).fill("High Wycombe");
  await page.getByRole("textbox", { name: "ZIP Code" }).fill("HP11 2AA");
}

test("Welcome Company offers both setups", async ({ page, user: _user }) => {
  await page.goto("/welcome-company");
  await expect(page).toHaveTitle("Ledgerline | Welcome Company");
  await expect(page.getByRole("heading", { name: "Skip Setup" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Start Setup" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Skip Setup" })).toHaveAttribute("href", "/company-setup?skipSetup=true");
  await expect(page.getByRole("link", { name: "Start Setup" })).toHaveAttribute("href", "/company-setup");
});

test("short flow: company info, industry, encryption, then the new company's dashboard", async ({ page, user: _user }) => {
  const companyName = `Quick Books ${randomUUID().slice(0, 8)}`;
  await page.goto("/welcome-company");
  await page.getByRole("link", { name: "Skip Setup" }).click();
  await expect(page).toHaveURL(/\/company-setup\?skipSetup=true$/);
  await expect(page).toHaveTitle("Ledgerline | Company Setup");
  await expect(stepList(page)).toHaveText([/Company Info/, /Industry Type/, /Encryption/, /Finish/]);
  await waitForHydration(page);

  // Next validates in the browser first, with the spec's messages.
  await next(page).click();
  await expect(page.getByText("Company name is required")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Company Name" })).toHaveAttribute("aria-invalid", "true");

  await fillCompanyInfo(page, companyName);
  await next(page).click();
  await expect(stepHeading(page, "Industry Type")).toBeVisible();
  await expect(ticks(page)).toHaveCount(1);

  // The search box filters the radios by label text.
  await page.getByLabel("Search industries").fill("consult");
  await expect(page.getByRole("radio", { name: "Consulting", exact: true })).toBeVisible();
  await expect(page.getByRole("radio", { name: "Restaurant" })).toBeHidden();
  await page.getByRole("radio", { name: "IT consulting" }).check();
  await next(page).click();

  await expect(stepHeading(page, "Encryption")).toBeVisible();
  await expect(page.getByText("mandatory to open the company")).toBeVisible();
  await expect(page.getByText(/unrecoverable/)).toBeVisible();
  await next(page).click();

  await expect(page).toHaveURL(/\/company-setup\?step=congratulations&companyId=\d+&skipSetup=true$/);
  await expect(page.getByText("Company created successfully")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Congratulations!" })).toBeVisible();
  await expect(page.getByText(companyName)).toBeVisible();
  await expect(ticks(page)).toHaveCount(3);
  await expect(stepList(page).last()).toHaveAttribute("aria-current", "step");

  await page.getByRole("button", { name: "Go to Dashboard" }).click();
  await expect(page).toHaveURL(/\/company\/\d+\/dashboard$/);
  await expect(page.getByText(companyName).first()).toBeVisible();
});

test("full flow: all eight steps, with ticks on completed steps and Back keeping the values", async ({ page, user: _user }) => {
  test.slow(); // eight steps, each a round trip: about 30 s on a busy 2-core machine
  const companyName = `Full Books ${randomUUID().slice(0, 8)}`;
  await page.goto("/welcome-company");
  await page.getByRole("link", { name: "Start Setup" }).click();
  await expect(page).toHaveURL(/\/company-setup$/);
  await expect(stepList(page)).toHaveCount(8);
  await expect(stepList(page).first()).toHaveAttribute("aria-current", "step");
  await waitForHydration(page);

  // A new company's defaults, and a new country resets the region at once.
  await expect(page.getByRole("combobox", { name: "Country" })).toHaveText("United Kingdom");
  await expect(page.getByRole("combobox", { name: "State/Region" })).toHaveText("Buckinghamshire");
  await expect(page.getByLabel("Time Zone")).toHaveValue("UTC+00:00 London, Dublin, Lisbon");
  await pickFromCombobox(page, "Country", "united states", "United States");
  await expect(page.getByRole("combobox", { name: "State/Region" })).toHaveText("Alabama");
  await pickFromCombobox(page, "State/Region", "tex", "Texas");
  await fillCompanyInfo(page, companyName);
  await next(page).click();

  await expect(stepHeading(page, "Industry Type")).toBeVisible();
  await page.getByRole("radio", { name: "Retail and online store" }).check();
  await next(page).click();

  await expect(stepHeading(page, "Terminology and Currency")).toBeVisible();
  await expect(ticks(page)).toHaveCount(2);
  await expect(page.getByRole("combobox", { name: "Primary Currency" })).toHaveText("USD - US Dollar ($)");
  await expect(page.getByLabel("Fiscal Year Start Month")).toHaveValue("January");

  // Back keeps what was entered, and the ticks stay.
  await page.getByRole("button", { name: "Back" }).click();
  await expect(stepHeading(page, "Industry Type")).toBeVisible();
  await expect(page.getByRole("radio", { name: "Retail and online store" })).toBeChecked();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(stepHeading(page, "Company Info")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Company Name" })).toHaveValue(companyName);
  await expect(page.getByRole("combobox", { name: "State/Region" })).toHaveText("Texas");
  await expect(ticks(page)).toHaveCount(2);
  await next(page).click();
  await next(page).click();

  await expect(stepHeading(page, "Terminology and Currency")).toBeVisible();
  await page.getByRole("radio", { name: "Client" }).check();
  await page.getByRole("radio", { name: "Supplier" }).check();
  await pickFromCombobox(page, "Primary Currency", "cad", "CAD - Canadian Dollar (CA$)");
  await page.getByLabel("Fiscal Year Start Month").selectOption("April");
  await next(page).click();

  await expect(stepHeading(page, "Services and Products")).toBeVisible();
  await page.getByRole("radio", { name: "Products", exact: true }).check();
  await page.getByRole("checkbox", { name: "Enable inventory tracking" }).check();
  await expect(page.getByLabel("Inventory Scheme")).toHaveValue("average");
  await next(page).click();

  await expect(stepHeading(page, "Accounts")).toBeVisible();
  await expect(ticks(page)).toHaveCount(4);
  const boxes = page.getByRole("checkbox");
  await expect(boxes).toHaveCount(10);
  await page.getByRole("button", { name: "Select All" }).click();
  for (const box of await boxes.all()) await expect(box).toBeChecked();
  await page.getByRole("checkbox", { name: "Telephone" }).uncheck();
  await page.getByRole("button", { name: "Restore Recommendations" }).click();
  await expect(page.getByRole("checkbox", { name: "Telephone" })).toBeChecked();
  await next(page).click();

  await expect(stepHeading(page, "Bill Tracking")).toBeVisible();
  await expect(page.getByRole("radio", { name: "Yes" })).toBeChecked();
  await next(page).click();

  await expect(stepHeading(page, "Encryption")).toBeVisible();
  await expect(ticks(page)).toHaveCount(6);
  await page.getByRole("checkbox", { name: "Enable encryption" }).check();
  await page.getByLabel("Company Password").fill("open sesame 42");
  await page.getByLabel("Confirm Password").fill("open sesame 43");
  await next(page).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await page.getByRole("checkbox", { name: "Enable encryption" }).uncheck();
  await next(page).click();

  await expect(page).toHaveURL(/\/company-setup\?step=congratulations&companyId=\d+$/);
  await expect(page.getByRole("heading", { name: "Congratulations!" })).toBeVisible();
  await expect(ticks(page)).toHaveCount(7);
  await page.getByRole("button", { name: "Go to Dashboard" }).click();
  await expect(page).toHaveURL(/\/company\/\d+\/dashboard$/);
  await expect(page.getByText(companyName).first()).toBeVisible();
});

test("Cancel warns; No stays with the data, Yes leaves", async ({ page, user: _user }) => {
  await page.goto("/company-setup");
  await waitForHydration(page);
  await page.getByRole("textbox", { name: "Company Name" }).fill("Half Done Ltd");

  await page.getByRole("button", { name: "Cancel" }).click();
  const warning = page.getByRole("alertdialog", { name: "Warning" });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText("None of the information you entered will be saved. Setup will continue at your next log in.");
  await warning.getByRole("button", { name: "No" }).click();
  await expect(warning).toBeHidden();
  await expect(page).toHaveURL(/\/company-setup$/);
  await expect(page.getByRole("textbox", { name: "Company Name" })).toHaveValue("Half Done Ltd");

  await page.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("alertdialog", { name: "Warning" }).getByRole("button", { name: "Yes" }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test("a duplicate company name (any case) sends the user back to Company Info", async ({ page, request, user }) => {
  const existing = await createCompany(request, user);
  await page.goto("/company-setup?skipSetup=true");
  await waitForHydration(page);
  await fillCompanyInfo(page, existing.companyName.toUpperCase());
  await next(page).click();
  await page.getByRole("radio", { name: "Construction" }).check();
  await next(page).click();
  await expect(stepHeading(page, "Encryption")).toBeVisible();
  await next(page).click();

  await expect(stepHeading(page, "Company Info")).toBeVisible();
  const message = "A company with this name already exists. Please choose a different name.";
  await expect(page.locator("#setup-messages")).toHaveText(message);
  await expect(page.locator("#setup-companyName-error")).toHaveText(message);
  await expect(page.getByRole("textbox", { name: "Company Name" })).toHaveValue(existing.companyName.toUpperCase());
});
