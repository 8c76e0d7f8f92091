import type { Page } from "@playwright/test";
import { createCompany, createVendor, expect, test } from "./fixtures";

// Optimistic concurrency (ADR 0014) without JavaScript: a save made on a stale copy of a vendor
// comes back as the form with what was typed and the message at the top, not a redirect.

const STALE = "This vendor was changed by someone else. Reload to see the changes.";
const main = (page: Page) => page.getByRole("main");
const text = (page: Page, name: string) => main(page).getByRole("textbox", { name, exact: true });

test("Edit Vendor without JavaScript: a stale save shows the message and keeps what was typed", async ({ page, request, user }) => {
  test.setTimeout(90_000);
  const company = await createCompany(request, user);
  const headers = { Authorization: `Bearer ${user.token}` };
  const vendor = await createVendor(request, user, company.id, { vendorId: "NJ-2", vendorName: "Plain Forms Ltd" });
  const path = `/company/${company.id}/dashboard/vendors/edit/${vendor.id}`;
  await page.goto(path);
  await expect(text(page, "Vendor Name")).toHaveValue("Plain Forms Ltd");

  // Someone else saves meanwhile.
  const other = await request.put(`/api/vendor/vendors/${vendor.id}`, {
    data: { notes: "Changed elsewhere", version: vendor.version },
    headers,
  });
  expect(other.status(), await other.text()).toBe(200);

  await text(page, "Vendor Name").fill("Typed Without Script");
  await main(page).getByRole("button", { name: "Save Changes" }).first().click();
  await expect(page).toHaveURL(path);
  await expect(main(page).getByRole("alert").filter({ hasText: "Please fix the following:" })).toContainText(STALE);
  await expect(text(page, "Vendor Name")).toHaveValue("Typed Without Script");
  const stored = await request.get(`/api/vendor/vendors/${vendor.id}`, { headers });
  expect((await stored.json()).vendor).toMatchObject({ vendorName: "Plain Forms Ltd", notes: "Changed elsewhere", version: 2 });
});
