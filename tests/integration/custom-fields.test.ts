// Custom fields (Manage Custom Fields; the issue: definitions saved per company, vendor
// values for the fields flagged vendor): the service saves the whole set all or nothing, the API
// (GET/PUT /api/company/custom-fields) and the page's resource route (session cookie) on top of it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyContext } from "../../app/modules/companies/companies.server";
import {
  customFieldsVersion,
  listCustomFieldDefinitions,
  listCustomFieldDefinitionsWithUsage,
  saveCustomFieldDefinitions,
} from "../../app/modules/custom-fields/custom-fields.server";
import { vendorCreateSchema } from "../../app/modules/vendors/schema";
import { createVendor, getVendor } from "../../app/modules/vendors/vendors.server";
import * as customFieldsApi from "../../app/routes/api+/company.custom-fields._index";
import * as openapi from "../../app/routes/api+/openapi[.]json/route";
import * as companiesApi from "../../app/routes/api+/company._index";
import * as page from "../../app/routes/company.$companyId.dashboard+/_lists+/custom-fields";
import { menuLinks } from "../../app/components/shell/menu";
import { sidebarMenu } from "../../app/components/shell/sidebar-menu";
import { getToast } from "../../app/utils/toast.server";
import { DomainError } from "../../app/utils/errors";
import { BASE, call, startTestApp, type TestApp } from "../support/app";
import { signedInOwner } from "../support/books";
import { signUpToken } from "../support/api-client";
import { companyFields } from "../support/company-fields";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.cleanup());

type Json = any;
const field = (name: string, flags: Partial<Record<"client" | "vendor" | "employee", boolean>> = {}, id?: number) => ({
  ...(id ? { id } : {}),
  name,
  client: false,
  vendor: false,
  employee: false,
  ...flags,
});

async function vendorWithValues(
  companyId: number,
  userId: number,
  vendorId: string,
  customFields: { definitionId: number; value: string }[],
) {
  const ctx = companyContext({ id: companyId, timezone: "UTC+00:00 London, Dublin, Lisbon" }, userId);
  return createVendor(app.db, ctx, vendorCreateSchema.parse({ vendorId, vendorName: `Vendor ${vendorId}`, customFields }));
}

