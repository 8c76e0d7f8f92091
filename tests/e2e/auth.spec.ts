import { randomUUID } from "node:crypto";
import { companyFields, createCompany, createUser, expect, test } from "./fixtures";

test.describe("sign-up and sign-in", () => {
  test("signing up leads to the welcome page, with the top bar", async ({ page }) => {
    await page.goto("/signup");
    await expect(page).toHaveTitle("Ledgerline | Signup");
    await page.getByLabel("First name").fill("Grace");
    await page.getByLabel("Last name").fill("Hopper");
    await page.getByLabel("Email").fill(`grace-${randomUUID()}@example.com`);
    await page.getByLabel("Password", { exact: true }).fill("correct horse battery");
    await page.getByLabel("Confirm password").fill("correct horse battery");
    await page.getByRole("button", { name: "Sign up" }).click();
    await expect(page).toHaveURL(/\/welcome-company$/);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.getByText("Signed in as Grace")).toBeVisible();
  });

  test("sign-up errors are shown and nothing is created", async ({ page, request }) => {
    const taken = await createUser(request);
    await page.goto("/signup");
    await page.getByLabel("Email").fill(taken.email);
    await page.getByLabel("Password", { exact: true }).fill("short");
    await page.getByLabel("Confirm password").fill("different");
    await page.getByRole("button", { name: "Sign up" }).click();
    await expect(page.getByText("First name is required")).toBeVisible();
    await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
    await expect(page).toHaveURL(/\/signup/);
  });

  test("a wrong password shows one message for any account", async ({ page, request }) => {
    const user = await createUser(request);
    await page.goto("/login");
    await expect(page).toHaveTitle("Ledgerline | Login");
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill("not my password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password." })).toBeVisible();
    await page.getByLabel("Email").fill(`nobody-${randomUUID()}@example.com`);
    await page.getByLabel("Password").fill("not my password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password." })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  });

  test("logout ends the session", async ({ page, user }) => {
    await page.goto("/home");
    await expect(page).toHaveTitle("Ledgerline | Home");
    await expect(page.getByRole("heading", { name: `Welcome, ${user.firstName}` })).toBeVisible();
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto("/home");
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe("route guard", () => {
  test("anonymous users are sent to /login and brought back after signing in", async ({ page, request }) => {
    const user = await createUser(request);
    const company = await createCompany(request, user);
    await page.goto("/");
    await expect(page).toHaveURL(/\/login$/);
    for (const path of ["/home", "/welcome-company", "/company-setup", "/encryption-settings", "/help", "/dashboard"]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/login/);
    }
    await page.goto(`/company/${company.id}/dashboard`);
    await expect(page).toHaveURL(new RegExp(`/login\\?redirectTo=%2Fcompany%2F${company.id}%2Fdashboard`));
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(new RegExp(`/company/${company.id}/dashboard$`));
  });

  test("signed-in users opening public pages go home; unknown pages say not found", async ({ page, user }) => {
    for (const path of ["/login", "/signup", "/gmail-auth-result"]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/home$/);
    }
    await page.goto("/");
    await expect(page).toHaveURL(/\/home$/);
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    expect(user.email).toContain("@");
  });

  test("/dashboard opens the current company, or home when there is none", async ({ page, request, user }) => {
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/home$/);
    const company = await createCompany(request, user);
    await page.goto("/home");
    await page.getByRole("link", { name: `Open ${company.companyName}` }).click();
    await expect(page).toHaveURL(new RegExp(`/company/${company.id}/dashboard$`));
    await page.goto("/dashboard");
    await expect(page).toHaveURL(new RegExp(`/company/${company.id}/dashboard$`));
  });

  test("the top bar is hidden on company dashboard routes; Help is there", async ({ page, request, user }) => {
    const company = await createCompany(request, user);
    await page.goto("/help");
    await expect(page.getByRole("heading", { name: "Help" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Double-entry bookkeeping" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await page.goto(`/company/${company.id}/dashboard`);
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  });

  test("a cross-site form post is refused", async ({ page, user }) => {
    const response = await page.request.post("/home", {
      headers: { Origin: "https://evil.example" },
      form: { intent: "delete-account", password: user.password },
    });
    expect(response.status()).toBe(403);
    expect(await response.text()).toBe("This request came from another site and was refused.");
    const stillThere = await page.request.get("/api/company");
    expect(stillThere.status()).toBe(200);
  });
});

test.describe("home page", () => {
  test("delete account asks for the password, then removes the account and its companies", async ({ page, request, user }) => {
    const company = await createCompany(request, user);
    await page.goto("/home");
    await expect(page.getByRole("heading", { name: company.companyName })).toBeVisible();
    await page.locator("summary", { hasText: "Delete Account" }).click();
    await page.getByLabel("Password").fill("wrong password!");
    await page.getByRole("button", { name: "Delete my account permanently" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "The password is not correct." })).toBeVisible();
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Delete my account permanently" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText("Your account and its companies were deleted.")).toBeVisible();
    const login = await request.post("/api/client/login", { data: { email: user.email, password: user.password } });
    expect(login.status()).toBe(401);
    const byToken = await request.get("/api/company", { headers: { Authorization: `Bearer ${user.token}` } });
    expect(byToken.status()).toBe(401);
  });

  test("encryption: the company asks for its password once per session", async ({ page, request, user }) => {
    const company = await createCompany(
      request,
      user,
      companyFields({
        enableEncryption: true,
        encryptionPassword: "open sesame 42",
        passwordHint: "the cave",
      }),
    );
    await page.goto(`/company/${company.id}/dashboard`);
    await expect(page).toHaveURL(new RegExp(`/company/${company.id}/unlock`));
    await expect(page.getByText("Hint: the cave")).toBeVisible();
    await page.getByLabel("Company password").fill("wrong password");
    await page.getByRole("button", { name: "Open company" }).click();
    await expect(page.getByText("The company password is not correct.")).toBeVisible();
    await page.getByLabel("Company password").fill("open sesame 42");
    await page.getByRole("button", { name: "Open company" }).click();
    await expect(page).toHaveURL(new RegExp(`/company/${company.id}/dashboard$`));
    await page.goto("/home");
    await page.goto(`/company/${company.id}/dashboard`);
    await expect(page).toHaveURL(new RegExp(`/company/${company.id}/dashboard$`));

    // Turn it off on /encryption-settings (the current password is required).
    await page.goto("/encryption-settings");
    const form = page.getByRole("form", { name: `Turn off encryption for ${company.companyName}` });
    await form.getByLabel("Current password").fill("open sesame 42");
    await form.getByRole("button", { name: "Turn off encryption" }).click();
    await expect(page.getByText(`Encryption is off for ${company.companyName}.`).first()).toBeVisible();
  });
});
