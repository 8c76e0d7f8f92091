// `ledgerline vendors import | export` against a fresh database (a new PGlite folder, or a new
// PostgreSQL database when DATABASE_URL is set). The companies, their lists and the source vendors
// are made through the services first; on PGlite the test opens the folder only while no CLI run
// holds it. The tests share one database and run in order.
import fs from "node:fs";
import path from "node:path";
import type { Knex } from "knex";
import { describe, expect, it } from "vitest";
import { createAccount } from "~/modules/accounts/accounts.server";
import { accountCreateSchema } from "~/modules/accounts/schema";
import type { CompanyContext } from "~/modules/companies/companies.server";
import { trialBalance } from "~/modules/ledger/ledger.server";
import { createSupportItem } from "~/modules/support-lists/support-lists.server";
import { vendorCreateSchema } from "~/modules/vendors/schema";
import { createVendor, getVendor } from "~/modules/vendors/vendors.server";

import { cliOwner, cliSuite } from "../support/cli";

const SLOW = 180_000;
const FAR_FUTURE = "2100-12-31";

// The company with vendors, the one the export is imported into, and one for bad files.
let source: number;
let copy: number;
let scratch: number;

const { cli, withDb, writeFile, target } = cliSuite(
  "ledgerline-cli-vendors",
  async (db) => {
    const { user, newCompany } = await cliOwner(db, { email: "vendors@example.com", firstName: "Vi", lastName: "Endor" });
    source = (await newCompany()).id;
    copy = (await newCompany()).id;
    scratch = (await newCompany()).id;
    const ctx = (companyId: number): CompanyContext => ({ companyId, userId: user.id, today: "2026-11-22" });
    for (const id of [source, copy, scratch]) await giveLists(db, ctx(id));
    // Custom fields (by name) in the two companies of the round trip.
    for (const companyId of [source, copy]) {
      await db("customFieldDefinitions").insert([
        { companyId, name: "Region", vendor: true },
        { companyId, name: "Rating", vendor: true },
        { companyId, name: "Unused", vendor: true },
      ]);
    }

    const ids = async (companyId: number) => {
      const find = async (table: string, name: string) => (await db(table).where({ companyId, name }).first("id")).id as number;
      return {
        supplies: (await db("companyAccounts").where({ companyId, accountNumber: "5100" }).first("id")).id as number,
        wholesale: await find("vendorGroups", "Wholesale"),
        services: await find("vendorGroups", "Services"),
        net30: await find("paymentTerms", "Net 30"),
        ups: await find("shippingMethods", "UPS Ground"),
        region: await find("customFieldDefinitions", "Region"),
        rating: await find("customFieldDefinitions", "Rating"),
      };
    };
    const s = await ids(source);
    await createVendor(
      db,
      ctx(source),
      vendorCreateSchema.parse({
        vendorId: "ACME-01",
        vendorName: "Acme Supplies",
        vendorSince: "03/15/2025",
        openingBalance: "1250.50",
        balanceAsOf: "01/31/2026",
        taxId: "12-3456789",
        fax: "555-0100",
        webpage: "https://acme.test",
        notes: 'Ships Mondays, "fragile" goods\nCall ahead',
        accountId: s.supplies,
        creditLimit: "5000",
        shippingMethodId: s.ups,
        paymentMethod: "Cheque",
        paymentTermId: s.net30,
        accountNumber: "00012345",
        bankName: "First Bank",
        bankBranch: "Main St",
        vendorGroupId: s.wholesale,
        taxRegistrationNumber: "TR-1",
        taxCode: "VAT20",
        serviceTaxRegistrationNo: "ST-9",
        address: "Shipping",
        contacts: [contact("Ann Lee"), contact("Bob Stone", { title: "Accounts", primary: true })],
        addresses: [address("Shipping", "Dock Town", { address2: "Gate 4" }), address("Billing", "Springfield")],
        customFields: [{ definitionId: s.region, value: "North, upper" }],
      }),
    );
    await createVendor(
      db,
      ctx(source),
      vendorCreateSchema.parse({
        vendorId: "BOLT",
        vendorName: "Bolt & Nut Co",
        active: false,
        vendorSince: "01/02/2024",
        balanceAsOf: "01/02/2024",
      }),
    );
    await createVendor(
      db,
      ctx(source),
      vendorCreateSchema.parse({
        vendorId: "CR-7",
        vendorName: "Crane Hire",
        vendorSince: "06/30/2026",
        openingBalance: "99.99",
        balanceAsOf: "06/30/2026",
        paymentMethod: "Online Banking",
        vendorGroupId: s.services,
        contacts: [contact("Cy Crane", { primary: true }), contact("Di Lift", { phone: "020 7946 0000" }), contact("Ed Hook")],
        addresses: [address("Other", "Yardley")],
        customFields: [
          { definitionId: s.rating, value: "5" },
          { definitionId: s.region, value: "South" },
        ],
      }),
    );
  },
  SLOW,
);

