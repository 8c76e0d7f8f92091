import { describe, expect, it } from "vitest";
import {
  formatMoney,
  formatMoneyAs,
  fromDecimal,
  moneyRangeMessage,
  parseMoney,
  readMoney,
  sumCents,
  toDecimal,
  type Cents,
} from "./money";

describe("money", () => {
  it("parses amounts into cents", () => {
    expect(parseMoney("1,234.5")).toBe(123450);
    expect(parseMoney("$12")).toBe(1200);
    expect(parseMoney(" 0.07 ")).toBe(7);
    expect(parseMoney(12.34)).toBe(1234);
    expect(parseMoney("-3.10")).toBe(-310);
    expect(parseMoney("-$3.10")).toBe(-310);
    expect(parseMoney("999999999999.99")).toBe(99999999999999);
  });
  it("refuses what is not an amount of cents", () => {
    for (const bad of ["", "abc", "1.234", "1e3", "1.", ".5", "1,2.3.4", "1000000000000", null, undefined, NaN, Infinity, 0.1 + 0.2, {}]) {
      expect(parseMoney(bad), String(bad)).toBeNull();
    }
  });
  it("tells an amount past the column's range from a malformed one", () => {
    for (const big of ["1,000,000,000,000.00", "1000000000000", "$99,999,999,999,999", 1e12, 1e308, "0001000000000000.5"]) {
      expect(readMoney(big), String(big)).toEqual({ ok: false, reason: "range", negative: false });
    }
    for (const big of ["-1,000,000,000,000.00", -1e308])
      expect(readMoney(big), String(big)).toEqual({ ok: false, reason: "range", negative: true });
    for (const bad of ["NaN", "Infinity", "-Infinity", NaN, Infinity, "1e308", "1.234", {}])
      expect(readMoney(bad), String(bad)).toMatchObject({ ok: false, reason: "format" });
    expect(readMoney("999,999,999,999.99")).toEqual({ ok: true, cents: 99999999999999 });
    expect(moneyRangeMessage("Amount")).toBe("Amount must be less than 1,000,000,000,000.00");
  });
  it("writes decimals and formats for people", () => {
    expect(toDecimal(123450 as Cents)).toBe("1234.50");
    expect(toDecimal(-5 as Cents)).toBe("-0.05");
    expect(formatMoney(123456789 as Cents)).toBe("$1,234,567.89");
    expect(formatMoney(-1200 as Cents)).toBe("-$12.00");
    expect(formatMoney(0 as Cents)).toBe("$0.00");
  });
  it("reads database numerics and sums without floating point", () => {
    expect(fromDecimal("0.10")).toBe(10);
    expect(fromDecimal(null)).toBe(0);
    expect(fromDecimal("-0.5")).toBe(-50);
    // a sum of many numeric(14,2) lines can pass 12 whole digits
    expect(fromDecimal("1234567890123.45")).toBe(123456789012345);
    expect(() => fromDecimal("99999999999999999.00")).toThrow("Not an amount");
    const tenths = Array.from({ length: 10 }, () => fromDecimal("0.10"));
    expect(sumCents(tenths)).toBe(100);
  });
});

describe("formatMoneyAs", () => {
  const us = { symbol: "$", symbolPosition: "before", decimalSeparator: ".", thousandSeparator: ",", negativeFormat: "minus" } as const;
  it("writes an amount in a company's currency format", () => {
    expect(formatMoneyAs(123456789, us)).toBe("$1,234,567.89");
    expect(formatMoneyAs(-5, us)).toBe("-$0.05");
    const euro = {
      symbol: "€",
      symbolPosition: "after",
      decimalSeparator: ",",
      thousandSeparator: ".",
      negativeFormat: "parentheses",
    } as const;
    expect(formatMoneyAs(123450, euro)).toBe("1.234,50 €");
    expect(formatMoneyAs(-123450, euro)).toBe("(1.234,50 €)");
    expect(formatMoneyAs(100000000, { ...us, thousandSeparator: "" })).toBe("$1000000.00");
    expect(formatMoneyAs(123456, { ...us, thousandSeparator: "'" })).toBe("$1'234.56");
  });
});
