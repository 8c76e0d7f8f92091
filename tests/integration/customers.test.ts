// Customers (issue 26 item 2, the data layer): the party module's second configuration. A customer's
// opening balance posts COB — Dr Accounts Receivable tagged with the customer, Cr Opening Balance
// Equity — and its balance, the list's month columns and the delete guard read the receivable
// sub-ledger; edits need the current version; codes are unique per company; another company's
// groups and terms are refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CompanyContext } from "../../app/modules/companies/companies.server";
import { trialBalance } from "../../app/modules/ledger/ledger.server";
import { findAccountsReceivableAccount } from "../../app/modules/accounts/system-accounts.server";
import { customerCreateSchema, customerUpdateSchema, CUSTOMER_PARTY_MESSAGES as M } from "../../app/modules/customers/schema";
import { customerService, deleteCustomer, listCustomers } from "../../app/modules/customers/customers.server";
import { createSupportItem } from "../../app/modules/support-lists/support-lists.server";
import { startTestApp, type TestApp } from "../support/app";
import { ownerWithTwoCompanies } from "../support/books";

let app: TestApp;
let ctx: CompanyContext;
let other: CompanyContext;

beforeAll(async () => {
  app = await startTestApp();
  ({ ctx, other } = await ownerWithTwoCompanies(app.db, "2026-11-22"));
});
afterAll(() => app.cleanup());

const billing = {
  type: "Billing",
  address1: "9 Elm St",
  address2: "",
  city: "Springfield",
  state: "IL",
  postalCode: "62701",
  country: "USA",
};

