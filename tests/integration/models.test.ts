// The Objection models and the services built on them: a vendor and a journal entry read as one
// graph give exactly what the hand-written queries gave before the models (kept here as the
// reference), a vendor edit upserts its contacts, addresses and custom values without tripping the
// one-primary-contact and one-address-per-type indexes, posted lines cannot be upserted, and the
// relations and the ofCompany modifier stay within one company.
import type { Knex } from "knex";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatAddress } from "../../app/lib/address";
import { fromDecimal, toDecimal, type Cents } from "../../app/lib/money";
import { Account } from "../../app/modules/accounts/account.model";
import { createUser } from "../../app/modules/auth/auth.server";
import { User } from "../../app/modules/auth/user.model";
import { createAccount } from "../../app/modules/accounts/accounts.server";
import { accountCreateSchema } from "../../app/modules/accounts/schema";
import type { CompanyContext } from "../../app/modules/companies/companies.server";
import { Company } from "../../app/modules/companies/company.model";
import { CustomFieldDefinition } from "../../app/modules/custom-fields/custom-field.model";
import { saveCustomFieldDefinitions } from "../../app/modules/custom-fields/custom-fields.server";
import { cancelJournalEntry, createJournalEntry, getJournalEntry } from "../../app/modules/journal/journal-entries.server";
import { JournalEntry } from "../../app/modules/journal/journal-entry.model";
import { journalEntrySchema } from "../../app/modules/journal/schema";
import { SUPPORT_LIST_MODELS } from "../../app/modules/support-lists/support-list-item.model";
import { createSupportItem } from "../../app/modules/support-lists/support-lists.server";
import { VENDOR_COLUMNS } from "../../app/modules/vendors/party-config.server";
import { Vendor } from "../../app/modules/vendors/vendor.model";
import { vendorCreateSchema, vendorUpdateSchema } from "../../app/modules/vendors/schema";
import { createVendor, getVendor, updateVendor } from "../../app/modules/vendors/vendors.server";
import { findAccountsPayableAccount } from "../../app/modules/accounts/system-accounts.server";
import { startTestApp, type TestApp } from "../support/app";
import { ownerWithTwoCompanies } from "../support/books";

let app: TestApp;
let ctx: CompanyContext;
let other: CompanyContext;
let refs: { account: number; group: number; term: number; shipping: number; region: number; tier: number; since: number };

beforeAll(async () => {
  app = await startTestApp();
  ({ ctx, other } = await ownerWithTwoCompanies(app.db, "2026-11-22"));
  const account = await createAccount(
    app.db,
    ctx,
    accountCreateSchema.parse({ accountType: "Expense", accountNumber: "5100", accountName: "Supplies" }),
  );
  const item = async (kind: "vendor-groups" | "payment-terms" | "shipping-methods", input: Record<string, unknown>) =>
    (await createSupportItem(app.db, ctx, kind, input)).item.id;
  const { customFields: fields } = await saveCustomFieldDefinitions(
    app.db,
    ctx.companyId,
    [
      { name: "Zone", client: false, vendor: true, employee: false },
      { name: "region", client: false, vendor: true, employee: false },
      { name: "Tier", client: false, vendor: true, employee: false },
    ],
    1,
  );
  const field = (name: string) => fields.find((f) => f.name === name)!.id;
  refs = {
    account: account.id,
    group: await item("vendor-groups", { name: "Wholesale" }),
    term: await item("payment-terms", { name: "Net 30", type: "fixed", netDueIn: 30 }),
    shipping: await item("shipping-methods", { name: "Courier", description: "Next day" }),
    region: field("region"),
    tier: field("Tier"),
    since: field("Zone"),
  };
});
afterAll(() => app?.cleanup());

const contact = (name: string, over: Record<string, unknown> = {}) => ({
  name,
  title: "Buyer",
  phone: `555 ${name.length}000`,
  email: `${name.toLowerCase()}@acme.test`,
  ...over,
});
const address = (type: string, street: string) => ({
  type,
  address1: street,
  address2: "",
  city: "Springfield",
  state: "IL",
  postalCode: "62701",
  country: "USA",
});

