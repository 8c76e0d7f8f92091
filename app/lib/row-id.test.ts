import { describe, expect, it } from "vitest";
import { isRowId, MAX_ROW_ID, rowIdOf } from "./row-id";

describe("row ids", () => {
  it("takes positive integers of the int range, as numbers or digit text", () => {
    expect([1, MAX_ROW_ID].map(isRowId)).toEqual([true, true]);
    expect([0, -1, 1.5, MAX_ROW_ID + 1, Number.NaN].map(isRowId)).toEqual([false, false, false, false, false]);
    expect(rowIdOf(" 42 ")).toBe(42);
    expect(rowIdOf(String(MAX_ROW_ID))).toBe(MAX_ROW_ID);
  });

  it("refuses text that Number() would read but an id is not written as", () => {
    expect(["", "0", "-3", "1e3", "0x10", "4.0", "2147483648", "12345678901", "7a"].map(rowIdOf)).toEqual(Array(9).fill(null));
    expect([null, undefined, 0, 3.2].map(rowIdOf)).toEqual([null, null, null, null]);
  });
});
