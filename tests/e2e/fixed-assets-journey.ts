import type { APIRequestContext, Page } from "@playwright/test";
import { CHECKING } from "../support/accounts";
import { createAccount, createCompany, expect, type TestUser } from "./fixtures";

// A bookkeeper's month-end with a fixed asset, through the screens (the same steps with and without
// JavaScript): New Asset saved as pending, registered from Pending Items, depreciated for January to
// March (the run's preview, then Update; the same months again have nothing left to post), then sold
// from Registered Items with its gain shown on Sold and Disposed.

const main = (page: Page) => page.getByRole("main");
const notice = (page: Page, text: string) => page.getByRole("region", { name: "Notifications" }).getByText(text).first();

export async function fixedAssetJourney(page: Page, request: APIRequestContext, user: TestUser) {
  const company = await createCompany(request, user);
  const account = (fields: Record<string, unknown>) => createAccount(request, user, company.id, fields);
  await account({ ...CHECKING, openingBalance: "1000.00", asOf: "01/01/2026" });
  await account({ accountType: "Fixed Asset", accountNumber: "1410", accountName: "Vehicles" });
  await account({ accountType: "Fixed Asset", accountNumber: "1500", accountName: "Accumulated Depreciation" });
  await account({ accountType: "Expense", accountNumber: "5075", accountName: "Depreciation Expense" });
  const base = `/company/${company.id}/dashboard/company/fixed-assets`;

  await page.goto(`${base}/new`);
  await expect(main(page).getByLabel("Asset Number")).toHaveValue("1");
  await main(page).getByLabel("New Item").fill("Delivery van");
  await main(page).getByRole("combobox", { name: "Account", exact: true }).selectOption({ label: "1410 · Vehicles" });
  await main(page).getByLabel("Purchase Date").fill("01/15/2026");
  await main(page).getByLabel("Purchase Price (USD)").fill("12000.00");
  await main(page).getByLabel("Asset Type").selectOption("Vehicles");
  await main(page).getByLabel("Depreciation Rate (%)").fill("20");
  await main(page).getByLabel("Depreciation Method").selectOption({ label: "Straight Line" });
  await main(page).getByLabel("Depreciation Account", { exact: true }).selectOption({ label: "5075 · Depreciation Expense" });
  await main(page)
    .getByLabel("Accumulated Depreciation Account", { exact: true })
    .selectOption({ label: "1500 · Accumulated Depreciation" });
  await main(page).getByRole("button", { name: "Save and Close" }).click();
  await expect(notice(page, "Fixed asset 1 saved as pending.")).toBeVisible();
  await expect(main(page).getByRole("heading", { name: "Pending Items" })).toBeVisible();

  await main(page).getByRole("button", { name: "Register Delivery van" }).click();
  await expect(notice(page, "Fixed asset 1 registered.")).toBeVisible();
  const registered = main(page).getByRole("table", { name: "Registered fixed assets" });
  await expect(registered.getByRole("row", { name: /Delivery van/ })).toContainText("$12,000.00");

  await page.goto(`${base}/depreciation?from=01/01/2026&to=03/31/2026`);
  const preview = main(page).getByRole("table", { name: "Amounts to be depreciated" });
  await expect(preview.getByRole("row", { name: /Delivery van/ })).toContainText("$600.00");
  await main(page).getByRole("button", { name: "Update" }).click();
  await expect(notice(page, "Depreciation posted: FAD-0001, $600.00.")).toBeVisible();
  await expect(registered.getByRole("row", { name: /Delivery van/ })).toContainText("$11,400.00");
  // The same months again: nothing left to post.
  await page.goto(`${base}/depreciation?from=01/01/2026&to=03/31/2026`);
  await expect(preview.getByText("No records to show")).toBeVisible();
  await expect(main(page).getByRole("button", { name: "Update" })).toBeDisabled();

  await page.goto(`${base}/registered-items`);
  await main(page).getByRole("link", { name: "Sell or dispose of Delivery van" }).click();
  await expect(main(page).getByRole("table", { name: "History" })).toContainText("Depreciation 03/2026");
  await main(page).getByLabel("Disposal Date").fill("04/10/2026");
  await main(page).getByLabel("Disposal Price").fill("11500.00");
  await main(page).getByLabel("Deposit To").selectOption({ label: "1010 · Checking" });
  await main(page).getByRole("button", { name: "Sell / Dispose" }).click();
  await expect(notice(page, "Fixed asset 1 sold or disposed of.")).toBeVisible();
  const sold = main(page).getByRole("table", { name: "Sold and disposed fixed assets" });
  await expect(sold.getByRole("row", { name: /Delivery van/ })).toContainText("$100.00");
  await expect(sold.getByRole("row", { name: /Delivery van/ })).toContainText("04/10/2026");
}
