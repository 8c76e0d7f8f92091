// Company › Import From CSV and POST /api/company/{id}/imports/{kind} (ADR 0082): a dry run of
// each kind changes nothing (the import run and rolled back); a bad file lists its problems as the
// CLI does and the Import button stays off; the screen's import posts the same books as the CLI's
// `<kind> import` of the same file; a viewer is refused; templates carry the importers' columns.
import type { Knex } from "knex";
import { Model } from "objection";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "~/modules/accounts/accounts.server";
import { accountCreateSchema } from "~/modules/accounts/schema";
import type { User } from "~/modules/auth/auth.server";
import { companyContext, getMemberCompany } from "~/modules/companies/companies.server";
import { trialBalance } from "~/modules/ledger/ledger.server";
import * as importApi from "~/routes/api+/company.$companyId.imports.$kind";
import * as screen from "~/routes/company.$companyId.dashboard+/_imports+/importcsv";
import * as template from "~/routes/company.$companyId.dashboard+/_imports+/importcsv_.template.$kind";
import { call, makeUser, sessionCookie } from "../support/app";
import { createCliTarget, removeCliTarget, runCli, withCliDatabase, type CliTarget } from "../support/cli";
import { CHECKING } from "../support/accounts";
import { companyOf } from "../support/books";
import { databaseHash } from "../support/database-hash";
import { windows1252 } from "../support/encodings";

const SLOW = 240_000;
let target: CliTarget;
let owner: User;
let viewerCookie: string;
let ownerCookie: string;
/** The company the screen imports into, the one the CLI imports into, and one for dry runs. */
let web: number;
let cli: number;
let dry: number;

/** The test's database with the app pointed at it (routes call getDb()); on PGlite, only while no CLI run holds it. */
function withApp<T>(fn: (db: Knex) => Promise<T>): Promise<T> {
  return withCliDatabase(target, async (db) => {
    const bound = Model.knex();
    Model.knex(db);
    globalThis.__ledgerlineDb = Promise.resolve(db);
    try {
      return await fn(db);
    } finally {
      globalThis.__ledgerlineDb = undefined;
      Model.knex(bound);
    }
  });
}

const VENDORS = "Vendor ID,Vendor Name,Opening Balance,Balance as of\nV-1,Acme Supplies,150.00,01/15/2026\nV-2,Bolt Hardware,,\n";
const BAD_VENDORS = "Vendor ID,Vendor Name,Opening Balance,Balance as of\nV-1,Acme Supplies,150.00,01/15/2026\nV-2,,,\nV-3,Cog Works,-5,\n";
const CUSTOMERS = "Customer ID,Customer Name,Opening Balance,Balance as of\nC-1,Dana Stores,80.00,01/15/2026\n";
const ACCOUNTS = "Number,Name,Type,Balance\n6100,Rent,Expense,\n1300,Prepaid Insurance,Other current Asset,120.00\n";
const JOURNAL =
  "Date,Reference,Description,Memo,Account,Debit,Credit,Vendor\n" +
  "01/20/2026,R1,Supplies bought,,5100,25.00,,\n01/20/2026,R1,Supplies bought,,1010,,25.00,\n";
const ITEMS = "Name,Standard Cost,Asset Account,COGS Account,Quantity,As of Date\nWidget,2.50,1200,5000,10,01/15/2026\n";
const BILLS = "Bill Number,Vendor,Bill Date,Account,Amount\nB-100,V-1,01/20/2026,5100,40.00\n";
const INVOICES = "Number,Customer,Date,Account,Amount\nI-100,C-1,01/21/2026,4000,70.00\n";
const PAYMENTS = "Payment Number,Vendor,Pay Date,Pay From,Bill Number,Amount Paid\nP1,V-1,01/25/2026,1010,B-100,40.00\n";

/** The accounts every file above names, in a company. */
async function giveAccounts(db: Knex, companyId: number) {
  const ctx = companyContext(await getMemberCompany(db, owner.id, companyId), owner.id);
  for (const account of [
    { ...CHECKING, openingBalance: "1000" },
    { accountType: "Inventory Asset", accountNumber: "1200", accountName: "Inventory" },
    { accountType: "Cost of Goods Sold", accountNumber: "5000", accountName: "Cost of Sales" },
    { accountType: "Expense", accountNumber: "5100", accountName: "Supplies" },
    { accountType: "Income", accountNumber: "4000", accountName: "Sales" },
  ])
    await createAccount(db, ctx, accountCreateSchema.parse(account));
}

