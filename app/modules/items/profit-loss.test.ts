import { describe, expect, it } from "vitest";
import type { Cents } from "~/lib/money";
import { profitLossAnalysis, shouldAnalyse } from "./profit-loss";

const c = (n: number) => n as Cents;

describe("the profit and loss analysis", () => {
  it("reports a profit with the difference and its percentage of the purchase price, to one decimal", () => {
    expect(profitLossAnalysis("service", c(5000), c(3000))).toEqual({
      outcome: "profit",
      salesPrice: 5000,
      purchasePrice: 3000,
      difference: 2000,
      percentage: "66.7",
      message: "You will make a profit of $20.00 on this service",
    });
    expect(profitLossAnalysis("product", c(123456), c(100000)).message).toBe("You will make a profit of $234.56 on this product");
    expect(profitLossAnalysis("product", c(123456), c(100000)).percentage).toBe("23.5");
  });

  it("reports a loss as a positive amount, with a negative percentage", () => {
    const analysis = profitLossAnalysis("product", c(750), c(1000));
    expect(analysis).toMatchObject({ outcome: "loss", difference: -250, percentage: "-25.0" });
    expect(analysis.message).toBe("You will incur a loss of $2.50 on this product");
    expect(profitLossAnalysis("service", c(1), c(3)).message).toBe("You will incur a loss of $0.02 on this service");
  });

  it("reports break-even in the spec's words", () => {
    expect(profitLossAnalysis("service", c(4200), c(4200))).toMatchObject({
      outcome: "break-even",
      difference: 0,
      percentage: "0.0",
      message: "You will break even (no profit or loss)",
    });
  });

  it("rounds the percentage half away from zero, in integers", () => {
    // 1/8 = 12.5 % exactly; 1/16 = 6.25 % → 6.3; −1/16 → −6.3; 1/3 → 33.3; 2/3 → 66.7
    expect(profitLossAnalysis("service", c(900), c(800)).percentage).toBe("12.5");
    expect(profitLossAnalysis("service", c(1700), c(1600)).percentage).toBe("6.3");
    expect(profitLossAnalysis("service", c(1500), c(1600)).percentage).toBe("-6.3");
    expect(profitLossAnalysis("service", c(400), c(300)).percentage).toBe("33.3");
    expect(profitLossAnalysis("service", c(99_999_999_999_999), c(1)).percentage).toBe("9999999999999800.0");
  });

  it("gives no percentage of a zero purchase price", () => {
    expect(profitLossAnalysis("service", c(100), c(0)).percentage).toBeNull();
  });

  it("runs only when the item is both sold and bought at positive prices, without errors", () => {
    const ok = { sells: true, buys: true, salesPrice: c(500), purchasePrice: c(300), hasErrors: false };
    expect(shouldAnalyse(ok)).toBe(true);
    expect(shouldAnalyse({ ...ok, sells: false })).toBe(false);
    expect(shouldAnalyse({ ...ok, buys: false })).toBe(false);
    expect(shouldAnalyse({ ...ok, hasErrors: true })).toBe(false);
    expect(shouldAnalyse({ ...ok, salesPrice: c(0) })).toBe(false);
    expect(shouldAnalyse({ ...ok, purchasePrice: null })).toBe(false);
  });
});
