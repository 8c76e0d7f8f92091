// The six support lists' service: the dialogs' rules and messages, names unique per
// company (trimmed, case-insensitive), success texts with counts, company scoping, the payment
// term's derived description, and the guard that refuses to delete an entry still assigned.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { purgeArchivedCompanies, type CompanyContext } from "../../app/modules/companies/companies.server";
import { SUPPORT_LIST_KINDS, supportItemSchema } from "../../app/modules/support-lists/schema";
import {
  createSupportItem,
  deleteSupportItem,
  listSupportItems,
  SUPPORT_LISTS,
} from "../../app/modules/support-lists/support-lists.server";
import { DomainError } from "../../app/utils/errors";
import { ownerAndCompany } from "../support/books";
import { createTestDatabase, type TestDatabase } from "../support/db";

let t: TestDatabase;

/** A new user's new company: its context for the services. */
async function newCompany(): Promise<CompanyContext> {
  return (await ownerAndCompany(t.db)).ctx;
}

/** The DomainError a promise rejects with (fails the test if it resolves or throws something else). */
async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => {
      throw new Error("expected a refusal");
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t?.cleanup());

describe("schemas: each dialog's required fields and messages", () => {
  it("groups and frequencies need a trimmed name: 'Name field is required.'", () => {
    for (const kind of ["vendor-groups", "customer-groups", "item-groups", "invoice-frequencies"] as const) {
      const result = supportItemSchema(kind).safeParse({ name: "   " });
      expect(result.success).toBe(false);
      expect(result.error!.issues[0].message).toBe("Name field is required.");
      expect(supportItemSchema(kind).parse({ name: "  Wholesale " })).toEqual({ name: "Wholesale" });
    }
  });

  it("shipping methods need both fields", () => {
    const result = supportItemSchema("shipping-methods").safeParse({ name: "UPS", description: " " });
    expect(result.error!.issues.map((i) => i.message)).toEqual(["Both fields are required."]);
  });

  it("payment terms: name, net due in for fixed, net due before for date", () => {
    const schema = supportItemSchema("payment-terms");
    const messages = (input: unknown) => schema.safeParse(input).error?.issues.map((i) => i.message);
    expect(messages({ name: "", netDueIn: 30 })).toEqual(["Payment term name is required."]);
    expect(messages({ name: "Net 30", type: "fixed" })).toEqual(["Net due in (days) is required for Fixed Number of Days payment terms."]);
    expect(messages({ name: "Net 30", netDueIn: "-3" })).toEqual(["Net due in (days) must be a valid positive number."]);
    expect(messages({ name: "Net 30", netDueIn: "abc" })).toEqual(["Net due in (days) must be a valid positive number."]);
    expect(messages({ name: "Net 30", netDueIn: 2.5 })).toEqual(["Net due in (days) must be a valid positive number."]);
    expect(messages({ name: "EOM", type: "date" })).toEqual(["Net due before date is required for Date Driven payment terms."]);
    expect(schema.parse({ name: " Net 30 ", netDueIn: "30" })).toMatchObject({
      name: "Net 30",
      type: "fixed",
      netDueIn: 30,
      discountPercent: 0,
    });
  });
});