/** The same account, vendor groups, payment terms and shipping methods, by name, in a company. */
async function giveLists(db: Knex, ctx: CompanyContext) {
  await createAccount(db, ctx, accountCreateSchema.parse({ accountType: "Expense", accountNumber: "5100", accountName: "Supplies" }));
  await createAccount(
    db,
    ctx,
    accountCreateSchema.parse({ accountType: "Cost of Goods Sold", accountNumber: "5200", accountName: "Freight In" }),
  );
  await createSupportItem(db, ctx, "vendor-groups", { name: "Wholesale" });
  await createSupportItem(db, ctx, "vendor-groups", { name: "Services" });
  await createSupportItem(db, ctx, "payment-terms", { name: "Net 30", netDueIn: "30", discountPercent: "2", discountIfPaidWithin: "10" });
  await createSupportItem(db, ctx, "shipping-methods", { name: "UPS Ground", description: "Ground parcel" });
}

const contact = (name: string, over: Record<string, unknown> = {}) => ({
  name,
  title: "Buyer",
  phone: "+1 (555) 010-2000",
  email: `${name.split(" ")[0].toLowerCase()}@vendor.test`,
  ...over,
});
const address = (type: string, city: string, over: Record<string, unknown> = {}) => ({
  type,
  address1: `1 ${city} Road`,
  address2: "",
  city,
  state: "IL",
  postalCode: "62701",
  country: "USA",
  ...over,
});

/** What a user compares between two companies' vendors: every field but ids, and the payable balance. */
async function vendorsOf(db: Knex, companyId: number) {
  const ids: number[] = await db("vendors").where({ companyId }).orderBy("vendorId").pluck("id");
  const names = async (table: string, column = "name") =>
    new Map(
      (await db(table).where({ companyId }).select("id", `${column} as label`)).map((r: { id: number; label: string }) => [r.id, r.label]),
    );
  const [accounts, groups, terms, shipping] = await Promise.all([
    names("companyAccounts", "accountNumber"),
    names("vendorGroups"),
    names("paymentTerms"),
    names("shippingMethods"),
  ]);
  const vendors = [];
  for (const id of ids) {
    const {
      id: _id,
      companyId: _c,
      accountId,
      vendorGroupId,
      paymentTermId,
      shippingMethodId,
      contacts,
      addresses,
      customFields,
      ...v
    } = await getVendor(db, companyId, id);
    vendors.push({
      ...v,
      account: accountId ? accounts.get(accountId) : null,
      group: vendorGroupId ? groups.get(vendorGroupId) : null,
      terms: paymentTermId ? terms.get(paymentTermId) : null,
      shipping: shippingMethodId ? shipping.get(shippingMethodId) : null,
      contacts: contacts.map(({ id: _cid, ...c }) => c),
      addresses: addresses.map(({ id: _aid, ...a }) => a),
      customFields: customFields.map(({ name, value }) => ({ name, value })),
    });
  }
  return vendors;
}

const counts = (db: Knex, companyId: number) =>
  Promise.all([
    db("vendors").where({ companyId }).count({ n: "*" }).first(),
    db("journalEntries").where({ companyId }).count({ n: "*" }).first(),
  ]).then(([vendors, entries]) => ({ vendors: Number(vendors?.n), entries: Number(entries?.n) }));

