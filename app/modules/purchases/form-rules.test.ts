import { describe, expect, it } from "vitest";
import type { Cents } from "~/lib/money";
import { balanceProblem, billToText, contactLabel, itemUnitPrice, partyOfVendor, spendableOf } from "./form-rules";

// The purchase forms' client-side rules: the balance rule as the browser checks it (the same as
// spendableAmount on the server), Bill To, contact labels and an item row's starting price.

describe("spendableOf and balanceProblem", () => {
  it("a cash, bank or Paypal account can pay its balance", () => {
    expect(spendableOf({ accountType: "Bank", currentBalance: "100.00", creditLimit: null })).toBe(10_000);
    expect(spendableOf({ accountType: "Paypal", currentBalance: "-5.00", creditLimit: null })).toBe(-500);
    expect(balanceProblem(10_000 as Cents, 10_000 as Cents)).toBeNull();
    expect(balanceProblem(10_000 as Cents, 10_001 as Cents)).toBe("Insufficient balance in the selected account.");
  });

  it("a credit card its unused limit; without a limit, or another liability, no limit applies", () => {
    expect(spendableOf({ accountType: "Credit Card", currentBalance: "120.00", creditLimit: "500.00" })).toBe(38_000);
    expect(spendableOf({ accountType: "Credit Card", currentBalance: "120.00", creditLimit: "0.00" })).toBeNull();
    expect(spendableOf({ accountType: "Current Liability", currentBalance: "0.00", creditLimit: null })).toBeNull();
    expect(balanceProblem(null, 99_999_999 as never)).toBeNull();
  });
});

describe("the vendor's party", () => {
  const address = { address2: "", state: "IL", postalCode: "62701", country: "USA" };
  it("Bill To is the name and the Billing address, else the first address, else the name", () => {
    expect(
      billToText("Acme", [
        { type: "Shipping", address1: "9 Dock", city: "Port", ...address },
        { type: "Billing", address1: "1 Main St", city: "Springfield", ...address, address2: "Suite 2" },
      ]),
    ).toBe("Acme\n1 Main St\nSuite 2\nSpringfield, IL 62701\nUSA");
    expect(billToText("Acme", [{ type: "Other", address1: "9 Dock", city: "", ...address, state: "", postalCode: "" }])).toBe(
      "Acme\n9 Dock\nUSA",
    );
    expect(billToText("Acme", [])).toBe("Acme");
  });

  it("contacts show their email and [Primary], the primary first; nameless ones are left out", () => {
    const party = partyOfVendor({
      id: 1,
      vendorName: "Acme",
      paymentTermId: null,
      addresses: [],
      contacts: [
        { name: "Bob", email: "", phone: "2", primary: false },
        { name: " ", email: "x@y.z", phone: "", primary: false },
        { name: "Ann", email: "ann@acme.test", phone: "1", primary: true },
      ],
    });
    expect(party.contacts.map(contactLabel)).toEqual(["Ann (ann@acme.test) [Primary]", "Bob"]);
  });
});

describe("itemUnitPrice", () => {
  it("is the purchase price when there is one, else the sales price, else 0", () => {
    expect(itemUnitPrice({ purchasePrice: "4.50", salesPrice: "9.00" })).toBe("4.50");
    expect(itemUnitPrice({ purchasePrice: "0.00", salesPrice: "9.00" })).toBe("9.00");
    expect(itemUnitPrice({ purchasePrice: "0", salesPrice: null })).toBe("0.00");
    // An inventory item falls back on its standard cost, never its sales price.
    expect(itemUnitPrice({ itemType: "inventory", purchasePrice: "3.10", salesPrice: "9.00", standardCost: "2.00" })).toBe("3.10");
    expect(itemUnitPrice({ itemType: "inventory", purchasePrice: "0.00", salesPrice: "9.00", standardCost: "2.00" })).toBe("2.00");
    expect(itemUnitPrice({ itemType: "assembly", purchasePrice: "0.00", salesPrice: "9.00", standardCost: "0.00" })).toBe("0.00");
  });
});
