import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { VendorFormAnswer, VendorFormLoaded } from "../../app/components/vendors/vendor-form-data";
import { formatUsDate } from "../../app/lib/dates";
import { getVendor } from "../../app/modules/vendors/vendors.server";
import * as checkIdRoute from "../../app/routes/company.$companyId.dashboard+/_vendors+/vendors.check-id";
import * as editRoute from "../../app/routes/company.$companyId.dashboard+/_vendors+/vendors.edit.$vendorId";
import * as newRoute from "../../app/routes/company.$companyId.dashboard+/_vendors+/vendors.new-vendor";
import * as indexRoute from "../../app/routes/company.$companyId.dashboard+/_vendors+/vendors._index";
import { loader as trialBalanceLoader } from "../../app/routes/company.$companyId.dashboard+/_reports+/reports.company-finance.trial-balance";
import { call, startTestApp, type TestApp } from "../support/app";
import { signedInOwner } from "../support/books";

// New Vendor and Edit Vendor through their loaders and actions with a session cookie: a vendor with
// an opening balance lands in the trial balance, the duplicate Vendor ID and the validation messages
// come back verbatim, Edit keeps the opening balance, another user's vendor is a 404, and the
// "add new" dialogs create support-list entries.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.cleanup());

interface Company {
  id: number;
  cookie: string;
  today: string;
}

async function newCompany(): Promise<Company> {
  const { company, ctx, cookie } = await signedInOwner(app.db);
  return { id: company.id, cookie, today: ctx.today };
}

const base = (c: Company) => `/company/${c.id}/dashboard/vendors`;

function form(fields: Record<string, string>): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  return body;
}

/** A complete New Vendor form as the page without JavaScript posts it. */
function vendorForm(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    vendorId: "ACME",
    vendorName: "Acme Supplies",
    active: "on",
    vendorSince: "01/15/2026",
    openingBalance: "150.25",
    balanceAsOf: "01/31/2026",
    taxId: "TX-1",
    fax: "555-0100",
    webpage: "https://acme.example",
    notes: "Paper and toner",
    creditLimit: "5000",
    paymentMethod: "Cheque",
    accountNumber: "12345678",
    "contacts[0].name": "Ann Able",
    "contacts[0].title": "Buyer",
    "contacts[0].phone": "+1 (555) 123-4567",
    "contacts[0].email": "ann@acme.example",
    "contacts[1].name": "Bob Baker",
    "contacts[1].title": "Accounts",
    "contacts[1].phone": "555 987",
    "contacts[1].email": "bob@acme.example",
    "contacts[2].name": "",
    "contacts[2].title": "",
    "contacts[2].phone": "",
    "contacts[2].email": "",
    primaryContact: "1",
    "addresses[0].type": "Billing",
    "addresses[0].address1": "1 Main St",
    "addresses[0].address2": "Suite 2",
    "addresses[0].city": "Springfield",
    "addresses[0].state": "IL",
    "addresses[0].postalCode": "62701",
    "addresses[0].country": "USA",
    "addresses[1].type": "Shipping",
    "addresses[1].address1": "",
    "addresses[1].city": "",
    ...overrides,
  };
}

async function post(
  c: Company,
  route: { action: unknown },
  path: string,
  fields: Record<string, string>,
  params: Record<string, string> = {},
) {
  // An edit carries the vendor's version, as the form does (the current one unless the test gives its own).
  const version =
    route === editRoute && params.vendorId && fields.version === undefined
      ? ((
          await app
            .db("vendors")
            .where({ id: Number(params.vendorId) })
            .first("version")
        )?.version ?? 1)
      : undefined;
  return call(route.action, path, {
    method: "POST",
    params: { companyId: String(c.id), ...params },
    headers: { Cookie: c.cookie },
    body: form(version === undefined ? fields : { ...fields, version: String(version) }),
  });
}

