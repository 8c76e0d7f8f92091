import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getMemberCompany, type Company } from "../../app/modules/companies/companies.server";
import { sendCompanyMail } from "../../app/modules/companies/mail-settings.server";
import { addMember } from "../../app/modules/companies/members.server";
import * as companyApi from "../../app/routes/api+/company.$id";
import * as emailSetupApi from "../../app/routes/api+/company.$id.email-setup";
import * as testEmailApi from "../../app/routes/api+/company.$id.test-email";
import * as emailScreen from "../../app/routes/company.$companyId.dashboard+/settings.email-setup";
import * as preferencesScreen from "../../app/routes/company.$companyId.dashboard+/settings.company-preferences";
import { apiCaller, signUp } from "../support/api-client";
import { call, makeUser, sessionCookie, startTestApp, type TestApp } from "../support/app";
import { companyOf } from "../support/books";
import { companyFields } from "../support/company-fields";

// Company Preferences and Email Setup (issue 29 item 5, ADR 0070): the wizard's settings edited on
// the version read (a stale form changes nothing), the currency format and default payment terms,
// the `settings` permission on both screens and their API; Email Setup's password never shown,
// mail sent through the company's own SMTP server, a failed test said in plain words.

let app: TestApp;
let owner: Awaited<ReturnType<typeof makeUser>>["user"];
let ownerCookie: string;
let keeperCookie: string;
let company: Company;
let termId: number;

const prefsPath = () => `/company/${company.id}/dashboard/settings/company-preferences`;
const emailPath = () => `/company/${company.id}/dashboard/settings/email-setup`;

/** The preferences form as the screen posts it: every field, with the overrides. */
function preferencesForm(overrides: Record<string, string> = {}, version?: number) {
  const values: Record<string, string> = {
    ...(companyFields({ companyName: company.companyName }) as Record<string, string>),
    customerTerm: "Customer",
    vendorTerm: "Vendor",
    fiscalYearStart: "January",
    billTracking: "on",
    enableInventory: "on",
    defaultCustomerPaymentTermId: "",
    defaultVendorPaymentTermId: "",
    currencySymbol: "",
    currencySymbolPosition: "before",
    decimalSeparator: ".",
    thousandSeparator: ",",
    negativeFormat: "minus",
    version: String(version ?? company.version),
    ...overrides,
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) if (value !== "__absent__") form.set(name, value);
  return form;
}

const postPreferences = (form: FormData, cookie = ownerCookie) =>
  call(preferencesScreen.action, prefsPath(), {
    method: "POST",
    params: { companyId: String(company.id) },
    headers: { Cookie: cookie },
    body: form,
  });

const reload = async () => (company = await getMemberCompany(app.db, owner.id, company.id));

beforeAll(async () => {
  app = await startTestApp();
  owner = (await makeUser(app.db, { email: "owner@prefs.test", firstName: "Olive" })).user;
  ownerCookie = await sessionCookie(owner);
  company = await companyOf(app.db, owner.id, { companyName: "Prefs Books" });
  const { user: keeper } = await makeUser(app.db, { email: "keeper@prefs.test" });
  await app.db.transaction((trx) => addMember(trx, company.id, keeper.id, "bookkeeper"));
  keeperCookie = await sessionCookie(keeper);
  [{ id: termId }] = await app
    .db("paymentTerms")
    .insert({ companyId: company.id, name: "Net 30", type: "fixed", netDueIn: 30 })
    .returning("id");
});
afterAll(() => app?.cleanup());

