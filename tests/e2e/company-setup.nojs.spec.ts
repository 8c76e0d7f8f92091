import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// The company setup wizard with JavaScript disabled: every step is a plain HTML form post.

const ticks = (page: Page) => page.getByRole("navigation", { name: "Setup steps" }).getByRole("img", { name: "Completed" });
const stepHeading = (page: Page, name: string) => page.getByRole("heading", { level: 2, name, exact: true });
const next = (page: Page) => page.getByRole("button", { name: "Next", exact: true });

test("short flow without JavaScript, from Welcome Company to the company's dashboard", async ({ page, user: _user }) => {
  const companyName = `No Script Books ${randomUUID().slice(0, 8)}`;
  await page.goto("/welcome-company");
  await page.getByRole("link", { name: "Skip Setup" }).click();
  await expect(page).toHaveURL(/\/company-setup\?skipSetup=true$/);

  // Server-side validation with the spec's messages.
  await next(page).click();
  await expect(page.getByText("Company name is required")).toBeVisible();
  await expect(page.getByText("Federal ID is required")).toBeVisible();

  await page.getByLabel("Company Name").fill(companyName);
  await page.getByLabel("Legal Name").fill(`${companyName} Ltd`);
  await page.getByLabel("Federal ID").fill("12-3456789");
  await page.getByLabel("Phone").fill("01494 123456");
  await page.getByLabel("Email").fill("accounts@example.test");
  await page.getByLabel("Address Line 1").fill("1 High Street");
  await page.getByLabel("City").fill("High Wycombe");
  await page.getByLabel("ZIP Code").fill("HP11 2AA");
  await expect(page.getByLabel("Country")).toHaveValue("United Kingdom");
  await expect(page.getByLabel("State/Region")).toHaveValue("Buckinghamshire");

  // A new country: the region list follows on the next submit.
  await page.getByLabel("Country").selectOption("Canada");
  await next(page).click();
  await expect(page.getByText("State/Region was reset to Alberta")).toBeVisible();
  await expect(page.getByLabel("State/Region")).toHaveValue("Alberta");
  await expect(page.getByLabel("Company Name")).toHaveValue(companyName);
  await page.getByLabel("State/Region").selectOption("Ontario");
  await next(page).click();

  await expect(stepHeading(page, "Industry Type")).toBeVisible();
  await expect(ticks(page)).toHaveCount(1);
  await expect(page.getByLabel("Search industries")).toHaveCount(0);
  await page.getByRole("radio", { name: "Manufacture companies" }).check();

  // Cancel: the warning is rendered by the server; No keeps the choice.
  await page.getByRole("button", { name: "Cancel" }).click();
  const warning = page.getByRole("alertdialog", { name: "Warning" });
  await expect(warning).toContainText("None of the information you entered will be saved. Setup will continue at your next log in.");
  await warning.getByRole("button", { name: "No" }).click();
  await expect(warning).toHaveCount(0);
  await expect(page.getByRole("radio", { name: "Manufacture companies" })).toBeChecked();
  await next(page).click();

  await expect(stepHeading(page, "Encryption")).toBeVisible();
  await expect(ticks(page)).toHaveCount(2);
  await page.getByLabel("Enable encryption").check();
  await page.getByLabel("Company Password").fill("open sesame 42");
  await page.getByLabel("Confirm Password").fill("something else");
  await next(page).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  // Passwords are never sent back; the box stays ticked.
  await expect(page.getByLabel("Company Password")).toHaveValue("");
  await expect(page.getByLabel("Enable encryption")).toBeChecked();
  await page.getByLabel("Enable encryption").uncheck();
  await next(page).click();

  await expect(page).toHaveURL(/\/company-setup\?step=congratulations&companyId=\d+&skipSetup=true$/);
  await expect(page.getByText("Company created successfully")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Congratulations!" })).toBeVisible();
  await expect(ticks(page)).toHaveCount(3);
  // A refresh shows the same page and creates nothing.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Congratulations!" })).toBeVisible();

  await page.getByRole("button", { name: "Go to Dashboard" }).click();
  await expect(page).toHaveURL(/\/company\/\d+\/dashboard$/);
  await expect(page.getByText(companyName).first()).toBeVisible();
});

test("Cancel, then Yes, leaves the wizard without JavaScript", async ({ page, user: _user }) => {
  await page.goto("/company-setup");
  await page.getByLabel("Company Name").fill("Never Saved Ltd");
  await page.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("alertdialog", { name: "Warning" }).getByRole("button", { name: "Yes" }).click();
  await expect(page).toHaveURL(/\/home$/);
});