const HEADER = [
  "Vendor ID",
  "Vendor Name",
  "Active",
  "Vendor Since",
  "Opening Balance",
  "Balance as of",
  "Tax ID",
  "Fax",
  "Web page address",
  "Notes",
  "Account",
  "Credit Limit",
  "Preferred Shipping Method",
  "Payment Method",
  "Payment Terms",
  "Bank Name",
  "Account Number",
  "Bank Branch",
  "Vendor Group",
  "TAX Registration Number",
  "Tax Code",
  "Service tax registration no",
  "Selected Address",
  ...["Billing", "Shipping", "Other"].flatMap((t) =>
    ["Address Line 1", "Address Line 2", "City", "State", "Postal Code", "Country"].map((p) => `${t} ${p}`),
  ),
];
const contactHeader = (n: number) => ["Name", "Title", "Phone", "Email", "Primary"].map((p) => `Contact ${n} ${p}`);

describe("ledgerline vendors", () => {
  it("export writes one row per vendor with its references by name, addresses and numbered contacts", { timeout: SLOW }, async () => {
    const run = await cli(["vendors", "export", "--company", String(source)]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const lines = run.stdout.split("\n");
    // The custom fields that have values, then three contact groups (the widest vendor has three contacts).
    expect(lines[0]).toBe(
      [...HEADER, "Custom: Rating", "Custom: Region", ...contactHeader(1), ...contactHeader(2), ...contactHeader(3)].join(","),
    );
    const blankAddress = ",,,,,";
    // A phone number "+1 (555) …" would start a formula in a spreadsheet: it is written as text ('+1 …).
    expect(lines.slice(1, 4)).toEqual([
      "ACME-01,Acme Supplies,Yes,03/15/2025,1250.50,01/31/2026,12-3456789,555-0100,https://acme.test," +
        '"Ships Mondays, ""fragile"" goods',
      'Call ahead",5100,5000.00,UPS Ground,Cheque,Net 30,First Bank,00012345,Main St,Wholesale,TR-1,VAT20,ST-9,Shipping,' +
        "1 Springfield Road,,Springfield,IL,62701,USA,1 Dock Town Road,Gate 4,Dock Town,IL,62701,USA," +
        blankAddress +
        ",,\"North, upper\",Ann Lee,Buyer,'+1 (555) 010-2000,ann@vendor.test,No,Bob Stone,Accounts,'+1 (555) 010-2000,bob@vendor.test,Yes,,,,,",
      "BOLT,Bolt & Nut Co,No,01/02/2024,0.00,01/02/2024,,,,,,0.00,,Cash,,,,,,,,,," +
        blankAddress +
        "," +
        blankAddress +
        "," +
        blankAddress +
        ",,,,,,,,,,,,,,,,,",
    ]);
    expect(lines[4]).toMatch(
      /^CR-7,Crane Hire,Yes,06\/30\/2026,99\.99,06\/30\/2026,.*,Online Banking,,.*,Services,.*,Other,.*,1 Yardley Road,,Yardley,IL,62701,USA,5,South,Cy Crane,Buyer,.*,Yes,Di Lift,Buyer,020 7946 0000,di@vendor.test,No,Ed Hook,.*,No$/,
    );
    expect(lines.slice(5)).toEqual([""]);

    const active = await cli(["vendors", "export", "--company", String(source), "--view", "active"]);
    expect(active.stdout).not.toContain("Bolt & Nut Co");
    expect(active.stdout.split("\n")).toHaveLength(5); // header, Acme over two lines, Crane, end
  });

  it("a file with bad rows reports each as `row N: message`, exits 1 and writes nothing", { timeout: SLOW }, async () => {
    const header = [
      "Vendor ID",
      "Vendor Name",
      "Active",
      "Opening Balance",
      "Balance as of",
      "Vendor Group",
      "Account",
      "Payment Method",
      "Account Number",
      "Billing City",
      "Custom: Region",
      ...contactHeader(1),
      ...contactHeader(2),
    ];
    const row = (cells: Record<string, string>) => header.map((h) => cells[h] ?? "").join(",");
    const good = { "Vendor ID": "OK-1", "Vendor Name": "Fine Vendor" };
    const bad = writeFile(
      "bad.csv",
      [
        header.join(","),
        row(good), // line 2: fine
        row({ "Vendor ID": "", "Vendor Name": "" }), // 3
        row({ "Vendor ID": "N-1", "Vendor Name": "Negative", "Opening Balance": "-5", "Balance as of": "13/01/2026" }), // 4
        row({
          "Vendor ID": "G-1",
          "Vendor Name": "Grouped",
          "Vendor Group": "Retail",
          Account: "9999",
          "Payment Method": "Bitcoin",
          "Custom: Region": "North",
        }), // 5
        row({ "Vendor ID": "ok-1 ", "Vendor Name": "Copy of fine" }), // 6: the Vendor ID of line 2
        row({
          "Vendor ID": "C-1",
          "Vendor Name": "Contacts",
          "Contact 2 Name": "Zed",
          "Contact 2 Title": "Boss",
          "Contact 2 Phone": "call me",
          "Contact 2 Email": "zed-at-home",
        }), // 7
        row({ "Vendor ID": "C-2", "Vendor Name": "Two", ...contactCells(1, "Ann"), ...contactCells(2, "Bo") }), // 8: neither primary
        row({ "Vendor ID": "C-3", "Vendor Name": "Both", ...contactCells(1, "Ann", "Yes"), ...contactCells(2, "Bo", "Yes") }), // 9
        row({ "Vendor ID": "B-1", "Vendor Name": "Billing", "Billing City": "Springfield", Active: "Maybe", "Account Number": "12-34" }), // 10
        "SHORT,Row", // 11
      ].join("\n") + "\n",
    );
    const before = await withDb(async (db) => ({ counts: await counts(db, scratch), tb: await trialBalance(db, scratch, FAR_FUTURE) }));
    const run = await cli(["vendors", "import", bad, "--company", String(scratch)]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr.split("\n")).toEqual([
      `error: 9 rows of ${bad} are not valid: nothing was imported`,
      "  row 3: Vendor ID is required.; Vendor Name is required.",
      "  row 4: Opening Balance cannot be negative.; Please enter a valid date in MM/DD/YYYY format for Balance as of.",
      '  row 5: Account "9999" does not exist; Vendor Group "Retail" does not exist; Custom field "Region" does not exist; Payment Method must be one of: Cash, Cheque, Credit Card, Direct Deposit, Master card, Online Banking, Standing Order, Switch/Maestro',
      "  row 6: This Vendor ID already exists in this company. (Row 2 of the file has the same Vendor ID.)",
      "  row 7: Contact 2: Invalid phone number format.; Contact 2: Invalid email format.",
      "  row 8: At least one contact must be marked as primary.",
      "  row 9: Only one contact can be marked as primary.",
      '  row 10: Active must be Yes or No (found "Maybe"); Account Number must contain only digits.; Billing Address: Address Line 1 is required; ' +
        "Billing Address: State is required; Billing Address: Postal Code is required; Billing Address: Country is required; Billing Address: All fields are required.",
      "  row 11: expected 21 fields as in the header, found 2",
      "",
    ]);

    // A Vendor ID the company already has (any case).
    const clash = writeFile("clash.csv", "vendor id,VENDOR NAME\nacme-01,Another Acme\n");
    const clashRun = await cli(["vendors", "import", clash, "--company", String(source)]);
    expect(clashRun.code).toBe(1);
    expect(clashRun.stderr).toBe(
      `error: 1 row of ${clash} is not valid: nothing was imported\n  row 2: This Vendor ID already exists in this company.\n`,
    );

    const extra = writeFile("extra.csv", "Vendor ID,Vendor Name,Colour,Contact 0 Name\n");
    const extraRun = await cli(["vendors", "import", extra, "--company", String(scratch)]);
    expect(extraRun.code).toBe(1);
    expect(extraRun.stderr).toMatch(
      /^error: Unknown columns "Colour", "Contact 0 Name": the columns are Vendor ID, Vendor Name, Active, .*, Contact N Primary for N = 1, 2, …\n$/,
    );

    await withDb(async (db) => {
      expect(await counts(db, scratch)).toEqual(before.counts);
      expect(await trialBalance(db, scratch, FAR_FUTURE)).toEqual(before.tb);
      expect((await counts(db, source)).vendors).toBe(3);
    });
  });

  it("--dry-run shows what would be created and writes nothing", { timeout: SLOW }, async () => {
    const file = writeFile(
      "dry.csv",
      "Vendor ID,Vendor Name,Opening Balance,Balance as of,Vendor Group,Contact 1 Name,Contact 1 Title,Contact 1 Phone,Contact 1 Email,Billing Address Line 1,Billing City,Billing State,Billing Postal Code,Billing Country\n" +
        'D-1,Dry Goods,"1,000.00",02/01/2026,wholesale,Ann,Buyer,555 0101,ann@dry.test,1 Dry St,Drytown,TX,75001,USA\n',
    );
    const run = await cli(["vendors", "import", file, "--company", String(scratch), "--dry-run"]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout.split("\n")).toEqual([
      `Dry run: would create 1 vendor in company ${scratch} (nothing was written):`,
      expect.stringMatching(/^ROW\s+VENDOR ID\s+VENDOR NAME\s+OPENING BALANCE\s+CONTACTS\s+ADDRESSES\s+ACTIVE$/),
      expect.stringMatching(/^2\s+D-1\s+Dry Goods\s+1000\.00\s+1\s+Billing\s+Yes$/),
      "",
    ]);
    await withDb(async (db) => expect(await counts(db, scratch)).toEqual({ vendors: 0, entries: 0 }));

    const missing = await cli(["vendors", "import", file, "--company", "999999"]);
    expect(missing).toEqual({ code: 1, stdout: "", stderr: "error: No company 999999\n" });
    const missingExport = await cli(["vendors", "export", "--company", "999999"]);
    expect(missingExport).toEqual({ code: 1, stdout: "", stderr: "error: No company 999999\n" });
  });

  it("an export imports into another company unchanged: same vendors, same opening entries, same file", { timeout: SLOW }, async () => {
    const file = path.join(target().tempDir, "vendors.csv");
    const exported = await cli(["vendors", "export", "--company", String(source), "--output", file]);
    expect(exported).toEqual({ code: 0, stdout: "", stderr: `Wrote the vendors of company ${source} to ${file}\n` });

    const imported = await cli(["vendors", "import", file, "--company", String(copy)]);
    expect(imported).toEqual({ code: 0, stdout: "Imported 3 vendors and posted 2 opening balances\n", stderr: "" });

    const again = await cli(["vendors", "export", "--company", String(copy)]);
    expect(again.code).toBe(0);
    expect(again.stdout).toBe(fs.readFileSync(file, "utf8"));

    await withDb(async (db) => {
      const original = await vendorsOf(db, source);
      expect(await vendorsOf(db, copy)).toEqual(original);
      expect(
        original.map((v) => [v.vendorId, v.balance, v.contacts.length, v.addresses.map((a) => a.type), v.customFields.length]),
      ).toEqual([
        ["ACME-01", "1250.50", 2, ["Billing", "Shipping"], 1],
        ["BOLT", "0.00", 0, [], 0],
        ["CR-7", "99.99", 3, ["Other"], 2],
      ]);
      const tb = await trialBalance(db, copy, FAR_FUTURE);
      expect(tb.rows.map((r) => [r.accountNumber, r.accountName, r.debit, r.credit])).toEqual([
        ["2000", "Accounts Payable", 0, 135049],
        ["3000", "Opening Balance Equity", 135049, 0],
      ]);
      expect(tb).toEqual({ ...(await trialBalance(db, source, FAR_FUTURE)), rows: expect.any(Array) });
      const entries = await db("journalEntries")
        .where({ companyId: copy })
        .orderBy("id")
        .select("entryNo", "entryType", "entryDate", "comments");
      expect(entries).toEqual([
        { entryNo: "VOB-0001", entryType: "VOB", entryDate: "2026-01-31", comments: "Opening balance of vendor Acme Supplies" },
        { entryNo: "VOB-0002", entryType: "VOB", entryDate: "2026-06-30", comments: "Opening balance of vendor Crane Hire" },
      ]);
    });

    // The same file again: every Vendor ID now exists, nothing more is written.
    const twice = await cli(["vendors", "import", file, "--company", String(copy)]);
    expect(twice.code).toBe(1);
    expect(twice.stderr.split("\n").slice(1, 4)).toEqual([
      "  row 2: This Vendor ID already exists in this company.",
      "  row 4: This Vendor ID already exists in this company.",
      "  row 5: This Vendor ID already exists in this company.",
    ]);
    await withDb(async (db) => expect(await counts(db, copy)).toEqual({ vendors: 3, entries: 2 }));
  });
});

function contactCells(n: number, name: string, primary = ""): Record<string, string> {
  return {
    [`Contact ${n} Name`]: name,
    [`Contact ${n} Title`]: "Buyer",
    [`Contact ${n} Phone`]: "555 0101",
    [`Contact ${n} Email`]: `${name.toLowerCase()}@v.test`,
    [`Contact ${n} Primary`]: primary,
  };
}
