import { describe, expect, it } from "vitest";
import { amountInWords, numberInWords } from "./amount-in-words";
import { parseMoney } from "./money";

const words = (amount: string) => amountInWords(parseMoney(amount)!);

describe("amountInWords", () => {
  it.each([
    ["0", "Zero Dollars"],
    ["0.00", "Zero Dollars"],
    ["0.05", "Zero Dollars and 05/100"],
    ["0.99", "Zero Dollars and 99/100"],
    ["1", "One Dollar and 00/100"],
    ["1.01", "One Dollar and 01/100"],
    ["2", "Two Dollars and 00/100"],
    ["15", "Fifteen Dollars and 00/100"],
    ["19.50", "Nineteen Dollars and 50/100"],
    ["20", "Twenty Dollars and 00/100"],
    ["21", "Twenty-One Dollars and 00/100"],
    ["99.99", "Ninety-Nine Dollars and 99/100"],
    ["100", "One Hundred Dollars and 00/100"],
    ["101", "One Hundred One Dollars and 00/100"],
    ["110", "One Hundred Ten Dollars and 00/100"],
    ["999", "Nine Hundred Ninety-Nine Dollars and 00/100"],
    ["1,000.10", "One Thousand Dollars and 10/100"],
    ["1,001", "One Thousand One Dollars and 00/100"],
    ["1,234.56", "One Thousand Two Hundred Thirty-Four Dollars and 56/100"],
    ["10,000", "Ten Thousand Dollars and 00/100"],
    ["21,345.67", "Twenty-One Thousand Three Hundred Forty-Five Dollars and 67/100"],
    ["100,000", "One Hundred Thousand Dollars and 00/100"],
    ["999,999.99", "Nine Hundred Ninety-Nine Thousand Nine Hundred Ninety-Nine Dollars and 99/100"],
    ["1,000,000", "One Million Dollars and 00/100"],
    ["1,000,001", "One Million One Dollars and 00/100"],
    ["2,000,300.40", "Two Million Three Hundred Dollars and 40/100"],
    ["12,345,678.90", "Twelve Million Three Hundred Forty-Five Thousand Six Hundred Seventy-Eight Dollars and 90/100"],
    ["999,999,999.99", "Nine Hundred Ninety-Nine Million Nine Hundred Ninety-Nine Thousand Nine Hundred Ninety-Nine Dollars and 99/100"],
    ["1,000,000,000", "One Billion Dollars and 00/100"],
  ])("%s is %s", (amount, expected) => {
    expect(words(amount)).toBe(expected);
  });

  it("refuses what is not a whole number of cents, or is negative", () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
    expect(() => amountInWords(Number.NaN)).toThrow(RangeError);
  });

  it("writes the largest amount a numeric(14,2) column holds", () => {
    expect(numberInWords(999_999_999_999)).toBe(
      "Nine Hundred Ninety-Nine Billion Nine Hundred Ninety-Nine Million Nine Hundred Ninety-Nine Thousand Nine Hundred Ninety-Nine",
    );
  });
});
