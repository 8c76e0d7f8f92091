// Vendors (issue 4): the vendor form's rules and messages, the opening balance in the ledger, the
// list's month columns computed from journal lines, and the delete guard.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Cents } from "../../app/lib/money";
import { createAccount } from "../../app/modules/accounts/accounts.server";
import { accountCreateSchema } from "../../app/modules/accounts/schema";
import { deleteCompany, purgeArchivedCompanies, type CompanyContext } from "../../app/modules/companies/companies.server";
import { postEntry, trialBalance } from "../../app/modules/ledger/ledger.server";
import { deleteSupportItem } from "../../app/modules/support-lists/support-lists.server";
import { flattenZodError } from "../../app/lib/zod-helpers";
import { vendorCreateSchema, vendorUpdateSchema } from "../../app/modules/vendors/schema";
import {
  createVendor,
  deleteVendor,
  getVendor,
  listVendors,
  monthColumns,
  updateVendor,
  vendorIdExists,
} from "../../app/modules/vendors/vendors.server";
import { accountsPayableAccount } from "../../app/modules/accounts/system-accounts.server";
import { startTestApp, type TestApp } from "../support/app";
import { companyOf, ownerAndCompany, ownerWithTwoCompanies } from "../support/books";

let app: TestApp;
let ctx: CompanyContext;
let other: CompanyContext;
const c = (n: number) => n as Cents;

beforeAll(async () => {
  app = await startTestApp();
  ({ ctx, other } = await ownerWithTwoCompanies(app.db, "2026-11-22"));
});
afterAll(() => app.cleanup());

const contact = (over: Record<string, unknown> = {}) => ({
  name: "Ann Lee",
  title: "Buyer",
  phone: "+1 (555) 010-2000",
  email: "ann@acme.test",
  ...over,
});
const billing = {
  type: "Billing",
  address1: "1 Main St",
  address2: "",
  city: "Springfield",
  state: "IL",
  postalCode: "62701",
  country: "USA",
};

function errorsOf(schema: typeof vendorCreateSchema | typeof vendorUpdateSchema, input: unknown): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return flattenZodError(result.error).message.split("\n");
}

describe("validation (the spec's messages verbatim)", () => {
  it("requires Vendor ID and Vendor Name", () => {
    expect(errorsOf(vendorCreateSchema, {})).toEqual(expect.arrayContaining(["Vendor ID is required.", "Vendor Name is required."]));
    expect(errorsOf(vendorCreateSchema, { vendorId: "  ", vendorName: "" })).toEqual(
      expect.arrayContaining(["Vendor ID is required.", "Vendor Name is required."]),
    );
  });

  it("checks amounts, dates, account number, contacts and addresses", () => {
    const messages = errorsOf(vendorCreateSchema, {
      vendorId: "V1",
      vendorName: "Acme",
      openingBalance: "-5",
      creditLimit: -1,
      vendorSince: "13/01/2026",
      balanceAsOf: "02/30/2026",
      accountNumber: "12-34",
    });
    expect(messages).toEqual(
      expect.arrayContaining([
        "Opening Balance cannot be negative.",
        "Credit Limit cannot be negative.",
        "Please enter a valid date in MM/DD/YYYY format for Vendor Since.",
        "Please enter a valid date in MM/DD/YYYY format for Balance as of.",
        "Account Number must contain only digits.",
      ]),
    );
    expect(errorsOf(vendorCreateSchema, { vendorId: "V1", vendorName: "Acme", contacts: [{}] })).toEqual(
      expect.arrayContaining(["Contact Name is required", "Title is required", "Business Phone is required", "Email is required"]),
    );
    expect(
      errorsOf(vendorCreateSchema, {
        vendorId: "V1",
        vendorName: "Acme",
        contacts: [contact({ primary: true }), contact({ phone: "call me", email: "nope" })],
      }),
    ).toEqual(["Contact 2: Invalid phone number format.", "Contact 2: Invalid email format."]);
    expect(
      errorsOf(vendorCreateSchema, { vendorId: "V1", vendorName: "Acme", addresses: [{ type: "Billing", address1: "1 Main St" }] }),
    ).toEqual(expect.arrayContaining(["City is required", "Billing Address: All fields are required."]));
    expect(errorsOf(vendorCreateSchema, { vendorId: "V1", vendorName: "Acme", addresses: [billing, billing] })).toEqual([
      "Address type Billing is used more than once. Each address type can be used once per vendor.",
    ]);
    expect(errorsOf(vendorCreateSchema, { vendorId: "V1", vendorName: "Acme", paymentMethod: "Bitcoin" })[0]).toMatch(
      /^Payment Method must be one of/,
    );
  });

  it("accepts MM/DD/YYYY and ISO dates, and applies the defaults", () => {
    const parsed = vendorCreateSchema.parse({
      vendorId: "V1",
      vendorName: "Acme",
      vendorSince: "03/15/2025",
      balanceAsOf: "2026-01-31T00:00:00.000Z",
    });
    expect(parsed).toMatchObject({
      vendorSince: "2025-03-15",
      balanceAsOf: "2026-01-31",
      active: true,
      paymentMethod: "Cash",
      openingBalance: 0,
      creditLimit: 0,
    });
  });
});

