import type { Page } from "@playwright/test";
import { createCompany, createUser, expect, test } from "./fixtures";

// The company dashboard shell: top menu, sidebar, Company Dashboard widgets, Overview.

/** Open a dashboard page and wait until scripts run (the menu toggle only exists then). */
async function openDashboard(page: Page, companyId: number, path = "") {
  await page.goto(`/company/${companyId}/dashboard${path}`);
  await expect(page.locator('button[aria-controls="company-sidebar"]')).toBeAttached();
}

const sidebarOf = (page: Page) => page.getByRole("navigation", { name: "Company menu" });
const widgetHeadings = (page: Page) => page.getByRole("main").locator("[data-widget] h2");

test("the Company Dashboard shows the company and its widgets, and Configure.. hides one for good", async ({ page, request, user }) => {
  const company = await createCompany(request, user);
  await openDashboard(page, company.id);

  await expect(page).toHaveTitle("Ledgerline | Dashboard");
  await expect(page.getByRole("heading", { level: 1, name: company.companyName })).toBeVisible();
  await expect(widgetHeadings(page)).toHaveCount(18);
  await expect(widgetHeadings(page).first()).toHaveText("Banking");
  await expect(page.getByRole("heading", { name: "Quick Links" })).toBeVisible();

  const quickLinks = page.locator('[data-widget="quickLinks"]');
  await expect(quickLinks.getByRole("listitem")).toHaveCount(15);
  await expect(quickLinks.getByRole("link", { name: "Reconcile" })).toHaveAttribute(
    "href",
    `/company/${company.id}/dashboard/banking/reconciliations-history`,
  );
  await expect(quickLinks.getByRole("link", { name: "New Invoice" })).toHaveAttribute(
    "href",
    `/company/${company.id}/dashboard/customers/create-invoice`,
  );
  await expect(quickLinks.getByRole("link", { name: "Chart of Accounts" })).toHaveAttribute(
    "href",
    `/company/${company.id}/dashboard/company-account-list`,
  );
  const messages = page.locator('[data-widget="messagesTasks"]');
  await expect(messages.getByRole("columnheader")).toHaveText(["Type", "From", "To", "Item", "Date"]);
  // A new company has no overdue bill or invoice, and reminders do not exist yet: nothing is due.
  await expect(messages.getByText("No reminders due")).toBeVisible();
  await expect(page.locator('[data-widget="recentTransactions"]').getByText("No transactions to show")).toBeVisible();
  await expect(page.locator('[data-widget="whoIOwe"]').getByText("No records to show")).toBeVisible();
  // Import From CSV, beside Configure.., opens its screen.
  await expect(page.getByRole("main").getByRole("link", { name: "Import From CSV" })).toHaveAttribute(
    "href",
    `/company/${company.id}/dashboard/importcsv`,
  );

  // Cancel discards the change.
  await page.getByRole("button", { name: "Configure.." }).click();
  let dialog = page.getByRole("dialog", { name: "Configure Dashboard" });
  await expect(dialog.getByRole("checkbox")).toHaveCount(18);
  await dialog.getByRole("checkbox", { name: "Incomes" }).uncheck();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { name: "Incomes", exact: true })).toBeVisible();

  // OK saves the change.
  await page.getByRole("button", { name: "Configure.." }).click();
  dialog = page.getByRole("dialog", { name: "Configure Dashboard" });
  await expect(dialog.getByRole("checkbox", { name: "Incomes" })).toBeChecked();
  await dialog.getByRole("checkbox", { name: "Banking", exact: true }).uncheck();
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(page.getByText("Dashboard updated")).toBeVisible();
  await expect(widgetHeadings(page)).toHaveCount(17);
  await expect(page.getByRole("heading", { name: "Banking", exact: true })).toHaveCount(0);

  await page.reload();
  await expect(widgetHeadings(page)).toHaveCount(17);
  await expect(widgetHeadings(page).first()).toHaveText("Expenses");
  await expect(page.getByRole("heading", { name: "Banking", exact: true })).toHaveCount(0);
});