async function failure(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

/** Save a set as an editor that has just read it: on the set's current version. */
async function saveSet(companyId: number, definitions: Parameters<typeof saveCustomFieldDefinitions>[2]) {
  return (await saveCustomFieldDefinitions(app.db, companyId, definitions, await customFieldsVersion(app.db, companyId))).customFields;
}

const names = async (companyId: number) => (await listCustomFieldDefinitions(app.db, companyId)).map((d) => d.name);

describe("the custom fields service", () => {
  it("saves the set, lists it by name, filters by flag and keeps companies apart", async () => {
    const { company } = await signedInOwner(app.db);
    const other = await signedInOwner(app.db);
    expect(await listCustomFieldDefinitions(app.db, company.id)).toEqual([]);

    const saved = await saveSet(company.id, [
      field("  Region ", { vendor: true, client: true }),
      field("Badge number", { employee: true }),
      field("account manager", { vendor: true }),
    ]);
    expect(saved.map(({ name, client, vendor, employee }) => ({ name, client, vendor, employee }))).toEqual([
      { name: "account manager", client: false, vendor: true, employee: false },
      { name: "Badge number", client: false, vendor: false, employee: true },
      { name: "Region", client: true, vendor: true, employee: false },
    ]);
    expect(await listCustomFieldDefinitions(app.db, company.id)).toEqual(saved);
    expect((await listCustomFieldDefinitions(app.db, company.id, { for: "vendor" })).map((d) => d.name)).toEqual([
      "account manager",
      "Region",
    ]);
    expect((await listCustomFieldDefinitions(app.db, company.id, { for: "employee" })).map((d) => d.name)).toEqual(["Badge number"]);
    expect((await listCustomFieldDefinitions(app.db, company.id, { for: "client" })).map((d) => d.name)).toEqual(["Region"]);

    // The same name in another company is its own field.
    await saveSet(other.company.id, [field("Region")]);
    expect(await names(other.company.id)).toEqual(["Region"]);
    expect(await names(company.id)).toEqual(["account manager", "Badge number", "Region"]);
  });

  it("renames and reflags in place (vendor values stay), even two fields trading names", async () => {
    const { user, company } = await signedInOwner(app.db);
    const [color, size] = await saveSet(company.id, [field("Color", { vendor: true }), field("Size", { vendor: true })]);
    const vendor = await vendorWithValues(company.id, user.id, "V-1", [
      { definitionId: color.id, value: "Blue" },
      { definitionId: size.id, value: "Large" },
    ]);

    const swapped = await saveSet(company.id, [
      field("Size", { vendor: true, client: true }, color.id),
      field("Color", { vendor: true }, size.id),
    ]);
    expect(swapped).toEqual([
      { id: size.id, name: "Color", client: false, vendor: true, employee: false },
      { id: color.id, name: "Size", client: true, vendor: true, employee: false },
    ]);
    // The values belong to the field (its id), which now has the other name.
    expect((await getVendor(app.db, company.id, vendor.id)).customFields).toEqual([
      { definitionId: size.id, name: "Color", value: "Large" },
      { definitionId: color.id, name: "Size", value: "Blue" },
    ]);

    // A change of case only is a rename too.
    await saveSet(company.id, [field("size", {}, color.id), field("Color", {}, size.id)]);
    expect(await names(company.id)).toEqual(["Color", "size"]);
  });

  it("deletes the fields left out, with their vendor values, and counts the values before", async () => {
    const { user, company } = await signedInOwner(app.db);
    const [color, size] = await saveSet(company.id, [field("Color", { vendor: true }), field("Size", { vendor: true })]);
    const a = await vendorWithValues(company.id, user.id, "V-1", [
      { definitionId: color.id, value: "Blue" },
      { definitionId: size.id, value: "Large" },
    ]);
    await vendorWithValues(company.id, user.id, "V-2", [
      { definitionId: color.id, value: "Red" },
      { definitionId: size.id, value: "" },
    ]);
    expect((await listCustomFieldDefinitionsWithUsage(app.db, company.id)).map((d) => [d.name, d.vendorValues])).toEqual([
      ["Color", 2],
      ["Size", 1],
    ]);

    await saveSet(company.id, [field("Size", { vendor: true }, size.id)]);
    expect(await names(company.id)).toEqual(["Size"]);
    expect((await getVendor(app.db, company.id, a.id)).customFields).toEqual([{ definitionId: size.id, name: "Size", value: "Large" }]);
    expect(Number((await app.db("vendorCustomValues").where({ definitionId: color.id }).count({ n: "*" }))[0].n)).toBe(0);

    // An empty set removes everything.
    await saveSet(company.id, []);
    expect(await names(company.id)).toEqual([]);
    expect((await getVendor(app.db, company.id, a.id)).customFields).toEqual([]);
  });

  it("refuses blank, long and repeated names, more than 100 fields and foreign ids, and writes nothing", async () => {
    const { user, company } = await signedInOwner(app.db);
    const other = await signedInOwner(app.db);
    const [color] = await saveSet(company.id, [field("Color", { vendor: true })]);
    const [foreign] = await saveSet(other.company.id, [field("Theirs")]);
    await vendorWithValues(company.id, user.id, "V-1", [{ definitionId: color.id, value: "Blue" }]);
    const before = await listCustomFieldDefinitions(app.db, company.id);

    const blank = await failure(saveSet(company.id, [field("Size"), field("   ")]));
    expect(blank.status).toBe(400);
    expect(blank.message).toBe("Field name is required.");
    expect(blank.fieldErrors).toEqual({ "customFields.1.name": ["Field name is required."] });

    const duplicate = await failure(saveSet(company.id, [field("Color", {}, color.id), field("Size"), field(" color ")]));
    expect(duplicate.message).toBe('A custom field named "color" already exists.');
    expect(duplicate.fieldErrors).toEqual({ "customFields.2.name": ['A custom field named "color" already exists.'] });

    const long = await failure(saveSet(company.id, [field("x".repeat(101))]));
    expect(long.message).toBe("Field name must be at most 100 characters.");
    expect((await saveSet(company.id, [field("y".repeat(100)), field("Color", {}, color.id)])).length).toBe(2);
    await saveSet(company.id, before);

    const tooMany = await failure(
      saveSet(
        company.id,
        Array.from({ length: 101 }, (_, i) => field(`Field ${i}`)),
      ),
    );
    expect(tooMany.message).toBe("A company can have at most 100 custom fields.");

    // Another company's id: refused, and the rows before it (a rename, a new field) are not kept.
    const stranger = await failure(saveSet(company.id, [field("Colour", {}, color.id), field("New"), field("Theirs", {}, foreign.id)]));
    expect(stranger.status).toBe(400);
    expect(stranger.message).toBe("Custom field was not found in this company. Please refresh the page and try again.");
    expect(stranger.fieldErrors).toEqual({ "customFields.2.id": [stranger.message] });

    const twice = await failure(saveSet(company.id, [field("A", {}, color.id), field("B", {}, color.id)]));
    expect(twice.message).toBe("This custom field is listed twice.");

    expect(await listCustomFieldDefinitions(app.db, company.id)).toEqual(before);
    expect(await names(other.company.id)).toEqual(["Theirs"]);
    expect(Number((await app.db("vendorCustomValues").where({ definitionId: color.id }).count({ n: "*" }))[0].n)).toBe(1);
  });

  it("keeps nothing of a save that fails halfway through its writes", async () => {
    const { user, company } = await signedInOwner(app.db);
    const [color, size] = await saveSet(company.id, [field("Color", { vendor: true }), field("Size", { vendor: true })]);
    const vendor = await vendorWithValues(company.id, user.id, "V-1", [{ definitionId: size.id, value: "Large" }]);
    const before = await listCustomFieldDefinitions(app.db, company.id);
    // A failure the service cannot foresee, met after the delete and the rename have run.
    await app.db.raw(`CREATE FUNCTION test_refuse_boom() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.name = 'Boom' THEN RAISE EXCEPTION 'boom refused'; END IF; RETURN NEW; END $$`);
    await app.db.raw(
      "CREATE TRIGGER test_refuse_boom BEFORE INSERT ON custom_field_definitions FOR EACH ROW EXECUTE FUNCTION test_refuse_boom()",
    );
    try {
      await expect(saveSet(company.id, [field("Colour", { client: true }, color.id), field("Boom")])).rejects.toThrow("boom refused");
    } finally {
      await app.db.raw("DROP TRIGGER test_refuse_boom ON custom_field_definitions");
      await app.db.raw("DROP FUNCTION test_refuse_boom()");
    }
    expect(await listCustomFieldDefinitions(app.db, company.id)).toEqual(before);
    expect((await getVendor(app.db, company.id, vendor.id)).customFields).toEqual([
      { definitionId: size.id, name: "Size", value: "Large" },
    ]);
  });

  it("allows exactly 100 fields", async () => {
    const { company } = await signedInOwner(app.db);
    const saved = await saveSet(
      company.id,
      Array.from({ length: 100 }, (_, i) => field(`Field ${String(i).padStart(3, "0")}`)),
    );
    expect(saved).toHaveLength(100);
    expect(saved[0].name).toBe("Field 000");
    expect(saved[99].name).toBe("Field 099");
  });
});

describe("/api/company/custom-fields", () => {
  let owner: string;
  let intruder: string;

  async function hit(handler: unknown, path: string, options: { token?: string | null; method?: string; body?: unknown } = {}) {
    const { token = owner, method = "GET", body } = options;
    const response = await call(handler, path, {
      method,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      body: body as object | undefined,
    });
    expect(response.headers.get("Content-Type")).toContain("application/json");
    return { status: response.status, body: (await response.json()) as Json };
  }

  async function apiCompany(token: string): Promise<number> {
    const { status, body } = await hit(companiesApi.action, "/api/company", { method: "POST", token, body: companyFields() });
    expect(status).toBe(201);
    return body.data.id;
  }

  const put = (body: unknown, token = owner) => hit(customFieldsApi.action, "/api/company/custom-fields", { method: "PUT", token, body });
  const get = (query: string, token: string | null = owner) =>
    hit(customFieldsApi.loader, `/api/company/custom-fields?${query}`, { token });

  beforeAll(async () => {
    owner = await signUpToken("fields-owner@example.com");
    intruder = await signUpToken("fields-intruder@example.com");
  });

  it("puts the whole set and gets it back, by name", async () => {
    const companyId = await apiCompany(owner);
    expect(await get(`companyId=${companyId}`)).toEqual({ status: 200, body: { customFields: [], version: 1 } });

    const created = await put({
      companyId,
      customFields: [field("Region", { vendor: true }), field("Badge", { employee: true })],
      version: 1,
    });
    expect(created.status).toBe(200);
    expect(created.body.version).toBe(2);
    expect(created.body.message).toBe("Custom fields saved.");
    expect(created.body.customFields.map((d: Json) => d.name)).toEqual(["Badge", "Region"]);
    const region = created.body.customFields[1];

    const changed = await put({
      companyId: String(companyId),
      customFields: [
        { id: region.id, name: "Territory", vendor: true },
        { name: "Tier", client: "true" },
      ],
      version: "2",
    });
    expect(changed.status).toBe(200);
    expect(changed.body.version).toBe(3);
    expect(changed.body.customFields).toEqual([
      { id: region.id, name: "Territory", client: false, vendor: true, employee: false },
      { id: expect.any(Number), name: "Tier", client: true, vendor: false, employee: false },
    ]);
    expect((await get(`companyId=${companyId}`)).body.customFields).toEqual(changed.body.customFields);
    expect((await get(`companyId=${companyId}&for=vendor`)).body.customFields.map((d: Json) => d.name)).toEqual(["Territory"]);
  });

  it("is a 404 for another user's company, and a 401 without a token", async () => {
    const companyId = await apiCompany(owner);
    await put({ companyId, customFields: [field("Secret")], version: 1 });
    const peek = await get(`companyId=${companyId}`, intruder);
    expect(peek.status).toBe(404);
    expect(peek.body.customFields).toBeUndefined();
    const overwrite = await put({ companyId, customFields: [], version: 2 }, intruder);
    expect(overwrite.status).toBe(404);
    expect((await get(`companyId=${companyId}`)).body.customFields.map((d: Json) => d.name)).toEqual(["Secret"]);
    expect((await get(`companyId=${companyId}`, null)).status).toBe(401);
  });

  it("answers malformed input with 400 and its messages, writing nothing", async () => {
    const companyId = await apiCompany(owner);
    await put({ companyId, customFields: [field("Keep", { vendor: true })], version: 1 });
    const version = 2;
    const cases: [unknown, string][] = [
      [{ companyId, version }, "customFields: Required"],
      [{ companyId, customFields: "Region", version }, "customFields: Must be a list"],
      [{ companyId, customFields: [{ name: "" }], version }, "Field name is required."],
      [{ companyId, customFields: [{ name: 42 }], version }, "Field name is required."],
      [{ companyId, customFields: [field("A"), field("a")], version }, 'A custom field named "a" already exists.'],
      [{ companyId, customFields: [{ name: "A", vendor: "maybe" }], version }, "customFields.0.vendor: Must be true or false"],
      [{ companyId, customFields: [{ id: "x", name: "A" }], version }, "Must be an id"],
      [
        { companyId, customFields: [{ id: 2147483000, name: "A" }], version },
        "Custom field was not found in this company. Please refresh the page and try again.",
      ],
      [{ customFields: [], version }, "Company ID is required"],
      [{ companyId, customFields: [] }, "version is required"],
      [{ companyId, customFields: [], version: 0 }, "version must be a positive whole number"],
    ];
    for (const [body, message] of cases) {
      const answer = await put(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error).toBe(message);
    }
    const broken = await call(customFieldsApi.action, "/api/company/custom-fields", {
      method: "PUT",
      headers: { Authorization: `Bearer ${owner}`, "Content-Type": "application/json" },
      body: "{not json",
    });
    expect(broken.status).toBe(400);
    expect((await broken.json()).error).toBe("The request body is not valid JSON.");
    expect((await get(`companyId=${companyId}`)).body.customFields.map((d: Json) => d.name)).toEqual(["Keep"]);

    expect((await get("companyId=abc")).body.error).toBe("Company ID must be a number");
    expect((await get(`companyId=${companyId}&for=boss`)).body.error).toBe("for must be client, vendor or employee");
    const post = await hit(customFieldsApi.action, "/api/company/custom-fields", { method: "POST", body: { companyId, customFields: [] } });
    expect(post.status).toBe(405);
  });

  it("is in the OpenAPI document", async () => {
    const doc = (await (await call(openapi.loader, "/api/openapi.json")).json()) as Json;
    const path = doc.paths["/api/company/custom-fields"];
    expect(Object.keys(path).sort()).toEqual(["get", "put"]);
    expect(path.put.requestBody.content["application/json"].schema.required.sort()).toEqual(["companyId", "customFields", "version"]);
  });

  it("refuses a save made on a set someone else has saved since, keeping their fields", async () => {
    const companyId = await apiCompany(owner);
    const first = await put({ companyId, customFields: [field("Region", { vendor: true })], version: 1 });
    expect(first.status).toBe(200);
    // A second editor still on version 1 would drop Region without ever having seen it.
    const stale = await put({ companyId, customFields: [field("Badge")], version: 1 });
    expect(stale).toEqual({
      status: 409,
      body: { error: "This list of custom fields was changed by someone else. Reload to see the changes." },
    });
    expect((await get(`companyId=${companyId}`)).body).toEqual({ customFields: first.body.customFields, version: 2 });
  });

  it("saves exactly one of eight simultaneous saves made on the same version", async () => {
    const companyId = await apiCompany(owner);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => put({ companyId, customFields: [field(`Field ${i}`)], version: 1 })),
    );
    const saved = answers.filter((a) => a.status === 200);
    expect(saved).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(7);
    expect((await get(`companyId=${companyId}`)).body).toEqual({ customFields: saved[0].body.customFields, version: 2 });
  });
});