/** getVendor as it was written before the models (hand-written Knex over the API's columns): the reference the graph read must equal. */
async function formerGetVendor(db: Knex, companyId: number, id: number) {
  const columns = [...VENDOR_COLUMNS];
  const row = await db("vendors")
    .where({ companyId, id })
    .first(...columns);
  const contactRows: Record<string, unknown>[] = await db("vendorContacts")
    .where({ companyId, vendorId: id })
    .orderBy(["position", "id"])
    .select("id", "name", "title", "phone", "email", "isPrimary");
  const addresses = await db("vendorAddresses")
    .where({ companyId, vendorId: id })
    .orderByRaw("array_position(array['Billing','Shipping','Other'], type)")
    .select("id", "type", "address1", "address2", "city", "state", "postalCode", "country");
  const customFields = await db("vendorCustomValues as v")
    .join("customFieldDefinitions as d", function () {
      this.on("d.companyId", "v.companyId").andOn("d.id", "v.definitionId");
    })
    .where({ "v.companyId": companyId, "v.vendorId": id })
    .orderBy("d.name")
    .select("v.definitionId", "d.name", "v.value");
  const ap = await findAccountsPayableAccount(db, companyId);
  const sum = ap
    ? await db("journalLines")
        .where({ companyId, accountId: ap, vendorId: id })
        .first(db.raw("coalesce(sum(credit - debit), 0) as balance"))
    : null;
  const selected = addresses.find((a: { type: string }) => a.type === row.address) ?? addresses[0];
  return {
    ...row,
    openingBalance: toDecimal(fromDecimal(row.openingBalance)),
    creditLimit: toDecimal(fromDecimal(row.creditLimit)),
    balance: toDecimal(fromDecimal(sum?.balance ?? "0")),
    addressDetails: selected ? formatAddress(selected) : "",
    contacts: contactRows.map(({ isPrimary, ...c }) => ({ ...c, primary: Boolean(isPrimary) })),
    addresses,
    customFields,
  };
}

async function fullVendor(vendorId: string) {
  return createVendor(
    app.db,
    ctx,
    vendorCreateSchema.parse({
      vendorId,
      vendorName: `Vendor ${vendorId}`,
      openingBalance: "1,250.50",
      balanceAsOf: "10/01/2026",
      creditLimit: "5000",
      accountId: refs.account,
      vendorGroupId: refs.group,
      paymentTermId: refs.term,
      shippingMethodId: refs.shipping,
      contacts: [contact("Ann"), contact("Bob", { primary: true }), contact("Cy")],
      addresses: [address("Other", "3 Side St"), address("Billing", "1 Main St"), address("Shipping", "2 Dock Rd")],
      address: "Shipping",
      customFields: [
        { definitionId: refs.tier, value: "Gold" },
        { definitionId: refs.region, value: "North" },
        { definitionId: refs.since, value: "A1" },
      ],
    }),
  );
}

