// Issue 11, items 2, 7 (amount range, newline in a name) and 8-10: what a user sees when the
// input is bad. NUL and control characters in the web forms get a form error (never a 500) and write
// nothing; single-line fields refuse a line break, multi-line ones keep it; amounts past the
// column get a range message; and the vendor screens' and support lists' messages are the spec's.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyContext, listCompanies } from "../../app/modules/companies/companies.server";
import * as signupApi from "../../app/routes/api+/client.signup";
import * as companiesApi from "../../app/routes/api+/company._index";
import * as accountCreateApi from "../../app/routes/api+/company-account.create";
import * as entriesApi from "../../app/routes/api+/journal-entry.company.$companyId._index";
import * as vendorsApi from "../../app/routes/api+/vendor.vendors._index";
import * as vendorApi from "../../app/routes/api+/vendor.vendors.$id";
import * as vendorGroupsApi from "../../app/routes/api+/company.vendor-groups._index";
import * as customerGroupsApi from "../../app/routes/api+/company.customer-groups._index";
import * as itemGroupsApi from "../../app/routes/api+/company.item-groups._index";
import * as frequenciesApi from "../../app/routes/api+/company.invoice-frequencies._index";
import * as signupRoute from "../../app/routes/_sign-in+/signup";
import * as setupRoute from "../../app/routes/_setup+/company-setup/route";
import { serializeWizardState, type WizardView } from "../../app/routes/_setup+/company-setup/wizard-state";
import * as newAccountRoute from "../../app/routes/company.$companyId.dashboard+/_ledger+/new-account";
import * as journalRoute from "../../app/routes/company.$companyId.dashboard+/_ledger+/journalentry";
import * as newVendorRoute from "../../app/routes/company.$companyId.dashboard+/_vendors+/vendors.new-vendor";
import * as editVendorRoute from "../../app/routes/company.$companyId.dashboard+/_vendors+/vendors.edit.$vendorId";
import * as vendorGroupRoute from "../../app/routes/company.$companyId.dashboard+/_lists+/company.support-lists.vendor-group";
import * as itemGroupRoute from "../../app/routes/company.$companyId.dashboard+/_lists+/company.support-lists.item-group";
import { createAccount } from "../../app/modules/accounts/accounts.server";
import { accountCreateSchema } from "../../app/modules/accounts/schema";
import { TEXT_MESSAGES } from "../../app/lib/zod-helpers";
import { VENDOR_MESSAGES } from "../../app/modules/vendors/schema";
import { BASE, call, sessionCookie, startTestApp, type TestApp } from "../support/app";
import { companyFields } from "../support/company-fields";

type Json = any;

let app: TestApp;
let token: string;
let companyId: number;
let cookie: string;
let userId: number;
let rent: number;
let bank: number;

beforeAll(async () => {
  app = await startTestApp();
  const signedUp = await call(signupApi.action, "/api/client/signup", {
    method: "POST",
    body: { email: "rules@example.com", password: "correct horse battery", firstName: "Ada", lastName: "Lovelace" },
  });
  expect(signedUp.status).toBe(201);
  const body = await signedUp.json();
  token = body.token;
  userId = body.client.id;
  const company = await hit(companiesApi.action, "/api/company", { method: "POST", body: companyFields() });
  companyId = company.body.data.id;
  cookie = await sessionCookie({ id: userId } as never);
  const ctx = companyContext({ id: companyId, timezone: companyFields().timezone } as never, userId);
  rent = (
    await createAccount(app.db, ctx, accountCreateSchema.parse({ accountType: "Expense", accountNumber: "5100", accountName: "Rent" }))
  ).id;
  bank = (
    await createAccount(
      app.db,
      ctx,
      accountCreateSchema.parse({ accountType: "Cash", accountNumber: "1000", accountName: "Cash", openingBalance: "500.00" }),
    )
  ).id;
});
afterAll(() => app?.cleanup());

