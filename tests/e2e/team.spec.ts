import { randomUUID } from "node:crypto";
import { expect, test } from "./fixtures";
import { addVendor, setUpBooks } from "./purchasing-fixtures";

// A company's team (issue 29): the owner invites an outside bookkeeper, who signs up from the
// invitation's link, joins, enters a bill, and finds no Settings to open.

test("an owner invites a bookkeeper, who signs up from the link, enters a bill and cannot open Settings", async ({
  page,
  request,
  user,
  browser,
}) => {
  test.slow(); // a long journey through two browsers
  const books = await setUpBooks(request, user);
  const vendorId = await addVendor(request, user, books, "ACME", "Acme Supplies");
  const base = `/company/${books.companyId}/dashboard`;
  const email = `keeper-${randomUUID()}@example.com`;

  await page.goto(`${base}/users/invite`);
  await expect(page.locator('button[aria-controls="company-sidebar"]')).toBeAttached(); // the scripts have loaded
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Role").selectOption("bookkeeper");
  await page.getByRole("button", { name: "Send Invitation" }).click();
  const link = page.getByLabel("Invitation link");
  await expect(link).toHaveValue(/\/invitation\/\d+\./);
  const url = await link.inputValue();

  const keeper = await (await browser.newContext()).newPage();
  await keeper.goto(url);
  await expect(keeper.getByRole("heading", { name: /^Join / })).toBeVisible();
  await keeper.getByRole("link", { name: "Create an account" }).click();
  await keeper.getByLabel("First name").fill("Kay");
  await keeper.getByLabel("Last name").fill("Keeper");
  await keeper.getByLabel("Email").fill(email);
  await keeper.getByLabel("Password", { exact: true }).fill("correct horse battery");
  await keeper.getByLabel("Confirm password").fill("correct horse battery");
  await keeper.getByRole("button", { name: "Sign up" }).click();
  await expect(keeper).toHaveURL(/\/invitation\//);
  await keeper.getByRole("button", { name: "Accept Invitation" }).click();
  await expect(keeper).toHaveURL(new RegExp(`${base}$`));
  await expect(keeper.getByText(/you joined as Bookkeeper/).first()).toBeVisible();

  // The bookkeeper enters a bill.
  await keeper.goto(`${base}/vendors/enter-bill?prefillVendor=${vendorId}&vendorName=Acme%20Supplies`);
  await expect(keeper.locator('button[aria-controls="company-sidebar"]')).toBeAttached(); // the scripts have loaded: the account picker opens
  await keeper.getByRole("combobox", { name: "Account, account row 1", exact: true }).click();
  await keeper.getByRole("option", { name: "6100 - Rent" }).click();
  await keeper.getByLabel("Amount, account row 1", { exact: true }).fill("120");
  await keeper.getByRole("button", { name: "Save and Close" }).click();
  await expect(keeper.getByText("Bill created successfully!").first()).toBeVisible();

  // No Settings for a bookkeeper: not in the menu, and refused by address.
  await expect(keeper.getByRole("link", { name: "Company Settings" })).toHaveCount(0);
  await expect(keeper.getByRole("link", { name: "Delete Company" })).toHaveCount(0);
  await keeper.goto(`${base}/settings/delete-company`);
  await expect(keeper.getByRole("heading", { name: "Not allowed" })).toBeVisible();
  await expect(keeper.getByText("You do not have permission to delete this company.")).toBeVisible();
  await keeper.goto(`${base}/settings/company-preferences`);
  await expect(keeper.getByRole("heading", { name: "Not allowed" })).toBeVisible();

  // The owner sees the new member, and the link is spent.
  await page.goto(`${base}/settings/users`);
  await expect(page.getByRole("cell", { name: email, exact: true })).toBeVisible();
  await expect(page.getByLabel(`Role of ${email}`)).toHaveValue("bookkeeper");
  await page.goto(url);
  await expect(page.getByText("This invitation has already been used.")).toBeVisible();

  // The owner reads in the activity log who joined and what they entered.
  await page.goto(`${base}/activitylog`);
  const log = page.getByRole("table", { name: "Users activity log" });
  const bill = log.getByRole("row").filter({ hasText: "Kay Keeper" }).filter({ hasText: /Bill/ });
  await expect(bill.first()).toContainText("120.00");
  await expect(log.getByRole("row").filter({ hasText: email }).first()).toBeVisible();
});
