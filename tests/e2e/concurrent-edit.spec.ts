import type { Page } from "@playwright/test";
import { createCompany, createVendor, expect, test } from "./fixtures";

// Optimistic concurrency (issue 11 item 3, ADR 0014) in the browser: two pages edit the same
// vendor; the first save wins, the second is refused with the spec's message shown on the form,
// and what was typed on the second page stays in its fields (nothing is silently lost).

const STALE = "This vendor was changed by someone else. Reload to see the changes.";
const main = (page: Page) => page.getByRole("main");
const general = (page: Page) => main(page).getByRole("tabpanel", { name: "Basic Information" });
const text = (page: Page, name: string) => general(page).getByRole("textbox", { name, exact: true });

test("Edit Vendor: of two pages editing one vendor, the second save is refused and keeps what was typed", async ({
  page,
  request,
  user,
}) => {
  test.setTimeout(90_000);
  const company = await createCompany(request, user);
  const vendor = await createVendor(request, user, company.id, { vendorId: "TWO-1", vendorName: "Two Desks Ltd" });
  const path = `/company/${company.id}/dashboard/vendors/edit/${vendor.id}`;

  // Both pages open the form on the same version (the page in front is the one a person works in).
  await page.goto(path);
  await expect(text(page, "Vendor Name")).toHaveValue("Two Desks Ltd");
  const second = await page.context().newPage();
  await second.goto(path);
  await expect(text(second, "Vendor Name")).toHaveValue("Two Desks Ltd");

  // The first page saves.
  await page.bringToFront();
  await text(page, "Fax").fill("555-0101");
  await general(page).getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByRole("dialog", { name: "Vendor Updated Successfully!" })).toBeVisible();

  // The second page saves what it typed on its stale copy: refused, the message on the form.
  await second.bringToFront();
  await text(second, "Vendor Name").fill("Typed On The Second Page");
  await text(second, "Tax ID").fill("TAX-22");
  await general(second).getByRole("button", { name: "Save Changes" }).click();
  const failed = second.getByRole("dialog", { name: "Update Failed" });
  await expect(failed).toContainText(STALE);
  await failed.getByRole("button", { name: "OK" }).click();
  await expect(main(second).getByRole("alert").filter({ hasText: STALE }).first()).toBeVisible();
  await expect(text(second, "Vendor Name")).toHaveValue("Typed On The Second Page");
  await expect(text(second, "Tax ID")).toHaveValue("TAX-22");
  await expect(second).toHaveURL(path);

  // The books keep the first save only.
  const stored = await request.get(`/api/vendor/vendors/${vendor.id}`, { headers: { Authorization: `Bearer ${user.token}` } });
  expect((await stored.json()).vendor).toMatchObject({ vendorName: "Two Desks Ltd", fax: "555-0101", taxId: "", version: 2 });

  // Reloading shows the changes, and a save made on them goes through.
  await second.reload();
  await expect(text(second, "Fax")).toHaveValue("555-0101");
  await text(second, "Tax ID").fill("TAX-22");
  await general(second).getByRole("button", { name: "Save Changes" }).click();
  await expect(second.getByRole("dialog", { name: "Vendor Updated Successfully!" })).toBeVisible();
  const after = await request.get(`/api/vendor/vendors/${vendor.id}`, { headers: { Authorization: `Bearer ${user.token}` } });
  expect((await after.json()).vendor).toMatchObject({ fax: "555-0101", taxId: "TAX-22", version: 3 });
});
