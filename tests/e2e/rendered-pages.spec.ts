import { createCompany, createVendor, expect, test } from "./fixtures";

// Pages rendered again from what they were rendered from (ADR 0090): the second request of a page
// whose data has not changed is sent the markup rendered for the first, byte for byte; a change in
// the books shows on the very next request; and the page served again works in the browser as the
// first did.

test("a page asked for again is the same document, and a change in the books shows at once", async ({ page, request, user }) => {
  const company = await createCompany(request, user);
  const headers = { Authorization: `Bearer ${user.token}` };
  const vendor = await createVendor(request, user, company.id, { vendorId: "RP-1", vendorName: "Kept Page Supplies" });
  const path = `/company/${company.id}/dashboard/vendors/list`;

  // The browser's own session: brotli as a browser asks for it, then no compression at all.
  const document = async (acceptEncoding: string) => {
    const response = await page.request.get(path, { headers: { "Accept-Encoding": acceptEncoding } });
    expect(response.status()).toBe(200);
    return { body: await response.text(), encoding: response.headers()["content-encoding"] };
  };
  const first = await document("gzip, deflate, br");
  expect(first.body).toContain("Kept Page Supplies");
  await expect.poll(async () => (await document("gzip, deflate, br")).encoding).toBe("br");
  expect((await document("gzip, deflate, br")).body).toBe(first.body);
  expect((await document("identity")).body).toBe(first.body);

  const renamed = await request.put(`/api/vendor/vendors/${vendor.id}`, {
    data: { vendorName: "Renamed Elsewhere Ltd", version: vendor.version },
    headers,
  });
  expect(renamed.status(), await renamed.text()).toBe(200);
  const after = await document("gzip, deflate, br");
  expect(after.body).toContain("Renamed Elsewhere Ltd");
  expect(after.body).not.toContain("Kept Page Supplies");

  // In the browser, the page served again hydrates and works like the first one.
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  page.on("pageerror", (error) => errors.push(error.message));
  for (let visit = 0; visit < 2; visit++) {
    await page.goto(path);
    await expect(page.locator('button[aria-controls="company-sidebar"]')).toBeAttached(); // hydrated
    await expect(page.getByRole("main")).toContainText("Renamed Elsewhere Ltd");
  }
  expect(errors).toEqual([]);
});