describe("create and list", () => {
  it("adds entries with the success text and count, sorted by name, per company", async () => {
    const a = await newCompany();
    const b = await newCompany();
    const first = await createSupportItem(t.db, a, "vendor-groups", { name: "  Wholesale  " });
    expect(first.item).toEqual({ id: expect.any(Number), name: "Wholesale", companyId: a.companyId });
    expect(first.message).toBe('Vendor group "Wholesale" created successfully! You now have 1 vendor group(s) in your system.');
    const second = await createSupportItem(t.db, a, "vendor-groups", { name: "Retail" });
    expect(second.count).toBe(2);
    expect(second.message).toBe('Vendor group "Retail" created successfully! You now have 2 vendor group(s) in your system.');
    await createSupportItem(t.db, b, "vendor-groups", { name: "Wholesale" }); // another company may reuse the name

    expect((await listSupportItems(t.db, a.companyId, "vendor-groups")).map((g) => g.name)).toEqual(["Retail", "Wholesale"]);
    expect((await listSupportItems(t.db, b.companyId, "vendor-groups")).map((g) => g.name)).toEqual(["Wholesale"]);
    expect(await listSupportItems(t.db, a.companyId, "customer-groups")).toEqual([]);
  });

  it("refuses a duplicate name, trimmed and case-insensitive, with 409 and nothing written", async () => {
    const a = await newCompany();
    for (const kind of SUPPORT_LIST_KINDS) {
      const input = { name: "Standard", description: "Ground", netDueIn: 30, netDueBefore: 10 };
      await createSupportItem(t.db, a, kind, input);
      const error = await refusal(createSupportItem(t.db, a, kind, { ...input, name: "  sTANDARD " }));
      expect(error.status).toBe(409);
      expect(error.message).toBe(`A ${SUPPORT_LISTS[kind].singular} named "sTANDARD" already exists.`);
      expect(await listSupportItems(t.db, a.companyId, kind)).toHaveLength(1);
    }
  });

  it("refuses invalid input with 400 and the spec's message", async () => {
    const a = await newCompany();
    const error = await refusal(createSupportItem(t.db, a, "item-groups", { name: "" }));
    expect(error.status).toBe(400);
    expect(error.message).toBe("Name field is required.");
    expect(error.fieldErrors).toEqual({ name: ["Name field is required."] });
    expect(await listSupportItems(t.db, a.companyId, "item-groups")).toEqual([]);
  });

  it("stores payment terms with the derived description and due days", async () => {
    const a = await newCompany();
    const fixed = await createSupportItem(t.db, a, "payment-terms", {
      name: "2% 10 Net 30",
      netDueIn: "30",
      discountPercent: "2",
      discountIfPaidWithin: "10",
      netDueBefore: 5,
    });
    expect(fixed.item).toEqual({
      id: expect.any(Number),
      companyId: a.companyId,
      name: "2% 10 Net 30",
      type: "fixed",
      description: "Pay with in 30 days",
      dueDays: 30,
      netDueIn: 30,
      netDueBefore: null,
      discountPercent: 2,
      discountIfPaidWithin: 10,
      discountIfPaidBefore: null,
    });
    expect(fixed.message).toBe('Payment term "2% 10 Net 30" created successfully! You now have 1 payment term(s) in your system.');
    const date = await createSupportItem(t.db, a, "payment-terms", { name: "EOM", type: "date", netDueBefore: 31, netDueIn: 4 });
    expect(date.item).toMatchObject({
      type: "date",
      description: "Date Driven",
      dueDays: 31,
      netDueIn: null,
      netDueBefore: 31,
      discountPercent: 0,
    });
    expect((await listSupportItems(t.db, a.companyId, "payment-terms")).map((p) => p.description)).toEqual([
      "Pay with in 30 days",
      "Date Driven",
    ]);
  });

  it("stores shipping methods with their description", async () => {
    const a = await newCompany();
    const { item, message } = await createSupportItem(t.db, a, "shipping-methods", { name: "UPS", description: " Ground, 3-5 days " });
    expect(item).toMatchObject({ name: "UPS", description: "Ground, 3-5 days" });
    expect(message).toBe('Shipping method "UPS" created successfully! You now have 1 shipping method(s) in your system.');
  });
});

