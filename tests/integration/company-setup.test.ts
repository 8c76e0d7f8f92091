// The company setup wizard (/company-setup) driven through its loader and
// action, as a browser without JavaScript would: each answer's `state` is posted back with the
// next step's fields.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serializeWizardState, type WizardView } from "~/routes/_setup+/company-setup/wizard-state";
import { createUser } from "~/modules/auth/auth.server";
import { createCompany, getMemberCompany, listCompanies, verifyCompanyPassword } from "~/modules/companies/companies.server";
import { companyCreateSchema } from "~/modules/companies/schema";
import { action, loader } from "~/routes/_setup+/company-setup/route";
import { closeDb, getDb } from "~/utils/db.server";
import { signIn } from "~/modules/auth/session.server";
import { getToast } from "~/utils/toast.server";
import { createTestDatabase, type TestDatabase } from "../support/db";

let tempDir: string;
let serverDb: TestDatabase | undefined;

beforeAll(async () => {
  // getDb() opens the app's database from the environment: a fresh folder (PGlite), or a fresh
  // database on the PostgreSQL server when DATABASE_URL is set.
  tempDir = fs.mkdtempSync(path.join(os.tmpdir(), "ledgerline-company-setup-"));
  process.env.LEDGERLINE_DATA_DIR = tempDir;
  if (process.env.DATABASE_URL) {
    serverDb = await createTestDatabase({ migrate: false, bindModels: false });
    process.env.DATABASE_URL = serverDb.url;
  }
  await getDb();
});

afterAll(async () => {
  await closeDb();
  await serverDb?.cleanup();
  fs.rmSync(tempDir, { recursive: true, force: true });
});

type Fields = Record<string, string | string[]>;

/** A new user and their session cookie. */
async function signedIn() {
  const db = await getDb();
  const user = await createUser(db, {
    email: `setup-${randomUUID()}@example.com`,
    password: "correct horse battery",
    firstName: "Sam",
    lastName: "Setup",
  });
  const response = await signIn(new Request("http://localhost/login"), user.id, "/");
  const cookie = response.headers.get("Set-Cookie")!.split(";")[0];
  return { user, cookie };
}

function request(url: string, cookie: string, fields?: Fields) {
  if (!fields) return new Request(url, { headers: { Cookie: cookie } });
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  }
  return new Request(url, { method: "POST", body, headers: { Cookie: cookie } });
}

async function load(cookie: string, search = ""): Promise<WizardView> {
  const result = await loader({ request: request(`http://localhost/company-setup${search}`, cookie), params: {}, context: {} });
  return result as WizardView;
}

type ActionResult = Awaited<ReturnType<typeof action>>;

async function post(cookie: string, fields: Fields): Promise<ActionResult> {
  return action({ request: request("http://localhost/company-setup", cookie, fields), params: {}, context: {} });
}

/** The page the action answered with (not a redirect), and its status. */
function answered(result: ActionResult): { status: number; view: WizardView } {
  if (result instanceof Response) throw new Error(`Expected a page, got a redirect to ${result.headers.get("Location")}`);
  return { status: result.init?.status ?? 200, view: result.data };
}

/** Press a button on the step `view` shows, with these fields filled in. */
async function press(cookie: string, view: WizardView, intent: string, fields: Fields = {}) {
  return answered(await post(cookie, { ...fields, state: serializeWizardState(view), intent }));
}

const companyInfo = (overrides: Fields = {}): Fields => ({
  companyName: `Acme ${randomUUID().slice(0, 8)}`,
  legalName: "Acme Trading Ltd",
  federalId: "12-3456789",
  phone: "01494 123456",
  email: "accounts@acme.test",
  website: "https://acme.test",
  country: "United Kingdom",
  region: "Buckinghamshire",
  addressLine1: "1 High Street",
  addressLine2: "Suite 4",
  city: "High Wycombe",
  zipCode: "HP11 2AA",
  fax: "01494 654321",
  timezone: "UTC+00:00 London, Dublin, Lisbon",
  ...overrides,
});

