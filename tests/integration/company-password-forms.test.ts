// The forms around a user's account and company passwords, as plain form posts (what a browser
// without JavaScript sends): Delete Account on /home, the unlock screen of an encrypted company,
// and /encryption-settings with its three actions per company. Each refused post answers conform's
// reply (status 400, the message on its field, no password sent back); each success redirects.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getUserById } from "../../app/modules/auth/auth.server";
import { getMemberCompany, verifyCompanyPassword } from "../../app/modules/companies/companies.server";
import * as encryptionRoute from "../../app/routes/_setup+/encryption-settings";
import * as homeRoute from "../../app/routes/_setup+/home";
import * as unlockRoute from "../../app/routes/_setup+/company.$companyId.unlock";
import { getSessionRecord } from "../../app/modules/auth/session.server";
import { getToast } from "../../app/utils/toast.server";
import { BASE, call, makeUser, sessionCookie, startTestApp, type TestApp } from "../support/app";
import { companyOf, signedInOwner } from "../support/books";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.cleanup());

type Json = any;

function form(fields: Record<string, string>) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  return body;
}

async function toastOf(response: Response) {
  const cookie = (response.headers.get("Set-Cookie") ?? "")
    .split(/,(?=\s*ledgerline_)/)
    .map((c) => c.split(";")[0].trim())
    .find((c) => c.startsWith("ledgerline_toast="));
  return (await getToast(new Request(BASE, { headers: { Cookie: cookie ?? "" } }))).toast;
}

async function signedIn() {
  const { user, password } = await makeUser(app.db);
  return { user, password, cookie: await sessionCookie(user) };
}

describe("Delete Account on /home", () => {
  const post = (cookie: string, fields: Record<string, string>) =>
    call(homeRoute.action, "/home", { method: "POST", headers: { Cookie: cookie }, body: form(fields) });

  it("asks for the password, refuses a wrong one on the field, and never echoes it", async () => {
    const { user, cookie } = await signedIn();
    const empty = await post(cookie, { intent: "delete-account", password: "" });
    expect(empty.status).toBe(400);
    const emptyBody: Json = await empty.json();
    expect(emptyBody.status).toBe("error");
    expect(emptyBody.error).toEqual({ password: ["Enter your password to delete your account"] });

    const wrong = await post(cookie, { intent: "delete-account", password: "not my password" });
    expect(wrong.status).toBe(400);
    const wrongBody: Json = await wrong.json();
    expect(wrongBody.error).toEqual({ password: ["The password is not correct."] });
    expect(JSON.stringify(wrongBody)).not.toContain("not my password");

    const unknown = await post(cookie, { intent: "delete-everything", password: "whatever" });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as Json).error.intent).toEqual(["Unknown action"]);
    expect(await getUserById(app.db, user.id)).toBeTruthy();
  });

  it("deletes the account with the right password and sends the user to /login with a toast", async () => {
    const { user, password, cookie } = await signedInOwner(app.db);
    const response = await post(cookie, { intent: "delete-account", password });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login");
    expect(await toastOf(response)).toEqual({ type: "success", message: "Your account and its companies were deleted." });
    expect(await getUserById(app.db, user.id)).toBeFalsy();
  });
});

describe("the unlock screen of an encrypted company", () => {
  const path = (companyId: number) => `/company/${companyId}/unlock`;
  const post = (cookie: string, companyId: number, fields: Record<string, string>) =>
    call(unlockRoute.action, path(companyId), {
      method: "POST",
      params: { companyId: String(companyId) },
      headers: { Cookie: cookie },
      body: form(fields),
    });

  it("refuses an empty or wrong password with its message, and opens the company with the right one", async () => {
    const { cookie, company } = await signedInOwner(app.db, {
      fields: { enableEncryption: true, encryptionPassword: "open sesame 42", passwordHint: "the cave" },
    });

    const empty = await post(cookie, company.id, { password: "", redirectTo: "" });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as Json).error).toEqual({ password: ["Enter the company password"] });

    const wrong = await post(cookie, company.id, { password: "wrong password", redirectTo: "" });
    expect(wrong.status).toBe(400);
    const wrongBody: Json = await wrong.json();
    expect(wrongBody.error).toEqual({ "": ["The company password is not correct."] });
    expect(JSON.stringify(wrongBody)).not.toContain("wrong password");

    const session = async () => getSessionRecord(new Request(BASE, { headers: { Cookie: cookie } }));
    expect((await session())?.unlockedCompanyIds).not.toContain(company.id);

    const back = `/company/${company.id}/dashboard/company-account-list`;
    const right = await post(cookie, company.id, { password: "open sesame 42", redirectTo: back });
    expect(right.status).toBe(302);
    expect(right.headers.get("Location")).toBe(back);
    expect((await session())?.unlockedCompanyIds).toContain(company.id);

    // Only paths on this site are returned to.
    const elsewhere = await post(cookie, company.id, { password: "open sesame 42", redirectTo: "//evil.test/" });
    expect(elsewhere.headers.get("Location")).toBe(`/company/${company.id}/dashboard`);
  });

  it("is a 404 for another user's company", async () => {
    const owner = await signedIn();
    const intruder = await signedIn();
    const company = await companyOf(app.db, owner.user.id, { enableEncryption: true, encryptionPassword: "open sesame 42" });
    const response = await post(intruder.cookie, company.id, { password: "open sesame 42" });
    expect(response.status).toBe(404);
  });
});

