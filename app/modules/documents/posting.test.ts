import { describe, expect, it } from "vitest";
import type { Cents } from "~/lib/money";
import { documentPostingLines } from "./posting";

// Posting from a descriptor's rule: the rows on the rule's side, the total against the other side,
// and an issued stocked row split between its cost and the Cost of Goods Sold account.

const c = (n: number) => n as Cents;
const rows = [
  { accountId: 10, itemId: null, description: "Rent", amount: c(1000) },
  { accountId: 20, itemId: 7, description: "Widget", amount: c(500), stock: { itemName: "Widget", cogsAccountId: 30 } },
];
const noCogs = (name: string) => new Error(`no COGS for ${name}`);

describe("documentPostingLines", () => {
  it("debits the rows and credits the other side, which comes last", () => {
    const lines = documentPostingLines(
      { rows: "debit", against: "party" },
      { rows, total: c(1500), otherSide: 99, tag: { vendorId: 5 }, noCogsAccount: noCogs },
    );
    expect(lines).toEqual([
      { memo: "Rent", vendorId: 5, itemId: null, accountId: 10, debit: 1000 },
      { memo: "Widget", vendorId: 5, itemId: 7, accountId: 20, debit: 500 },
      { accountId: 99, credit: 1500, vendorId: 5 },
    ]);
  });

  it("credits the rows of a credit-side kind, the other side first, and splits an issued row at its cost", () => {
    const lines = documentPostingLines(
      { rows: "credit", against: "refundOrParty" },
      { rows, total: c(1500), otherSide: 99, tag: { vendorId: 5 }, issuedCost: new Map([[7, c(400)]]), noCogsAccount: noCogs },
    );
    expect(lines).toEqual([
      { accountId: 99, debit: 1500, vendorId: 5 },
      { memo: "Rent", vendorId: 5, itemId: null, accountId: 10, credit: 1000 },
      { memo: "Widget", vendorId: 5, itemId: 7, accountId: 20, credit: 400 },
      { memo: "Widget", vendorId: 5, itemId: 7, accountId: 30, credit: 100 },
    ]);
    const debits = lines.reduce((s, l) => s + (l.debit ?? 0), 0);
    const credits = lines.reduce((s, l) => s + (l.credit ?? 0), 0);
    expect(debits).toBe(credits);
  });

  it("debits Cost of Goods Sold when the credit is worth less than the cost, and refuses an item without that account", () => {
    const lines = documentPostingLines(
      { rows: "credit", against: "party" },
      { rows: [rows[1]], total: c(500), otherSide: 99, tag: {}, issuedCost: new Map([[7, c(600)]]), noCogsAccount: noCogs },
    );
    expect(lines.slice(1)).toEqual([
      { memo: "Widget", itemId: 7, accountId: 20, credit: 600 },
      { memo: "Widget", itemId: 7, accountId: 30, debit: 100 },
    ]);
    expect(() =>
      documentPostingLines(
        { rows: "credit", against: "party" },
        {
          rows: [{ ...rows[1], stock: { itemName: "Widget", cogsAccountId: null } }],
          total: c(500),
          otherSide: 99,
          tag: {},
          issuedCost: new Map([[7, c(600)]]),
          noCogsAccount: noCogs,
        },
      ),
    ).toThrow("no COGS for Widget");
  });
});
