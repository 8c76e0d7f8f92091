import { describe, expect, it } from "vitest";
import { decimalTextOf, formatFixedDecimal, isZeroDecimal, readFixedDecimal } from "./fixed-decimal";
import { readQuantity } from "./quantity";

const RATE = { whole: 10, places: 8 };

describe("fixed decimals", () => {
  it("reads text and numbers exactly, with every place", () => {
    expect(readFixedDecimal("1.0845", RATE)).toBe("1.08450000");
    expect(readFixedDecimal(" 0.00012345 ", RATE)).toBe("0.00012345");
    expect(readFixedDecimal("1,234", RATE)).toBe("1234.00000000");
    expect(readFixedDecimal(0.1, RATE)).toBe("0.10000000");
    expect(readFixedDecimal("0007.5", RATE)).toBe("7.50000000");
    expect(readFixedDecimal("9999999999.99999999", RATE)).toBe("9999999999.99999999");
  });

  it("refuses signs, exponents, too many places or digits, and what is not a number", () => {
    for (const bad of ["-1", "+1", "1e3", "1.123456789", "12345678901", "", ".5", "1.", "abc", null, Number.NaN, Infinity, {}]) {
      expect(readFixedDecimal(bad, RATE), String(bad)).toBeNull();
    }
  });

  it("prints without trailing zeros, thousands grouped", () => {
    expect(formatFixedDecimal("1234.50000000")).toBe("1,234.5");
    expect(formatFixedDecimal("1.00000000")).toBe("1");
    expect(formatFixedDecimal("0.00012345")).toBe("0.00012345");
    expect(isZeroDecimal("0.00000000")).toBe(true);
    expect(isZeroDecimal("0.00000001")).toBe(false);
  });

  it("gives the text to match of what a form or a client sent, which quantities read too", () => {
    expect([decimalTextOf(" 1,234.5 "), decimalTextOf(2.5), decimalTextOf(Number.NaN), decimalTextOf(null)]).toEqual([
      "1234.5",
      "2.5",
      "",
      "",
    ]);
    expect([readQuantity(" 1,002.5 "), readQuantity(-3.125), readQuantity("1.23456"), readQuantity(Infinity)]).toEqual([
      10_025_000,
      -31_250,
      null,
      null,
    ]);
  });
});