test("the sidebar: groups expand, entries follow the route, unbuilt screens are coming soon, not links", async ({
  page,
  request,
  user,
}) => {
  const company = await createCompany(request, user);
  await openDashboard(page, company.id);
  const sidebar = sidebarOf(page);

  // Every group is there (no Consultant for this industry), closed at first.
  for (const name of ["Customer", "Vendor", "Inventory", "Banking", "Company", "Reports", "Settings"]) {
    await expect(sidebar.getByRole("button", { name, exact: true })).toHaveAttribute("aria-expanded", "false");
  }

  // Expand Company, follow Overview: it is marked and its group stays open on a fresh load.
  const companyGroup = sidebar.getByRole("button", { name: "Company", exact: true });
  await companyGroup.click();
  await expect(companyGroup).toHaveAttribute("aria-expanded", "true");
  // A Ctrl-click is the browser's (a new tab): this page stays where it is.
  const opened = page.context().waitForEvent("page");
  await sidebar.getByRole("link", { name: "Overview" }).click({ modifiers: ["Control"] });
  await (await opened).close();
  await expect(page).toHaveURL(`/company/${company.id}/dashboard`);
  // A plain click navigates inside the app, in the same document (the entries are plain links sharing one click handler).
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await sidebar.getByRole("link", { name: "Overview" }).click();
  await expect(page).toHaveURL(`/company/${company.id}/dashboard/overview`);
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await expect(page).toHaveTitle("Ledgerline | Overview");
  await expect(sidebar.getByRole("link", { name: "Overview" })).toHaveAttribute("aria-current", "page");
  await openDashboard(page, company.id, "/overview");
  await expect(companyGroup).toHaveAttribute("aria-expanded", "true");
  await expect(sidebar.getByRole("link", { name: "Overview" })).toHaveAttribute("aria-current", "page");
  await expect(sidebar.locator('[aria-current="page"]')).toHaveCount(1);
  // The Overview tiles: Bill and Pay Bill lead to Enter Bill and Pay Bill (issue 25.23).
  await expect(page.getByRole("main").getByRole("link", { name: /^Pay Bill/ })).toHaveAttribute(
    "href",
    `/company/${company.id}/dashboard/vendors/pay-bill`,
  );
  await expect(page.getByRole("main").getByRole("link", { name: /^Bill/ })).toHaveAttribute(
    "href",
    `/company/${company.id}/dashboard/vendors/enter-bill`,
  );
  await expect(page.getByRole("main").getByRole("link", { name: "Chart of Accounts" })).toHaveAttribute(
    "href",
    `/company/${company.id}/dashboard/company-account-list`,
  );

  // Collapse the group again.
  await companyGroup.click();
  await expect(companyGroup).toHaveAttribute("aria-expanded", "false");
  await expect(sidebar.getByRole("link", { name: "Overview" })).toBeHidden();

  // Company Lists > Consultants is only for IT consulting companies (as the Consultant group).
  await companyGroup.click();
  await sidebar.getByRole("button", { name: "Company Lists", exact: true }).click();
  await expect(sidebar.getByRole("link", { name: "Sales Persons" })).toBeVisible();
  await expect(sidebar.getByText("Consultants", { exact: true })).toHaveCount(0);

  // Payroll is not kept: its reports are disabled entries saying why, never links.
  await sidebar.getByRole("button", { name: "Reports", exact: true }).click();
  await sidebar.getByRole("button", { name: "Payroll", exact: true }).click();
  await expect(sidebar.getByRole("button", { name: "Tax Summary", exact: true })).toBeDisabled();
  await expect(sidebar.getByRole("button", { name: "Tax Summary", exact: true })).toHaveAttribute("title", /keeps no payroll/);

  // A consultant screen's address typed in by a company not in IT consulting: Page not found, inside the shell.
  await openDashboard(page, company.id, "/consultant/list");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(sidebar).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Top menu" }).getByRole("link", { name: "Dashboard" })).toBeVisible();

  // The sidebar still works from there: back to the dashboard through the top menu.
  await page.getByRole("navigation", { name: "Top menu" }).getByRole("link", { name: "Dashboard" }).click();
  await expect(page.getByRole("heading", { level: 1, name: company.companyName })).toBeVisible();

  // A typed address no screen answers, loaded fresh.
  await openDashboard(page, company.id, "/no-such-screen");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page).toHaveTitle("Ledgerline | Page not found");
  await expect(sidebar).toBeVisible();

  // Delete Company opens its screen (the owner's password, then the company is archived).
  await sidebar.getByRole("button", { name: "Settings", exact: true }).click();
  await expect(sidebar.getByRole("link", { name: "Delete Company" })).toHaveAttribute(
    "href",
    `/company/${company.id}/dashboard/settings/delete-company`,
  );

  // The whole sidebar folds away and comes back.
  await page.getByRole("button", { name: "Collapse sidebar" }).click();
  await expect(sidebar).toBeHidden();
  await page.getByRole("button", { name: "Expand sidebar" }).click();
  await expect(sidebar).toBeVisible();

  // The user menu: Personal Settings opens Settings › Users (the user's account and the team).
  const userMenu = page.getByRole("region", { name: "User menu" });
  await expect(userMenu.getByRole("link", { name: "Personal Settings" })).toHaveAttribute(
    "href",
    `/company/${company.id}/dashboard/settings/users`,
  );
  await expect(userMenu.getByRole("button", { name: "Logout" })).toBeVisible();
});