/** What the Terminology step's form posts when nothing is changed. */
const terminologyDefaults: Fields = {
  customerTerm: "Customer",
  vendorTerm: "Vendor",
  createQuotes: "false",
  primaryCurrency: "USD",
  fiscalYearStart: "January",
  cashFlowTracking: "no",
};

/** Walk the short flow up to the Encryption step. */
async function shortFlowToEncryption(cookie: string, info: Fields, industryId = "18") {
  let view = await load(cookie, "?skipSetup=true");
  ({ view } = await press(cookie, view, "next", info));
  expect(view.step).toBe("industry-type");
  ({ view } = await press(cookie, view, "next", { industryId }));
  expect(view.step).toBe("encryption");
  return view;
}

describe("the wizard's start", () => {
  it("sends anonymous visitors to the login page", async () => {
    const thrown = await loader({ request: new Request("http://localhost/company-setup"), params: {}, context: {} }).catch(
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("Location")).toBe("/login?redirectTo=%2Fcompany-setup");
  });

  it("full flow: eight steps, starting on Company Info with a new company's defaults", async () => {
    const { cookie } = await signedIn();
    const view = await load(cookie);
    expect(view.flow).toBe("full");
    expect(view.step).toBe("company-info");
    expect(view.completed).toEqual([]);
    expect(view.values).toMatchObject({
      country: "United Kingdom",
      region: "Buckinghamshire",
      timezone: "UTC+00:00 London, Dublin, Lisbon",
      industryId: "",
      customerTerm: "Customer",
      vendorTerm: "Vendor",
      createQuotes: false,
      primaryCurrency: "USD",
      enableMultiCurrency: false,
      fiscalYearStart: "January",
      cashFlowTracking: "no",
      inventoryScheme: "average",
      costOfGoodsSold: { inventory: false, labor: false, materials: false },
      billTracking: true,
      enableEncryption: false,
    });
  });

  it("short flow (skipSetup=true): preselects offer both, every account box and bill tracking", async () => {
    const { cookie } = await signedIn();
    const view = await load(cookie, "?skipSetup=true");
    expect(view.flow).toBe("short");
    expect(view.step).toBe("company-info");
    expect(view.values).toMatchObject({
      offerType: "both",
      costOfGoodsSold: { inventory: true, labor: true, materials: true },
      expenses: { telephone: true, travel: true, utilities: true },
      otherIncome: { financeCharge: true, insurance: true, interest: true, assetSales: true },
      billTracking: true,
    });
  });
});