describe("create, read, update", () => {
  it("saves contacts and addresses and copies the primary contact's phone and email", async () => {
    const vendor = await createVendor(
      app.db,
      ctx,
      vendorCreateSchema.parse({
        vendorId: "ACME",
        vendorName: "Acme Supplies",
        contacts: [contact({ primary: true }), contact({ name: "Bob", email: "bob@acme.test", phone: "555 1234" })],
        addresses: [billing],
      }),
    );
    expect(vendor.contacts.map((x) => x.primary)).toEqual([true, false]);
    expect(vendor).toMatchObject({
      phone: "+1 (555) 010-2000",
      email: "ann@acme.test",
      vendorSince: "2026-11-22",
      balanceAsOf: "2026-11-22",
      balance: "0.00",
    });
    expect(vendor.addressDetails).toBe("1 Main St\n\nSpringfield\nIL\n62701\nUSA");

    const updated = await updateVendor(
      app.db,
      ctx,
      vendor.id,
      vendorUpdateSchema.parse({
        vendorId: "ACME",
        vendorName: "Acme Supplies Ltd",
        version: vendor.version,
        contacts: [contact(), contact({ name: "Bob", email: "bob@acme.test", phone: "555 1234", primary: true })],
        addresses: [billing, { ...billing, type: "Shipping", address1: "9 Dock Rd" }],
        address: "Shipping",
      }),
    );
    expect(updated.contacts.map((x) => x.primary)).toEqual([false, true]);
    expect(updated).toMatchObject({ vendorName: "Acme Supplies Ltd", phone: "555 1234", email: "bob@acme.test" });
    expect(updated.addresses.map((a) => a.type)).toEqual(["Billing", "Shipping"]);
    expect(updated.addressDetails.split("\n")[0]).toBe("9 Dock Rd");
    expect((await getVendor(app.db, ctx.companyId, vendor.id)).contacts).toHaveLength(2);
  });

  it("refuses two primaries, and keeps Vendor IDs unique per company, case-insensitively", async () => {
    expect(
      errorsOf(vendorCreateSchema, { vendorId: "X", vendorName: "X", contacts: [contact({ primary: true }), contact({ primary: true })] }),
    ).toEqual(["Only one contact can be marked as primary."]);
    await createVendor(app.db, ctx, vendorCreateSchema.parse({ vendorId: "DUP-1", vendorName: "First" }));
    await expect(createVendor(app.db, ctx, vendorCreateSchema.parse({ vendorId: " dup-1 ", vendorName: "Second" }))).rejects.toMatchObject({
      status: 409,
      message: "This Vendor ID already exists in this company.",
    });
    expect(await vendorIdExists(app.db, ctx.companyId, "Dup-1")).toBe(true);
    expect(await vendorIdExists(app.db, other.companyId, "Dup-1")).toBe(false);
    // Another company may use the same id.
    await createVendor(app.db, other, vendorCreateSchema.parse({ vendorId: "DUP-1", vendorName: "Elsewhere" }));
  });

  it("refuses another company's support-list entries and accounts", async () => {
    const [group] = await app.db("vendorGroups").insert({ companyId: other.companyId, name: "Theirs" }).returning("id");
    await expect(
      createVendor(app.db, ctx, vendorCreateSchema.parse({ vendorId: "G1", vendorName: "G", vendorGroupId: group.id })),
    ).rejects.toMatchObject({
      status: 400,
    });
    expect(await vendorIdExists(app.db, ctx.companyId, "G1")).toBe(false);
  });

  it("keeps a group, payment term and shipping method that a vendor uses (the support lists' in-use guard)", async () => {
    const [group] = await app.db("vendorGroups").insert({ companyId: ctx.companyId, name: "Wholesale" }).returning("id");
    const [term] = await app
      .db("paymentTerms")
      .insert({ companyId: ctx.companyId, name: "Net 30", type: "fixed", netDueIn: 30 })
      .returning("id");
    const [method] = await app.db("shippingMethods").insert({ companyId: ctx.companyId, name: "Courier" }).returning("id");
    const vendor = await createVendor(
      app.db,
      ctx,
      vendorCreateSchema.parse({
        vendorId: "REF-1",
        vendorName: "Ref",
        vendorGroupId: String(group.id),
        paymentTermId: term.id,
        shippingMethodId: method.id,
      }),
    );
    expect(vendor).toMatchObject({ vendorGroupId: group.id, paymentTermId: term.id, shippingMethodId: method.id });
    await expect(deleteSupportItem(app.db, ctx, "vendor-groups", group.id)).rejects.toMatchObject({ status: 409 });
    await expect(deleteSupportItem(app.db, ctx, "payment-terms", term.id)).rejects.toMatchObject({ status: 409 });
    await expect(deleteSupportItem(app.db, ctx, "shipping-methods", method.id)).rejects.toMatchObject({ status: 409 });
  });
});

