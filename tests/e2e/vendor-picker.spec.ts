import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test, type TestUser } from "./fixtures";
import { addVendor, enterBill, setUpBooks } from "./purchasing-fixtures";

// The vendor picker with JavaScript: a page carries only the first vendors by name, and typing asks
// the server for the others. "Zulu Works" comes after the first twenty, so it is found only by a search.

async function books(request: APIRequestContext, user: TestUser) {
  const b = await setUpBooks(request, user);
  const names = Array.from({ length: 22 }, (_, i) => `Alder ${String(i + 1).padStart(2, "0")}`);
  const ids: Record<string, number> = {};
  for (const [i, name] of names.entries()) ids[name] = await addVendor(request, user, b, `AL${i + 1}`, name);
  ids.zulu = await addVendor(request, user, b, "ZULU", "Zulu Works");
  const alder = await enterBill(request, user, b, ids["Alder 01"], { date: "11/02/2026", dueDate: "12/02/2026", amount: "10.00" });
  const zulu = await enterBill(request, user, b, ids.zulu, { date: "11/03/2026", dueDate: "12/03/2026", amount: "25.00" });
  return { ...b, ids, alder, zulu };
}

async function pick(page: Page, label: string, typed: string, option: string) {
  await page.getByRole("combobox", { name: label, exact: true }).click();
  await page.getByPlaceholder("Search vendors...").fill(typed);
  await page.getByRole("option", { name: option, exact: true }).click();
  await expect(page.getByRole("combobox", { name: label, exact: true })).toContainText(option);
}

test("the Bills list's vendor filter finds a vendor beyond the first ones by searching the server", async ({ page, request, user }) => {
  const b = await books(request, user);
  await page.goto(`/company/${b.companyId}/dashboard/vendors/bills`);
  await expect(page.getByRole("button", { name: "Update" })).toBeVisible();
  const table = page.getByRole("table", { name: "Bills" });
  await expect(table.getByRole("link", { name: b.alder.billNo, exact: true })).toBeVisible();

  // Opened empty, the list shows All Vendors and the first vendors by name, not Zulu Works.
  await page.getByRole("combobox", { name: "Vendor", exact: true }).click();
  await expect(page.getByRole("option", { name: "Alder 01", exact: true })).toBeVisible();
  await expect(page.getByRole("option", { name: "Zulu Works" })).toHaveCount(0);
  await page.keyboard.press("Escape");

  await pick(page, "Vendor", "zul", "Zulu Works");
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page).toHaveURL(new RegExp(`vendor=${b.ids.zulu}`));
  await expect(table.getByRole("link", { name: b.zulu.billNo, exact: true })).toBeVisible();
  await expect(table.getByRole("link", { name: b.alder.billNo, exact: true })).toHaveCount(0);
  await expect(page.getByRole("combobox", { name: "Vendor", exact: true })).toContainText("Zulu Works");

  // A search with no match says so.
  await page.getByRole("combobox", { name: "Vendor", exact: true }).click();
  await page.getByPlaceholder("Search vendors...").fill("no such vendor");
  await expect(page.getByText("No results found")).toBeVisible();
});

test("Enter Bill's vendor is found by searching, and the bill is saved for it", async ({ page, request, user }) => {
  const b = await books(request, user);
  await page.goto(`/company/${b.companyId}/dashboard/vendors/enter-bill`);
  await expect(page.getByRole("button", { name: "Cancel" })).toBeVisible();
  await pick(page, "Vendor", "ZULU", "Zulu Works");
  await page.getByRole("textbox", { name: "Bill Date" }).fill("11/10/2026");
  await page.getByRole("combobox", { name: "Account, account row 1", exact: true }).click();
  await page.getByRole("option", { name: "6100 - Rent" }).click();
  await page.getByLabel("Amount, account row 1", { exact: true }).fill("40.00");
  await page.getByRole("button", { name: "Save and Close" }).click();
  await expect(page.getByText("Bill created successfully!").first()).toBeVisible();

  await page.goto(`/company/${b.companyId}/dashboard/vendors/bills?vendor=${b.ids.zulu}`);
  const table = page.getByRole("table", { name: "Bills" });
  await expect(table.getByRole("row")).toHaveCount(3); // the heading row and Zulu's two bills
  await expect(table).toContainText("$40.00");
});