async function invalidAnswer(response: Response) {
  const answer = (await response.json()) as VendorFormAnswer;
  if (answer.status !== "invalid") throw new Error(`expected an invalid answer, got ${JSON.stringify(answer)}`);
  return answer;
}

async function loadNew(c: Company) {
  const response = await call(newRoute.loader, `${base(c)}/new-vendor`, {
    params: { companyId: String(c.id) },
    headers: { Cookie: c.cookie },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as VendorFormLoaded;
}

async function loadEdit(c: Company, vendorId: string, cookie = c.cookie) {
  return call(editRoute.loader, `${base(c)}/edit/${vendorId}`, {
    params: { companyId: String(c.id), vendorId },
    headers: { Cookie: cookie },
  });
}

async function trialBalance(c: Company, asOf: string) {
  const response = await call(
    trialBalanceLoader,
    `/company/${c.id}/dashboard/reports/company-finance/trial-balance?asOf=${encodeURIComponent(asOf)}`,
    {
      params: { companyId: String(c.id) },
      headers: { Cookie: c.cookie },
    },
  );
  const body = (await response.json()) as {
    report: { rows: { accountNumber: string; accountName: string; debit: number; credit: number }[] };
  };
  return body.report.rows;
}

async function vendorByCode(c: Company, code: string) {
  const row = await app.db("vendors").where({ companyId: c.id, vendorId: code }).first("id");
  return row ? getVendor(app.db, c.id, row.id) : null;
}

let company: Company;
beforeAll(async () => {
  company = await newCompany();
});

describe("New Vendor", () => {
  it("opens with today's dates, Cash, Active, and only the account types a vendor may use", async () => {
    await app.db("companyAccounts").insert([
      { companyId: company.id, accountNumber: "6100", accountName: "Office Supplies", accountType: "Expense" },
      { companyId: company.id, accountNumber: "4100", accountName: "Consulting Income", accountType: "Income" },
    ]);
    const loaded = await loadNew(company);
    expect(loaded.mode).toBe("new");
    expect(loaded.values).toMatchObject({
      vendorId: "",
      active: true,
      paymentMethod: "Cash",
      openingBalance: "0.00",
      creditLimit: "0.00",
      vendorSince: formatUsDate(company.today),
      balanceAsOf: formatUsDate(company.today),
      contacts: [],
      addresses: [],
    });
    const names = loaded.accounts.map((a) => a.accountName);
    expect(names).toContain("Office Supplies");
    expect(names).not.toContain("Consulting Income");
    for (const a of loaded.accounts) {
      expect(["Expense", "Other Expense", "Cost of Goods Sold", "Cash", "Bank", "Credit Card", "Current Liability", "Paypal"]).toContain(
        a.accountType,
      );
    }
  });

  it("saves a vendor with contacts and an address and posts its opening balance to the ledger as of Balance as of", async () => {
    const response = await post(company, newRoute, `${base(company)}/new-vendor`, vendorForm());
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`${base(company)}/list`);
    expect(response.headers.get("Set-Cookie")).toContain("ledgerline_toast");

    const vendor = await vendorByCode(company, "ACME");
    expect(vendor).toMatchObject({
      vendorName: "Acme Supplies",
      active: true,
      vendorSince: "2026-01-15",
      balanceAsOf: "2026-01-31",
      openingBalance: "150.25",
      balance: "150.25",
      creditLimit: "5000.00",
      paymentMethod: "Cheque",
      accountNumber: "12345678",
      // The primary contact (the second row, by the radio) gives the vendor its phone and email.
      phone: "555 987",
      email: "bob@acme.example",
      address: "Billing",
      addressDetails: "1 Main St\nSuite 2\nSpringfield\nIL\n62701\nUSA",
    });
    expect(vendor?.contacts.map((c) => [c.name, c.primary])).toEqual([
      ["Ann Able", false],
      ["Bob Baker", true],
    ]);
    // The blank Shipping row is left out.
    expect(vendor?.addresses.map((a) => a.type)).toEqual(["Billing"]);

    // Dr Opening Balance Equity, Cr Accounts Payable — on Balance as of, not before.
    const rows = await trialBalance(company, "01/31/2026");
    const ap = rows.find((r) => r.accountName === "Accounts Payable");
    const equity = rows.find((r) => r.accountName === "Opening Balance Equity");
    expect(ap).toMatchObject({ credit: 15025, debit: 0 });
    expect(equity).toMatchObject({ debit: 15025, credit: 0 });
    expect(await trialBalance(company, "01/30/2026")).toEqual([]);
  });

  it("answers the page with JavaScript with data for the success dialog; Save and New without it goes to a new form", async () => {
    const withScript = await post(
      company,
      newRoute,
      `${base(company)}/new-vendor`,
      vendorForm({ vendorId: "JS-1", vendorName: "Script Co", openingBalance: "0", js: "1", intent: "save-new" }),
    );
    expect(withScript.status).toBe(200);
    expect(await withScript.json()).toMatchObject({
      status: "saved",
      intent: "save-new",
      party: { code: "JS-1", name: "Script Co" },
    });

    const plain = await post(
      company,
      newRoute,
      `${base(company)}/new-vendor`,
      vendorForm({ vendorId: "PLAIN-1", openingBalance: "", intent: "save-new" }),
    );
    expect(plain.status).toBe(302);
    expect(plain.headers.get("Location")).toBe(`${base(company)}/new-vendor`);
    // No opening balance, no posting.
    const vendor = await vendorByCode(company, "PLAIN-1");
    expect(vendor?.openingBalance).toBe("0.00");
    expect(await app.db("journalLines").where({ companyId: company.id, vendorId: vendor!.id }).count({ n: "*" })).toEqual([{ n: 0 }]);
  });

  it("refuses a duplicate Vendor ID with the spec's message, and the availability check reports it", async () => {
    const response = await post(
      company,
      newRoute,
      `${base(company)}/new-vendor`,
      vendorForm({ vendorId: " acme ", vendorName: "Other Acme" }),
    );
    expect(response.status).toBe(409);
    const answer = await invalidAnswer(response);
    expect(answer.fieldErrors.vendorId).toEqual(["This Vendor ID already exists in this company."]);
    expect(answer.failure).toBe("This Vendor ID already exists in this company.");
    expect(answer.values.vendorName).toBe("Other Acme");
    expect(await app.db("vendors").where({ companyId: company.id, vendorName: "Other Acme" }).first()).toBeUndefined();

    const check = async (query: string, c = company) =>
      (
        await call(checkIdRoute.loader, `${base(c)}/check-id?${query}`, {
          params: { companyId: String(c.id) },
          headers: { Cookie: c.cookie },
        })
      ).json();
    expect(await check("vendorId=Acme")).toEqual({ exists: true });
    expect(await check("vendorId=NEW-ONE")).toEqual({ exists: false });
    const acme = await vendorByCode(company, "ACME");
    expect(await check(`vendorId=ACME&excludeId=${acme!.id}`)).toEqual({ exists: false });
    // Another company does not see this one's ids.
    const other = await newCompany();
    expect(await check("vendorId=ACME", other)).toEqual({ exists: false });
    const foreign = await call(checkIdRoute.loader, `${base(company)}/check-id?vendorId=ACME`, {
      params: { companyId: String(company.id) },
      headers: { Cookie: other.cookie },
    });
    expect(foreign.status).toBe(404);
  });

  it("gives back every validation message verbatim, with the values as typed", async () => {
    const response = await post(
      company,
      newRoute,
      `${base(company)}/new-vendor`,
      vendorForm({
        vendorId: "",
        vendorName: " ",
        openingBalance: "-5",
        vendorSince: "13/45/2026",
        balanceAsOf: "02/30/2026",
        creditLimit: "-1",
        accountNumber: "12-34",
        "contacts[0].email": "ann-at-acme",
        "contacts[1].phone": "call me",
        "addresses[0].city": "",
      }),
    );
    expect(response.status).toBe(400);
    const answer = await invalidAnswer(response);
    expect(answer.messages).toEqual([
      "Vendor ID is required.",
      "Vendor Name is required.",
      "Please enter a valid date in MM/DD/YYYY format for Vendor Since.",
      "Opening Balance cannot be negative.",
      "Please enter a valid date in MM/DD/YYYY format for Balance as of.",
      "Credit Limit cannot be negative.",
      "Account Number must contain only digits.",
      "Contact 1: Invalid email format.",
      "Contact 2: Invalid phone number format.",
      "Billing Address: All fields are required.",
    ]);
    expect(answer.fieldErrors["addresses.0.city"]).toEqual(["City is required"]);
    expect(answer.values).toMatchObject({ vendorSince: "13/45/2026", openingBalance: "-5", accountNumber: "12-34" });
    expect(await app.db("vendors").where({ companyId: company.id }).where("vendorName", "like", " %").first()).toBeUndefined();
  });

  it("asks for every field of a contact and for a primary one", async () => {
    const answer = await invalidAnswer(
      await post(company, newRoute, `${base(company)}/new-vendor`, {
        vendorId: "C-1",
        vendorName: "Contacts Co",
        active: "on",
        "contacts[0].name": "Only Name",
        "contacts[0].primary": "",
      }),
    );
    expect(answer.messages).toEqual([
      "Title is required",
      "Business Phone is required",
      "Email is required",
      "At least one contact must be marked as primary.",
    ]);
  });

  it("creates the entries of the add-new dialogs and lists them for the selects", async () => {
    const create = async (fields: Record<string, string>) =>
      post(company, newRoute, `${base(company)}/new-vendor`, { intent: "support-item", ...fields });
    const shipping = await create({ kind: "shipping-methods", name: "Courier", description: "Next-day courier" });
    expect(shipping.status).toBe(200);
    const created = (await shipping.json()) as { item: { id: number; name: string }; message: string };
    expect(created.item.name).toBe("Courier");
    expect(created.message).toBe('Shipping method "Courier" created successfully! You now have 1 shipping method(s) in your system.');

    const missing = await create({ kind: "shipping-methods", name: "Post", description: "" });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(await missing.json())).toContain("Both fields are required.");

    const term = await create({ kind: "payment-terms", name: "Net 30", type: "fixed", netDueIn: "30" });
    expect(term.status).toBe(200);
    const group = await create({ kind: "vendor-groups", name: "Stationery" });
    const duplicate = await create({ kind: "vendor-groups", name: "stationery" });
    expect(duplicate.status).toBe(409);
    expect(JSON.stringify(await duplicate.json())).toContain('A vendor group named \\"stationery\\" already exists.');
    expect((await create({ kind: "customer-groups", name: "Nope" })).status).toBe(400);

    const loaded = await loadNew(company);
    expect(loaded.shippingMethods).toEqual([{ id: created.item.id, name: "Courier", description: "Next-day courier" }]);
    expect(loaded.paymentTerms).toEqual([expect.objectContaining({ name: "Net 30", description: "Pay with in 30 days" })]);
    expect(loaded.vendorGroups.map((g) => g.name)).toEqual(["Stationery"]);

    // The vendor then stores them.
    const groupId = String(((await group.json()) as { item: { id: number } }).item.id);
    await post(
      company,
      newRoute,
      `${base(company)}/new-vendor`,
      vendorForm({ vendorId: "G-1", openingBalance: "", shippingMethodId: String(created.item.id), vendorGroupId: groupId }),
    );
    expect(await vendorByCode(company, "G-1")).toMatchObject({ shippingMethodId: created.item.id, vendorGroupId: Number(groupId) });
  });
});