describe("Company Preferences", () => {
  it("saves the wizard's settings, the default terms and the currency format on the version read", async () => {
    const page = await call(preferencesScreen.loader, prefsPath(), {
      params: { companyId: String(company.id) },
      headers: { Cookie: ownerCookie },
    });
    expect(page.status).toBe(200);
    const loaded = await page.json();
    expect(loaded.terms).toEqual([{ value: String(termId), label: "Net 30" }]);

    const saved = await postPreferences(
      preferencesForm({
        companyName: "Prefs Books Ltd",
        timezone: "UTC+01:00 Amsterdam, Berlin, Madrid, Paris, Rome",
        vendorTerm: "Supplier",
        fiscalYearStart: "April",
        billTracking: "__absent__", // an unticked box posts nothing: off
        enableInventory: "on",
        defaultCustomerPaymentTermId: String(termId),
        defaultVendorPaymentTermId: String(termId),
        currencySymbol: "€",
        currencySymbolPosition: "after",
        decimalSeparator: ",",
        thousandSeparator: ".",
        negativeFormat: "parentheses",
      }),
    );
    expect(saved.status).toBe(302);
    const before = company.version;
    await reload();
    expect(company).toMatchObject({
      companyName: "Prefs Books Ltd",
      vendorTerm: "Supplier",
      fiscalYearStart: "April",
      billTracking: false,
      enableInventory: true,
      defaultCustomerPaymentTermId: termId,
      defaultVendorPaymentTermId: termId,
      currencySymbol: "€",
      currencySymbolPosition: "after",
      decimalSeparator: ",",
      thousandSeparator: ".",
      negativeFormat: "parentheses",
      version: before + 1,
    });
  });

  it("refuses a stale form with the concurrent-edit message and changes nothing", async () => {
    const stale = await postPreferences(preferencesForm({ companyName: "Overwritten" }, company.version - 1));
    expect(stale.status).toBe(409);
    expect(JSON.stringify(await stale.json())).toContain("This company was changed by someone else. Reload to see the changes.");
    const unchanged = company.version;
    await reload();
    expect(company.companyName).toBe("Prefs Books Ltd");
    expect(company.version).toBe(unchanged);
  });

  it("says what is wrong with bad input, field by field", async () => {
    const empty = await postPreferences(preferencesForm({ companyName: " ", email: "not-an-email" }));
    expect(empty.status).toBe(400);
    const { result } = await empty.json();
    expect(result.error.companyName).toEqual(["Company name is required"]);
    expect(result.error.email).toEqual(["Invalid email format"]);

    const clash = await postPreferences(preferencesForm({ decimalSeparator: ",", thousandSeparator: "," }));
    expect(clash.status).toBe(400);
    expect((await clash.json()).result.error.thousandSeparator).toEqual(["The decimal and thousand separators must differ."]);

    // Another company's payment term is not one of this company's.
    const other = await companyOf(app.db, owner.id);
    const [{ id: foreign }] = await app
      .db("paymentTerms")
      .insert({ companyId: other.id, name: "Net 7", type: "fixed", netDueIn: 7 })
      .returning("id");
    const stranger = await postPreferences(preferencesForm({ defaultVendorPaymentTermId: String(foreign) }));
    expect(stranger.status).toBe(400);
    expect((await stranger.json()).result.error.defaultVendorPaymentTermId).toEqual(["Choose one of the company's payment terms."]);
    const version = company.version;
    await reload();
    expect(company.version).toBe(version);
  });

  it("refuses a bookkeeper with the 403 page, screen and save alike", async () => {
    const page = await call(preferencesScreen.loader, prefsPath(), {
      params: { companyId: String(company.id) },
      headers: { Cookie: keeperCookie },
    });
    expect(page.status).toBe(403);
    expect(await page.text()).toContain("You do not have permission");
    const save = await postPreferences(preferencesForm({ companyName: "Keeper's" }), keeperCookie);
    expect(save.status).toBe(403);
    expect((await reload()).companyName).toBe("Prefs Books Ltd");
  });

  it("clears a default payment term when the term is deleted", async () => {
    const [{ id }] = await app
      .db("paymentTerms")
      .insert({ companyId: company.id, name: "Net 60", type: "fixed", netDueIn: 60 })
      .returning("id");
    expect((await postPreferences(preferencesForm({ defaultCustomerPaymentTermId: String(id) }))).status).toBe(302);
    expect((await reload()).defaultCustomerPaymentTermId).toBe(id);
    await app.db("paymentTerms").where({ companyId: company.id, id }).delete();
    expect((await reload()).defaultCustomerPaymentTermId).toBeNull();
  });
});

