import type { Page } from "@playwright/test";
import { createCompany, expect, test } from "./fixtures";

// The six support-list screens with JavaScript: Add New in a dialog, the success
// message with the count, the duplicate message, Delete with its confirmation and the count left;
// a delete or refresh that fails says why by its status.

const lists = [
  {
    path: "vendor-group",
    title: "Vendor Group List",
    addTitle: "Add Vendor Group",
    deleteTitle: "Delete Vendor Group",
    label: "Vendor group",
    count: "vendor group(s)",
    empty: "No records to show",
  },
  {
    path: "customer-group",
    title: "Customer Group List",
    addTitle: "Add Customer Group",
    deleteTitle: "Delete Customer Group",
    label: "Customer group",
    count: "customer group(s)",
    empty: "No records to show",
  },
  {
    path: "item-group",
    title: "Item Group List",
    addTitle: "Add Item Group",
    deleteTitle: "Delete Item Group",
    label: "Item group",
    count: "item group(s)",
    empty: "No records to show",
  },
  {
    path: "invoice-frequency",
    title: "Invoice Frequency List",
    addTitle: "Add Invoice Frequency",
    deleteTitle: "Delete Invoice Frequency",
    label: "Invoice frequency",
    count: "invoice frequency(ies)",
    empty: "No records to show",
  },
  {
    path: "payment-term",
    title: "Payment Term List",
    addTitle: "Add Payment Term",
    deleteTitle: "Delete Payment Term",
    label: "Payment term",
    count: "payment term(s)",
    empty: "No payment terms found.",
  },
  {
    path: "shipping-method",
    title: "Preferred Shipping Methods",
    addTitle: "Add Preferred Shipping Method",
    deleteTitle: "Delete Shipping Method",
    label: "Shipping method",
    count: "shipping method(s)",
    empty: "No records to show",
  },
] as const;

async function fillAdd(page: Page, path: string, name: string) {
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Name").fill(name);
  if (path === "shipping-method") await dialog.getByLabel("Description").fill("Next-day courier");
  if (path === "payment-term") await dialog.getByLabel("Net due in (days)").fill("30");
  await dialog.getByRole("button", { name: "OK" }).click();
}

for (const list of lists) {
  test(`${list.title}: add and delete`, async ({ page, request, user }) => {
    const company = await createCompany(request, user);
    const main = page.getByRole("main");
    await page.goto(`/company/${company.id}/dashboard/company/support-lists/${list.path}`);
    await expect(main.getByRole("navigation", { name: "Breadcrumb" })).toHaveText(`Company>${list.title}`);
    const table = main.getByRole("table", { name: list.title });
    await expect(table).toContainText(list.empty);

    // Validation in the dialog, before anything is sent.
    await main.getByRole("button", { name: "Add New" }).click();
    const dialog = page.getByRole("dialog", { name: list.addTitle });
    await dialog.getByRole("button", { name: "OK" }).click();
    const required =
      list.path === "payment-term"
        ? "Payment term name is required."
        : list.path === "shipping-method"
          ? "Both fields are required."
          : "Name field is required.";
    await expect(dialog.getByText(required).first()).toBeVisible();

    await fillAdd(page, list.path, "Alpha");
    const success = page.getByRole("dialog", { name: "Success" });
    await expect(success).toContainText(
      list.path === "item-group"
        ? "Item group created successfully!"
        : `${list.label} "Alpha" created successfully! You now have 1 ${list.count} in your system.`,
    );
    await success.getByRole("button", { name: "OK" }).click();
    await expect(table.locator("tbody tr")).toHaveCount(1);
    await expect(table.locator("tbody tr").first()).toContainText("Alpha");
    if (list.path === "payment-term") await expect(table.locator("tbody tr").first()).toContainText("Pay with in 30 days");

    // The same name again: the duplicate message in the dialog.
    await main.getByRole("button", { name: "Add New" }).click();
    await fillAdd(page, list.path, "alpha");
    await expect(page.getByRole("dialog", { name: list.addTitle })).toContainText(
      `A ${list.label.toLowerCase()} named "alpha" already exists.`,
    );
    await page.getByRole("dialog", { name: list.addTitle }).getByRole("button", { name: "Cancel" }).click();

    // Delete: the confirmation, then the count left.
    await table.getByRole("link", { name: "Delete Alpha" }).click();
    const confirm = page.getByRole("alertdialog", { name: list.deleteTitle });
    await expect(confirm).toContainText(`Are you sure you want to delete the ${list.label.toLowerCase()} "Alpha"?`);
    await expect(confirm.getByRole("button", { name: "Cancel" })).toBeVisible();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("dialog", { name: "Success" })).toContainText(
      `${list.label} "Alpha" has been deleted successfully. You now have 0 ${list.count} remaining.`,
    );
    await page.getByRole("dialog", { name: "Success" }).getByRole("button", { name: "OK" }).click();
    await expect(table).toContainText(list.empty);
  });
}