describe("a customer", () => {
  it("is created with its contacts and addresses, and its opening balance posts Dr Accounts Receivable, Cr Opening Balance Equity", async () => {
    const { item: group } = await createSupportItem(app.db, ctx, "customer-groups", { name: "Retail" });
    const created = await customerService.create(
      app.db,
      ctx,
      customerCreateSchema.parse({
        customerId: "BETA",
        customerName: "Beta Bakery",
        companyName: "Beta Bakery LLC",
        openingBalance: "1250.40",
        balanceAsOf: "10/31/2026",
        customerGroupId: group.id,
        taxExempt: true,
        resaleNumber: "RS-4411",
        contacts: [{ name: "Bo Beta", title: "Owner", phone: "555-0199", email: "bo@beta.test", primary: true }],
        addresses: [billing],
      }),
    );
    expect(created).toMatchObject({
      customerId: "BETA",
      customerName: "Beta Bakery",
      companyName: "Beta Bakery LLC",
      openingBalance: "1250.40",
      balanceAsOf: "2026-10-31",
      balance: "1250.40",
      taxExempt: true,
      resaleNumber: "RS-4411",
      customerGroupId: group.id,
      phone: "555-0199",
      email: "bo@beta.test",
      address: "Billing",
      version: 1,
    });
    const lines = await app
      .db("journalLines as l")
      .join("journalEntries as e", function () {
        this.on("e.companyId", "l.companyId").andOn("e.id", "l.journalEntryId");
      })
      .join("companyAccounts as a", function () {
        this.on("a.companyId", "l.companyId").andOn("a.id", "l.accountId");
      })
      .where("l.companyId", ctx.companyId)
      .orderBy("l.lineNo")
      .select("e.entryType", "e.entryDate", "a.accountName", "l.debit", "l.credit", "l.customerId");
    expect(lines).toEqual([
      {
        entryType: "COB",
        entryDate: "2026-10-31",
        accountName: "Accounts Receivable",
        debit: "1250.40",
        credit: "0.00",
        customerId: created.id,
      },
      {
        entryType: "COB",
        entryDate: "2026-10-31",
        accountName: "Opening Balance Equity",
        debit: "0.00",
        credit: "1250.40",
        customerId: null,
      },
    ]);
    const ar = await findAccountsReceivableAccount(app.db, ctx.companyId);
    const tb = await trialBalance(app.db, ctx.companyId, "2026-12-31");
    expect(tb.rows.find((r) => r.accountId === ar)).toMatchObject({ debit: 125040, credit: 0 });
    expect(await customerService.codeExists(app.db, ctx.companyId, " beta ")).toBe(true);
    expect(await customerService.codeExists(app.db, other.companyId, "BETA")).toBe(false);
  });

  it("refuses a taken Customer ID, a missing name and another company's group with the party's messages", async () => {
    await expect(
      customerService.create(app.db, ctx, customerCreateSchema.parse({ customerId: "beta", customerName: "Another Beta" })),
    ).rejects.toMatchObject({ status: 409, message: "This Customer ID already exists in this company." });
    const missing = customerCreateSchema.safeParse({ customerId: "X" });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.map((i) => i.message)).toContain(M.nameRequired);
    expect(M.nameRequired).toBe("Customer Name is required.");
    const { item: theirs } = await createSupportItem(app.db, other, "customer-groups", { name: "Theirs" });
    await expect(
      customerService.create(app.db, ctx, customerCreateSchema.parse({ customerId: "G", customerName: "G", customerGroupId: theirs.id })),
    ).rejects.toMatchObject({ status: 400, message: "Customer Group was not found in this company" });
    expect(await app.db("customers").where({ companyId: ctx.companyId }).count({ n: "*" })).toEqual([{ n: 1 }]);
  });

  it("is edited on its current version only; the opening balance stays as posted", async () => {
    const [{ id }] = await app.db("customers").where({ companyId: ctx.companyId, customerId: "BETA" }).select("id");
    const current = await customerService.get(app.db, ctx.companyId, id);
    const edited = await customerService.update(
      app.db,
      ctx,
      id,
      customerUpdateSchema.parse({
        ...customerService.updatePayload(current),
        version: current.version,
        customerName: "Beta Bakery & Cafe",
        creditLimit: "5000",
      }),
    );
    expect(edited).toMatchObject({ customerName: "Beta Bakery & Cafe", creditLimit: "5000.00", openingBalance: "1250.40", version: 2 });
    expect(edited.contacts.map((c) => c.name)).toEqual(["Bo Beta"]);
    await expect(
      customerService.update(
        app.db,
        ctx,
        id,
        customerUpdateSchema.parse({ ...customerService.updatePayload(current), version: current.version, customerName: "Stale" }),
      ),
    ).rejects.toMatchObject({ status: 409 });
    await expect(customerService.get(app.db, other.companyId, id)).rejects.toMatchObject({ status: 404 });
  });

  it("lists with its receivable balance and its month's sales; is not deleted once it has postings", async () => {
    await customerService.create(
      app.db,
      ctx,
      customerCreateSchema.parse({ customerId: "ACME", customerName: "Acme Retail", active: false }),
    );
    const active = await listCustomers(app.db, ctx.companyId, { view: "active", q: "", page: 1, perPage: 10, today: ctx.today });
    expect(active.customers.map((c) => [c.customerName, c.balance])).toEqual([["Beta Bakery & Cafe", "1250.40"]]);
    const all = await listCustomers(app.db, ctx.companyId, { view: "all", q: "", page: 1, perPage: 10, today: ctx.today });
    expect(all.customers.map((c) => c.customerName)).toEqual(["Acme Retail", "Beta Bakery & Cafe"]);
    expect(all.total).toBe(2);
    const [{ id }] = await app.db("customers").where({ companyId: ctx.companyId, customerId: "BETA" }).select("id");
    await expect(deleteCustomer(app.db, ctx, id)).rejects.toMatchObject({ status: 409 });
    const [{ id: acme }] = await app.db("customers").where({ companyId: ctx.companyId, customerId: "ACME" }).select("id");
    expect(await deleteCustomer(app.db, ctx, acme)).toEqual({ id: acme, customerName: "Acme Retail" });
  });
});