beforeAll(async () => {
  target = await createCliTarget("import-csv");
  await withApp(async (db) => {
    owner = (await makeUser(db)).user;
    const viewer = (await makeUser(db)).user;
    const make = async () => (await companyOf(db, owner.id)).id;
    [web, cli, dry] = [await make(), await make(), await make()];
    for (const id of [web, cli, dry]) await giveAccounts(db, id);
    await db("companyMembers").insert({ companyId: web, userId: viewer.id, role: "viewer" });
    ownerCookie = await sessionCookie(owner);
    viewerCookie = await sessionCookie(viewer);
  });
}, SLOW);
afterAll(() => removeCliTarget(target));

function apiImport(companyId: number, kind: string, body: BodyInit, dryRun: boolean, cookie = ownerCookie) {
  return call(importApi.action, `/api/company/${companyId}/imports/${kind}${dryRun ? "?dryRun=true" : ""}`, {
    method: "POST",
    params: { companyId: String(companyId), kind },
    headers: { Cookie: cookie, "Content-Type": "text/csv" },
    body,
  });
}

/** Upload a file on the screen (step 1): the redirect to its preview, or the refusal. */
function upload(companyId: number, kind: string, text: string | Buffer, cookie = ownerCookie, name = `${kind}.csv`) {
  const form = new FormData();
  form.set("intent", "check");
  form.set("kind", kind);
  form.set("file", new File([typeof text === "string" ? text : new Uint8Array(text)], name, { type: "text/csv" }));
  const path = `/company/${companyId}/dashboard/importcsv`;
  return call(screen.action, path, { method: "POST", params: { companyId: String(companyId) }, headers: { Cookie: cookie }, body: form });
}

async function preview(companyId: number, location: string) {
  const response = await call(screen.loader, location, { params: { companyId: String(companyId) }, headers: { Cookie: ownerCookie } });
  expect(response.status).toBe(200);
  return response.json();
}

function importUpload(companyId: number, id: number) {
  const form = new FormData();
  form.set("intent", "import");
  form.set("upload", String(id));
  return call(screen.action, `/company/${companyId}/dashboard/importcsv`, {
    method: "POST",
    params: { companyId: String(companyId) },
    headers: { Cookie: ownerCookie },
    body: form,
  });
}

const balances = async (db: Knex, companyId: number) =>
  Object.fromEntries(
    (await trialBalance(db, companyId, "2100-12-31")).rows.map((row) => [row.accountNumber, `${row.debit}/${row.credit}`]),
  );