async function hit(handler: unknown, path: string, options: { method?: string; params?: Record<string, unknown>; body?: unknown } = {}) {
  const response = await call(handler, path, {
    method: options.method ?? "GET",
    params: Object.fromEntries(Object.entries(options.params ?? {}).map(([k, v]) => [k, String(v)])),
    headers: { Authorization: `Bearer ${token}` },
    body: options.body as object | undefined,
  });
  return { status: response.status, body: await response.json() };
}

function form(fields: Record<string, string>): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  return body;
}

const dashboard = `/company/{id}/dashboard`;
const webPost = (handler: unknown, path: string, fields: Record<string, string>, params: Record<string, string> = {}) =>
  call(handler, dashboard.replace("{id}", String(companyId)) + path, {
    method: "POST",
    params: { companyId: String(companyId), ...params },
    headers: { Cookie: cookie },
    body: form(fields),
  });

/** Row counts of the tables these forms write. */
async function counts() {
  const tables = ["users", "companies", "companyAccounts", "journalEntries", "journalLines", "vendors", "vendorGroups", "itemGroups"];
  const out: Record<string, number> = {};
  for (const table of tables) out[table] = Number((await app.db(table).count({ n: "*" }))[0].n);
  return out;
}

/** A conform reply's field errors, wherever the route puts the reply. */
function fieldErrors(answer: Json): Record<string, string[]> {
  return answer?.error ?? answer?.result?.error ?? answer?.reply?.error ?? answer?.submission?.error ?? {};
}

const NUL = "Acme\u0000Ltd";
const ESCAPE = "Acme\u001bLtd";
// (A form cannot carry a lone surrogate: FormData's values are USV strings, so the browser sends
// U+FFFD instead. The API and the CLI can, and the sweep and the unit tests cover them.)

describe("NUL and control characters in the web forms: a form error, nothing written", () => {
  it("sign-up", async () => {
    const before = await counts();
    for (const bad of [NUL, ESCAPE]) {
      const response = await call(signupRoute.action, "/signup", {
        method: "POST",
        body: form({
          email: "nul@example.com",
          password: "correct horse",
          confirmPassword: "correct horse",
          firstName: bad,
          lastName: "X",
        }),
      });
      expect(response.status).toBe(400);
      expect(fieldErrors(await response.json()).firstName).toEqual([TEXT_MESSAGES.control]);
    }
    expect(await counts()).toEqual(before);
  });

  it("new company (the setup wizard's last step validates every value again)", async () => {
    const fields = companyFields({ companyName: NUL });
    const forged = serializeWizardState({
      flow: "short",
      step: "encryption",
      completed: ["company-info", "industry-type"],
      values: { ...(fields as Record<string, unknown>), industryId: "1" } as never,
    } as unknown as WizardView);
    const before = (await listCompanies(app.db, userId)).length;
    const result = await setupRoute.action({
      request: new Request(`${BASE}/company-setup`, {
        method: "POST",
        body: form({ state: forged, intent: "next" }),
        headers: { Cookie: cookie },
      }),
      params: {},
      context: {},
    });
    expect(result).not.toBeInstanceOf(Response);
    const { data, init } = result as unknown as { data: WizardView & { messages: string[] }; init?: { status?: number } };
    expect(init?.status).toBe(400);
    expect(data.step).toBe("company-info");
    expect(data.messages.join("\n")).toContain(TEXT_MESSAGES.control);
    expect(await listCompanies(app.db, userId)).toHaveLength(before);
  });

  it("new account, vendor, vendor group and a journal entry's memo", async () => {
    const before = await counts();
    const account = await webPost(newAccountRoute.action, "/new-account", {
      intent: "save-close",
      accountType: "Expense",
      accountNumber: "6000",
      accountName: NUL,
      active: "on",
    });
    expect(account.status).toBe(400);
    expect(JSON.stringify(await account.json())).toContain(TEXT_MESSAGES.control);

    const vendor = await webPost(newVendorRoute.action, "/vendors/new-vendor", { vendorId: "NUL-1", vendorName: NUL, active: "on" });
    expect(vendor.status).toBe(400);
    expect(JSON.stringify(await vendor.json())).toContain(TEXT_MESSAGES.control);

    const group = await webPost(vendorGroupRoute.action, "/company/support-lists/vendor-group", { intent: "create", name: NUL });
    expect(group.status).toBe(400);
    expect(JSON.stringify(await group.json())).toContain(TEXT_MESSAGES.control);

    const entry = await webPost(journalRoute.action, "/journalentry", {
      intent: "save-close",
      entryDate: "03/15/2026",
      comments: "",
      "entries[0].accountId": String(rent),
      "entries[0].memo": NUL,
      "entries[0].debit": "10.00",
      "entries[0].credit": "",
      "entries[1].accountId": String(bank),
      "entries[1].memo": "",
      "entries[1].debit": "",
      "entries[1].credit": "10.00",
    });
    expect(entry.status).toBe(400);
    expect(JSON.stringify(await entry.json())).toContain(TEXT_MESSAGES.control);
    expect(await counts()).toEqual(before);
  });
});