describe("the ledger", () => {
  it("posts the opening balance Dr Opening Balance Equity, Cr Accounts Payable tagged with the vendor, and refuses deleting it", async () => {
    const vendor = await createVendor(
      app.db,
      ctx,
      vendorCreateSchema.parse({ vendorId: "OB-1", vendorName: "Opening Co", openingBalance: "1,250.75", balanceAsOf: "10/01/2026" }),
    );
    expect(vendor).toMatchObject({ openingBalance: "1250.75", balance: "1250.75", balanceAsOf: "2026-10-01" });
    const lines = await app
      .db("journalLines as l")
      .join("journalEntries as e", "e.id", "l.journalEntryId")
      .join("companyAccounts as a", "a.id", "l.accountId")
      .where({ "e.sourceType": "vendor", "e.sourceId": vendor.id })
      .select("e.entryType", "l.entryDate", "a.accountName", "a.accountType", "l.debit", "l.credit", "l.vendorId")
      .orderBy("l.lineNo");
    expect(lines).toEqual([
      {
        entryType: "VOB",
        entryDate: "2026-10-01",
        accountName: "Opening Balance Equity",
        accountType: "Equity",
        debit: "1250.75",
        credit: "0.00",
        vendorId: null,
      },
      {
        entryType: "VOB",
        entryDate: "2026-10-01",
        accountName: "Accounts Payable",
        accountType: "Current Liability",
        debit: "0.00",
        credit: "1250.75",
        vendorId: vendor.id,
      },
    ]);
    const before = await trialBalance(app.db, ctx.companyId, "2026-09-30");
    expect(before.rows.find((r) => r.accountName === "Accounts Payable")).toBeUndefined();
    const tb = await trialBalance(app.db, ctx.companyId, "2026-10-01");
    expect(tb.rows.find((r) => r.accountName === "Accounts Payable")).toMatchObject({ accountNumber: "2000", credit: 125075, debit: 0 });
    expect(tb.rows.find((r) => r.accountName === "Opening Balance Equity")).toMatchObject({ debit: 125075, credit: 0 });
    expect(tb.totals.debit).toBe(tb.totals.credit);

    // Editing does not touch the opening balance.
    const edited = await updateVendor(
      app.db,
      ctx,
      vendor.id,
      vendorUpdateSchema.parse({ vendorId: "OB-1", vendorName: "Opening Co", openingBalance: "9", version: vendor.version }),
    );
    expect(edited.openingBalance).toBe("1250.75");

    await expect(deleteVendor(app.db, ctx, vendor.id)).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining("has transactions and cannot be deleted"),
    });
    const plain = await createVendor(
      app.db,
      ctx,
      vendorCreateSchema.parse({
        vendorId: "DEL-1",
        vendorName: "Deletable",
        contacts: [contact({ primary: true })],
        addresses: [billing],
      }),
    );
    await deleteVendor(app.db, ctx, plain.id);
    await expect(getVendor(app.db, ctx.companyId, plain.id)).rejects.toMatchObject({ status: 404 });
    expect(await app.db("vendorContacts").where({ vendorId: plain.id })).toHaveLength(0);
  });

  it("lists purchases per month, year to date and the balance from journal lines, paginated and filtered", async () => {
    // A fresh company so figures are exact.
    const { ctx: k } = await ownerAndCompany(app.db, { today: "2026-04-15" });
    const v1 = await createVendor(
      app.db,
      k,
      vendorCreateSchema.parse({ vendorId: "A", vendorName: "Alpha", openingBalance: "100.00", balanceAsOf: "04/01/2026" }),
    );
    const v2 = await createVendor(app.db, k, vendorCreateSchema.parse({ vendorId: "B", vendorName: "beta" }));
    await createVendor(app.db, k, vendorCreateSchema.parse({ vendorId: "C", vendorName: "Gamma", active: false }));
    const expense = await createAccount(
      app.db,
      k,
      accountCreateSchema.parse({ accountType: "Expense", accountNumber: "5000", accountName: "Supplies" }),
    );
    const post = (date: string, vendorId: number, credit: number, debit = 0) =>
      app.db.transaction(async (trx) => {
        const ap = await accountsPayableAccount(trx, k.companyId);
        const lines = credit
          ? [
              { accountId: expense.id as number, debit: c(credit) },
              { accountId: ap, credit: c(credit), vendorId },
            ]
          : [
              { accountId: ap, debit: c(debit), vendorId },
              { accountId: expense.id as number, credit: c(debit) },
            ];
        await postEntry(trx, k, { entryType: "BILL", entryDate: date, lines });
      });
    await post("2026-04-10", v1.id, 20000); // current month
    await post("2026-04-30", v1.id, 5); // current month, later this month
    await post("2026-03-31", v1.id, 3050); // Mar
    await post("2026-01-02", v1.id, 1000); // Jan
    await post("2025-12-15", v1.id, 700); // Dec (not this year)
    await post("2025-11-01", v1.id, 999); // Nov: before the six months
    await post("2026-02-20", v1.id, 0, 1000); // a payment: debit, lowers the balance only
    await post("2026-02-05", v2.id, 4200); // Feb, vendor beta

    expect(monthColumns("2026-04-15").months.map((m) => m.label)).toEqual(["Current Month", "Mar", "Feb", "Jan", "Dec", "Nov"]);
    const page = await listVendors(app.db, k.companyId, { q: "", view: "active", page: 1, perPage: 10, today: k.today });
    expect(page.total).toBe(2);
    expect(page.months.map((m) => m.label)).toEqual(["Current Month", "Mar", "Feb", "Jan", "Dec", "Nov"]);
    expect(page.vendors).toEqual([
      expect.objectContaining({
        vendorId: "A",
        currentMonth: "200.05",
        month1: "30.50",
        month2: "0.00",
        month3: "10.00",
        month4: "7.00",
        month5: "9.99",
        ytd: "240.55", // 200.05 + 30.50 + 10.00 (the opening balance is not a purchase)
        balance: "347.54", // 100 opening + 200.05 + 30.50 + 10 + 7 + 9.99 − 10 paid
      }),
      expect.objectContaining({ vendorId: "B", currentMonth: "0.00", month2: "42.00", ytd: "42.00", balance: "42.00" }),
    ]);
    const inactive = await listVendors(app.db, k.companyId, { q: "", view: "inactive", page: 1, perPage: 10, today: k.today });
    expect(inactive.vendors.map((v) => v.vendorId)).toEqual(["C"]);
    const search = await listVendors(app.db, k.companyId, { q: "BET", view: "all", page: 1, perPage: 10, today: k.today });
    expect(search.vendors.map((v) => v.vendorId)).toEqual(["B"]);
    const second = await listVendors(app.db, k.companyId, { q: "", view: "all", page: 2, perPage: 2, today: k.today });
    expect(second).toMatchObject({ total: 3, page: 2, perPage: 2 });
    expect(second.vendors.map((v) => v.vendorId)).toEqual(["C"]);
    // The other company's list is untouched.
    const elsewhere = await listVendors(app.db, other.companyId, { q: "", view: "all", page: 1, perPage: 10, today: k.today });
    expect(elsewhere.vendors.every((v) => v.vendorId !== "A")).toBe(true);
  });

  it("refuses a journal line tagged with another company's vendor, and still lets a company with vendor postings be deleted", async () => {
    const { user, password, company: mine, ctx: k } = await ownerAndCompany(app.db, { today: "2026-11-22" });
    const theirs = await companyOf(app.db, user.id);
    const foreign = await createVendor(
      app.db,
      { ...k, companyId: theirs.id },
      vendorCreateSchema.parse({ vendorId: "F", vendorName: "Foreign" }),
    );
    const expense = await createAccount(
      app.db,
      k,
      accountCreateSchema.parse({ accountType: "Expense", accountNumber: "5000", accountName: "Supplies" }),
    );
    await expect(
      app.db.transaction(async (trx) => {
        const ap = await accountsPayableAccount(trx, k.companyId);
        await postEntry(trx, k, {
          entryType: "BILL",
          entryDate: "2026-11-01",
          lines: [
            { accountId: expense.id as number, debit: c(500) },
            { accountId: ap, credit: c(500), vendorId: foreign.id },
          ],
        });
      }),
    ).rejects.toThrow();
    expect(await app.db("journalEntries").where({ companyId: k.companyId, entryType: "BILL" })).toHaveLength(0);

    await createVendor(app.db, k, vendorCreateSchema.parse({ vendorId: "M", vendorName: "Mine", openingBalance: "12.00" }));
    await deleteCompany(app.db, user.id, mine.id, password);
    await purgeArchivedCompanies(app.db, [mine.id], 0);
    expect(await app.db("vendors").where({ companyId: mine.id })).toHaveLength(0);
    expect(await app.db("journalLines").where({ companyId: mine.id })).toHaveLength(0);
    expect(await app.db("vendors").where({ companyId: theirs.id })).toHaveLength(1);
  });
});