describe("/encryption-settings", () => {
  const post = (cookie: string, fields: Record<string, string>) =>
    call(encryptionRoute.action, "/encryption-settings", { method: "POST", headers: { Cookie: cookie }, body: form(fields) });

  it("turns encryption on: the rules on their fields, the answer naming its form, passwords not echoed", async () => {
    const { user, cookie, company } = await signedInOwner(app.db);
    const formId = `encryption-${company.id}-enable`;
    const enable = (fields: Record<string, string>) =>
      post(cookie, { companyId: String(company.id), intent: "enable", passwordHint: "", ...fields });

    const short = await enable({ encryptionPassword: "short", encryptionPasswordConfirm: "shorter" });
    expect(short.status).toBe(400);
    const shortBody: Json = await short.json();
    expect(shortBody.formId).toBe(formId);
    expect(shortBody.result.error).toEqual({
      encryptionPassword: ["Company password must be at least 8 characters"],
      encryptionPasswordConfirm: ["Passwords do not match"],
    });
    expect(JSON.stringify(shortBody)).not.toContain("shorter");

    const empty = await enable({ encryptionPassword: "", encryptionPasswordConfirm: "" });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as Json).result.error).toEqual({
      encryptionPassword: ["Enter a company password to turn encryption on."],
    });

    const on = await enable({
      encryptionPassword: "first password",
      encryptionPasswordConfirm: "first password",
      passwordHint: " a hint ",
    });
    expect(on.status).toBe(302);
    expect(on.headers.get("Location")).toBe("/encryption-settings");
    expect(await toastOf(on)).toEqual({ type: "success", message: `Encryption is on for ${company.companyName}.` });
    const after = await getMemberCompany(app.db, user.id, company.id);
    expect(after).toMatchObject({ enableEncryption: true, passwordHint: "a hint" });
    expect(await verifyCompanyPassword(app.db, after, "first password")).toBe(true);
  });

  it("changes the password only with the current one and a new one, and turns encryption off", async () => {
    const { user, cookie, company } = await signedInOwner(app.db, {
      fields: { enableEncryption: true, encryptionPassword: "first password", passwordHint: "one" },
    });
    const change = (fields: Record<string, string>) =>
      post(cookie, {
        companyId: String(company.id),
        intent: "change",
        passwordHint: "two",
        encryptionPasswordConfirm: fields.encryptionPassword ?? "",
        ...fields,
      });

    const noNew = await change({ currentPassword: "first password", encryptionPassword: "" });
    expect(noNew.status).toBe(400);
    expect(((await noNew.json()) as Json).result.error).toEqual({ encryptionPassword: ["Enter the new company password."] });

    const wrongCurrent = await change({ currentPassword: "guess", encryptionPassword: "second password" });
    expect(wrongCurrent.status).toBe(400);
    const wrongBody: Json = await wrongCurrent.json();
    expect(wrongBody.formId).toBe(`encryption-${company.id}-change`);
    expect(wrongBody.result.error).toEqual({ currentPassword: ["The current company password is not correct."] });

    const changed = await change({ currentPassword: "first password", encryptionPassword: "second password" });
    expect(changed.status).toBe(302);
    expect(await toastOf(changed)).toEqual({ type: "success", message: `The company password of ${company.companyName} was changed.` });
    let current = await getMemberCompany(app.db, user.id, company.id);
    expect(current.passwordHint).toBe("two");
    expect(await verifyCompanyPassword(app.db, current, "second password")).toBe(true);

    const wrongOff = await post(cookie, { companyId: String(company.id), intent: "disable", currentPassword: "first password" });
    expect(wrongOff.status).toBe(400);
    const wrongOffBody: Json = await wrongOff.json();
    expect(wrongOffBody.formId).toBe(`encryption-${company.id}-disable`);
    expect(wrongOffBody.result.error).toEqual({ currentPassword: ["The current company password is not correct."] });

    const off = await post(cookie, { companyId: String(company.id), intent: "disable", currentPassword: "second password" });
    expect(off.status).toBe(302);
    expect(await toastOf(off)).toEqual({ type: "success", message: `Encryption is off for ${company.companyName}.` });
    current = await getMemberCompany(app.db, user.id, company.id);
    expect(current).toMatchObject({ enableEncryption: false, passwordHint: "" });
  });

  it("refuses an unknown action or company, and another user's company is not found", async () => {
    const owner = await signedIn();
    const intruder = await signedIn();
    const company = await companyOf(app.db, owner.user.id);

    const bogus = await post(owner.cookie, { companyId: String(company.id), intent: "explode" });
    expect(bogus.status).toBe(400);
    expect(Object.values(((await bogus.json()) as Json).result.error).flat()).toEqual(["Choose a company and an action."]);
    const noCompany = await post(owner.cookie, { companyId: "", intent: "disable", currentPassword: "x" });
    expect(noCompany.status).toBe(400);
    expect(((await noCompany.json()) as Json).result.error).toEqual({ companyId: ["Choose a company and an action."] });

    const foreign = await post(intruder.cookie, {
      companyId: String(company.id),
      intent: "enable",
      encryptionPassword: "sneaky password",
      encryptionPasswordConfirm: "sneaky password",
    });
    expect(foreign.status).toBe(404);
    expect(((await foreign.json()) as Json).result.error).toEqual({ "": ["Company not found"] });
    expect((await getMemberCompany(app.db, owner.user.id, company.id)).enableEncryption).toBe(false);
  });
});