describe("line breaks: refused in single-line fields, kept in multi-line ones", () => {
  it("an account name with a newline is refused; a description keeps its lines", async () => {
    const refused = await hit(accountCreateApi.action, "/api/company-account/create", {
      method: "POST",
      body: { companyId, accountType: "Expense", accountNumber: "6100", accountName: "Office\nRent" },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ accountName: [TEXT_MESSAGES.lineBreak] });
    const kept = await hit(accountCreateApi.action, "/api/company-account/create", {
      method: "POST",
      body: { companyId, accountType: "Expense", accountNumber: "6100", accountName: "Office Rent", description: "Line one\nLine two" },
    });
    expect(kept.status).toBe(201);
    expect(kept.body.account.description).toBe("Line one\nLine two");
  });

  it("a NUL reaches no API as a 500: the field's own message comes back", async () => {
    const answer = await hit(vendorsApi.action, "/api/vendor/vendors", {
      method: "POST",
      body: { companyId, vendorId: "V-NUL", vendorName: NUL },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ vendorName: [TEXT_MESSAGES.control] });
  });
});

describe("amounts past the column's range", () => {
  it("1,000,000,000,000.00 gets a range message, not 'at most 2 decimals'", async () => {
    const answer = await hit(accountCreateApi.action, "/api/company-account/create", {
      method: "POST",
      body: { companyId, accountType: "Cash", accountNumber: "1001", accountName: "Petty", openingBalance: "1,000,000,000,000.00" },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe("Opening balance must be less than 1,000,000,000,000.00");
    const vendor = await hit(vendorsApi.action, "/api/vendor/vendors", {
      method: "POST",
      body: { companyId, vendorId: "V-BIG", vendorName: "Big", creditLimit: 1e308 },
    });
    expect(vendor.body.error).toBe("Credit Limit must be less than 1,000,000,000,000.00");
    const largest = await hit(accountCreateApi.action, "/api/company-account/create", {
      method: "POST",
      body: { companyId, accountType: "Cash", accountNumber: "1002", accountName: "Vault", openingBalance: "999,999,999,999.99" },
    });
    expect(largest.status).toBe(201);
  });

  it("±1e308, NaN and Infinity in a journal entry are a clear 400", async () => {
    for (const [amount, message] of [
      [1e308, "Amounts must be less than 1,000,000,000,000.00"],
      [-1e308, "Amounts must be more than -1,000,000,000,000.00"],
      ["NaN", "Amounts must be numbers with at most 2 decimals"],
      ["Infinity", "Amounts must be numbers with at most 2 decimals"],
    ] as const) {
      const answer = await hit(entriesApi.action, `/api/journal-entry/company/${companyId}?type=JE`, {
        method: "POST",
        params: { companyId },
        body: {
          entryDate: "2026-03-01",
          entries: [
            { accountId: rent, debit: amount, credit: "" },
            { accountId: bank, debit: "", credit: "10.00" },
          ],
        },
      });
      expect(answer.status, String(amount)).toBe(400);
      expect(answer.body.error, String(amount)).toContain(message);
    }
  });
});

describe("vendor spec items", () => {
  const contact = (primary: boolean, name = "Ann") => ({ name, title: "Buyer", phone: "555 0100", email: "ann@acme.test", primary });

  it("8. a vendor with contacts and none marked primary is refused, by POST and by PUT", async () => {
    const before = await counts();
    const created = await hit(vendorsApi.action, "/api/vendor/vendors", {
      method: "POST",
      body: { companyId, vendorId: "V-8", vendorName: "Eight", contacts: [contact(false)] },
    });
    expect(created.status).toBe(400);
    expect(created.body.error).toBe("At least one contact must be marked as primary.");
    expect(await counts()).toEqual(before);

    const saved = await hit(vendorsApi.action, "/api/vendor/vendors", {
      method: "POST",
      body: { companyId, vendorId: "V-8", vendorName: "Eight", contacts: [contact(true)] },
    });
    expect(saved.status).toBe(201);
    const id = saved.body.vendor.id;
    const put = await hit(vendorApi.action, `/api/vendor/vendors/${id}`, {
      method: "PUT",
      params: { id },
      body: { version: saved.body.vendor.version, contacts: [contact(false), contact(false, "Bob")] },
    });
    expect(put.status).toBe(400);
    expect(put.body.error).toBe("At least one contact must be marked as primary.");
  });

  it("9. a bad Vendor Since or Balance as of gets the field's own message and keeps the typed text", async () => {
    for (const date of ["13/01/2026", "01/32/2026", "02/30/2026", "01/15/26"]) {
      const response = await webPost(newVendorRoute.action, "/vendors/new-vendor", {
        vendorId: `D-${date}`,
        vendorName: "Dated",
        active: "on",
        vendorSince: date,
        balanceAsOf: date,
      });
      expect(response.status, date).toBe(400);
      const answer = await response.json();
      expect(answer.messages, date).toEqual([VENDOR_MESSAGES.vendorSinceDate, VENDOR_MESSAGES.balanceAsOfDate]);
      expect(answer.result.initialValue).toMatchObject({ vendorSince: date, balanceAsOf: date });
      const api = await hit(vendorsApi.action, "/api/vendor/vendors", {
        method: "POST",
        body: { companyId, vendorId: "D-1", vendorName: "Dated", vendorSince: date },
      });
      expect(api.body.error, date).toBe(VENDOR_MESSAGES.vendorSinceDate);
    }
    // An ISO date that is no date is refused too (it used to reach the database).
    const iso = await hit(vendorsApi.action, "/api/vendor/vendors", {
      method: "POST",
      body: { companyId, vendorId: "D-2", vendorName: "Dated", balanceAsOf: "2026-02-30" },
    });
    expect(iso.status).toBe(400);
    expect(iso.body.error).toBe(VENDOR_MESSAGES.balanceAsOfDate);
  });

  it("10. Edit Vendor for a vendor that does not exist answers 404 (shown as 'Error Loading Vendor')", async () => {
    const response = await call(editVendorRoute.loader, `/company/${companyId}/dashboard/vendors/edit/999999`, {
      params: { companyId: String(companyId), vendorId: "999999" },
      headers: { Cookie: cookie },
    });
    expect(response.status).toBe(404);
  });

  it("10. the support lists' API: the spec's missing-name message; 'Item group created successfully!' exactly", async () => {
    for (const [route, path] of [
      [vendorGroupsApi, "/api/company/vendor-groups"],
      [customerGroupsApi, "/api/company/customer-groups"],
      [itemGroupsApi, "/api/company/item-groups"],
      [frequenciesApi, "/api/company/invoice-frequencies"],
    ] as const) {
      const missing = await hit(route.action, path, { method: "POST", body: { companyId } });
      expect(missing.status, path).toBe(400);
      expect(missing.body, path).toEqual({ error: "Name field is required.", errors: { name: ["Name field is required."] } });
    }
    const created = await hit(itemGroupsApi.action, "/api/company/item-groups", { method: "POST", body: { companyId, name: "Hardware" } });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe("Item group created successfully!");
    const screen = await webPost(itemGroupRoute.action, "/company/support-lists/item-group", {
      intent: "create",
      respond: "modal",
      name: "Tools",
    });
    expect((await screen.json()).message).toBe("Item group created successfully!");
  });
});