describe("a step's Next", () => {
  it("shows the spec's messages for an empty Company Info and stays there", async () => {
    const { cookie } = await signedIn();
    const start = await load(cookie);
    const { status, view } = await press(cookie, start, "next", {
      ...companyInfo(),
      companyName: "  ",
      legalName: "",
      federalId: "",
      phone: "",
      email: "",
      addressLine1: "",
      city: "",
      zipCode: "",
    });
    expect(status).toBe(400);
    expect(view.step).toBe("company-info");
    expect(view.completed).toEqual([]);
    expect(view.result?.error).toEqual({
      companyName: ["Company name is required"],
      legalName: ["Legal name is required"],
      federalId: ["Federal ID is required"],
      phone: ["Phone number is required"],
      email: ["Email is required"],
      addressLine1: ["Address is required"],
      city: ["City is required"],
      zipCode: ["ZIP code is required"],
    });
  });

  it("rejects a malformed email with 'Invalid email format'", async () => {
    const { cookie } = await signedIn();
    const { status, view } = await press(cookie, await load(cookie), "next", companyInfo({ email: "not-an-email" }));
    expect(status).toBe(400);
    expect(view.result?.error).toEqual({ email: ["Invalid email format"] });
    // What was typed is kept for the next try.
    expect(view.values.email).toBe("not-an-email");
  });

  it("requires an industry", async () => {
    const { cookie } = await signedIn();
    let { view } = await press(cookie, await load(cookie), "next", companyInfo());
    const result = await press(cookie, view, "next", {});
    expect(result.status).toBe(400);
    expect(result.view.step).toBe("industry-type");
    expect(result.view.result?.error).toEqual({ industryId: ["Please select an industry"] });
    ({ view } = await press(cookie, result.view, "next", { industryId: "34" }));
    expect(view.result?.error).toEqual({ industryId: ["Please select an industry"] });
  });

  it("moves on with trimmed values and a tick; Back keeps everything, even unsaved input", async () => {
    const { cookie } = await signedIn();
    const info = companyInfo({ companyName: "  Tidy Books  " });
    let { view } = await press(cookie, await load(cookie), "next", info);
    expect(view.step).toBe("industry-type");
    expect(view.completed).toEqual(["company-info"]);
    expect(view.values.companyName).toBe("Tidy Books");
    expect(view.values.city).toBe("High Wycombe");

    // An industry picked but not confirmed with Next survives Back.
    ({ view } = await press(cookie, view, "back", { industryId: "22" }));
    expect(view.step).toBe("company-info");
    expect(view.completed).toEqual(["company-info"]);
    expect(view.values).toMatchObject({ companyName: "Tidy Books", legalName: "Acme Trading Ltd", industryId: "22" });

    ({ view } = await press(cookie, view, "next", { ...info, companyName: "Tidy Books" }));
    expect(view.step).toBe("industry-type");
    expect(view.values.industryId).toBe("22");
    ({ view } = await press(cookie, view, "next", { industryId: "22" }));
    expect(view.step).toBe("terminology");
    expect(view.completed).toEqual(["company-info", "industry-type"]);
  });

  it("resets the region when the country changes (the no-JavaScript case) before moving on", async () => {
    const { cookie } = await signedIn();
    // The region select still showed the United Kingdom's regions.
    const first = await press(cookie, await load(cookie), "next", companyInfo({ country: "United States", region: "Kent" }));
    let view = first.view;
    expect(first.status).toBe(200);
    expect(view.step).toBe("company-info");
    expect(view.values).toMatchObject({ country: "United States", region: "Alabama" });
    expect(view.notice).toMatch(/State\/Region was reset to Alabama/);

    ({ view } = await press(cookie, view, "next", companyInfo({ country: "United States", region: "Texas" })));
    expect(view.step).toBe("industry-type");
    expect(view.values.region).toBe("Texas");

    // A country without a region list: the old region is cleared and must be typed.
    ({ view } = await press(cookie, view, "back"));
    ({ view } = await press(cookie, view, "next", companyInfo({ country: "France", region: "Texas" })));
    expect(view.values.region).toBe("");
    ({ view } = await press(cookie, view, "next", companyInfo({ country: "France", region: "" })));
    expect(view.result?.error).toEqual({ region: ["State/Region is required"] });
  });
});

describe("Cancel", () => {
  it("opens the warning with the data intact; No stays on the step", async () => {
    const { cookie } = await signedIn();
    let { view } = await press(cookie, await load(cookie), "next", companyInfo({ companyName: "Cancel Me" }));
    ({ view } = await press(cookie, view, "cancel", { industryId: "5" }));
    expect(view.cancelling).toBe(true);
    expect(view.step).toBe("industry-type");
    expect(view.values).toMatchObject({ companyName: "Cancel Me", industryId: "5" });

    ({ view } = await press(cookie, view, "cancel-no", { industryId: "5" }));
    expect(view.cancelling).toBeFalsy();
    expect(view.step).toBe("industry-type");
    expect(view.values).toMatchObject({ companyName: "Cancel Me", industryId: "5" });
    expect(view.completed).toEqual(["company-info"]);
  });
});