describe("a vendor as one graph", () => {
  it("reads exactly what the hand-written queries read, JSON key order included", async () => {
    const created = await fullVendor("GRAPH-1");
    const vendor = await getVendor(app.db, ctx.companyId, created.id);
    const former = await formerGetVendor(app.db, ctx.companyId, created.id);
    expect(vendor).toStrictEqual(former);
    expect(JSON.stringify(vendor)).toBe(JSON.stringify(former));
    expect(created).toStrictEqual(former);
    // What the reference pins: contacts in their order, addresses by type, custom values by their field's name.
    expect(vendor.contacts.map((c) => [c.name, c.primary])).toEqual([
      ["Ann", false],
      ["Bob", true],
      ["Cy", false],
    ]);
    expect(vendor.addresses.map((a) => a.type)).toEqual(["Billing", "Shipping", "Other"]);
    expect(vendor.customFields.map((f) => f.value)).toEqual(former.customFields.map((f: { value: string }) => f.value));
    expect(vendor).toMatchObject({
      balance: "1250.50",
      openingBalance: "1250.50",
      creditLimit: "5000.00",
      phone: "555 3000",
      addressDetails: expect.stringMatching(/^2 Dock Rd/),
    });
  });

  it("loads the vendor's references within its company", async () => {
    const created = await fullVendor("GRAPH-2");
    const vendor = await Vendor.query(app.db)
      .modify("ofCompany", ctx.companyId)
      .findById(created.id)
      .withGraphFetched("[account, group, paymentTerm, shippingMethod, company]");
    expect(vendor?.account).toMatchObject({ id: refs.account, accountName: "Supplies" });
    expect(vendor?.group).toMatchObject({ id: refs.group, name: "Wholesale" });
    expect(vendor?.paymentTerm).toMatchObject({ id: refs.term, name: "Net 30", netDueIn: 30 });
    expect(vendor?.shippingMethod).toMatchObject({ id: refs.shipping, description: "Next day" });
    expect(vendor?.company).toMatchObject({ id: ctx.companyId });
    expect(await Vendor.query(app.db).modify("ofCompany", other.companyId).findById(created.id)).toBeUndefined();
  });
});