describe("the company API: preferences and email setup", () => {
  let token: string;
  let apiCompany: Company;
  const hit = apiCaller(() => token);

  beforeAll(async () => {
    const client = await signUp("client@prefs.test");
    token = client.token;
    apiCompany = await companyOf(app.db, client.userId);
  });

  it("reads and updates preferences with the version, refusing a stale one", async () => {
    const read = await hit(companyApi.loader, `/api/company/${apiCompany.id}`, { params: { id: apiCompany.id } });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ fiscalYearStart: "January", thousandSeparator: ",", negativeFormat: "minus" });
    const version = read.body.data.version;
    const put = (body: object) =>
      hit(companyApi.action, `/api/company/${apiCompany.id}`, { method: "PUT", params: { id: apiCompany.id }, body });
    const updated = await put({ fiscalYearStart: "July", thousandSeparator: " ", negativeFormat: "parentheses", version });
    expect(updated.status).toBe(200);
    expect(updated.body.company).toMatchObject({ fiscalYearStart: "July", thousandSeparator: " ", version: version + 1 });
    const stale = await put({ fiscalYearStart: "March", version });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe("This company was changed by someone else. Reload to see the changes.");
    const clash = await put({ decimalSeparator: ",", thousandSeparator: ",", version: version + 1 });
    expect(clash.status).toBe(400);
    expect(clash.body.error).toBe("The decimal and thousand separators must differ.");
  });

  it("keeps the SMTP password write-only, and refuses a stale email setup", async () => {
    const at = { params: { id: apiCompany.id } };
    const first = await hit(emailSetupApi.loader, `/api/company/${apiCompany.id}/email-setup`, at);
    expect(first.body.emailSetup).toMatchObject({ smtpUrl: "", hasPassword: false, version: 1 });
    const put = (body: object) => hit(emailSetupApi.action, `/api/company/${apiCompany.id}/email-setup`, { method: "PUT", ...at, body });
    const saved = await put({
      fromName: "Acme Accounts",
      smtpUrl: "smtp://mail.acme.test:587",
      smtpUser: "acme",
      smtpPassword: "s3cret-pass",
      version: 1,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.emailSetup).toMatchObject({ fromName: "Acme Accounts", smtpUser: "acme", hasPassword: true, version: 2 });
    expect(JSON.stringify(saved.body)).not.toContain("s3cret-pass");
    const row = await app.db("companyMailSettings").where({ companyId: apiCompany.id }).first();
    expect(JSON.stringify(row)).not.toContain("s3cret-pass");

    // Fields left out keep their value, the password too.
    const renamed = await put({ replyTo: "books@acme.test", version: 2 });
    expect(renamed.body.emailSetup).toMatchObject({ fromName: "Acme Accounts", replyTo: "books@acme.test", hasPassword: true, version: 3 });
    const stale = await put({ fromName: "Late", version: 2 });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe("This email setup was changed by someone else. Reload to see the changes.");
    const bad = await put({ smtpUrl: "smtp://acme:pw@mail.acme.test", replyTo: "nobody", version: 3 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      smtpUrl: ["Put the user name and password in their own fields, not in the server address."],
      replyTo: ["Reply-to address must be an email address"],
    });
  });

  it("refuses a bookkeeper: preferences, email setup and the test email", async () => {
    const { token: keeperToken, userId } = await signUp("keeper-api@prefs.test");
    await app.db.transaction((trx) => addMember(trx, apiCompany.id, userId, "bookkeeper"));
    const as = { token: keeperToken, params: { id: apiCompany.id } };
    expect(
      (
        await hit(companyApi.action, `/api/company/${apiCompany.id}`, {
          ...as,
          method: "PUT",
          body: { fiscalYearStart: "May", version: 1 },
        })
      ).status,
    ).toBe(403);
    expect((await hit(emailSetupApi.loader, `/api/company/${apiCompany.id}/email-setup`, as)).status).toBe(403);
    expect(
      (
        await hit(emailSetupApi.action, `/api/company/${apiCompany.id}/email-setup`, {
          ...as,
          method: "PUT",
          body: { fromName: "x", version: 1 },
        })
      ).status,
    ).toBe(403);
    expect((await hit(testEmailApi.action, `/api/company/${apiCompany.id}/test-email`, { ...as, method: "POST" })).status).toBe(403);
  });
});