test("the Consultant group shows only for IT consulting, Enter Bill and Pay Bill only with bill tracking", async ({
  page,
  request,
  user,
}) => {
  const consulting = await createCompany(request, user, { industryId: 18, billTracking: false });
  const retail = await createCompany(request, user, { industryId: 31, billTracking: true });

  await openDashboard(page, consulting.id);
  const sidebar = sidebarOf(page);
  await sidebar.getByRole("button", { name: "Consultant", exact: true }).click();
  await expect(sidebar.getByRole("link", { name: "Consultant Center" })).toHaveAttribute(
    "href",
    `/company/${consulting.id}/dashboard/consultant/center`,
  );
  await sidebar.getByRole("button", { name: "Vendor", exact: true }).click();
  await expect(sidebar.getByText("Bills", { exact: true })).toBeVisible();
  await expect(sidebar.getByText("Enter Bill")).toHaveCount(0);
  await expect(sidebar.getByText("Pay Bill")).toHaveCount(0);

  // The consultants' screens are offered nowhere else to a company that keeps none: the item-type
  // chooser and the Overview's tiles and shortcuts.
  const consultantChoices = async (companyId: number) => {
    await sidebar.getByRole("button", { name: "Customer", exact: true }).click();
    await sidebar.getByRole("button", { name: "New Sales Item" }).click();
    const dialog = page.getByRole("dialog", { name: "Select Item Type" });
    await expect(dialog.getByRole("radio", { name: "Service Item" })).toBeVisible();
    const choices = await dialog.getByRole("radio", { name: "Add New Consultant" }).count();
    await page.keyboard.press("Escape");
    await page.goto(`/company/${companyId}/dashboard/overview`);
    const overview = page.getByRole("main");
    await expect(overview.getByRole("link", { name: /Chart of Accounts/ })).toBeVisible();
    return { choices, links: await overview.getByRole("link", { name: /Consultants|Timesheets/ }).count() };
  };
  expect(await consultantChoices(consulting.id)).toEqual({ choices: 1, links: 3 });

  await openDashboard(page, retail.id);
  await expect(sidebar.getByRole("button", { name: "Consultant", exact: true })).toHaveCount(0);
  await sidebar.getByRole("button", { name: "Vendor", exact: true }).click();
  await expect(sidebar.getByText("Enter Bill")).toBeVisible();
  await expect(sidebar.getByText("Pay Bill")).toBeVisible();
  expect(await consultantChoices(retail.id)).toEqual({ choices: 0, links: 0 });
});

