import type { APIRequestContext } from "@playwright/test";
import { expect, test, type TestUser } from "./fixtures";
import { addVendor, enterBill, setUpBooks } from "./purchasing-fixtures";

// The vendor picker without JavaScript: a select of the first vendors by name with a search box;
// Search submits the form and the page comes back with the vendors matching what was typed.

async function books(request: APIRequestContext, user: TestUser) {
  const b = await setUpBooks(request, user);
  const ids: Record<string, number> = {};
  for (let i = 1; i <= 22; i += 1) ids[`a${i}`] = await addVendor(request, user, b, `AL${i}`, `Alder ${String(i).padStart(2, "0")}`);
  ids.zulu = await addVendor(request, user, b, "ZULU", "Zulu Works");
  const alder = await enterBill(request, user, b, ids.a1, { date: "11/02/2026", dueDate: "12/02/2026", amount: "10.00" });
  const zulu = await enterBill(request, user, b, ids.zulu, { date: "11/03/2026", dueDate: "12/03/2026", amount: "25.00" });
  return { ...b, ids, alder, zulu };
}

test("the Bills list's vendor filter: Search lists the matching vendors, Update filters by the one chosen", async ({
  page,
  request,
  user,
}) => {
  const b = await books(request, user);
  await page.goto(`/company/${b.companyId}/dashboard/vendors/bills`);
  const vendor = page.getByRole("combobox", { name: "Vendor", exact: true });
  await expect(vendor.locator("option", { hasText: "Alder 01" })).toHaveCount(1);
  await expect(vendor.locator("option", { hasText: "Zulu Works" })).toHaveCount(0);

  await page.getByLabel("Search by name or ID").fill("zulu");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(vendor.locator("option")).toHaveText(["All Vendors", "Zulu Works"]);
  await vendor.selectOption({ label: "Zulu Works" });
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page).toHaveURL(new RegExp(`vendor=${b.ids.zulu}`));
  const table = page.getByRole("table", { name: "Bills" });
  await expect(table.getByRole("link", { name: b.zulu.billNo, exact: true })).toBeVisible();
  await expect(table.getByRole("link", { name: b.alder.billNo, exact: true })).toHaveCount(0);
  // The chosen vendor stays chosen.
  await expect(vendor).toHaveValue(String(b.ids.zulu));
});

test("Enter Bill without JavaScript: Search finds the vendor, the bill is saved for it", async ({ page, request, user }) => {
  const b = await books(request, user);
  await page.goto(`/company/${b.companyId}/dashboard/vendors/enter-bill`);
  const vendor = page.getByRole("combobox", { name: "Vendor", exact: true });
  await expect(vendor.locator("option", { hasText: "Zulu Works" })).toHaveCount(0);
  await page.getByRole("textbox", { name: "Bill Date" }).fill("11/10/2026");
  await page.getByLabel("Search by name or ID").fill("zulu");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  // The form comes back as typed, with the matching vendors.
  await expect(page.getByRole("textbox", { name: "Bill Date" })).toHaveValue("11/10/2026");
  await vendor.selectOption({ label: "Zulu Works" });
  await page.getByLabel("Account, account row 1").selectOption({ label: "6100 - Rent" });
  await page.getByLabel("Amount, account row 1", { exact: true }).fill("40.00");
  await page.getByRole("button", { name: "Save and Close" }).click();
  await expect(page.getByText("Bill created successfully!").first()).toBeVisible();

  await page.goto(`/company/${b.companyId}/dashboard/vendors/bills?vendor=${b.ids.zulu}`);
  await expect(page.getByRole("table", { name: "Bills" })).toContainText("$40.00");
});
