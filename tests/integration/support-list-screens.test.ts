import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as customerGroupRoute from "../../app/routes/company.$companyId.dashboard+/_lists+/company.support-lists.customer-group";
import * as invoiceFrequencyRoute from "../../app/routes/company.$companyId.dashboard+/_lists+/company.support-lists.invoice-frequency";
import * as itemGroupRoute from "../../app/routes/company.$companyId.dashboard+/_lists+/company.support-lists.item-group";
import * as paymentTermRoute from "../../app/routes/company.$companyId.dashboard+/_lists+/company.support-lists.payment-term";
import * as shippingMethodRoute from "../../app/routes/company.$companyId.dashboard+/_lists+/company.support-lists.shipping-method";
import * as vendorGroupRoute from "../../app/routes/company.$companyId.dashboard+/_lists+/company.support-lists.vendor-group";
import { getToast } from "../../app/utils/toast.server";
import { BASE, call, startTestApp, type TestApp } from "../support/app";
import { signedInOwner } from "../support/books";

// The six support-list screens through their loaders and actions: add with the
// count message, validation and duplicate messages, delete with its confirmation and count, a
// referenced delete, and another user's company.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.cleanup());

interface Company {
  id: number;
  cookie: string;
}

async function newCompany(): Promise<Company> {
  const { company, cookie } = await signedInOwner(app.db);
  return { id: company.id, cookie };
}

type Route = { loader: unknown; action: unknown };
const path = (c: Company, name: string, search = "") => `/company/${c.id}/dashboard/company/support-lists/${name}${search}`;

function form(fields: Record<string, string>) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  return body;
}

const post = (route: Route, c: Company, name: string, fields: Record<string, string>) =>
  call(route.action, path(c, name), {
    method: "POST",
    params: { companyId: String(c.id) },
    headers: { Cookie: c.cookie },
    body: form(fields),
  });

async function load(route: Route, c: Company, name: string, search = "") {
  const response = await call(route.loader, path(c, name, search), { params: { companyId: String(c.id) }, headers: { Cookie: c.cookie } });
  expect(response.status).toBe(200);
  return (await response.json()) as {
    title: string;
    rows: { id: number; name: string; description: string | null; dueDays: number | null; confirmMessage: string }[];
    confirm: { id: number; name: string; confirmMessage: string } | null;
    notice: string | null;
    adding: boolean;
  };
}

async function toastOf(response: Response) {
  const cookie = (response.headers.get("Set-Cookie") ?? "").split(";")[0];
  return (await getToast(new Request(BASE, { headers: { Cookie: cookie } }))).toast;
}

const lists = [
  {
    route: vendorGroupRoute,
    name: "vendor-group",
    title: "Vendor Group List",
    label: "Vendor group",
    count: "vendor group(s)",
    fields: { name: "Wholesale" },
  },
  {
    route: customerGroupRoute,
    name: "customer-group",
    title: "Customer Group List",
    label: "Customer group",
    count: "customer group(s)",
    fields: { name: "Retail" },
  },
  {
    route: itemGroupRoute,
    name: "item-group",
    title: "Item Group List",
    label: "Item group",
    count: "item group(s)",
    fields: { name: "Hardware" },
  },
  {
    route: invoiceFrequencyRoute,
    name: "invoice-frequency",
    title: "Invoice Frequency List",
    label: "Invoice frequency",
    count: "invoice frequency(ies)",
    fields: { name: "Monthly" },
  },
  {
    route: paymentTermRoute,
    name: "payment-term",
    title: "Payment Term List",
    label: "Payment term",
    count: "payment term(s)",
    fields: { name: "Net 30", type: "fixed", netDueIn: "30", netDueBefore: "", discountPercent: "" },
  },
  {
    route: shippingMethodRoute,
    name: "shipping-method",
    title: "Preferred Shipping Methods",
    label: "Shipping method",
    count: "shipping method(s)",
    fields: { name: "Courier", description: "Next-day courier" },
  },
] as const;