describe("the Manage Custom Fields page (resource route)", () => {
  const url = (companyId: number, search = "") => `/company/${companyId}/dashboard/custom-fields${search}`;

  function formOf(
    rows: { id?: number; name: string; client?: boolean; vendor?: boolean; employee?: boolean }[],
    extra: Record<string, string> = {},
  ) {
    const body = new FormData();
    rows.forEach((row, i) => {
      body.set(`fields[${i}].id`, row.id ? String(row.id) : "");
      body.set(`fields[${i}].name`, row.name);
      // Unchecked boxes are simply absent, as a browser sends them.
      for (const flag of ["client", "vendor", "employee"] as const) if (row[flag]) body.set(`fields[${i}].${flag}`, "on");
    });
    for (const [key, value] of Object.entries(extra)) body.set(key, value);
    return body;
  }

  const post = (c: { company: { id: number }; cookie: string }, body: FormData, search = "") =>
    call(page.action, url(c.company.id, search), {
      method: "POST",
      params: { companyId: String(c.company.id) },
      headers: { Cookie: c.cookie },
      body,
    });

  async function load(c: { company: { id: number }; cookie: string }, search = "") {
    const response = await call(page.loader, url(c.company.id, search), {
      params: { companyId: String(c.company.id) },
      headers: { Cookie: c.cookie },
    });
    expect(response.status).toBe(200);
    return (await response.json()) as Json;
  }

  async function toastOf(response: Response) {
    const cookie = (response.headers.get("Set-Cookie") ?? "").split(";")[0];
    return (await getToast(new Request(BASE, { headers: { Cookie: cookie } }))).toast;
  }

  it("loads the definitions with their vendor value counts and a safe returnTo", async () => {
    const c = await signedInOwner(app.db);
    const [color] = await saveSet(c.company.id, [field("Color", { vendor: true })]);
    await vendorWithValues(c.company.id, c.user.id, "V-1", [{ definitionId: color.id, value: "Blue" }]);
    const loaded = await load(c, "?returnTo=%2Fcompany%2F1%2Fdashboard%2Fvendors%2Fnew-vendor%3Ftab%3Ddetails");
    expect(loaded.definitions).toEqual([{ id: color.id, name: "Color", client: false, vendor: true, employee: false, vendorValues: 1 }]);
    expect(loaded.version).toBe(2);
    expect(loaded.returnTo).toBe("/company/1/dashboard/vendors/new-vendor?tab=details");
    // Only paths on this site: anything leading elsewhere is dropped.
    for (const evil of ["https://evil.test/x", "//evil.test/x", "/\\evil.test", "/\t/evil.test", "javascript:alert(1)", "vendors/list"]) {
      expect((await load(c, `?returnTo=${encodeURIComponent(evil)}`)).returnTo, evil).toBeNull();
    }
  });

  it("saves from form data (unchecked boxes absent) and redirects back to returnTo with a toast", async () => {
    const c = await signedInOwner(app.db);
    const saved = await post(
      c,
      formOf(
        [
          { name: "Region", vendor: true, client: true },
          { name: "Badge", employee: true },
        ],
        { intent: "save", returnTo: `/company/${c.company.id}/dashboard/vendors/list`, version: "1" },
      ),
    );
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(`/company/${c.company.id}/dashboard/vendors/list`);
    expect(await toastOf(saved)).toEqual({ type: "success", message: "Custom fields saved." });
    const list = await listCustomFieldDefinitions(app.db, c.company.id);
    expect(list.map(({ name, client, vendor, employee }) => ({ name, client, vendor, employee }))).toEqual([
      { name: "Badge", client: false, vendor: false, employee: true },
      { name: "Region", client: true, vendor: true, employee: false },
    ]);

    // Unticking a box: the field is posted without it.
    const region = list[1];
    const again = await post(c, formOf([{ id: region.id, name: "Region" }], { returnTo: "https://evil.test/", version: "2" }));
    expect(again.headers.get("Location")).toBe(url(c.company.id));
    expect(await listCustomFieldDefinitions(app.db, c.company.id)).toEqual([
      { id: region.id, name: "Region", client: false, vendor: false, employee: false },
    ]);
  });

  it("answers a fetcher with the saved list, and a bad set with the rows and messages, nothing written", async () => {
    const c = await signedInOwner(app.db);
    const ok = await post(c, formOf([{ name: "Region", vendor: true }], { respond: "fetcher", version: "1" }));
    expect(ok.status).toBe(200);
    const answer = await ok.json();
    expect(answer).toEqual({
      status: "saved",
      message: "Custom fields saved.",
      customFields: [{ id: expect.any(Number), name: "Region", client: false, vendor: true, employee: false }],
      version: 2,
    });
    const regionId = answer.customFields[0].id;

    const duplicate = await post(
      c,
      formOf([{ id: regionId, name: "Region", vendor: true }, { name: "Size" }, { name: "region" }], { respond: "fetcher", version: "2" }),
    );
    expect(duplicate.status).toBe(400);
    expect(await duplicate.json()).toEqual({
      status: "editing",
      rows: [
        { id: regionId, name: "Region", client: false, vendor: true, employee: false },
        { id: null, name: "Size", client: false, vendor: false, employee: false },
        { id: null, name: "region", client: false, vendor: false, employee: false },
      ],
      errors: { form: [], rows: { 2: ['A custom field named "region" already exists.'] } },
      version: "2",
    });

    const blank = await post(c, formOf([{ name: "" }], { version: "2" }));
    expect(blank.status).toBe(400);
    expect((await blank.json()).errors).toEqual({ form: [], rows: { 0: ["Field name is required."] } });

    const tooMany = await post(
      c,
      formOf(
        Array.from({ length: 101 }, (_, i) => ({ name: `F${i}` })),
        { version: "2" },
      ),
    );
    expect((await tooMany.json()).errors.form).toEqual(["A company can have at most 100 custom fields."]);

    const foreign = await signedInOwner(app.db);
    const [theirs] = await saveSet(foreign.company.id, [field("Theirs")]);
    const stolen = await post(c, formOf([{ id: theirs.id, name: "Mine now" }], { version: "2" }));
    expect(stolen.status).toBe(400);
    expect((await stolen.json()).errors.rows).toEqual({
      0: ["Custom field was not found in this company. Please refresh the page and try again."],
    });

    expect(await names(c.company.id)).toEqual(["Region"]);
    expect(await names(foreign.company.id)).toEqual(["Theirs"]);
  });

  it("without JavaScript, Add Field and Remove send the form back changed and save nothing", async () => {
    const c = await signedInOwner(app.db);
    const [color] = await saveSet(c.company.id, [field("Color", { vendor: true })]);
    const added = await post(c, formOf([{ id: color.id, name: "Colour", vendor: true }], { intent: "add", version: "2" }));
    expect(added.status).toBe(200);
    const addedAnswer = await added.json();
    // The form goes back with the version it was posted with, not the set's latest.
    expect(addedAnswer.version).toBe("2");
    expect(addedAnswer.rows).toEqual([
      { id: color.id, name: "Colour", client: false, vendor: true, employee: false },
      { id: null, name: "", client: false, vendor: false, employee: false },
    ]);
    const removed = await post(
      c,
      formOf([{ id: color.id, name: "Colour", vendor: true }, { name: "Size" }], { remove: "0", version: "2" }),
    );
    expect((await removed.json()).rows).toEqual([{ id: null, name: "Size", client: false, vendor: false, employee: false }]);
    expect(await listCustomFieldDefinitions(app.db, c.company.id)).toEqual([
      { id: color.id, name: "Color", client: false, vendor: true, employee: false },
    ]);
  });

  it("is a 404 for another user's company", async () => {
    const owner = await signedInOwner(app.db);
    const intruder = await signedInOwner(app.db);
    await saveSet(owner.company.id, [field("Secret")]);
    const peek = await call(page.loader, url(owner.company.id), {
      params: { companyId: String(owner.company.id) },
      headers: { Cookie: intruder.cookie },
    });
    expect(peek.status).toBe(404);
    const write = await call(page.action, url(owner.company.id), {
      method: "POST",
      params: { companyId: String(owner.company.id) },
      headers: { Cookie: intruder.cookie },
      body: formOf([], { version: "2" }),
    });
    expect(write.status).toBe(404);
    expect(await names(owner.company.id)).toEqual(["Secret"]);
  });

  it("refuses a save made on a set saved since, and gives the form back as typed with the message", async () => {
    const c = await signedInOwner(app.db);
    const [color] = await saveSet(c.company.id, [field("Color", { vendor: true })]);
    // Someone else saves while this form, loaded on version 2, is open.
    await saveSet(c.company.id, [field("Color", { vendor: true }, color.id), field("Size")]);
    const stale = await post(c, formOf([{ id: color.id, name: "Colour", vendor: true }], { respond: "fetcher", version: "2" }));
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({
      status: "editing",
      rows: [{ id: color.id, name: "Colour", client: false, vendor: true, employee: false }],
      errors: { form: ["This list of custom fields was changed by someone else. Reload to see the changes."], rows: {} },
      version: "2",
    });
    expect(await names(c.company.id)).toEqual(["Color", "Size"]);
    const missing = await post(c, formOf([{ name: "Tier" }]));
    expect(missing.status).toBe(400);
    expect((await missing.json()).errors.form).toEqual(["version is required"]);
    expect(await names(c.company.id)).toEqual(["Color", "Size"]);
  });

  it("is in the company menu under Manage Support Lists", () => {
    const menu = sidebarMenu({
      industryId: 1,
      billTracking: true,
      customerTerm: "Customer",
      vendorTerm: "Vendor",
      permissions: { write: true },
    });
    expect([...menuLinks(menu)].find((l) => l.label === "Manage Custom Fields")).toEqual({
      label: "Manage Custom Fields",
      to: "custom-fields",
      groupIds: ["company", "support-lists"],
    });
  });
});