describe("a vendor edit upserts its graph", () => {
  // Each edit is made on the vendor's current version.
  const edit = async (id: number, input: Record<string, unknown>) =>
    updateVendor(
      app.db,
      ctx,
      id,
      vendorUpdateSchema.parse({ vendorId: "", vendorName: "", version: (await getVendor(app.db, ctx.companyId, id)).version, ...input }),
    );

  it("moves the primary contact backwards, keeping each contact's row (rows are matched by position)", async () => {
    const created = await fullVendor("UP-1");
    const before = created.contacts.map((c) => c.id);
    const stamp = async () => (await Vendor.query(app.db).findById(created.id).select("updatedAt"))!.updatedAt.getTime();
    const createdAt = await stamp();
    // Contact 1 becomes primary while contact 2 still is: updated in list order, this would break
    // the one-primary index unless the old primary is cleared first.
    const vendor = await edit(created.id, {
      vendorId: "UP-1",
      vendorName: "Up One",
      contacts: [contact("Ann", { primary: true }), contact("Bob"), contact("Cy")],
    });
    expect(vendor.contacts.map((c) => [c.id, c.name, c.primary])).toEqual([
      [before[0], "Ann", true],
      [before[1], "Bob", false],
      [before[2], "Cy", false],
    ]);
    expect(vendor).toMatchObject({ phone: "555 3000", email: "ann@acme.test" });
    expect(vendor).toStrictEqual(await formerGetVendor(app.db, ctx.companyId, created.id));
    expect(await stamp()).toBeGreaterThan(createdAt);
  });

  it("makes a new contact primary, and a remaining one when the primary is removed", async () => {
    const created = await fullVendor("UP-2");
    // New rows are inserted before existing ones are updated: the new primary must not meet the old one.
    let vendor = await edit(created.id, {
      vendorId: "UP-2",
      vendorName: "Up Two",
      contacts: [contact("Ann"), contact("Bob"), contact("Cy"), contact("Dee", { primary: true })],
    });
    expect(vendor.contacts.map((c) => [c.name, c.primary])).toEqual([
      ["Ann", false],
      ["Bob", false],
      ["Cy", false],
      ["Dee", true],
    ]);
    expect(vendor.contacts.slice(0, 3).map((c) => c.id)).toEqual(created.contacts.map((c) => c.id));

    vendor = await edit(created.id, { vendorId: "UP-2", vendorName: "Up Two", contacts: [contact("Cy", { primary: true })] });
    expect(vendor.contacts.map((c) => [c.id, c.name, c.primary])).toEqual([[created.contacts[0].id, "Cy", true]]);
    expect(vendor).toMatchObject({ phone: "555 2000", email: "cy@acme.test" });

    vendor = await edit(created.id, { vendorId: "UP-2", vendorName: "Up Two", contacts: [] });
    expect(vendor.contacts).toEqual([]);
    expect(vendor).toMatchObject({ phone: "", email: "" });
    expect(await app.db("vendorContacts").where({ vendorId: created.id }).count({ n: "*" })).toEqual([{ n: 0 }]);
  });

  it("swaps address types and trades one type for another (rows are matched by type)", async () => {
    const created = await fullVendor("UP-3");
    const idOf = (type: string) => created.addresses.find((a) => a.type === type)!.id;
    // The two cards swap types: Billing now holds the old Shipping street and the reverse.
    let vendor = await edit(created.id, {
      vendorId: "UP-3",
      vendorName: "Up Three",
      addresses: [address("Shipping", "1 Main St"), address("Billing", "2 Dock Rd"), address("Other", "3 Side St")],
      address: "Billing",
    });
    expect(vendor.addresses.map((a) => [a.id, a.type, a.address1])).toEqual([
      [idOf("Billing"), "Billing", "2 Dock Rd"],
      [idOf("Shipping"), "Shipping", "1 Main St"],
      [idOf("Other"), "Other", "3 Side St"],
    ]);
    expect(vendor.addressDetails.split("\n")[0]).toBe("2 Dock Rd");

    // Other goes, Shipping goes and comes back with a new street, Billing stays.
    vendor = await edit(created.id, {
      vendorId: "UP-3",
      vendorName: "Up Three",
      addresses: [address("Billing", "2 Dock Rd"), address("Shipping", "8 Quay")],
      address: "Shipping",
    });
    expect(vendor.addresses.map((a) => [a.type, a.address1])).toEqual([
      ["Billing", "2 Dock Rd"],
      ["Shipping", "8 Quay"],
    ]);
    expect(vendor.addressDetails.split("\n")[0]).toBe("8 Quay");
    expect(vendor).toStrictEqual(await formerGetVendor(app.db, ctx.companyId, created.id));
  });

  it("changes, removes and adds custom values by their field", async () => {
    const created = await fullVendor("UP-4");
    const vendor = await edit(created.id, {
      vendorId: "UP-4",
      vendorName: "Up Four",
      customFields: [
        { definitionId: refs.region, value: "South" },
        { definitionId: refs.since, value: "" },
      ],
    });
    expect(vendor.customFields.map((f) => [f.definitionId, f.value]).sort()).toEqual(
      [
        [refs.region, "South"],
        [refs.since, ""],
      ].sort(),
    );
    const again = await edit(created.id, {
      vendorId: "UP-4",
      vendorName: "Up Four",
      customFields: [{ definitionId: refs.tier, value: "Silver" }],
    });
    expect(again.customFields).toEqual([{ definitionId: refs.tier, name: "Tier", value: "Silver" }]);
  });

  it("writes nothing when the database refuses any part of the graph", async () => {
    const created = await fullVendor("UP-5");
    const before = await getVendor(app.db, ctx.companyId, created.id);
    const input = vendorUpdateSchema.parse({
      vendorId: "UP-5",
      vendorName: "Changed",
      version: before.version,
      contacts: [contact("Zed", { primary: true })],
      addresses: [address("Billing", "9 Elsewhere")],
      customFields: [{ definitionId: refs.tier, value: "Bronze" }],
    });
    // A negative credit limit gets past a caller that skips the schema, and the vendors table's
    // CHECK refuses it after the children were already deleted, inserted and updated.
    await expect(updateVendor(app.db, ctx, created.id, { ...input, creditLimit: -100 as Cents })).rejects.toThrow(/vendors_amounts_check/);
    expect(await getVendor(app.db, ctx.companyId, created.id)).toStrictEqual(before);
  });

  it("is a 404 for another company's vendor, which stays as it was", async () => {
    const created = await fullVendor("UP-6");
    await expect(
      updateVendor(
        app.db,
        other,
        created.id,
        vendorUpdateSchema.parse({ vendorId: "UP-6", vendorName: "Theirs", version: created.version }),
      ),
    ).rejects.toMatchObject({
      status: 404,
    });
    expect((await getVendor(app.db, ctx.companyId, created.id)).vendorName).toBe("Vendor UP-6");
  });
});

