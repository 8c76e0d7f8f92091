import { companyFields, createCompany, expect, test } from "./fixtures";

// The forms around passwords without JavaScript: each refused post comes back with its message in
// the form it belongs to (and the passwords typed are not sent back); each success redirects.

test("unlock: a wrong company password is refused with its message, the right one opens the company", async ({ page, request, user }) => {
  const company = await createCompany(
    request,
    user,
    companyFields({ enableEncryption: true, encryptionPassword: "open sesame 42", passwordHint: "the cave" }),
  );
  await page.goto(`/company/${company.id}/dashboard`);
  await expect(page).toHaveURL(new RegExp(`/company/${company.id}/unlock`));
  await page.getByLabel("Company password", { exact: true }).fill("wrong password");
  await page.getByRole("button", { name: "Open company" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("The company password is not correct.");
  await expect(page.getByLabel("Company password", { exact: true })).toHaveValue("");
  await expect(page.getByText("Hint: the cave")).toBeVisible();

  await page.getByLabel("Company password", { exact: true }).fill("open sesame 42");
  await page.getByRole("button", { name: "Open company" }).click();
  await expect(page).toHaveURL(new RegExp(`/company/${company.id}/dashboard$`));
});

test("encryption settings: each form's messages under its fields; change, then turn off", async ({ page, request, user }) => {
  const company = await createCompany(request, user, companyFields({ enableEncryption: true, encryptionPassword: "open sesame 42" }));
  const plain = await createCompany(request, user);
  await page.goto("/encryption-settings");
  const change = page.getByRole("form", { name: `Change the password of ${company.companyName}` });
  const turnOff = page.getByRole("form", { name: `Turn off encryption for ${company.companyName}` });
  const turnOn = page.getByRole("form", { name: `Turn on encryption for ${plain.companyName}` });

  // A new password too short and not confirmed: both messages, in this form only.
  await change.getByLabel("Current password").fill("open sesame 42");
  await change.getByLabel("New password", { exact: true }).fill("short");
  await change.getByLabel("Confirm new password").fill("shorter");
  await change.getByRole("button", { name: "Change password" }).click();
  await expect(change.getByRole("alert")).toHaveText(["Company password must be at least 8 characters", "Passwords do not match"]);
  await expect(turnOff.getByRole("alert")).toHaveCount(0);
  await expect(turnOn.getByRole("alert")).toHaveCount(0);
  await expect(change.getByLabel("New password", { exact: true })).toHaveValue("");

  // A wrong current password, on its field.
  await change.getByLabel("Current password").fill("guess");
  await change.getByLabel("New password", { exact: true }).fill("second password");
  await change.getByLabel("Confirm new password").fill("second password");
  await change.getByRole("button", { name: "Change password" }).click();
  await expect(change.getByRole("alert")).toHaveText("The current company password is not correct.");

  await change.getByLabel("Current password").fill("open sesame 42");
  await change.getByLabel("New password", { exact: true }).fill("second password");
  await change.getByLabel("Confirm new password").fill("second password");
  await change.getByLabel("Password hint").fill("two");
  await change.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText(`The company password of ${company.companyName} was changed.`).first()).toBeVisible();
  await expect(change.getByLabel("Password hint")).toHaveValue("two");

  // Turning it off asks for the current password.
  await turnOff.getByLabel("Current password").fill("open sesame 42");
  await turnOff.getByRole("button", { name: "Turn off encryption" }).click();
  await expect(turnOff.getByRole("alert")).toHaveText("The current company password is not correct.");
  await turnOff.getByLabel("Current password").fill("second password");
  await turnOff.getByRole("button", { name: "Turn off encryption" }).click();
  await expect(page.getByText(`Encryption is off for ${company.companyName}.`).first()).toBeVisible();

  // Turning it on without a password is refused by the service, on the field.
  await turnOn.getByRole("button", { name: "Turn on encryption" }).click();
  await expect(turnOn.getByRole("alert")).toHaveText("Enter a company password to turn encryption on.");
});

test("Delete Account: a wrong password opens the section again with the message", async ({ page, user }) => {
  await page.goto("/home");
  await page.locator("summary", { hasText: "Delete Account" }).click();
  await page.getByLabel("Password").fill("wrong password!");
  await page.getByRole("button", { name: "Delete my account permanently" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "The password is not correct." })).toBeVisible();
  await expect(page.getByLabel("Password")).toHaveValue("");
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Delete my account permanently" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Your account and its companies were deleted.")).toBeVisible();
});
