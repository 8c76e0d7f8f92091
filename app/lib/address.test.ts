import { describe, expect, it } from "vitest";
import { formatAddress, isEmptyAddress, parseAddress, validateAddress, type AddressParts } from "./address";

const full: AddressParts = {
  address1: "12 Main St",
  address2: "Suite 4",
  city: "Springfield",
  state: "IL",
  postalCode: "62701",
  country: "USA",
};

describe("formatAddress", () => {
  it("writes six lines in order", () => {
    expect(formatAddress(full)).toBe("12 Main St\nSuite 4\nSpringfield\nIL\n62701\nUSA");
  });

  it("keeps an empty line for an empty part", () => {
    const text = formatAddress({ ...full, address2: "" });
    expect(text).toBe("12 Main St\n\nSpringfield\nIL\n62701\nUSA");
    expect(text.split("\n")).toHaveLength(6);
  });

  it("trims parts and keeps each on one line", () => {
    expect(formatAddress({ address1: "  1 A St\n", city: "Town" })).toBe("1 A St\n\nTown\n\n\n");
  });
});

describe("parseAddress", () => {
  it("splits the lines into the six parts", () => {
    expect(parseAddress("12 Main St\nSuite 4\nSpringfield\nIL\n62701\nUSA")).toEqual(full);
  });

  it("round-trips with formatAddress", () => {
    expect(parseAddress(formatAddress(full))).toEqual(full);
    const noSuite = { ...full, address2: "" };
    expect(parseAddress(formatAddress(noSuite))).toEqual(noSuite);
  });

  it("fills missing lines with empty strings and accepts CRLF", () => {
    expect(parseAddress("1 A St\r\n\r\nTown")).toEqual({
      address1: "1 A St",
      address2: "",
      city: "Town",
      state: "",
      postalCode: "",
      country: "",
    });
    expect(isEmptyAddress(parseAddress(""))).toBe(true);
    expect(isEmptyAddress(parseAddress(null))).toBe(true);
    expect(isEmptyAddress(full)).toBe(false);
  });
});

describe("validateAddress", () => {
  it("accepts a complete address without address2", () => {
    expect(validateAddress({ ...full, address2: "" })).toBeNull();
  });

  it("lists every missing required label", () => {
    expect(validateAddress({})).toBe("Please fill in required fields: Address1, City, State, Postal code, Country");
  });

  it("lists only the missing ones and treats blanks as missing", () => {
    expect(validateAddress({ ...full, city: "  ", postalCode: "" })).toBe("Please fill in required fields: City, Postal code");
    expect(validateAddress({ ...full, country: "" })).toBe("Please fill in required fields: Country");
  });
});
