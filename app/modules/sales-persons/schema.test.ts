import { describe, expect, it } from "vitest";
import {
  addressesOf,
  emptySalesPersonValues,
  readSalesPersonListQuery,
  SALES_PERSON_MESSAGES as M,
  salesPersonCreateBody,
  salesPersonFormSchema,
  salesPersonUpdateBody,
} from "./schema";

// The sales person's rules (spec §3, §5, §8) as the form, the API and the CLI read them.

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

const FORM = {
  salesPersonName: " Dana Seller ",
  email: "dana@example.com",
  phone: "+1 (555) 123-4567",
  active: "on",
  gender: "Male",
  dob: "02/14/1990",
  dateOfHire: "2024-01-05",
  address: "12 Market St\n\nSpringfield\nIL\n62701\nUSA",
};

describe("the form's schema", () => {
  it("reads the form: trimmed text, MM/DD/YYYY or ISO dates to ISO, the address's six lines, the account id", () => {
    const parsed = salesPersonFormSchema("new").parse({ ...FORM, expenseAccountId: "12", fax: "" });
    expect(parsed).toMatchObject({
      salesPersonName: "Dana Seller",
      active: true,
      gender: "Male",
      dob: "1990-02-14",
      dateOfHire: "2024-01-05",
      dateOfLastReview: null,
      dateOfRelease: null,
      expenseAccountId: 12,
      fileAs: "",
      addresses: [{ address1: "12 Market St", address2: "", city: "Springfield", state: "IL", postalCode: "62701", country: "USA" }],
    });
  });

  it("reads an unticked Active as inactive, a blank expense account as none, a blank address as no address, no gender as Unspecified", () => {
    const { active: _active, gender: _gender, ...rest } = FORM;
    const parsed = salesPersonFormSchema("new").parse({ ...rest, expenseAccountId: "", address: "\n\n\n" });
    expect(parsed).toMatchObject({ active: false, expenseAccountId: null, addresses: [], gender: "Unspecified" });
  });

  it("says each required field's message, once, for blank or spaces-only values", () => {
    const result = salesPersonFormSchema("new").safeParse({ salesPersonName: "   ", email: "", phone: " " });
    expect(errorsOf(result)).toEqual({
      salesPersonName: M.nameRequired,
      email: M.emailRequired,
      phone: M.phoneRequired,
    });
    expect([M.nameRequired, M.emailRequired, M.phoneRequired]).toEqual([
      "Sales person name is required",
      "Email is required",
      "Phone is required",
    ]);
  });

  it("holds email, phone and fax to the vendor contacts' formats", () => {
    const result = salesPersonFormSchema("new").safeParse({ ...FORM, email: "dana@", phone: "555-CALL", fax: "fax me" });
    expect(errorsOf(result)).toEqual({
      email: "Invalid email format",
      phone: "Invalid phone number format (allowed: digits, spaces, -, +, parentheses)",
      fax: "Invalid fax number format (allowed: digits, spaces, -, +, parentheses)",
    });
  });

  it("refuses a date that is not a calendar date, naming the field", () => {
    const result = salesPersonFormSchema("new").safeParse({
      ...FORM,
      dob: "02/30/2001",
      dateOfRelease: "1/2/2020",
      dateOfLastReview: "13/01/2020",
    });
    expect(errorsOf(result)).toEqual({
      dob: "Date of Birth: Invalid date. Use MM/DD/YYYY.",
      dateOfLastReview: "Date of Last Review: Invalid date. Use MM/DD/YYYY.",
      dateOfRelease: "Date of Release: Invalid date. Use MM/DD/YYYY.",
    });
  });

  it("needs every address part but the second once an address is given (the address dialog's message)", () => {
    const result = salesPersonFormSchema("new").safeParse({ ...FORM, address: "\nSuite 4\nSpringfield" });
    expect(errorsOf(result)).toEqual({ address: "Please fill in required fields: Address1, State, Postal code, Country" });
  });

  it("refuses a gender outside the four, control characters and line breaks in a name", () => {
    const result = salesPersonFormSchema("new").safeParse({ ...FORM, gender: "Robot", salesPersonName: "Dana\nSeller" });
    expect(errorsOf(result)).toEqual({
      gender: "Gender must be one of: Unspecified, Male, Female, Other",
      salesPersonName: "Must be a single line (no line breaks)",
    });
  });

  it("needs the version on Edit", () => {
    expect(errorsOf(salesPersonFormSchema("edit").safeParse(FORM))).toEqual({ version: "version is required" });
    expect(salesPersonFormSchema("edit").parse({ ...FORM, version: "3" })).toMatchObject({ version: 3 });
  });
});

describe("the API's bodies", () => {
  const BODY = { salesPersonName: "Api", email: "api@example.com", phone: "555 0100" };

  it("defaults active true and gender Unspecified; a date of hire left out is left to the route (today)", () => {
    const parsed = salesPersonCreateBody.parse(BODY);
    expect(parsed).toMatchObject({ active: true, gender: "Unspecified", dob: null });
    expect(parsed.dateOfHire).toBeUndefined();
    expect(salesPersonCreateBody.parse({ ...BODY, active: false, dateOfHire: "2025-03-01" })).toMatchObject({
      active: false,
      dateOfHire: "2025-03-01",
    });
  });

  it("takes the address as an object or null, or the whole list", () => {
    const address = { address1: "1 Main", address2: "", city: "Austin", state: "TX", postalCode: "73301", country: "USA" };
    expect(addressesOf(salesPersonCreateBody.parse({ ...BODY, address }))).toEqual([address]);
    expect(addressesOf(salesPersonCreateBody.parse({ ...BODY, address: null }), [address])).toEqual([]);
    expect(addressesOf(salesPersonCreateBody.parse(BODY), [address])).toEqual([address]);
    expect(addressesOf(salesPersonCreateBody.parse({ ...BODY, addresses: [address, { ...address, city: "Dallas" }] }))).toHaveLength(2);
    expect(errorsOf(salesPersonCreateBody.safeParse({ ...BODY, address: { address1: "1 Main" } }))).toEqual({
      address: "Please fill in required fields: City, State, Postal code, Country",
    });
  });

  it("needs the version on update", () => {
    expect(errorsOf(salesPersonUpdateBody.safeParse(BODY))).toEqual({ version: "version is required" });
  });
});

describe("what the screens read", () => {
  it("starts New active, Unspecified, hired today", () => {
    expect(emptySalesPersonValues("11/29/2026")).toMatchObject({ active: true, gender: "Unspecified", dateOfHire: "11/29/2026" });
  });

  it("reads the list's Current View (Active by default) and search from the URL", () => {
    expect(readSalesPersonListQuery(new URLSearchParams("view=inactive&q=%20dana%20"))).toEqual({ q: "dana", view: "inactive" });
    expect(readSalesPersonListQuery(new URLSearchParams("view=everything"))).toEqual({ q: "", view: "active" });
  });

  it("has the spec's messages, verbatim", () => {
    const spec = [
      "Please fill in all required fields.",
      "Validation Error",
      "Address Required",
      "Please click to enter address details.",
      "Failed to load sales persons",
      "Failed to load sales person data",
      "Failed to load expense accounts",
      "Sales person saved successfully!",
      "Sales person updated successfully!",
      "Save Failed",
      "Failed to save sales person. Please try again.",
      "Failed to update sales person",
    ];
    expect(Object.values(M)).toEqual(expect.arrayContaining(spec));
  });
});
