import { describe, expect, it } from "vitest";
import {
  autoFit,
  CANVAS,
  centerField,
  clampField,
  completeLayout,
  completeStubVisibility,
  DEFAULT_LAYOUT,
  layoutWarnings,
  memoWithoutPrefix,
  stubBillNumber,
  toPagePoints,
} from "./layout";

describe("the check layout", () => {
  it("keeps every default field inside the 600 × 280 preview and within the limits", () => {
    for (const [field, box] of Object.entries(DEFAULT_LAYOUT)) {
      expect(clampField(field as keyof typeof DEFAULT_LAYOUT, box)).toEqual(box);
      expect(box.x + box.width).toBeLessThanOrEqual(CANVAS.width);
      expect(box.y + box.height).toBeLessThanOrEqual(CANVAS.height);
    }
  });

  it("clamps a field to the input limits and inside the canvas", () => {
    expect(clampField("date", { x: -5, y: 900, width: 10, height: 99, fontSize: 40 })).toEqual({
      x: 0,
      y: 230,
      width: 60,
      height: 50,
      fontSize: 24,
    });
    expect(clampField("payee", { x: 580, y: 10, width: 1000, height: 20, fontSize: 2 })).toEqual({
      x: 100,
      y: 10,
      width: 500,
      height: 20,
      fontSize: 8,
    });
    expect(clampField("amountInWords", { x: 10.4, y: 10.6, width: 10, height: 15, fontSize: 12 })).toEqual({
      x: 10,
      y: 11,
      width: 200,
      height: 15,
      fontSize: 12,
    });
  });

  it("auto fits: 8 px a character plus 20 within the width limits, font size + 8 within 20–35", () => {
    expect(autoFit("payee", DEFAULT_LAYOUT.payee, "Acme Supplies")).toMatchObject({ width: 124, height: 22 });
    expect(autoFit("date", { ...DEFAULT_LAYOUT.date, fontSize: 8 }, "1")).toMatchObject({ width: 60, height: 20 });
    expect(autoFit("memo", { ...DEFAULT_LAYOUT.memo, fontSize: 24 }, "x".repeat(100))).toMatchObject({ width: 400, height: 32 });
  });

  it("centers a field across the canvas", () => {
    expect(centerField("amount", DEFAULT_LAYOUT.amount)).toMatchObject({ x: 240, y: DEFAULT_LAYOUT.amount.y });
  });

  it("warns of fields near an edge and of overlaps", () => {
    expect(layoutWarnings(DEFAULT_LAYOUT)).toEqual({ nearEdge: [], overlaps: [] });
    expect(layoutWarnings({ ...DEFAULT_LAYOUT, date: { ...DEFAULT_LAYOUT.date, x: 10 } }).nearEdge).toEqual(["date"]);
    expect(layoutWarnings({ ...DEFAULT_LAYOUT, amount: { ...DEFAULT_LAYOUT.amount, y: 250 } }).nearEdge).toEqual(["amount"]);
    const moved = { ...DEFAULT_LAYOUT, memo: { ...DEFAULT_LAYOUT.memo, x: 120, y: 150 } };
    expect(layoutWarnings(moved).overlaps).toEqual([["memo", "amountInWords"]]);
  });

  it("fills a partial layout from the saved one and clamps what is given", () => {
    const layout = completeLayout({ payee: { x: 50, y: 60, width: 300, height: 20, fontSize: 13 } });
    expect(layout.payee).toEqual({ x: 50, y: 60, width: 300, height: 20, fontSize: 13 });
    expect(layout.date).toEqual(DEFAULT_LAYOUT.date);
    expect(completeStubVisibility({ vendorPhone: false })).toMatchObject({ vendorName: true, vendorPhone: false, totalPayment: true });
  });

  it("maps the preview onto the top 8.5 × 3.5 in of the page", () => {
    expect(toPagePoints({ x: 600, y: 280, width: 600, height: 280, fontSize: 12 })).toEqual({
      x: 612,
      y: 252,
      width: 612,
      height: 252,
      fontSize: 12,
    });
  });

  it("shows bill numbers without their prefix and memos without what comes before -PAY-", () => {
    expect(stubBillNumber("BILL-0007")).toBe("0007");
    expect(stubBillNumber("ACME-BILL-12")).toBe("12");
    expect(stubBillNumber("INV-9")).toBe("INV-9");
    expect(memoWithoutPrefix("ACME-PAY-0003")).toBe("PAY-0003");
    expect(memoWithoutPrefix("PAY-0003")).toBe("PAY-0003");
    expect(memoWithoutPrefix("March rent")).toBe("March rent");
  });
});