describe("the Accounts step", () => {
  it("Select All and Restore Recommendations tick every box", async () => {
    const { cookie } = await signedIn();
    let { view } = await press(cookie, await load(cookie), "next", companyInfo());
    ({ view } = await press(cookie, view, "next", { industryId: "1" }));
    ({ view } = await press(cookie, view, "next", terminologyDefaults));
    ({ view } = await press(cookie, view, "next", { offerType: "both", inventoryScheme: "average", taxItemType: "transaction" }));
    expect(view.step).toBe("accounts");
    const all = {
      costOfGoodsSold: { inventory: true, labor: true, materials: true },
      expenses: { telephone: true, travel: true, utilities: true },
      otherIncome: { financeCharge: true, insurance: true, interest: true, assetSales: true },
    };

    const selected = await press(cookie, view, "select-all", { "expenses.travel": "on" });
    expect(selected.view.step).toBe("accounts");
    expect(selected.view.values).toMatchObject(all);

    ({ view } = await press(cookie, selected.view, "next", { "costOfGoodsSold.labor": "on" }));
    expect(view.step).toBe("bill-tracking");
    expect(view.values.costOfGoodsSold).toEqual({ inventory: false, labor: true, materials: false });
    expect(view.values.expenses).toEqual({ telephone: false, travel: false, utilities: false });

    ({ view } = await press(cookie, view, "back", { billTracking: "false" }));
    expect(view.step).toBe("accounts");
    const restored = await press(cookie, view, "restore-recommendations", {});
    expect(restored.view.values).toMatchObject(all);
    expect(restored.view.values.billTracking).toBe(false);
  });
});

