import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { createCompany, expect, test, type TestUser } from "./fixtures";

// A save that fails never throws away what was typed (issue 11, item 11), with JavaScript on:
// the journal entry form, the company setup wizard's last step and the new account form each meet
// a dropped network, a server error (500) and an expired session.

// Each test types a whole form and saves it two or three times: give it room on a busy machine.
test.slow();

const NETWORK = "Unable to connect to the server. Please check your internet connection.";

/** Make the next form POST (Remix's `.data` request) fail: no response, or a bare 500. */
async function failNextPost(page: Page, how: "network" | "server") {
  await page.route(
    (url) => url.pathname.endsWith(".data"),
    async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      if (how === "network") return route.abort("internetdisconnected");
      return route.fulfill({ status: 500, contentType: "text/html", body: "<h1>Internal Server Error</h1>" });
    },
    { times: 1 },
  );
}

/** The session ends behind the page's back: the next save meets no session. */
async function expireSession(page: Page) {
  await page.context().clearCookies();
}

async function signInAgain(page: Page, user: TestUser) {
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await expect(page.getByText("Please log in to continue")).toBeVisible();
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

// ---------------------------------------------------------------- journal entry

async function books(request: APIRequestContext, user: TestUser) {
  const company = await createCompany(request, user);
  for (const data of [
    { accountType: "Expense", accountNumber: "5100", accountName: "Rent" },
    { accountType: "Equity", accountNumber: "3000", accountName: "Owner Capital" },
  ]) {
    const response = await request.post("/api/company-account/create", {
      data: { companyId: company.id, ...data },
      headers: { Authorization: `Bearer ${user.token}` },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  return company.id;
}

async function chooseAccount(page: Page, row: number, label: string) {
  await page.getByRole("combobox", { name: `Account, row ${row}` }).click();
  await page.getByRole("option", { name: label }).click();
}

async function typeEntry(page: Page, companyId: number) {
  await page.goto(`/company/${companyId}/dashboard/journalentry`);
  await expect(page.getByRole("button", { name: "Help" })).toBeVisible();
  await page.getByRole("textbox", { name: "Date", exact: true }).fill("03152026");
  await chooseAccount(page, 1, "5100 - Rent");
  await page.getByLabel("Memo, row 1", { exact: true }).fill("Office rent");
  await page.getByLabel("Debit, row 1", { exact: true }).fill("250.50");
  await chooseAccount(page, 2, "3000 - Owner Capital");
  await page.getByLabel("Credit, row 2", { exact: true }).fill("250.50");
  await page.getByLabel("Comments").fill("March rent");
}

async function expectEntryKept(page: Page) {
  await expect(page.getByRole("textbox", { name: "Date", exact: true })).toHaveValue("03/15/2026");
  await expect(page.getByRole("combobox", { name: "Account, row 1" })).toContainText("5100 - Rent");
  await expect(page.getByLabel("Memo, row 1", { exact: true })).toHaveValue("Office rent");
  await expect(page.getByLabel("Debit, row 1", { exact: true })).toHaveValue(/^250\.50$|^\$?250\.50$/);
  await expect(page.getByRole("combobox", { name: "Account, row 2" })).toContainText("3000 - Owner Capital");
  await expect(page.getByLabel("Credit, row 2", { exact: true })).toHaveValue(/250\.50/);
  await expect(page.getByLabel("Comments")).toHaveValue("March rent");
}

test.describe("journal entry", () => {
  test("a dropped network keeps the entry and says so", async ({ page, request, user }) => {
    const companyId = await books(request, user);
    await typeEntry(page, companyId);
    await failNextPost(page, "network");
    await page.getByRole("button", { name: "Save and Close" }).click();
    await expect(page.getByRole("alert").filter({ hasText: NETWORK })).toBeVisible();
    await expect(page.getByText("Something went wrong")).toHaveCount(0);
    await expectEntryKept(page);

    // The network is back: the same form saves.
    await page.getByRole("button", { name: "Save and Close" }).click();
    await expect(page).toHaveURL(new RegExp(`/company/${companyId}/dashboard$`));
    await expect(page.getByText("Journal entry saved successfully!").first()).toBeVisible();
  });

  test("a server error keeps the entry with the spec's message", async ({ page, request, user }) => {
    const companyId = await books(request, user);
    await typeEntry(page, companyId);
    await failNextPost(page, "server");
    await page.getByRole("button", { name: "Save and Close" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Unable to save journal entry. Please try again later." })).toBeVisible();
    await expectEntryKept(page);
  });

  test("an expired session signs in again and brings the entry back", async ({ page, request, user }) => {
    const companyId = await books(request, user);
    await typeEntry(page, companyId);
    await expireSession(page);
    await page.getByRole("button", { name: "Save and Close" }).click();
    await signInAgain(page, user);
    await expect(page).toHaveURL(new RegExp(`/company/${companyId}/dashboard/journalentry$`));
    await expectEntryKept(page);

    // Saved this time; the draft is gone with it.
    await page.getByRole("button", { name: "Save and Close" }).click();
    await expect(page.getByText("Journal entry saved successfully!").first()).toBeVisible();
    await page.goto(`/company/${companyId}/dashboard/journalentry`);
    await expect(page.getByRole("button", { name: "Help" })).toBeVisible();
    await expect(page.getByLabel("Comments")).toHaveValue("");
  });
});

// ---------------------------------------------------------------- the wizard's last step

async function reachEncryptionStep(page: Page, companyName: string) {
  await page.goto("/company-setup?skipSetup=true");
  await expect(page.locator('button[role="combobox"]#setup-country')).toBeAttached();
  await page.getByRole("textbox", { name: "Company Name" }).fill(companyName);
  await page.getByRole("textbox", { name: "Legal Name" }).fill(`${companyName} Ltd`);
  await page.getByRole("textbox", { name: "Federal ID" }).fill("12-3456789");
  await page.getByRole("textbox", { name: "Phone" }).fill("01494 123456");
  await page.getByRole("textbox", { name: "Email" }).fill("accounts@example.test");
  await page.getByRole("textbox", { name: "Address Line 1" }).fill("1 High Street");
  await page.getByRole("textbox", { name: "City" }).fill("High Wycombe");
  await page.getByRole("textbox", { name: "ZIP Code" }).fill("HP11 2AA");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await page.getByRole("radio", { name: "IT consulting" }).check();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Encryption", exact: true })).toBeVisible();
  await page.getByRole("textbox", { name: "Password Hint" }).fill("the blue notebook");
}

test.describe("company setup, last step", () => {
  for (const how of ["network", "server"] as const) {
    test(`a ${how === "network" ? "dropped network" : "server error"} keeps the wizard and says so`, async ({ page, user: _user }) => {
      const companyName = `Kept Books ${randomUUID().slice(0, 8)}`;
      await reachEncryptionStep(page, companyName);
      await failNextPost(page, how);
      await page.getByRole("button", { name: "Next", exact: true }).click();
      const message = how === "network" ? NETWORK : "Unable to create company. Please try again later.";
      await expect(page.getByText(message)).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: "Encryption", exact: true })).toBeVisible();
      await expect(page.getByRole("textbox", { name: "Password Hint" })).toHaveValue("the blue notebook");

      // The earlier steps' values are still there: Next now creates the company with them.
      await page.getByRole("button", { name: "Next", exact: true }).click();
      await expect(page.getByRole("heading", { name: "Congratulations!" })).toBeVisible();
      await expect(page.getByText(companyName)).toBeVisible();
    });
  }

  test("an expired session signs in again and returns to the last step with what was typed", async ({ page, user }) => {
    const companyName = `Session Books ${randomUUID().slice(0, 8)}`;
    await reachEncryptionStep(page, companyName);
    await expireSession(page);
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await signInAgain(page, user);
    await expect(page).toHaveURL(/\/company-setup\?skipSetup=true$/);
    await expect(page.getByRole("heading", { level: 2, name: "Encryption", exact: true })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Password Hint" })).toHaveValue("the blue notebook");
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Congratulations!" })).toBeVisible();
    await expect(page.getByText(companyName)).toBeVisible();
  });
});

// ---------------------------------------------------------------- new account

const main = (page: Page) => page.getByRole("main");

async function typeAccount(page: Page, companyId: number) {
  await page.goto(`/company/${companyId}/dashboard/new-account?type=Expense`);
  await expect(page.locator('button[aria-controls="company-sidebar"]')).toBeAttached();
  await main(page)
    .getByLabel(/^Account Number/)
    .fill("5200");
  await main(page).getByLabel("Account Name").fill("Office Supplies");
  await main(page).getByLabel("Description").fill("Paper and toner");
}

async function expectAccountKept(page: Page) {
  await expect(main(page).getByLabel(/^Account Number/)).toHaveValue("5200");
  await expect(main(page).getByLabel("Account Name")).toHaveValue("Office Supplies");
  await expect(main(page).getByLabel("Description")).toHaveValue("Paper and toner");
  await expect(main(page).getByLabel(/^Account Type/)).toHaveValue("Expense");
}

test.describe("new account", () => {
  for (const how of ["network", "server"] as const) {
    test(`a ${how === "network" ? "dropped network" : "server error"} keeps the account and says so`, async ({ page, request, user }) => {
      const company = await createCompany(request, user);
      await typeAccount(page, company.id);
      await failNextPost(page, how);
      await main(page).getByRole("button", { name: "Save and Close" }).click();
      const message = `Error creating account: ${how === "network" ? NETWORK : "An unexpected error occurred"}`;
      const dialog = page.getByRole("dialog", { name: "Error" });
      await expect(dialog).toContainText(message);
      await dialog.getByRole("button", { name: "OK" }).click();
      await expectAccountKept(page);

      await main(page).getByRole("button", { name: "Save and Close" }).click();
      await expect(page).toHaveURL(new RegExp(`/company/${company.id}/dashboard/company-account-list`));
      await expect(page.getByText("Account created successfully!").first()).toBeVisible();
    });
  }

  test("an expired session signs in again and brings the account back", async ({ page, request, user }) => {
    const company = await createCompany(request, user);
    await typeAccount(page, company.id);
    await expireSession(page);
    await main(page).getByRole("button", { name: "Save and Close" }).click();
    await signInAgain(page, user);
    await expect(page).toHaveURL(new RegExp(`/company/${company.id}/dashboard/new-account\\?type=Expense$`));
    await expectAccountKept(page);
  });
});