test("the payment term list refreshes itself every 10 seconds", async ({ page, request, user }) => {
  test.setTimeout(40_000);
  const company = await createCompany(request, user);
  await page.goto(`/company/${company.id}/dashboard/company/support-lists/payment-term`);
  const table = page.getByRole("main").getByRole("table", { name: "Payment Term List" });
  await expect(table).toContainText("No payment terms found.");
  // Added elsewhere (through the API), then seen here without reloading: the list refreshes every 10 seconds.
  const created = await request.post("/api/company/payment-terms", {
    data: { companyId: company.id, name: "Net 45", type: "fixed", netDueIn: 45 },
    headers: { Authorization: `Bearer ${user.token}` },
  });
  expect(created.status(), await created.text()).toBe(201);
  await expect(table).toContainText("Net 45", { timeout: 15_000 });
});

test("a failed delete or refresh says why, by its status", async ({ page, request, user }) => {
  test.setTimeout(60_000);
  const company = await createCompany(request, user);
  const auth = { Authorization: `Bearer ${user.token}` };
  const added = await request.post("/api/company/vendor-groups", { data: { companyId: company.id, name: "Key suppliers" }, headers: auth });
  expect(added.status(), await added.text()).toBe(201);
  const main = page.getByRole("main");

  await page.goto(`/company/${company.id}/dashboard/company/support-lists/vendor-group`);
  const table = main.getByRole("table", { name: "Vendor Group List" });
  const tryDelete = async () => {
    await table.getByRole("link", { name: "Delete Key suppliers" }).click();
    await page.getByRole("alertdialog", { name: "Delete Vendor Group" }).getByRole("button", { name: "Delete" }).click();
  };
  const expectError = async (message: string) => {
    const error = page.getByRole("dialog", { name: "Error" });
    await expect(error).toContainText(message);
    await error.getByRole("button", { name: "OK" }).click();
    await expect(table).toContainText("Key suppliers");
  };

  // Refused by something between the browser and the server, and no answer at all.
  await page.route("**/api/company/vendor-groups/*", (route) => route.fulfill({ status: 403, body: "" }));
  await tryDelete();
  await expectError("You do not have permission to delete vendor groups.");
  await page.unroute("**/api/company/vendor-groups/*");
  await page.route("**/api/company/vendor-groups/*", (route) => route.abort("internetdisconnected"));
  await tryDelete();
  await expectError("Network connection error. Please check your internet connection and try again.");
  await page.unroute("**/api/company/vendor-groups/*");
  await tryDelete();
  await expect(page.getByRole("dialog", { name: "Success" })).toContainText(
    'Vendor group "Key suppliers" has been deleted successfully. You now have 0 vendor group(s) remaining.',
  );

  // The payment terms' 10-second refresh: an error row while the service is down, rows again after Try again.
  await page.goto(`/company/${company.id}/dashboard/company/support-lists/payment-term`);
  const terms = main.getByRole("table", { name: "Payment Term List" });
  await expect(terms).toContainText("No payment terms found.");
  await page.route("**/api/company/payment-terms?*", (route) => route.fulfill({ status: 503, body: "" }));
  await expect(terms.getByRole("alert")).toHaveText("Service temporarily unavailable. Please try again later.", { timeout: 15_000 });
  const created = await request.post("/api/company/payment-terms", {
    data: { companyId: company.id, name: "Net 45", type: "fixed", netDueIn: 45 },
    headers: auth,
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.unroute("**/api/company/payment-terms?*");
  await main.getByRole("button", { name: "Try again" }).click();
  await expect(terms).toContainText("Net 45");
  await expect(terms.getByRole("alert")).toHaveCount(0);
});