/** getJournalEntry's lines as they were read before the models (a join on the company's accounts). */
async function formerLines(db: Knex, companyId: number, id: number) {
  return db("journalLines as l")
    .join("companyAccounts as a", function () {
      this.on("a.companyId", "l.companyId").andOn("a.id", "l.accountId");
    })
    .where({ "l.companyId": companyId, "l.journalEntryId": id })
    .orderBy("l.lineNo")
    .select("l.lineNo", "l.accountId", "a.accountNumber", "a.accountName", "l.memo", "l.debit", "l.credit");
}

describe("a journal entry as one graph", () => {
  let bank: number;
  let rent: number;
  beforeAll(async () => {
    bank = (
      await createAccount(
        app.db,
        ctx,
        accountCreateSchema.parse({
          accountType: "Bank",
          accountNumber: "1010",
          accountName: "Checking",
          bankName: "B",
          bankAccountType: "Checking",
          bankAccountNumber: "77",
        }),
      )
    ).id;
    rent = (
      await createAccount(app.db, ctx, accountCreateSchema.parse({ accountType: "Expense", accountNumber: "5200", accountName: "Rent" }))
    ).id;
  });
  const entry = (status: "draft" | "posted") =>
    createJournalEntry(
      app.db,
      ctx,
      journalEntrySchema.parse({
        entryDate: "11/02/2026",
        comments: "November rent",
        status,
        entries: [
          { accountId: rent, memo: "Rent", debit: "900.00", credit: "" },
          { accountId: bank, memo: "", debit: "", credit: "900.00" },
        ],
      }),
    );

  it("posts the entry with its lines and reads them with their accounts as before", async () => {
    const posted = await entry("posted");
    expect(posted.lines).toEqual(await formerLines(app.db, ctx.companyId, posted.id));
    expect(posted.lines.map((l) => [l.accountName, l.debit, l.credit])).toEqual([
      ["Rent", "900.00", "0.00"],
      ["Checking", "0.00", "900.00"],
    ]);
    expect(posted.totals).toEqual({ debit: "900.00", credit: "900.00" });

    const draft = await entry("draft");
    expect(draft.lines.map((l) => [l.lineNo, l.accountNumber, l.debit, l.credit])).toEqual([
      [1, "5200", "900.00", "0.00"],
      [2, "1010", "0.00", "900.00"],
    ]);
    const stored = await JournalEntry.query(app.db).findById(draft.id);
    expect(stored?.draftLines).toEqual([
      { accountId: rent, memo: "Rent", debit: "900.00", credit: "0.00" },
      { accountId: bank, memo: "", debit: "0.00", credit: "900.00" },
    ]);
    expect(await app.db("journalLines").where({ journalEntryId: draft.id }).count({ n: "*" })).toEqual([{ n: 0 }]);
  });

  it("links a cancelled entry and its reversal both ways, the reversal's lines swapped", async () => {
    const posted = await entry("posted");
    const { reversal } = await cancelJournalEntry(app.db, ctx, posted.id);
    const original = await JournalEntry.query(app.db)
      .modify("ofCompany", ctx.companyId)
      .findById(posted.id)
      .withGraphFetched("[reversedBy.lines(inOrder).account, lines(inOrder)]");
    expect(original?.status).toBe("cancelled");
    expect(original?.reversedBy?.id).toBe(reversal.id);
    expect(original?.reversedBy?.lines?.map((l) => [l.account?.accountName, l.debit, l.credit])).toEqual([
      ["Rent", "0.00", "900.00"],
      ["Checking", "900.00", "0.00"],
    ]);
    const back = await JournalEntry.query(app.db).modify("ofCompany", ctx.companyId).findById(reversal.id).withGraphFetched("reverses");
    expect(back?.reverses?.entryNo).toBe(posted.entryNo);
    expect(await getJournalEntry(app.db, ctx.companyId, reversal.id)).toMatchObject({
      reversesEntryId: posted.id,
      lines: await formerLines(app.db, ctx.companyId, reversal.id),
    });
  });

  it("refuses to upsert a posted entry's lines: the database keeps them as they were", async () => {
    const posted = await entry("posted");
    const stored = await JournalEntry.query(app.db).findById(posted.id).withGraphFetched("lines(inOrder)");
    const [first, second] = stored!.lines!;
    await expect(
      app.db.transaction(async (trx) => {
        await JournalEntry.query(trx).upsertGraph({
          id: posted.id,
          lines: [
            { id: first.id, debit: "1.00" },
            { id: second.id, credit: "1.00" },
          ],
        });
      }),
    ).rejects.toThrow(/posted journal lines cannot be changed/);
    expect((await getJournalEntry(app.db, ctx.companyId, posted.id)).totals).toEqual({ debit: "900.00", credit: "900.00" });
  });

  it("tags a vendor's opening balance line with the vendor, through the line's relations", async () => {
    const vendor = await fullVendor("JL-1");
    const opening = await JournalEntry.query(app.db)
      .modify("ofCompany", ctx.companyId)
      .where({ sourceType: "vendor", sourceId: vendor.id })
      .first()
      .withGraphFetched("lines(inOrder).[account, vendor, entry]");
    expect(opening?.lines?.map((l) => [l.account?.accountName, l.vendor?.vendorId ?? null, l.entry?.entryType])).toEqual([
      ["Opening Balance Equity", null, "VOB"],
      ["Accounts Payable", "JL-1", "VOB"],
    ]);
  });
});

