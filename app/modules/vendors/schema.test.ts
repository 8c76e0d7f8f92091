import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { vendorCreateSchema, vendorFormSchema, type VendorFormOptions } from "./schema";

// The New / Edit Vendor form's schema, as conform runs it in the browser and the action runs it on
// the server: the form's own readings of a post (blank rows, the primary radio, the Active box),
// row numbers kept as posted, a card's own check, and the availability check's finding.

function post(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

const contact = (row: number, values: { name?: string; title?: string; phone?: string; email?: string; primary?: string }) =>
  Object.fromEntries(
    Object.entries({ name: "", title: "", phone: "", email: "", ...values }).map(([k, v]) => [`contacts[${row}].${k}`, v]),
  );

const ann = { name: "Ann Able", title: "Buyer", phone: "555-0101", email: "ann@example.com" };
const bob = { name: "Bob Baker", title: "Clerk", phone: "555 0202", email: "bob@example.com" };

function parse(fields: Record<string, string>, mode: "new" | "edit" = "new", options?: VendorFormOptions) {
  return parseWithZod(post({ vendorId: "V-1", vendorName: "Vendor", ...fields }), {
    schema: vendorFormSchema(mode, options),
    disableAutoCoercion: true,
  });
}

function value(fields: Record<string, string>, mode: "new" | "edit" = "new") {
  const submission = parse(fields, mode);
  if (submission.status !== "success") throw new Error(`expected a valid form, got ${JSON.stringify(submission.error)}`);
  return submission.value as {
    active: boolean;
    contacts: { name: string; primary: boolean }[];
    addresses: { type: string }[];
    openingBalance?: number;
  };
}

function errors(fields: Record<string, string>, mode: "new" | "edit" = "new", options?: VendorFormOptions) {
  const submission = parse(fields, mode, options);
  return submission.status === "error" ? submission.error : {};
}

describe("the vendor form's schema", () => {
  it("leaves blank rows out, but names the rows as they were posted", () => {
    const saved = value({ ...contact(0, {}), ...contact(1, { ...ann, primary: "on" }), ...contact(2, {}) });
    expect(saved.contacts.map((c) => c.name)).toEqual(["Ann Able"]);

    // Row 0 blank, row 1 refused: the message and the field are row 1's ("Contact 2").
    expect(errors({ ...contact(0, {}), ...contact(1, { ...ann, email: "ann-at-example", primary: "on" }) })).toEqual({
      "contacts[1].email": ["Contact 2: Invalid email format."],
    });
    // An address's type alone does not make a row.
    const addresses = value({
      "addresses[0].type": "Billing",
      "addresses[0].address1": "",
      "addresses[1].type": "Shipping",
      "addresses[1].city": "  ",
    });
    expect(addresses.addresses).toEqual([]);
  });

  it("reads the primary radio of the page without JavaScript, and asks for exactly one primary", () => {
    const byRadio = value({ ...contact(0, ann), ...contact(1, bob), primaryContact: "1" });
    expect(byRadio.contacts.map((c) => [c.name, c.primary])).toEqual([
      ["Ann Able", false],
      ["Bob Baker", true],
    ]);
    expect(errors({ ...contact(0, ann), ...contact(1, bob) })).toEqual({ contacts: ["At least one contact must be marked as primary."] });
    expect(errors({ ...contact(0, { ...ann, primary: "on" }), ...contact(1, { ...bob, primary: "on" }) })).toEqual({
      contacts: ["Only one contact can be marked as primary."],
    });
    // The radio on a blank row marks nobody.
    expect(errors({ ...contact(0, {}), ...contact(1, ann), primaryContact: "0" })).toEqual({
      contacts: ["At least one contact must be marked as primary."],
    });
  });

  it("asks for every field of a contact even when the post leaves some out", () => {
    expect(errors({ "contacts[0].name": "Only Name" })).toEqual({
      "contacts[0].title": ["Title is required"],
      "contacts[0].phone": ["Business Phone is required"],
      "contacts[0].email": ["Email is required"],
      contacts: ["At least one contact must be marked as primary."],
    });
  });

  it("reads the Active box as a form does: unchecked posts nothing", () => {
    expect(value({}).active).toBe(false);
    expect(value({ active: "on" }).active).toBe(true);
    // The API's payload, by contrast, is active unless it says otherwise.
    expect(vendorCreateSchema.parse({ vendorId: "V-1", vendorName: "Vendor" }).active).toBe(true);
  });

  it("leaves the opening balance out on Edit (it was posted to the ledger)", () => {
    expect(value({ openingBalance: "99", version: "3" }, "edit")).not.toHaveProperty("openingBalance");
    expect(value({ openingBalance: "99" }).openingBalance).toBe(9900);
  });

  it("checks a card's own row even when blank, in the card's words", () => {
    // A new card, as posted: blank, and primary (it is the only one).
    const blank = contact(0, { primary: "on" });
    expect(errors(blank)).toEqual({});
    expect(errors(blank, "new", { card: { list: "contacts", index: 0 } })).toEqual({
      "contacts[0].name": ["Contact Name is required"],
      "contacts[0].title": ["Title is required"],
      "contacts[0].phone": ["Business Phone is required"],
      "contacts[0].email": ["Email is required"],
    });
    const typed = { ...contact(0, { ...ann, primary: "on" }), ...contact(1, { ...bob, phone: "call me", email: "bob-at" }) };
    expect(errors(typed, "new", { card: { list: "contacts", index: 1 } })).toEqual({
      "contacts[1].phone": ["Invalid phone number format (allowed: digits, spaces, -, +, parentheses)"],
      "contacts[1].email": ["Invalid email format"],
    });
    // The same rows checked by Next or Save name the row.
    expect(errors(typed)).toEqual({
      "contacts[1].phone": ["Contact 2: Invalid phone number format."],
      "contacts[1].email": ["Contact 2: Invalid email format."],
    });
    expect(errors({ "addresses[0].type": "Billing" }, "new", { card: { list: "addresses", index: 0 } })).toMatchObject({
      "addresses[0].address1": ["Address Line 1 is required"],
      "addresses[0].country": ["Country is required"],
    });
  });

  it("refuses a Vendor ID the availability check found taken", () => {
    const taken = { isVendorIdTaken: (id: string) => id.toLowerCase() === "acme" };
    expect(errors({ vendorId: " Acme " }, "new", taken)).toEqual({ vendorId: ["This Vendor ID already exists in this company."] });
    expect(errors({ vendorId: "Other" }, "new", taken)).toEqual({});
  });
});
