import { companyFields, createCompany, expect, test } from "./fixtures";

// The forms around passwords with JavaScript: conform checks them in the browser with the same
// schema as the server, so the rules' messages appear under their fields before anything is sent.

test("encryption settings: the rules are checked in the browser, in the form typed in", async ({ page, request, user }) => {
  const company = await createCompany(request, user);
  const other = await createCompany(request, user);
  await page.goto("/encryption-settings");
  const turnOn = page.getByRole("form", { name: `Turn on encryption for ${company.companyName}` });
  const otherForm = page.getByRole("form", { name: `Turn on encryption for ${other.companyName}` });
  // Hydrated: conform has turned the browser's own checks off.
  await expect(turnOn).toHaveAttribute("novalidate", "");

  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST") posts.push(r.url());
  });
  await turnOn.getByLabel("Company password", { exact: true }).fill("short");
  await turnOn.getByLabel("Confirm password").fill("shorter");
  await turnOn.getByRole("button", { name: "Turn on encryption" }).click();
  await expect(turnOn.getByRole("alert")).toHaveText(["Company password must be at least 8 characters", "Passwords do not match"]);
  await expect(otherForm.getByRole("alert")).toHaveCount(0);
  expect(posts).toEqual([]);

  // Fixed as typed: the messages go.
  await turnOn.getByLabel("Company password", { exact: true }).fill("open sesame 42");
  await turnOn.getByLabel("Confirm password").fill("open sesame 42");
  await expect(turnOn.getByRole("alert")).toHaveCount(0);
  await turnOn.getByRole("button", { name: "Turn on encryption" }).click();
  await expect(page.getByText(`Encryption is on for ${company.companyName}.`).first()).toBeVisible();
  await expect(page.getByRole("form", { name: `Change the password of ${company.companyName}` })).toBeVisible();
});

test("unlock: an empty password is caught in the browser, a wrong one by the server", async ({ page, request, user }) => {
  const company = await createCompany(request, user, companyFields({ enableEncryption: true, encryptionPassword: "open sesame 42" }));
  await page.goto(`/company/${company.id}/unlock`);
  const form = page.locator("form", { has: page.getByRole("button", { name: "Open company" }) });
  await expect(form).toHaveAttribute("novalidate", "");
  await page.getByRole("button", { name: "Open company" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Enter the company password");
  await page.getByLabel("Company password", { exact: true }).fill("wrong password");
  await page.getByRole("button", { name: "Open company" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("The company password is not correct.");
  await page.getByLabel("Company password", { exact: true }).fill("open sesame 42");
  await page.getByRole("button", { name: "Open company" }).click();
  await expect(page).toHaveURL(new RegExp(`/company/${company.id}/dashboard$`));
});

test("encryption settings: a server's refusal shows in its form until another form is saved", async ({ page, request, user }) => {
  const locked = await createCompany(request, user, companyFields({ enableEncryption: true, encryptionPassword: "open sesame 42" }));
  const plain = await createCompany(request, user);
  await page.goto("/encryption-settings");
  const turnOff = page.getByRole("form", { name: `Turn off encryption for ${locked.companyName}` });
  await expect(turnOff).toHaveAttribute("novalidate", "");
  await turnOff.getByLabel("Current password").fill("guess");
  await turnOff.getByRole("button", { name: "Turn off encryption" }).click();
  await expect(turnOff.getByRole("alert")).toHaveText("The current company password is not correct.");

  const turnOn = page.getByRole("form", { name: `Turn on encryption for ${plain.companyName}` });
  await turnOn.getByLabel("Company password", { exact: true }).fill("another password");
  await turnOn.getByLabel("Confirm password").fill("another password");
  await turnOn.getByRole("button", { name: "Turn on encryption" }).click();
  await expect(page.getByText(`Encryption is on for ${plain.companyName}.`).first()).toBeVisible();
  await expect(turnOff.getByRole("alert")).toHaveCount(0);
});