test("at 600 px the sidebar opens from the Menu button over the content", async ({ page, request, user }) => {
  const company = await createCompany(request, user);
  await page.setViewportSize({ width: 600, height: 900 });
  await openDashboard(page, company.id);
  const sidebar = sidebarOf(page);
  const toggle = page.getByRole("button", { name: "Open menu" });

  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveText(/Menu/);
  await expect(sidebar).toBeHidden();

  await toggle.click();
  await expect(sidebar).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Escape");
  await expect(sidebar).toBeHidden();

  // A click on the overlay (right of the sidebar) closes it.
  await toggle.click();
  await expect(sidebar).toBeVisible();
  await page.getByTestId("sidebar-overlay").click({ position: { x: 560, y: 450 } });
  await expect(sidebar).toBeHidden();

  // Following an entry closes it too.
  await toggle.click();
  await sidebar.getByRole("button", { name: "Company", exact: true }).click();
  await sidebar.getByRole("link", { name: "Overview" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  await expect(sidebar).toBeHidden();

  // Wider than 768 px the sidebar is always there and the toggle is not.
  await page.setViewportSize({ width: 1024, height: 900 });
  await expect(sidebar).toBeVisible();
  await expect(toggle).toBeHidden();
});

test("the choosers: New Sales Item, New Purchase Item and Record Expenses choose; a choice with no screen is shown, not chosen", async ({
  page,
  request,
  user,
}) => {
  const company = await createCompany(request, user);
  await openDashboard(page, company.id);
  const sidebar = sidebarOf(page);

  // New Sales Item has its screens: Service Item (the default), Inventory, Non Inventory, Assembly.
  await sidebar.getByRole("button", { name: "Customer", exact: true }).click();
  await sidebar.getByRole("button", { name: "New Sales Item" }).click();
  const salesItemType = page.getByRole("dialog", { name: "Select Item Type" });
  await expect(salesItemType.getByLabel("Service Item")).toBeChecked();
  await salesItemType.getByLabel("Non Inventory Item").check();
  await salesItemType.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(new RegExp(`/company/${company.id}/dashboard/customers/new-non-inventory-item$`));
  await openDashboard(page, company.id);

  // New Purchase Item has its screens: Service Item (the default) or Product Item.
  await sidebar.getByRole("button", { name: "Vendor", exact: true }).click();
  await sidebar.getByRole("button", { name: "New Purchase Item" }).click();
  const itemType = page.getByRole("dialog", { name: "Select Item Type" });
  await expect(itemType.getByLabel("Service Item")).toBeChecked();
  await itemType.getByLabel("Product Item").check();
  await itemType.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(new RegExp(`/company/${company.id}/dashboard/vendors/new-product-item$`));

  // Record Expenses has its screens: Credit Card (the default) or Cash.
  await openDashboard(page, company.id);
  await sidebar.getByRole("button", { name: "Vendor", exact: true }).click();
  await sidebar.getByRole("button", { name: "Record Expenses" }).click();
  const chooser = page.getByRole("dialog", { name: "Record Expenses" });
  await expect(chooser.getByLabel("Credit Card")).toBeChecked();
  await chooser.getByLabel("Cash").check();
  await chooser.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(new RegExp(`/company/${company.id}/dashboard/vendors/cash-expense$`));
  await expect(page.getByRole("heading", { name: "Cash Expense" })).toBeVisible();
});

test("another user's company is not found", async ({ page, request, user }) => {
  const stranger = await createUser(request);
  const theirs = await createCompany(request, stranger);
  await createCompany(request, user);

  for (const path of ["", "/overview", "/vendors/list"]) {
    await page.goto(`/company/${theirs.id}/dashboard${path}`);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(page.getByText(theirs.companyName)).toHaveCount(0);
    await expect(sidebarOf(page)).toHaveCount(0);
  }
});

test("an entry listed in two groups is marked once: Vendors List, not Company Lists › Vendors as well", async ({ page, request, user }) => {
  const company = await createCompany(request, user);
  const sidebar = sidebarOf(page);
  await openDashboard(page, company.id, "/vendors/list");
  await expect(sidebar.locator('[aria-current="page"]')).toHaveCount(1);
  await expect(sidebar.locator('[aria-current="page"]')).toHaveText("Vendors List");
  // Write Check (Vendor and Banking) likewise.
  await openDashboard(page, company.id, "/vendors/write-check");
  await expect(sidebar.locator('[aria-current="page"]')).toHaveCount(1);
});