describe("the other models", () => {
  it("keep every query within the company named by ofCompany", async () => {
    const theirs = await createAccount(
      app.db,
      other,
      accountCreateSchema.parse({ accountType: "Expense", accountNumber: "5100", accountName: "Supplies" }),
    );
    expect(await Account.query(app.db).modify("ofCompany", ctx.companyId).findById(theirs.id)).toBeUndefined();
    expect(await Account.query(app.db).modify("ofCompany", other.companyId).findById(theirs.id)).toMatchObject({ accountName: "Supplies" });
    expect(
      await SUPPORT_LIST_MODELS["vendor-groups"].query(app.db).modify("ofCompany", other.companyId).findById(refs.group),
    ).toBeUndefined();
    expect(await CustomFieldDefinition.query(app.db).modify("ofCompany", other.companyId).findById(refs.tier)).toBeUndefined();
    expect(await Company.query(app.db).modify("ofCompany", ctx.companyId).resultSize()).toBe(1);
  });

  it("link sub-accounts and their parent on (company, id)", async () => {
    const parent = await createAccount(
      app.db,
      ctx,
      accountCreateSchema.parse({ accountType: "Expense", accountNumber: "6000", accountName: "Travel" }),
    );
    const child = await createAccount(
      app.db,
      ctx,
      accountCreateSchema.parse({
        accountType: "Expense",
        accountNumber: "6010",
        accountName: "Air fares",
        isSubAccount: true,
        parentAccountId: parent.id,
      }),
    );
    const read = await Account.query(app.db).modify("ofCompany", ctx.companyId).findById(parent.id).withGraphFetched("subAccounts.parent");
    expect(read?.subAccounts?.map((a) => [a.id, a.parent?.id])).toEqual([[child.id, parent.id]]);
  });

  it("link a company to its owner, without the owner's password hash", async () => {
    const company = await Company.query(app.db).findById(ctx.companyId).withGraphFetched("owner(publicColumns)");
    expect(company?.owner).toMatchObject({ id: ctx.userId, firstName: "Alice" });
    expect(company?.owner).not.toHaveProperty("passwordHash");
  });
});

describe("users", () => {
  it("two sign-ups racing for one email: one account, the other told the email is taken", async () => {
    const input = { email: `race-${Date.now()}@example.com`, password: "correct horse battery", firstName: "Ann", lastName: "Lee" };
    const results = await Promise.allSettled([
      createUser(app.db, input),
      createUser(app.db, { ...input, email: input.email.toUpperCase() }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ status: 409, message: "An account with this email already exists." });
    expect(await User.query(app.db).modify("withEmail", input.email).resultSize()).toBe(1);
  });
});
