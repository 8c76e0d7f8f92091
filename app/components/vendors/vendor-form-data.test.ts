import { describe, expect, it } from "vitest";
import {
  cardOfIntent,
  dottedErrors,
  firstTabWithErrors,
  followPrimaryRadio,
  formFields,
  messagesOf,
  tabMessages,
  emptyVendorValues,
} from "./vendor-form-data";

describe("the vendor form's errors", () => {
  const errors = {
    "contacts[0].email": ["Contact 1: Invalid email format."],
    "addresses[0].city": ["City is required"],
    "addresses[0]": ["Billing Address: All fields are required."],
    "addresses[1].type": ["Address type Other is used more than once. Each address type can be used once per vendor."],
    accountNumber: ["Account Number must contain only digits."],
    vendorId: ["Vendor ID is required."],
    skipped: null,
  };

  it("summarises a refusal in tab order, a Billing address once for all its fields", () => {
    expect(messagesOf(errors)).toEqual([
      "Vendor ID is required.",
      "Account Number must contain only digits.",
      "Contact 1: Invalid email format.",
      "Billing Address: All fields are required.",
      "Address type Other is used more than once. Each address type can be used once per vendor.",
    ]);
    expect(firstTabWithErrors(errors)).toBe("general");
    expect(firstTabWithErrors({ "contacts[2].name": ["Contact Name is required"] })).toBe("contacts");
    expect(tabMessages(errors, "addresses")).toEqual([
      "City is required",
      "Billing Address: All fields are required.",
      "Address type Other is used more than once. Each address type can be used once per vendor.",
    ]);
  });

  it("writes conform's names the way the API does", () => {
    expect(dottedErrors({ "": ["Form"], "addresses[0].city": ["City is required"], vendorId: ["Vendor ID is required."] })).toEqual({
      "addresses.0.city": ["City is required"],
      vendorId: ["Vendor ID is required."],
    });
  });

  it("tells a card's own check from the form's", () => {
    expect(cardOfIntent({ type: "validate", payload: { name: "contacts[1].phone" } })).toEqual({ list: "contacts", index: 1 });
    expect(cardOfIntent({ type: "update", payload: { name: "addresses[0].city", validated: false } })).toEqual({
      list: "addresses",
      index: 0,
    });
    expect(cardOfIntent({ type: "validate", payload: { name: "contacts" } })).toBeUndefined();
    expect(cardOfIntent({ type: "remove", payload: { name: "contacts", index: 1 } })).toBeUndefined();
    expect(cardOfIntent(null)).toBeUndefined();
  });
});

describe("the primary contact without JavaScript", () => {
  it("starts on the vendor's primary contact, else the first row", () => {
    const values = emptyVendorValues("2026-03-01");
    expect(formFields(values).primaryContact).toBe("0");
    const contact = { name: "A", title: "T", phone: "1", email: "a@b.cd", primary: false };
    expect(formFields({ ...values, contacts: [contact, { ...contact, primary: true }] }).primaryContact).toBe("1");
  });

  it("follows its row when a row above it is removed, and goes to the first row when its own is", () => {
    const removed = (index: number, primaryContact: string) =>
      followPrimaryRadio({ intent: { type: "remove", payload: { name: "contacts", index } }, initialValue: { primaryContact } })
        .initialValue?.primaryContact;
    expect(removed(0, "2")).toBe("1");
    expect(removed(2, "1")).toBe("1");
    expect(removed(1, "1")).toBe("0");
    // Other intents leave it.
    const inserted = { intent: { type: "insert" as const, payload: { name: "contacts" } }, initialValue: { primaryContact: "1" } };
    expect(followPrimaryRadio(inserted)).toBe(inserted);
  });
});
