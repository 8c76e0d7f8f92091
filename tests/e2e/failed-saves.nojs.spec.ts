import { createCompany, expect, test } from "./fixtures";

// Without JavaScript, a save that meets an expired session goes to the login page with the spec's
// "Please log in to continue", and signing in returns to the same form (drafts need JavaScript).

test("an expired session while saving: 'Please log in to continue', then back to the form", async ({ page, request, user }) => {
  test.slow();
  const company = await createCompany(request, user);
  const form = `/company/${company.id}/dashboard/new-account`;
  await page.goto(`${form}?type=Expense`);
  await page
    .getByRole("main")
    .getByLabel(/^Account Number/)
    .fill("5200");
  await page.context().clearCookies();
  await page.getByRole("main").getByRole("button", { name: "Save and Close" }).click();

  await expect(page).toHaveURL(`/login?${new URLSearchParams({ redirectTo: `${form}?type=Expense` })}`);
  await expect(page.getByText("Please log in to continue")).toBeVisible();
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(`${form}?type=Expense`);
  await expect(page.getByRole("main").getByRole("heading", { level: 1, name: "Expense Account" })).toBeVisible();

  // Opening the login page directly says nothing of the kind.
  await page.context().clearCookies();
  await page.goto("/login");
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  await expect(page.getByText("Please log in to continue")).toHaveCount(0);
});