describe("Edit Vendor", () => {
  it("loads the vendor's values and keeps the opening balance read-only", async () => {
    const acme = (await vendorByCode(company, "ACME"))!;
    const response = await loadEdit(company, String(acme.id));
    expect(response.status).toBe(200);
    const loaded = (await response.json()) as VendorFormLoaded;
    expect(loaded.party).toMatchObject({
      id: acme.id,
      code: "ACME",
      openingBalance: "150.25",
      balanceAsOf: "2026-01-31",
      balance: "150.25",
    });
    expect(loaded.values).toMatchObject({ vendorId: "ACME", vendorSince: "01/15/2026", paymentMethod: "Cheque", address: "Billing" });
    expect(loaded.values.contacts).toHaveLength(2);

    // Save Changes: the name and a contact change; an opening balance sent along is ignored.
    const saved = await post(
      company,
      editRoute,
      `${base(company)}/edit/${acme.id}`,
      vendorForm({
        vendorName: "Acme Supplies Ltd",
        openingBalance: "999",
        balanceAsOf: "01/01/2020",
        primaryContact: "0",
        js: "1",
        intent: "save",
      }),
      { vendorId: String(acme.id) },
    );
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ status: "saved", intent: "save", party: { name: "Acme Supplies Ltd" } });
    const after = await vendorByCode(company, "ACME");
    expect(after).toMatchObject({
      vendorName: "Acme Supplies Ltd",
      openingBalance: "150.25",
      balanceAsOf: "2026-01-31",
      balance: "150.25",
      phone: "+1 (555) 123-4567",
    });
    const ap = (await trialBalance(company, "12/31/2026")).find((r) => r.accountName === "Accounts Payable");
    expect(ap?.credit).toBe(15025);
  });

  it("keeps its own Vendor ID but refuses another vendor's, and redirects a plain save to the list", async () => {
    const acme = (await vendorByCode(company, "ACME"))!;
    const path = `${base(company)}/edit/${acme.id}`;
    const taken = await post(company, editRoute, path, vendorForm({ vendorId: "js-1", openingBalance: "" }), { vendorId: String(acme.id) });
    expect(taken.status).toBe(409);
    expect((await invalidAnswer(taken)).failure).toBe("This Vendor ID already exists in this company.");

    const plain = await post(company, editRoute, path, vendorForm({ vendorName: "Acme Again", active: "", openingBalance: "" }), {
      vendorId: String(acme.id),
    });
    expect(plain.status).toBe(302);
    expect(plain.headers.get("Location")).toBe(`${base(company)}/list`);
    // The Active box left unchecked makes the vendor inactive.
    expect(await vendorByCode(company, "ACME")).toMatchObject({ vendorName: "Acme Again", active: false });
    const bad = await post(company, editRoute, path, vendorForm({ "contacts[0].email": "nope" }), { vendorId: String(acme.id) });
    expect((await invalidAnswer(bad)).messages).toEqual(["Contact 1: Invalid email format."]);
  });

  it("refuses a save made on a stale copy, keeping what was typed, and writes nothing", async () => {
    const acme = (await vendorByCode(company, "ACME"))!;
    const path = `${base(company)}/edit/${acme.id}`;
    const opened = String(acme.version);
    // Two people opened the form on the same version; the first one saves (the name and the Active box as they are).
    const first = await post(
      company,
      editRoute,
      path,
      vendorForm({
        vendorName: acme.vendorName,
        active: acme.active ? "on" : "",
        notes: "First save",
        openingBalance: "",
        version: opened,
      }),
      { vendorId: String(acme.id) },
    );
    expect(first.status).toBe(302);
    const message = "This vendor was changed by someone else. Reload to see the changes.";
    for (const js of ["1", ""]) {
      const second = await post(
        company,
        editRoute,
        path,
        vendorForm({ vendorName: "Typed By Second", fax: "555-0199", openingBalance: "", version: opened, js }),
        { vendorId: String(acme.id) },
      );
      expect(second.status).toBe(409);
      const answer = await invalidAnswer(second);
      expect(answer.failure).toBe(message);
      expect(answer.messages).toEqual([message]);
      expect(answer.result.error?.[""]).toEqual([message]);
      expect(answer.values).toMatchObject({ vendorName: "Typed By Second", fax: "555-0199", version: opened });
    }
    expect(await vendorByCode(company, "ACME")).toMatchObject({ notes: "First save", version: acme.version + 1 });
    expect((await vendorByCode(company, "ACME"))?.vendorName).not.toBe("Typed By Second");

    const missing = await post(company, editRoute, path, vendorForm({ openingBalance: "", version: "" }), { vendorId: String(acme.id) });
    expect(missing.status).toBe(400);
    expect((await invalidAnswer(missing)).messages).toEqual(["version is required"]);
  });

  it("is a 404 for another user's vendor and company, and sends a bad vendor id back to the list", async () => {
    const acme = (await vendorByCode(company, "ACME"))!;
    const stranger = await newCompany();
    // Another user's vendor through the stranger's own company: not found.
    expect(
      (
        await call(editRoute.loader, `${base(stranger)}/edit/${acme.id}`, {
          params: { companyId: String(stranger.id), vendorId: String(acme.id) },
          headers: { Cookie: stranger.cookie },
        })
      ).status,
    ).toBe(404);
    // Through the owner's company: the company is not theirs.
    expect((await loadEdit(company, String(acme.id), stranger.cookie)).status).toBe(404);
    const action = await call(editRoute.action, `${base(stranger)}/edit/${acme.id}`, {
      method: "POST",
      params: { companyId: String(stranger.id), vendorId: String(acme.id) },
      headers: { Cookie: stranger.cookie },
      body: form(vendorForm({ vendorName: "Hijacked" })),
    });
    expect(action.status).toBe(404);
    expect((await vendorByCode(company, "ACME"))?.vendorName).toBe("Acme Again");

    const badId = await loadEdit(company, "abc");
    expect(badId.status).toBe(302);
    expect(badId.headers.get("Location")).toBe(`${base(company)}/list`);
    expect(badId.headers.get("Set-Cookie")).toContain("ledgerline_toast");
    expect((await loadEdit(company, "999999")).status).toBe(404);
  });

  it("shows and stores the custom fields flagged for vendors", async () => {
    const c = await newCompany();
    const [region, clientOnly] = await app
      .db("customFieldDefinitions")
      .insert([
        { companyId: c.id, name: "Region", vendor: true },
        { companyId: c.id, name: "Client code", client: true },
      ])
      .returning("id")
      .then((rows: { id: number }[]) => rows.map((r) => r.id));
    const loaded = await loadNew(c);
    expect(loaded.customFieldDefinitions).toEqual([{ id: region, name: "Region" }]);

    await post(
      c,
      newRoute,
      `${base(c)}/new-vendor`,
      vendorForm({ vendorId: "CF-1", "customFields[0].definitionId": String(region), "customFields[0].value": "North" }),
    );
    const vendor = (await vendorByCode(c, "CF-1"))!;
    expect(vendor.customFields).toEqual([{ definitionId: region, name: "Region", value: "North" }]);
    const edit = (await (await loadEdit(c, String(vendor.id))).json()) as VendorFormLoaded;
    expect(edit.values.customFields).toEqual({ [region]: "North" });

    // Another company's definition is refused.
    const other = await newCompany();
    const refused = await post(
      other,
      newRoute,
      `${base(other)}/new-vendor`,
      vendorForm({ vendorId: "CF-2", "customFields[0].definitionId": String(clientOnly), "customFields[0].value": "x" }),
    );
    expect(refused.status).toBe(400);
    expect((await invalidAnswer(refused)).failure).toBe("Custom field was not found in this company");
  });

  it("sends /vendors to the Vendor Center", async () => {
    const response = await call(indexRoute.loader, base(company), {
      params: { companyId: String(company.id) },
      headers: { Cookie: company.cookie },
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`${base(company)}/center`);
  });
});