describe("the Encryption step", () => {
  it("rejects passwords that do not match, or are too short, and creates nothing", async () => {
    const { cookie, user } = await signedIn();
    const view = await shortFlowToEncryption(cookie, companyInfo());
    const mismatch = await press(cookie, view, "next", {
      enableEncryption: "on",
      encryptionPassword: "s3cret-password",
      encryptionPasswordConfirm: "s3cret-passwore",
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.view.step).toBe("encryption");
    expect(mismatch.view.result?.error).toEqual({ encryptionPasswordConfirm: ["Passwords do not match"] });
    // The passwords never travel back to the browser.
    expect(JSON.stringify(mismatch.view)).not.toContain("s3cret");

    const short = await press(cookie, view, "next", {
      enableEncryption: "on",
      encryptionPassword: "short",
      encryptionPasswordConfirm: "short",
    });
    expect(short.view.result?.error).toEqual({
      encryptionPassword: ["Company password must be at least 8 characters"],
    });
    expect(await listCompanies(await getDb(), user.id)).toEqual([]);
  });
});

describe("creating the company", () => {
  it("short flow: stores the preselections, redirects to the last step with a toast", async () => {
    const { cookie, user } = await signedIn();
    // The optional fields left empty, as a form posts them.
    const info = companyInfo({ website: "", addressLine2: "", fax: "" });
    const view = await shortFlowToEncryption(cookie, info, "18");
    const result = await post(cookie, { state: serializeWizardState(view), intent: "next", passwordHint: "" });
    expect(result).toBeInstanceOf(Response);
    const response = result as Response;
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("Location")!, "http://localhost");
    expect(location.pathname).toBe("/company-setup");
    expect(location.searchParams.get("step")).toBe("congratulations");
    expect(location.searchParams.get("skipSetup")).toBe("true");
    const companyId = Number(location.searchParams.get("companyId"));

    const { toast } = await getToast(
      new Request("http://localhost/", { headers: { Cookie: response.headers.get("Set-Cookie")!.split(";")[0] } }),
    );
    expect(toast).toEqual({ type: "success", message: "Company created successfully" });

    const db = await getDb();
    const company = await getMemberCompany(db, user.id, companyId);
    expect(company).toMatchObject({
      companyName: info.companyName,
      website: "",
      addressLine2: "",
      fax: "",
      industryId: 18,
      offerType: "both",
      costOfGoodsSold: { inventory: true, labor: true, materials: true },
      expenses: { telephone: true, travel: true, utilities: true },
      otherIncome: { financeCharge: true, insurance: true, interest: true, assetSales: true },
      billTracking: true,
      customerTerm: "Customer",
      vendorTerm: "Vendor",
      primaryCurrency: "USD",
      currencyId: 1,
      fiscalYearStart: "January",
      cashFlowTracking: "no",
      enableEncryption: false,
    });
    // The new company becomes the current one, which /dashboard opens.
    expect(await db("users").where({ id: user.id }).first("currentCompanyId")).toEqual({ currentCompanyId: companyId });

    // The last step: every earlier step ticked, the company named; a refresh only reloads it.
    const last = await load(cookie, location.search);
    expect(last).toMatchObject({
      flow: "short",
      step: "congratulations",
      completed: ["company-info", "industry-type", "encryption"],
      company: { id: companyId, companyName: info.companyName },
    });
    await load(cookie, location.search);
    expect(await listCompanies(db, user.id)).toHaveLength(1);
  });

  it("full flow: every setting is stored, exactly once", async () => {
    const { cookie, user } = await signedIn();
    const info = companyInfo({ country: "Canada", region: "Ontario", timezone: "UTC-05:00 Eastern Time (US & Canada)" });
    let view = await load(cookie);
    ({ view } = await press(cookie, view, "next", info));
    ({ view } = await press(cookie, view, "next", { industryId: "24" }));
    expect(view.step).toBe("terminology");
    ({ view } = await press(cookie, view, "next", {
      customerTerm: "Client",
      vendorTerm: "Supplier",
      createQuotes: "true",
      primaryCurrency: "CAD",
      fiscalYearStart: "April",
      enableMultiCurrency: "on",
      cashFlowTracking: "yes",
    }));
    expect(view.step).toBe("services-products");
    ({ view } = await press(cookie, view, "next", {
      offerType: "products",
      enableInventory: "on",
      multipleWarehouses: "on",
      enableUnits: "on",
      inventoryScheme: "average",
      enableTax: "on",
      taxItemType: "detail",
      trackTaxPaid: "on",
    }));
    expect(view.step).toBe("accounts");
    ({ view } = await press(cookie, view, "next", {
      "costOfGoodsSold.inventory": "on",
      "costOfGoodsSold.materials": "on",
      "expenses.travel": "on",
      "otherIncome.interest": "on",
      "otherIncome.assetSales": "on",
    }));
    expect(view.step).toBe("bill-tracking");
    ({ view } = await press(cookie, view, "next", { billTracking: "false" }));
    expect(view.step).toBe("encryption");
    expect(view.completed).toEqual(["company-info", "industry-type", "terminology", "services-products", "accounts", "bill-tracking"]);

    const finalFields = {
      state: serializeWizardState(view),
      intent: "next",
      enableEncryption: "on",
      encryptionPassword: "open sesame 42",
      encryptionPasswordConfirm: "open sesame 42",
      passwordHint: "the cave",
    };
    const result = await post(cookie, finalFields);
    expect(result).toBeInstanceOf(Response);
    const location = new URL((result as Response).headers.get("Location")!, "http://localhost");
    expect(location.searchParams.has("skipSetup")).toBe(false);

    const db = await getDb();
    const companies = await listCompanies(db, user.id);
    expect(companies).toHaveLength(1);
    const company = await getMemberCompany(db, user.id, Number(location.searchParams.get("companyId")));
    expect(company).toMatchObject({
      companyName: info.companyName,
      legalName: "Acme Trading Ltd",
      federalId: "12-3456789",
      phone: "01494 123456",
      email: "accounts@acme.test",
      website: "https://acme.test",
      country: "Canada",
      region: "Ontario",
      addressLine1: "1 High Street",
      addressLine2: "Suite 4",
      city: "High Wycombe",
      zipCode: "HP11 2AA",
      fax: "01494 654321",
      timezone: "UTC-05:00 Eastern Time (US & Canada)",
      industryId: 24,
      customerTerm: "Client",
      vendorTerm: "Supplier",
      createQuotes: true,
      primaryCurrency: "CAD",
      enableMultiCurrency: true,
      fiscalYearStart: "April",
      cashFlowTracking: "yes",
      offerType: "products",
      enableInventory: true,
      multipleWarehouses: true,
      enableUnits: true,
      inventoryScheme: "average",
      enableTax: true,
      taxItemType: "detail",
      trackTaxPaid: true,
      costOfGoodsSold: { inventory: true, labor: false, materials: true },
      expenses: { telephone: false, travel: true, utilities: false },
      otherIncome: { financeCharge: false, insurance: false, interest: true, assetSales: true },
      billTracking: false,
      enableEncryption: true,
      passwordHint: "the cave",
    });
    expect(await verifyCompanyPassword(db, company, "open sesame 42")).toBe(true);

    // The same final submit again (a resubmitted form) creates nothing more.
    const again = answered(await post(cookie, finalFields));
    expect(again.status).toBe(409);
    expect(again.view.step).toBe("company-info");
    expect(await listCompanies(db, user.id)).toHaveLength(1);
  });

  it("a duplicate name (any case) goes back to Company Info with the spec's message", async () => {
    const { cookie, user } = await signedIn();
    const db = await getDb();
    await createCompany(db, user.id, companyCreateSchema.parse({ ...companyInfo(), primaryCurrency: "USD", companyName: "Harbour Books" }));

    const view = await shortFlowToEncryption(cookie, companyInfo({ companyName: "HARBOUR books" }));
    const { status, view: back } = await press(cookie, view, "next", {});
    expect(status).toBe(409);
    expect(back.step).toBe("company-info");
    expect(back.messages).toEqual(["A company with this name already exists. Please choose a different name."]);
    expect(back.result?.error).toEqual({
      companyName: ["A company with this name already exists. Please choose a different name."],
    });
    expect(back.completed).toEqual(["industry-type", "encryption"]);
    expect(back.values.companyName).toBe("HARBOUR books");
    expect(await listCompanies(db, user.id)).toHaveLength(1);

    // Another name goes through, and the industry chosen before is still there.
    let next = await press(cookie, back, "next", companyInfo({ companyName: "Harbour Books Two" }));
    expect(next.view.step).toBe("industry-type");
    expect(next.view.values.industryId).toBe("18");
    next = await press(cookie, next.view, "next", { industryId: "18" });
    const created = await post(cookie, { state: serializeWizardState(next.view), intent: "next" });
    expect(created).toBeInstanceOf(Response);
    expect((await listCompanies(db, user.id)).map((c) => c.companyName).sort()).toEqual(["Harbour Books", "Harbour Books Two"]);
  });

  it("never trusts the state field: skipped steps are validated again before creating", async () => {
    const { cookie, user } = await signedIn();
    const forged = serializeWizardState({
      flow: "short",
      step: "encryption",
      completed: ["company-info", "industry-type"],
      values: (await load(cookie, "?skipSetup=true")).values,
    });
    const { status, view } = answered(await post(cookie, { state: forged, intent: "next" }));
    expect(status).toBe(400);
    expect(view.step).toBe("company-info");
    expect(view.messages).toContain("Company name is required");
    expect(view.result?.error.companyName).toEqual(["Company name is required"]);
    expect(await listCompanies(await getDb(), user.id)).toEqual([]);

    // Garbage in the state field starts the wizard over.
    for (const state of ["{not json", "[1,2]", '{"flow":"short","step":"nowhere","completed":"all","values":[]}']) {
      const garbage = answered(await post(cookie, { state, intent: "back" }));
      expect(garbage.view).toMatchObject({ step: "company-info", completed: [] });
      expect(garbage.view.values.country).toBe("United Kingdom");
    }
  });
});

describe("Go to Dashboard", () => {
  it("makes the company current and goes to /dashboard; another user's company is a 404", async () => {
    const owner = await signedIn();
    const db = await getDb();
    const company = await createCompany(db, owner.user.id, companyCreateSchema.parse({ ...companyInfo(), primaryCurrency: "USD" }));
    const other = await createCompany(db, owner.user.id, companyCreateSchema.parse({ ...companyInfo(), primaryCurrency: "USD" }));
    expect((await db("users").where({ id: owner.user.id }).first("currentCompanyId")).currentCompanyId).toBe(other.id);

    const result = await post(owner.cookie, { intent: "finish", companyId: String(company.id) });
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).headers.get("Location")).toBe("/dashboard");
    expect((await db("users").where({ id: owner.user.id }).first("currentCompanyId")).currentCompanyId).toBe(company.id);

    const stranger = await signedIn();
    const thrown = await post(stranger.cookie, { intent: "finish", companyId: String(company.id) }).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
    const page = await load(stranger.cookie, `?step=congratulations&companyId=${company.id}`).catch((e: unknown) => e);
    expect((page as Response).status).toBe(404);
  });
});