/** An in-process SMTP server that wants `user`/`pass` and keeps what it receives. */
async function smtpServer(credentials: { user: string; pass: string }) {
  const received: string[] = [];
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    onAuth(auth, _session, done) {
      if (auth.username === credentials.user && auth.password === credentials.pass) return done(null, { user: auth.username });
      return done(new Error("Invalid username or password"));
    },
    onData(stream, _session, done) {
      let text = "";
      stream.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
      stream.on("end", () => {
        received.push(text.replace(/=\r?\n/g, ""));
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as { port: number }).port;
  return { received, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe("Email Setup", () => {
  const post = (fields: Record<string, string>, cookie = ownerCookie) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    return call(emailScreen.action, emailPath(), {
      method: "POST",
      params: { companyId: String(company.id) },
      headers: { Cookie: cookie },
      body: form,
    });
  };
  const currentVersion = async () => (await app.db("companyMailSettings").where({ companyId: company.id }).first("version"))?.version ?? 1;

  it("sends the test email, and the company's mail, through its own SMTP server as its sender", async () => {
    const smtp = await smtpServer({ user: "books", pass: "right-password" });
    try {
      const saved = await post({
        fromName: "Prefs Books",
        fromEmail: "books@prefs.test",
        replyTo: "office@prefs.test",
        smtpUrl: smtp.url,
        smtpUser: "books",
        smtpPassword: "right-password",
        version: String(await currentVersion()),
      });
      expect(saved.status).toBe(302);
      const page = await call(emailScreen.loader, emailPath(), {
        params: { companyId: String(company.id) },
        headers: { Cookie: ownerCookie },
      });
      const text = await page.text();
      expect(text).toContain('"hasPassword":true');
      expect(text).not.toContain("right-password");

      const test = await post({ intent: "test" });
      expect(test.status).toBe(200);
      expect((await test.json()).test).toEqual({
        sent: true,
        message: `A test email was sent to owner@prefs.test through ${smtp.url.replace("smtp://", "")}. Check that it arrived.`,
      });
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toContain("From: Prefs Books <books@prefs.test>");
      expect(smtp.received[0]).toContain("Reply-To: office@prefs.test");
      expect(smtp.received[0]).toContain("To: owner@prefs.test");

      // Invitations and the rest of the company's mail take the same way.
      expect(await sendCompanyMail(app.db, company.id, { to: "someone@prefs.test", subject: "Hello", text: "Hi" })).toBe(true);
      expect(smtp.received).toHaveLength(2);
    } finally {
      await smtp.close();
    }
  });

  it("says in plain words why a test failed, never with a 500", async () => {
    const smtp = await smtpServer({ user: "books", pass: "another-password" });
    try {
      const version = String(await currentVersion());
      const resaved = await post({ smtpUrl: smtp.url, smtpUser: "books", smtpPassword: "", version });
      expect(resaved.status, await resaved.clone().text()).toBe(302); // the saved password stays
      const wrongPassword = await post({ intent: "test" });
      expect(wrongPassword.status).toBe(422);
      const { test } = await wrongPassword.json();
      expect(test.sent).toBe(false);
      expect(test.message).toMatch(/^The mail server did not accept the user name and password/);
      expect(test.message).not.toMatch(/\n\s+at /);
      expect(smtp.received).toHaveLength(0);
    } finally {
      await smtp.close();
    }
    // Nothing listens there any more: the connection is refused.
    const refused = await post({ intent: "test" });
    expect(refused.status).toBe(422);
    expect((await refused.json()).test.message).toBe("The mail server refused the connection. Check its address and port.");
  });

  it("with no server at all, says so and sends nothing; bad input is refused field by field", async () => {
    const version = String(await currentVersion());
    expect((await post({ smtpUrl: "", version })).status).toBe(302);
    const row = await app.db("companyMailSettings").where({ companyId: company.id }).first();
    expect(row.smtpPasswordSealed).toBeNull(); // no server: the password is forgotten
    const test = await post({ intent: "test" });
    expect((await test.json()).test.message).toMatch(/^No mail server is set up/);

    const bad = await post({ smtpUrl: "mail.example.com", fromEmail: "nope", version: String(await currentVersion()) });
    expect(bad.status).toBe(400);
    const { result } = await bad.json();
    expect(result.error.smtpUrl).toEqual(["Enter the server as smtp://host:port, or smtps://host:port for a TLS connection."]);
    expect(result.error.fromEmail).toEqual(["From address must be an email address"]);
  });

  it("refuses a bookkeeper with the 403 page", async () => {
    const page = await call(emailScreen.loader, emailPath(), {
      params: { companyId: String(company.id) },
      headers: { Cookie: keeperCookie },
    });
    expect(page.status).toBe(403);
    expect((await post({ intent: "test" }, keeperCookie)).status).toBe(403);
  });
});