describe("Import From CSV", () => {
  it(
    "dry-runs every kind through the API in a transaction rolled back: it says what would be created, and nothing changes",
    async () => {
      await withApp(async (db) => {
        const files: [string, string, Record<string, string>][] = [
          ["vendors", VENDORS, { Vendors: "2", "Opening balances": "1" }],
          ["customers", CUSTOMERS, { Customers: "1", "Opening balances": "1" }],
          ["accounts", ACCOUNTS, { Accounts: "2", "Opening balances": "1" }],
          ["journal", JOURNAL, { "Journal entries": "1", Debits: "$25.00" }],
          ["items", ITEMS, { "Inventory items": "1", "Opening stock value": "$25.00" }],
        ];
        for (const [kind, text, facts] of files) {
          const before = await databaseHash(db);
          const response = await apiImport(dry, kind, text, true);
          const body = await response.json();
          expect(response.status, `${kind}: ${JSON.stringify(body)}`).toBe(200);
          expect(body.outcome.ok).toBe(true);
          expect(body.outcome.message).toMatch(/^Dry run: would import .* \(nothing was written\)$/);
          const shown = Object.fromEntries(body.outcome.facts.map((f: { label: string; value: string }) => [f.label, f.value]));
          expect(shown).toMatchObject(facts);
          expect(await databaseHash(db), kind).toBe(before);
        }
        // Bills and invoices name the vendors and customers: import those for real first, then dry-run them.
        expect((await apiImport(dry, "vendors", VENDORS, false)).status).toBe(201);
        expect((await apiImport(dry, "customers", CUSTOMERS, false)).status).toBe(201);
        for (const [kind, text, word] of [
          ["bills", BILLS, "1 bill"],
          ["invoices", INVOICES, "1 invoice"],
        ]) {
          const before = await databaseHash(db);
          const body = await (await apiImport(dry, kind, text, true)).json();
          expect(body.outcome.message).toContain(`would import ${word} (1 line`);
          expect(await databaseHash(db)).toBe(before);
        }
        expect((await apiImport(dry, "bills", BILLS, false)).status).toBe(201);
        const before = await databaseHash(db);
        const body = await (await apiImport(dry, "bill-payments", PAYMENTS, true)).json();
        expect(body.outcome.problems).toEqual([]);
        expect(body.outcome.message).toBe("Dry run: would import 1 payment ($40.00 paid) as PAY-0001 (nothing was written)");
        expect(await databaseHash(db)).toBe(before);
      });
    },
    SLOW,
  );

  it(
    "previews a bad file with every row's problem, keeps Import off, then imports the fixed file and posts the same books as the CLI",
    async () => {
      const ids = await withApp(async (db) => {
        const refused = await upload(web, "vendors", BAD_VENDORS);
        expect(refused.status).toBe(302);
        const first = await preview(web, refused.headers.get("Location")!);
        expect(first.upload.status).toBe("refused");
        expect(first.upload.outcome.message).toBe("vendors.csv: 2 rows are not valid: nothing was imported");
        expect(first.upload.problems.items).toEqual(["row 3: Vendor Name is required.", expect.stringMatching(/^row 4: .*/)]);
        expect(first.upload.outcome.rowsRead).toBe(3);
        // Import is refused for a file with problems.
        const again = await importUpload(web, first.upload.id);
        expect(again.status).toBe(400);
        expect(await db("vendors").where({ companyId: web }).count({ n: "*" })).toEqual([{ n: expect.anything() }]);
        expect(Number((await db("vendors").where({ companyId: web }).count({ n: "*" }))[0].n)).toBe(0);

        // The fixed file, in Windows-1252 as a spreadsheet saves it.
        const checked = await upload(web, "vendors", windows1252(VENDORS.replace("Acme Supplies", "Acmé Supplies")));
        const second = await preview(web, checked.headers.get("Location")!);
        expect(second.upload.status).toBe("checked");
        expect(second.upload.outcome.encoding).toBe("Windows-1252");
        expect(second.upload.outcome.message).toBe("Dry run: would import 2 vendors and 1 opening balance posted (nothing was written)");
        expect(Number((await db("vendors").where({ companyId: web }).count({ n: "*" }))[0].n)).toBe(0);

        const imported = await importUpload(web, second.upload.id);
        expect(imported.status).toBe(302);
        const done = await preview(web, imported.headers.get("Location")!);
        expect(done.upload.status).toBe("imported");
        expect(done.upload.outcome.message).toBe("Imported 2 vendors and 1 opening balance posted");
        expect(done.upload.links).toEqual([{ label: "Vendors list", to: `/company/${web}/dashboard/vendors/list` }]);
        const names = await db("vendors").where({ companyId: web }).orderBy("vendorId").select("vendorName");
        expect(names.map((v: { vendorName: string }) => v.vendorName)).toEqual(["Acmé Supplies", "Bolt Hardware"]);
        // The import is logged as the CLI's is.
        const logged = await db("activityLog").where({ companyId: web, activity: "imported", recordType: "vendor" }).select("detail");
        expect(logged).toEqual([{ detail: "2 vendors from CSV" }]);
        // A second click finds it imported: nothing more is written.
        expect((await importUpload(web, second.upload.id)).status).toBe(409);

        const journal = await upload(web, "journal", JOURNAL);
        const checkedJournal = await preview(web, journal.headers.get("Location")!);
        return { journal: checkedJournal.upload.id as number };
      });
      await withApp(async () => expect((await importUpload(web, ids.journal)).status).toBe(302));

      // The CLI imports the same files into its company.
      const fs = await import("node:fs");
      const path = await import("node:path");
      for (const [kind, text] of [
        ["vendors", windows1252(VENDORS.replace("Acme Supplies", "Acmé Supplies"))],
        ["journal", JOURNAL],
      ] as const) {
        const file = path.join(target.tempDir, `${kind}.csv`);
        fs.writeFileSync(file, text);
        const run = await runCli(target, [kind, "import", file, "--company", String(cli)]);
        expect(run.code, run.stderr).toBe(0);
      }
      await withApp(async (db) => {
        expect(await balances(db, web)).toEqual(await balances(db, cli));
        expect(await balances(db, web)).toMatchObject({ "1010": expect.any(String), "5100": expect.any(String) });
      });
    },
    SLOW,
  );

  it("pages a long list of problems on the server", async () => {
    await withApp(async () => {
      const rows = Array.from({ length: 45 }, (_, i) => `X-${i},,,`).join("\n");
      const response = await upload(dry, "vendors", `Vendor ID,Vendor Name,Opening Balance,Balance as of\n${rows}\n`);
      const location = response.headers.get("Location")!;
      const page3 = await preview(dry, `${location}&page=3&perPage=20`);
      expect(page3.upload.problems.total).toBe(45);
      expect(page3.upload.problems.items).toEqual([
        "row 42: Vendor Name is required.",
        "row 43: Vendor Name is required.",
        "row 44: Vendor Name is required.",
        "row 45: Vendor Name is required.",
        "row 46: Vendor Name is required.",
      ]);
    });
  });

  it("refuses a viewer the upload and the API (403, nothing written), and says what a missing file or a bad header is", async () => {
    await withApp(async (db) => {
      const before = await databaseHash(db);
      const refused = await upload(web, "vendors", VENDORS, viewerCookie);
      expect(refused.status).toBe(403);
      expect(await refused.text()).toMatch(/You do not have permission to change this company's books/);
      const api = await apiImport(web, "vendors", VENDORS, false, viewerCookie);
      expect(api.status).toBe(403);
      expect(await databaseHash(db)).toBe(before);

      const form = new FormData();
      form.set("intent", "check");
      form.set("kind", "vendors");
      const missing = await call(screen.action, `/company/${web}/dashboard/importcsv`, {
        method: "POST",
        params: { companyId: String(web) },
        headers: { Cookie: ownerCookie },
        body: form,
      });
      expect(missing.status).toBe(400);
      expect(await missing.json()).toEqual({ error: "Choose a CSV file to import." });

      const header = await apiImport(web, "vendors", "Name,Colour\nA,red\n", true);
      expect(header.status).toBe(400);
      const body = await header.json();
      expect(body.error).toMatch(/^Unknown columns "Name", "Colour": the columns are Vendor ID, Vendor Name, /);
      expect(body.errors.lines).toEqual(['Missing columns "Vendor ID", "Vendor Name"']);
    });
  });

  it("gives each kind's template the header its importer reads", async () => {
    await withApp(async () => {
      const response = await call(template.loader, `/company/${web}/dashboard/importcsv/template/journal`, {
        params: { companyId: String(web), kind: "journal" },
        headers: { Cookie: viewerCookie },
      });
      expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="journal-template.csv"');
      expect(await response.text()).toMatch(/^Date,Reference,Description,Memo,Account,Debit,Credit,Vendor\r?\n$/);
      const vendors = await (
        await call(template.loader, `/company/${web}/dashboard/importcsv/template/vendors`, {
          params: { companyId: String(web), kind: "vendors" },
          headers: { Cookie: ownerCookie },
        })
      ).text();
      expect(vendors.split(/\r?\n/)[0].split(",").slice(0, 3)).toEqual(["Vendor ID", "Vendor Name", "Active"]);
    });
  });

  it("imports a support list (shipping methods) through the same API: a dry run writes nothing, a taken name is refused by row", async () => {
    await withApp(async (db) => {
      const file = "Name,Description\nUPS,Ground parcels\nCourier,Same day in town\n";
      const checked = await apiImport(dry, "shipping-methods", file, true);
      expect(checked.status).toBe(200);
      expect(JSON.stringify(await checked.json())).toContain("2 shipping methods");
      expect(await db("shippingMethods").where({ companyId: dry }).pluck("name")).toEqual([]);

      const done = await apiImport(cli, "shipping-methods", file, false);
      expect(done.status).toBe(201);
      const names = await db("shippingMethods").where({ companyId: cli }).orderBy("name").pluck("name");
      expect(names).toEqual(["Courier", "UPS"]);

      const again = await apiImport(cli, "shipping-methods", "Name,Description\nups,Other\nDHL,\n", false);
      expect(again.status).toBe(400);
      const refusal = await again.json();
      expect(refusal.error).toBe("2 rows are not valid: nothing was imported");
      expect(JSON.stringify(refusal)).toContain('row 2: A shipping method named \\"ups\\" already exists.');
      expect(JSON.stringify(refusal)).toContain("row 3: Both fields are required.");
      expect(await db("shippingMethods").where({ companyId: cli }).orderBy("name").pluck("name")).toEqual(["Courier", "UPS"]);
    });
  });
});