describe.each(lists)("$title", ({ route, name, title, label, count, fields }) => {
  it("adds with the count message, refuses a duplicate, deletes with the remaining count", async () => {
    const c = await newCompany();
    expect((await load(route, c, name)).title).toBe(title);
    expect((await load(route, c, name)).rows).toEqual([]);

    // A plain form post: redirect to the list with the success message and count as a toast.
    const added = await post(route, c, name, { intent: "create", ...fields });
    expect(added.status).toBe(302);
    expect(added.headers.get("Location")).toBe(path(c, name));
    // The item group's message is the spec's, without the name or a count.
    const created = (n: string, total: number) =>
      name === "item-group"
        ? "Item group created successfully!"
        : `${label} "${n}" created successfully! You now have ${total} ${count} in your system.`;
    expect(await toastOf(added)).toEqual({ type: "success", message: created(fields.name, 1) });

    // The dialog's post (respond=modal) gets the message as data.
    const second = await post(route, c, name, { intent: "create", respond: "modal", ...fields, name: "Second" });
    expect(second.status).toBe(200);
    expect((await second.json()).message).toBe(created("Second", 2));

    // Same name again (other case, padded): refused with the field error, nothing added.
    const duplicate = await post(route, c, name, {
      intent: "create",
      respond: "modal",
      ...fields,
      name: `  ${fields.name.toUpperCase()} `,
    });
    expect(duplicate.status).toBe(409);
    const reply = (await duplicate.json()).result;
    expect(reply.error.name).toEqual([expect.stringContaining("already exists")]);
    const list = await load(route, c, name);
    expect(list.rows.map((row) => row.name)).toEqual(
      [fields.name, "Second"].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );

    // The confirmation without JavaScript, then the delete.
    const target = list.rows.find((row) => row.name === fields.name)!;
    const confirming = await load(route, c, name, `?confirm=delete&id=${target.id}`);
    expect(confirming.confirm?.name).toBe(fields.name);
    expect(confirming.confirm?.confirmMessage).toMatch(
      new RegExp(`^Are you sure you want to delete the ${label.toLowerCase()} "${fields.name}"\\? This action cannot be undone`),
    );
    const deleted = await post(route, c, name, { intent: "delete", id: String(target.id) });
    expect(deleted.status).toBe(302);
    expect(await toastOf(deleted)).toEqual({
      type: "success",
      message: `${label} "${fields.name}" has been deleted successfully. You now have 1 ${count} remaining.`,
    });
    expect((await load(route, c, name)).rows.map((row) => row.name)).toEqual(["Second"]);

    // Deleting it again: the not-found text (it may have already been deleted).
    const again = await post(route, c, name, { intent: "delete", id: String(target.id) });
    expect(again.status).toBe(302);
    expect(await toastOf(again)).toEqual({ type: "error", message: `${label} not found. It may have already been deleted.` });
  });
});

describe("validation messages of the add forms", () => {
  it("names the missing fields of each kind", async () => {
    const c = await newCompany();
    const errorsOf = async (route: Route, name: string, fields: Record<string, string>) => {
      const response = await post(route, c, name, { intent: "create", ...fields });
      expect(response.status).toBe(400);
      return (await response.json()).result.error as Record<string, string[]>;
    };
    expect(await errorsOf(vendorGroupRoute, "vendor-group", { name: "   " })).toEqual({ name: ["Name field is required."] });
    expect(await errorsOf(invoiceFrequencyRoute, "invoice-frequency", { name: "" })).toEqual({ name: ["Name field is required."] });
    expect(await errorsOf(shippingMethodRoute, "shipping-method", { name: "Post", description: "" })).toEqual({
      description: ["Both fields are required."],
    });
    expect(await errorsOf(paymentTermRoute, "payment-term", { name: "", type: "fixed", netDueIn: "" })).toEqual({
      name: ["Payment term name is required."],
      netDueIn: ["Net due in (days) is required for Fixed Number of Days payment terms."],
    });
    expect(await errorsOf(paymentTermRoute, "payment-term", { name: "Net", type: "fixed", netDueIn: "-3" })).toEqual({
      netDueIn: ["Net due in (days) must be a valid positive number."],
    });
    expect(await errorsOf(paymentTermRoute, "payment-term", { name: "EOM", type: "date", netDueBefore: "" })).toEqual({
      netDueBefore: ["Net due before date is required for Date Driven payment terms."],
    });
  });

  it("shows payment terms with their description and due days", async () => {
    const c = await newCompany();
    await post(paymentTermRoute, c, "payment-term", { intent: "create", name: "Net 15", type: "fixed", netDueIn: "15" });
    await post(paymentTermRoute, c, "payment-term", { intent: "create", name: "End of month", type: "date", netDueBefore: "25" });
    const { rows } = await load(paymentTermRoute, c, "payment-term");
    expect(rows.map(({ name, description, dueDays }) => ({ name, description, dueDays }))).toEqual([
      { name: "End of month", description: "Date Driven", dueDays: 25 },
      { name: "Net 15", description: "Pay with in 15 days", dueDays: 15 },
    ]);
  });
});

