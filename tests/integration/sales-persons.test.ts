// Sales persons (issue 26 item 1) through the screens' loaders and actions and through the API:
// New (Save & New, Save & Close, with and without JavaScript), Edit on the version read (a stale
// copy refused), the list's Current View, search and pages, the CSV export, a taken name, the expense
// account's type, and another user's company or sales person a 404 everywhere.
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as listRoute from "../../app/routes/company.$companyId.dashboard+/_lists+/company.lists.salespersons";
import * as csvRoute from "../../app/routes/company.$companyId.dashboard+/_lists+/company.lists.salespersons[.]csv";
import * as newRoute from "../../app/routes/company.$companyId.dashboard+/_lists+/company.add-salesperson";
import * as editRoute from "../../app/routes/company.$companyId.dashboard+/_lists+/company.edit-salesperson.$salesPersonId";
import * as companyApi from "../../app/routes/api+/company.$companyId.sales-persons";
import * as byIdApi from "../../app/routes/api+/company.sales-persons.$salesPersonId";
import { apiCaller, signUp } from "../support/api-client";
import { call, sessionCookie, startTestApp, type TestApp } from "../support/app";
import { makeAccounts, ownerAndCompany } from "../support/books";
import * as companies from "../../app/routes/api+/company._index";
import { companyFields } from "../support/company-fields";

type Json = any;

let app: TestApp;
let cookie: string;
let companyId: number;
let today: string;
let accounts: { travel: number; other: number; bank: number };
let stranger: { cookie: string; companyId: number };
let token: string;
let apiCompanyId: number;
let intruderToken: string;
const hit = apiCaller(() => token);

beforeAll(async () => {
  app = await startTestApp();
  const owner = await ownerAndCompany(app.db);
  cookie = await sessionCookie(owner.user);
  companyId = owner.company.id;
  today = owner.ctx.today;
  accounts = await makeAccounts(app.db, owner.ctx, {
    travel: ["Expense", "6200", "Travel"],
    other: ["Other Expense", "7100", "Penalties"],
    bank: ["Income", "4010", "Sales"],
  });
  const other = await ownerAndCompany(app.db);
  stranger = { cookie: await sessionCookie(other.user), companyId: other.company.id };

  token = (await signUp("sales-owner@example.com")).token;
  intruderToken = (await signUp("sales-intruder@example.com")).token;
  const made = await hit(companies.action, "/api/company", { method: "POST", body: companyFields() });
  expect(made.status).toBe(201);
  apiCompanyId = made.body.data.id;
});
afterAll(() => app?.cleanup());

const base = () => `/company/${companyId}/dashboard`;
const form = (fields: Record<string, string>) => new URLSearchParams(fields);
const VALID = {
  salesPersonName: "Dana Seller",
  email: "dana@example.com",
  phone: "(555) 123-4567",
  fileAs: "Seller, Dana",
  jobTitle: "Account Executive",
  webpage: "https://example.com/dana",
  fax: "555 123 4568",
  gender: "Female",
  active: "on",
  dob: "02/14/1990",
  dateOfHire: "01/05/2024",
  dateOfLastReview: "",
  dateOfRelease: "",
  address: "12 Market St\nSuite 4\nSpringfield\nIL\n62701\nUSA",
};

async function postNew(fields: Record<string, string>, c = cookie, id = companyId) {
  return call(newRoute.action, `/company/${id}/dashboard/company/add-salesperson`, {
    method: "POST",
    params: { companyId: String(id) },
    headers: { Cookie: c },
    body: form(fields),
  });
}

async function postEdit(id: number, fields: Record<string, string>, c = cookie) {
  return call(editRoute.action, `${base()}/company/edit-salesperson/${id}`, {
    method: "POST",
    params: { companyId: String(companyId), salesPersonId: String(id) },
    headers: { Cookie: c },
    body: form(fields),
  });
}

async function loadList(search = "", c = cookie) {
  return call(listRoute.loader, `${base()}/company/lists/salespersons${search}`, {
    params: { companyId: String(companyId) },
    headers: { Cookie: c },
  });
}

async function idOf(name: string): Promise<number> {
  const row = await app.db("salesPersons").where({ companyId, salesPersonName: name }).first("id");
  return row.id;
}

