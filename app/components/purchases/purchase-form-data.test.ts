import { describe, expect, it } from "vitest";
import { editRows, emptyValues, liveTotal, prepareSubmission, quantityUnits, refreshValues, valuesFromForm } from "./purchase-form-data";

// The purchase form's state on both sides: reading the posted form, the live total, the rows
// without JavaScript, and a submission as the kind's schema reads it.

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
};

describe("the purchase form's state", () => {
  it("reads the rows by index and the cheque box (unticked only when the section was shown)", () => {
    const values = valuesFromForm(
      form({ "accountRecords[1].amount": "5", "itemRecords[0].itemId": "7", chequeShown: "1", paymentMethod: "Cheque" }),
    );
    expect(values.accountRecords).toEqual([
      { accountId: "", description: "", amount: "" },
      { accountId: "", description: "", amount: "5" },
    ]);
    expect(values.itemRecords[0].itemId).toBe("7");
    expect(values.toBePrinted).toBe(false);
    expect(valuesFromForm(form({})).toBePrinted).toBe(true);
    expect(valuesFromForm(form({ toBePrinted: "on" })).toBePrinted).toBe(true);
  });

  it("totals account rows with an account and item rows as quantity × unit price, to the cent", () => {
    expect(
      liveTotal({
        accountRecords: [
          { accountId: "1", description: "", amount: "10.10" },
          { accountId: "", description: "", amount: "99" }, // no account: not counted
          { accountId: "2", description: "", amount: "oops" },
        ],
        itemRecords: [
          { itemId: "3", itemType: "product", description: "", quantity: "2.5", unitPrice: "4.50" },
          { itemId: "4", itemType: "service", description: "", quantity: "", unitPrice: "0.333" }, // not an amount: 0
          { itemId: "", itemType: "", description: "", quantity: "3", unitPrice: "1" },
        ],
      }),
    ).toBe(1_010 + 1_125);
    expect(quantityUnits("")).toBe(0); // no quantity typed: no amount (issue 25, item 4)
    expect(quantityUnits("0.0001")).toBe(1);
    expect(quantityUnits("-1")).toBe(0);
  });

  it("adds and deletes rows without JavaScript; the only row is cleared, not removed", () => {
    const values = emptyValues("2026-11-25");
    expect(editRows(values, "add-item-row").itemRecords).toHaveLength(3);
    const one = { ...values, accountRecords: [{ accountId: "1", description: "x", amount: "2" }] };
    expect(editRows(one, { table: "account", deleteRow: 0 }).accountRecords).toEqual([{ accountId: "", description: "", amount: "" }]);
  });

  it("a submission gets each chosen item's type and, when blank, its price; the status follows the button", () => {
    const items = [{ id: 7, name: "Paper", itemType: "product", description: "", unitPrice: "4.50" }];
    const prepared = prepareSubmission(
      form({
        "itemRecords[0].itemId": "7",
        "itemRecords[0].unitPrice": "",
        "itemRecords[1].itemId": "7",
        "itemRecords[1].unitPrice": "1.00",
        status: "open",
      }),
      items,
      "save-draft",
    );
    expect(prepared.get("itemRecords[0].itemType")).toBe("product");
    expect(prepared.get("itemRecords[0].unitPrice")).toBe("4.50");
    expect(prepared.get("itemRecords[1].unitPrice")).toBe("1.00");
    expect(prepared.getAll("status")).toEqual(["draft"]);
    expect(prepareSubmission(form({ chequeShown: "1" }), items, "save-close").get("toBePrinted")).toBe("false");
  });

  it("Update without JavaScript: a new vendor clears contact and phone and brings its Bill To and term", () => {
    const party = {
      id: 2,
      vendorName: "Acme",
      contacts: [{ name: "Ann", email: "", phone: "555", primary: true }],
      billTo: "Acme",
      paymentTermId: 9,
    };
    const values = { ...emptyValues("2026-11-25"), vendorId: "2", contactName: "Old", phone: "1", billTo: "Old" };
    expect(refreshValues(values, null, party, [])).toMatchObject({ contactName: "", phone: "", billTo: "Acme", paymentTermId: "9" });
    expect(refreshValues({ ...values, contactName: "Ann", phone: "" }, party, party, [])).toMatchObject({
      contactName: "Ann",
      phone: "555",
      billTo: "Old",
    });
  });
});