describe("delete", () => {
  it("deletes with the success text and the remaining count", async () => {
    const a = await newCompany();
    const { item } = await createSupportItem(t.db, a, "vendor-groups", { name: "Wholesale" });
    await createSupportItem(t.db, a, "vendor-groups", { name: "Retail" });
    expect(await deleteSupportItem(t.db, a, "vendor-groups", item.id)).toEqual({
      name: "Wholesale",
      remaining: 1,
      message: 'Vendor group "Wholesale" has been deleted successfully. You now have 1 vendor group(s) remaining.',
    });
    const term = await createSupportItem(t.db, a, "payment-terms", { name: "Net 15", netDueIn: 15 });
    expect((await deleteSupportItem(t.db, a, "payment-terms", term.item.id)).message).toBe(
      'Payment term "Net 15" has been deleted successfully. You now have 0 payment term(s) remaining.',
    );
  });

  it("answers 404 with the spec's text for a missing id or another company's entry", async () => {
    const a = await newCompany();
    const b = await newCompany();
    const { item } = await createSupportItem(t.db, b, "invoice-frequencies", { name: "Monthly" });
    for (const id of [item.id, 999999, 0]) {
      const error = await refusal(deleteSupportItem(t.db, a, "invoice-frequencies", id));
      expect(error.status).toBe(404);
      expect(error.message).toBe("Invoice frequency not found. It may have already been deleted.");
    }
    expect(await listSupportItems(t.db, b.companyId, "invoice-frequencies")).toHaveLength(1);
  });

  it("refuses to delete an entry still assigned (409, nothing deleted), then allows it once free", async () => {
    const a = await newCompany();
    const b = await newCompany();
    // The referencing tables come in later issues: a stand-in table plays them here.
    await t.db.raw(
      "CREATE TABLE test_list_refs (id serial PRIMARY KEY, company_id integer NOT NULL, group_id integer, frequency_id integer)",
    );
    const saved = { vg: SUPPORT_LISTS["vendor-groups"].references, inv: SUPPORT_LISTS["invoice-frequencies"].references };
    SUPPORT_LISTS["vendor-groups"].references = [...saved.vg, { table: "test_list_refs", column: "group_id", what: "vendors" }];
    SUPPORT_LISTS["invoice-frequencies"].references = [{ table: "test_list_refs", column: "frequency_id", what: "invoices" }];
    try {
      const group = (await createSupportItem(t.db, a, "vendor-groups", { name: "Wholesale" })).item;
      const frequency = (await createSupportItem(t.db, a, "invoice-frequencies", { name: "Weekly" })).item;
      const otherGroup = (await createSupportItem(t.db, b, "vendor-groups", { name: "Wholesale" })).item;
      await t.db("test_list_refs").insert({ company_id: a.companyId, group_id: group.id, frequency_id: frequency.id });

      let error = await refusal(deleteSupportItem(t.db, a, "vendor-groups", group.id));
      expect(error.status).toBe(409);
      expect(error.message).toBe(
        'Cannot delete "Wholesale" because it is currently assigned to one or more vendors. Please reassign those vendors to another group first.',
      );
      error = await refusal(deleteSupportItem(t.db, a, "invoice-frequencies", frequency.id));
      expect(error.message).toBe(
        'Cannot delete "Weekly" because it is currently assigned to one or more invoices. Please reassign those invoices to another frequency first.',
      );
      expect(await listSupportItems(t.db, a.companyId, "vendor-groups")).toHaveLength(1);
      expect(await listSupportItems(t.db, a.companyId, "invoice-frequencies")).toHaveLength(1);
      // Company B's group is not the referenced one.
      expect((await deleteSupportItem(t.db, b, "vendor-groups", otherGroup.id)).remaining).toBe(0);

      await t.db("test_list_refs").where({ company_id: a.companyId }).update({ group_id: null });
      expect((await deleteSupportItem(t.db, a, "vendor-groups", group.id)).name).toBe("Wholesale");
    } finally {
      SUPPORT_LISTS["vendor-groups"].references = saved.vg;
      SUPPORT_LISTS["invoice-frequencies"].references = saved.inv;
      await t.db.raw("DROP TABLE test_list_refs");
    }
  });

  it("a company's lists go with the company", async () => {
    const a = await newCompany();
    await createSupportItem(t.db, a, "shipping-methods", { name: "UPS", description: "Ground" });
    await t.db("companies").where({ id: a.companyId }).update({ archivedAt: t.db.fn.now() });
    await purgeArchivedCompanies(t.db, [a.companyId], 0);
    expect(await listSupportItems(t.db, a.companyId, "shipping-methods")).toEqual([]);
  });
});