describe("New Sales Person", () => {
  it("starts active, Unspecified, hired today, and offers only Expense and Other Expense accounts", async () => {
    const response = await call(newRoute.loader, `${base()}/company/add-salesperson`, {
      params: { companyId: String(companyId) },
      headers: { Cookie: cookie },
    });
    const loaded: Json = await response.json();
    const [y, m, d] = today.split("-");
    expect(loaded.values).toMatchObject({ active: true, gender: "Unspecified", dateOfHire: `${m}/${d}/${y}`, address: "" });
    expect(loaded.accounts.map((a: Json) => a.accountName).sort()).toEqual(["Penalties", "Travel"]);
  });

  it("refuses blank required fields with the spec's messages and the summary line, saving nothing", async () => {
    const response = await postNew({ salesPersonName: "  ", email: "", phone: "", js: "1" });
    expect(response.status).toBe(400);
    const body: Json = await response.json();
    expect(body.title).toBe("Validation Error");
    expect(body.intro).toBe("Please fill in all required fields.");
    expect(body.messages).toEqual(["Sales person name is required", "Email is required", "Phone is required"]);
    expect(body.result.error).toMatchObject({
      salesPersonName: ["Sales person name is required"],
      email: ["Email is required"],
      phone: ["Phone is required"],
    });
    expect(await app.db("salesPersons").where({ companyId }).count({ n: "*" })).toEqual([{ n: 0 }]);
  });

  it("refuses bad formats, an incomplete address and a date that is not one", async () => {
    const response = await postNew({
      ...VALID,
      email: "not-an-email",
      phone: "call me",
      fax: "fax?",
      dob: "02/30/1990",
      address: "12 Market St\n\nSpringfield",
      js: "1",
    });
    expect(response.status).toBe(400);
    const body: Json = await response.json();
    expect(body.intro).toBeUndefined();
    expect(body.result.error).toMatchObject({
      email: ["Invalid email format"],
      phone: ["Invalid phone number format (allowed: digits, spaces, -, +, parentheses)"],
      fax: ["Invalid fax number format (allowed: digits, spaces, -, +, parentheses)"],
      dob: ["Date of Birth: Invalid date. Use MM/DD/YYYY."],
      address: ["Please fill in required fields: State, Postal code, Country"],
    });
  });

  it("Save & Close without JavaScript saves every field and goes to the company dashboard with the spec's toast", async () => {
    const response = await postNew({ ...VALID, expenseAccountId: String(accounts.travel), intent: "save-close" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(base());
    expect(response.headers.get("Set-Cookie")).toBeTruthy();
    const id = await idOf("Dana Seller");
    const row = await app.db("salesPersons").where({ companyId, id }).first();
    expect(row).toMatchObject({
      email: "dana@example.com",
      phone: "(555) 123-4567",
      fileAs: "Seller, Dana",
      jobTitle: "Account Executive",
      webpage: "https://example.com/dana",
      fax: "555 123 4568",
      gender: "Female",
      active: true,
      dob: "1990-02-14",
      dateOfHire: "2024-01-05",
      dateOfLastReview: null,
      dateOfRelease: null,
      expenseAccountId: accounts.travel,
      version: 1,
    });
    const addresses = await app.db("salesPersonAddresses").where({ companyId, salesPersonId: id });
    expect(addresses).toEqual([
      expect.objectContaining({
        position: 0,
        address1: "12 Market St",
        address2: "Suite 4",
        city: "Springfield",
        state: "IL",
        postalCode: "62701",
        country: "USA",
      }),
    ]);
  });

  it("Save & New with JavaScript answers for the success dialog; a taken name (any case, spaces) is refused", async () => {
    const saved = await postNew({
      ...VALID,
      salesPersonName: "Evan Closer",
      email: "evan@example.com",
      address: "",
      intent: "save-new",
      js: "1",
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ status: "saved", intent: "save-new", salesPerson: { salesPersonName: "Evan Closer" } });

    const again = await postNew({ ...VALID, salesPersonName: "  evan CLOSER ", intent: "save-close", js: "1" });
    expect(again.status).toBe(409);
    const body: Json = await again.json();
    expect(body.title).toBe("Save Failed");
    expect(body.messages).toEqual(['A sales person named "evan CLOSER" already exists. Please choose a different name.']);
    expect(body.result.error.salesPersonName).toEqual(body.messages);
  });

  it("refuses an expense account that is not an Expense or Other Expense account, or not the company's", async () => {
    const bank = await postNew({ ...VALID, salesPersonName: "Flo", expenseAccountId: String(accounts.bank), js: "1" });
    expect(bank.status).toBe(400);
    expect((await bank.json()).messages).toEqual(["The expense account must be an Expense or Other Expense account"]);
    const missing = await postNew({ ...VALID, salesPersonName: "Flo", expenseAccountId: "999999", js: "1" });
    expect(missing.status).toBe(400);
    expect((await missing.json()).messages).toEqual(["Expense account not found"]);
  });
});

describe("Edit Sales Person", () => {
  it("loads the sales person's values as the form shows them", async () => {
    const id = await idOf("Dana Seller");
    const response = await call(editRoute.loader, `${base()}/company/edit-salesperson/${id}`, {
      params: { companyId: String(companyId), salesPersonId: String(id) },
      headers: { Cookie: cookie },
    });
    const loaded: Json = await response.json();
    expect(loaded.values).toMatchObject({
      salesPersonName: "Dana Seller",
      dob: "02/14/1990",
      dateOfHire: "01/05/2024",
      expenseAccountId: String(accounts.travel),
      address: "12 Market St\nSuite 4\nSpringfield\nIL\n62701\nUSA",
      version: "1",
    });
  });

  it("Update Changes on the version read saves; the same version again is refused and changes nothing", async () => {
    const id = await idOf("Dana Seller");
    const changes = {
      ...VALID,
      jobTitle: "Sales Director",
      active: "",
      expenseAccountId: String(accounts.other),
      address: "",
      version: "1",
      intent: "save",
    };
    const saved = await postEdit(id, changes);
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(`${base()}/company/lists/salespersons`);
    const row = await app.db("salesPersons").where({ companyId, id }).first();
    expect(row).toMatchObject({ jobTitle: "Sales Director", active: false, expenseAccountId: accounts.other, version: 2 });
    expect(await app.db("salesPersonAddresses").where({ companyId, salesPersonId: id })).toEqual([]);

    const stale = await postEdit(id, { ...changes, jobTitle: "Someone Else", js: "1" });
    expect(stale.status).toBe(409);
    const body: Json = await stale.json();
    expect(body.title).toBe("Update Failed");
    expect(body.messages).toEqual(["This sales person was changed by someone else. Reload to see the changes."]);
    expect((await app.db("salesPersons").where({ companyId, id }).first()).jobTitle).toBe("Sales Director");
  });

  it("is a 404 for an unknown id and for another company's sales person", async () => {
    const unknown = await call(editRoute.loader, `${base()}/company/edit-salesperson/999999`, {
      params: { companyId: String(companyId), salesPersonId: "999999" },
      headers: { Cookie: cookie },
    });
    expect(unknown.status).toBe(404);
    const id = await idOf("Dana Seller");
    const other = await call(editRoute.loader, `/company/${stranger.companyId}/dashboard/company/edit-salesperson/${id}`, {
      params: { companyId: String(stranger.companyId), salesPersonId: String(id) },
      headers: { Cookie: stranger.cookie },
    });
    expect(other.status).toBe(404);
    const post = await postEdit(id, { ...VALID, version: "2", intent: "save" }, stranger.cookie);
    expect(post.status).toBe(404);
  });
});

describe("the Sales Persons list and its CSV", () => {
  beforeAll(async () => {
    for (let i = 1; i <= 11; i++) {
      const name = `Rep ${String(i).padStart(2, "0")}`;
      const response = await postNew({
        ...VALID,
        salesPersonName: name,
        email: `rep${i}@example.com`,
        address: i === 3 ? "3 Elm Rd\n\nPortland\nOR\n97201\nUSA" : "",
        intent: "save-close",
      });
      expect(response.status).toBe(302);
    }
  });

  it("shows the active ones by default, by name, ten a page, with the first address's columns", async () => {
    const loaded: Json = await (await loadList()).json();
    expect(loaded.view).toBe("active");
    expect(loaded.list.total).toBe(12); // Evan Closer and the eleven reps; Dana is inactive now
    expect(loaded.list.items).toHaveLength(10);
    expect(loaded.list.items[0].salesPersonName).toBe("Evan Closer");
    const rep3 = loaded.list.items.find((r: Json) => r.salesPersonName === "Rep 03");
    expect(rep3).toMatchObject({
      active: true,
      address: "3 Elm Rd",
      city: "Portland",
      state: "OR",
      zipCode: "97201",
      phone: "(555) 123-4567",
    });
    const page2: Json = await (await loadList("?page=2")).json();
    expect(page2.list.items.map((r: Json) => r.salesPersonName)).toEqual(["Rep 10", "Rep 11"]);
  });

  it("filters by Current View and by the search", async () => {
    const inactive: Json = await (await loadList("?view=inactive")).json();
    expect(inactive.list.items.map((r: Json) => r.salesPersonName)).toEqual(["Dana Seller"]);
    const all: Json = await (await loadList("?view=all&perPage=20")).json();
    expect(all.list.total).toBe(13);
    const portland: Json = await (await loadList("?q=portland")).json();
    expect(portland.list.items.map((r: Json) => r.salesPersonName)).toEqual(["Rep 03"]);
    const odd: Json = await (await loadList("?view=bogus&q=%00%25")).json();
    expect(odd.view).toBe("active");
    expect(odd.list.total).toBe(0);
  });

  it("exports every matching sales person as CSV, not only the page shown", async () => {
    const response = await call(csvRoute.loader, `${base()}/company/lists/salespersons.csv?view=all`, {
      params: { companyId: String(companyId) },
      headers: { Cookie: cookie },
    });
    expect(response.headers.get("Content-Type")).toContain("text/csv");
    expect(response.headers.get("Content-Disposition")).toContain("sales-persons.csv");
    const rows: string[][] = parse(await response.text());
    expect(rows[0]).toEqual(["Active", "Sales Person", "Address", "City", "State", "Zip Code", "Phone", "Fax", "Email"]);
    expect(rows).toHaveLength(14);
    expect(rows.find((r) => r[1] === "Dana Seller")).toEqual([
      "No",
      "Dana Seller",
      "",
      "",
      "",
      "",
      "(555) 123-4567",
      "555 123 4568",
      "dana@example.com",
    ]);
    expect(rows.find((r) => r[1] === "Rep 03")?.slice(2, 6)).toEqual(["3 Elm Rd", "Portland", "OR", "97201"]);
    const searched = await call(csvRoute.loader, `${base()}/company/lists/salespersons.csv?q=rep%2003`, {
      params: { companyId: String(companyId) },
      headers: { Cookie: cookie },
    });
    expect(parse(await searched.text())).toHaveLength(2);
  });

  it("is a 404 for another user's company, list and CSV alike", async () => {
    expect((await loadList("", stranger.cookie)).status).toBe(404);
    const csv = await call(csvRoute.loader, `${base()}/company/lists/salespersons.csv`, {
      params: { companyId: String(companyId) },
      headers: { Cookie: stranger.cookie },
    });
    expect(csv.status).toBe(404);
    expect((await postNew(VALID, stranger.cookie)).status).toBe(404);
  });
});

describe("the sales persons API", () => {
  const listPath = () => `/api/company/${apiCompanyId}/sales-persons`;
  let id: number;

  it("creates one (dateOfHire today when left out, the address object) and reads it back", async () => {
    const created = await hit(companyApi.action, listPath(), {
      method: "POST",
      params: { companyId: apiCompanyId },
      body: {
        salesPersonName: "Api Seller",
        email: "api@example.com",
        phone: "+1 555 0100",
        dob: "1985-07-04",
        address: { address1: "1 Main", address2: "", city: "Austin", state: "TX", postalCode: "73301", country: "USA" },
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe("Sales person saved successfully!");
    id = created.body.salesPerson.id;
    expect(created.body.salesPerson).toMatchObject({
      active: true,
      gender: "Unspecified",
      dob: "1985-07-04",
      expenseAccountId: null,
      version: 1,
      addresses: [{ address1: "1 Main", address2: "", city: "Austin", state: "TX", postalCode: "73301", country: "USA" }],
    });
    expect(created.body.salesPerson.dateOfHire).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const read = await hit(byIdApi.loader, `/api/company/sales-persons/${id}`, { params: { salesPersonId: id } });
    expect(read.status).toBe(200);
    expect(read.body.salesPerson).toEqual(created.body.salesPerson);
  });

  it("refuses bad input with the spec's messages and writes nothing", async () => {
    const bad = await hit(companyApi.action, listPath(), {
      method: "POST",
      params: { companyId: apiCompanyId },
      body: { salesPersonName: "", email: "x", gender: "Robot", dateOfRelease: "13/45/2020" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      salesPersonName: ["Sales person name is required"],
      email: ["Invalid email format"],
      phone: ["Phone is required"],
      gender: ["Gender must be one of: Unspecified, Male, Female, Other"],
      dateOfRelease: ["Date of Release: Invalid date. Use MM/DD/YYYY."],
    });
    const list = await hit(companyApi.loader, listPath(), { params: { companyId: apiCompanyId } });
    expect(list.body.total).toBe(1);
  });

  it("updates the fields given on the version read, keeps the others, and refuses a stale version", async () => {
    const updated = await hit(byIdApi.action, `/api/company/sales-persons/${id}`, {
      method: "PUT",
      params: { salesPersonId: id },
      body: { jobTitle: "Closer", active: false, address: null, version: 1 },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe("Sales person updated successfully!");
    expect(updated.body.salesPerson).toMatchObject({
      jobTitle: "Closer",
      active: false,
      email: "api@example.com",
      dob: "1985-07-04",
      addresses: [],
      version: 2,
    });

    const stale = await hit(byIdApi.action, `/api/company/sales-persons/${id}`, {
      method: "PUT",
      params: { salesPersonId: id },
      body: { jobTitle: "Late", version: 1 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe("This sales person was changed by someone else. Reload to see the changes.");
    const missingVersion = await hit(byIdApi.action, `/api/company/sales-persons/${id}`, {
      method: "PUT",
      params: { salesPersonId: id },
      body: { jobTitle: "No version" },
    });
    expect(missingVersion.status).toBe(400);
  });

  it("lists salesPersons, every one by default, by view and by page", async () => {
    await hit(companyApi.action, listPath(), {
      method: "POST",
      params: { companyId: apiCompanyId },
      body: { salesPersonName: "Beta Rep", email: "beta@example.com", phone: "555" },
    });
    const all = await hit(companyApi.loader, listPath(), { params: { companyId: apiCompanyId } });
    expect(all.body.salesPersons.map((s: Json) => s.salesPersonName)).toEqual(["Api Seller", "Beta Rep"]);
    const active = await hit(companyApi.loader, `${listPath()}?view=active`, { params: { companyId: apiCompanyId } });
    expect(active.body.salesPersons.map((s: Json) => s.salesPersonName)).toEqual(["Beta Rep"]);
    const paged = await hit(companyApi.loader, `${listPath()}?page=2&perPage=5`, { params: { companyId: apiCompanyId } });
    expect(paged.body).toMatchObject({ salesPersons: [], total: 2, page: 2, perPage: 5 });
  });

  it("is a 404 for another user, by company and by sales person", async () => {
    const opts = { token: intruderToken };
    expect((await hit(companyApi.loader, listPath(), { ...opts, params: { companyId: apiCompanyId } })).status).toBe(404);
    const post = await hit(companyApi.action, listPath(), {
      ...opts,
      method: "POST",
      params: { companyId: apiCompanyId },
      body: { salesPersonName: "Sneaky", email: "s@example.com", phone: "1" },
    });
    expect(post.status).toBe(404);
    expect((await hit(byIdApi.loader, `/api/company/sales-persons/${id}`, { ...opts, params: { salesPersonId: id } })).status).toBe(404);
    const put = await hit(byIdApi.action, `/api/company/sales-persons/${id}`, {
      ...opts,
      method: "PUT",
      params: { salesPersonId: id },
      body: { jobTitle: "Hacked", version: 2 },
    });
    expect(put.status).toBe(404);
    expect(
      (await hit(byIdApi.loader, `/api/company/sales-persons/${id}`, { params: { salesPersonId: id } })).body.salesPerson.jobTitle,
    ).toBe("Closer");
  });
});