describe("delete guards", () => {
  it("refuses a referenced entry with the Cannot delete message naming what it is assigned to", async () => {
    const c = await newCompany();
    await post(vendorGroupRoute, c, "vendor-group", { intent: "create", name: "Key suppliers" });
    const [group] = (await load(vendorGroupRoute, c, "vendor-group")).rows;
    // A row of another table that points at the group (the vendors table comes with a later issue),
    // keyed by company as every business table is.
    await app.db.raw(`CREATE TABLE screen_test_refs (company_id integer NOT NULL, id serial, vendor_group_id integer,
      PRIMARY KEY (company_id, id), FOREIGN KEY (company_id, vendor_group_id) REFERENCES vendor_groups (company_id, id))`);
    await app.db.raw("INSERT INTO screen_test_refs (company_id, vendor_group_id) VALUES (?, ?)", [c.id, group.id]);
    try {
      const refused = await post(vendorGroupRoute, c, "vendor-group", { intent: "delete", id: String(group.id) });
      expect(refused.status).toBe(302);
      expect(await toastOf(refused)).toEqual({
        type: "error",
        message:
          'Cannot delete "Key suppliers" because it is currently assigned to one or more vendors. Please reassign those vendors to another group first.',
      });
      expect((await load(vendorGroupRoute, c, "vendor-group")).rows).toHaveLength(1);
    } finally {
      await app.db.raw("DROP TABLE screen_test_refs");
    }
  });

  it("says an invalid selection or a missing entry", async () => {
    const c = await newCompany();
    const invalid = await post(itemGroupRoute, c, "item-group", { intent: "delete", id: "" });
    expect(invalid.status).toBe(302);
    expect(await toastOf(invalid)).toEqual({
      type: "error",
      message: "Invalid item group selected. Please refresh the page and try again.",
    });
    const missing = await load(shippingMethodRoute, c, "shipping-method", "?confirm=delete&id=999999");
    expect(missing.confirm).toBeNull();
    expect(missing.notice).toBe("Shipping method not found. It may have already been deleted.");
  });
});

describe("another user's company", () => {
  it("is a 404 for the list, adding and deleting, and its entries stay", async () => {
    const owner = await newCompany();
    await post(customerGroupRoute, owner, "customer-group", { intent: "create", name: "VIP" });
    const [group] = (await load(customerGroupRoute, owner, "customer-group")).rows;
    const intruder = await newCompany();
    const asIntruder = { id: owner.id, cookie: intruder.cookie };
    const listed = await call(customerGroupRoute.loader, path(asIntruder, "customer-group"), {
      params: { companyId: String(owner.id) },
      headers: { Cookie: intruder.cookie },
    });
    expect(listed.status).toBe(404);
    expect((await post(customerGroupRoute, asIntruder, "customer-group", { intent: "create", name: "Mine" })).status).toBe(404);
    expect((await post(customerGroupRoute, asIntruder, "customer-group", { intent: "delete", id: String(group.id) })).status).toBe(404);
    // The intruder's own list cannot reach it either.
    const own = await post(customerGroupRoute, intruder, "customer-group", { intent: "delete", id: String(group.id) });
    expect(own.status).toBe(302);
    expect(await toastOf(own)).toEqual({ type: "error", message: "Customer group not found. It may have already been deleted." });
    expect((await load(customerGroupRoute, owner, "customer-group")).rows.map((row) => row.name)).toEqual(["VIP"]);
  });
});
