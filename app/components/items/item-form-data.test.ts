import { describe, expect, it } from "vitest";
import { vendorItemSchema } from "~/modules/items/schema";
import {
  emptyItemValues,
  errorMessages,
  itemFormPayload,
  itemValuesFromForm,
  saveProblems,
  tabOfField,
  type ItemErrorMap,
} from "./item-form-data";

const toFormData = (fields: Record<string, string>) => {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  return formData;
};

describe("the item form's data", () => {
  it("places each field on its tab", () => {
    expect(tabOfField("service", "serviceName")).toBe("basic");
    expect(tabOfField("service", "salesPrice")).toBe("basic");
    expect(tabOfField("service", "iBuyThisService")).toBe("info");
    expect(tabOfField("product", "weight")).toBe("info");
    expect(tabOfField("product", "vendorProductNo")).toBe("info");
  });

  it("lists the messages in tab and field order, each once", () => {
    const errors: ItemErrorMap = {
      expenseAccountId: ["Expense Account is required."],
      serviceName: ["Service Name is required."],
      salesPrice: ["Sales Price (USD) is required."],
      incomeAccountId: null,
    };
    expect(errorMessages("service", errors)).toEqual([
      "Service Name is required.",
      "Sales Price (USD) is required.",
      "Expense Account is required.",
    ]);
  });

  it("a save with problems: the list and the first tab with one; a product's price errors alone get the alert", () => {
    expect(saveProblems("service", {})).toBeNull();
    expect(saveProblems("service", { purchasePrice: ["Purchase Price (USD) is required."] })).toEqual({
      kind: "fields",
      messages: ["Purchase Price (USD) is required."],
      tab: "info",
    });
    expect(saveProblems("product", { salesPrice: ["Sales Price (USD) should not be less than Purchase Price (USD)"] })).toEqual({
      kind: "alert",
      message: "Please fix the errors before saving.",
      tab: "basic",
    });
    expect(
      saveProblems("product", {
        productName: ["Product Name is required."],
        purchasePrice: ["Purchase Price (USD) must be a non-negative number"],
      }),
    ).toMatchObject({ kind: "fields", tab: "basic" });
  });

  it("reads the posted form back into the values it was typed from, and the values into what the schema checks", () => {
    const values = {
      ...emptyItemValues(),
      name: "Paper",
      sells: true,
      salesPrice: "6",
      incomeAccountId: "3",
      purchasePrice: "4.5",
      expenseAccountId: "4",
      weight: "2.5",
      taxable: false,
    };
    const payload = itemFormPayload("product", values);
    expect(payload).toMatchObject({ productName: "Paper", iSellThisProduct: "on", iBuyThisProduct: "on", taxable: "", weight: "2.5" });
    expect(itemValuesFromForm("product", toFormData(payload))).toEqual(values);
    const parsed = vendorItemSchema("product", { form: true }).parse(
      Object.fromEntries(Object.entries(payload).filter(([, v]) => v !== "")),
    );
    expect(parsed).toMatchObject({ productName: "Paper", taxable: false, active: true, salesPrice: 600, purchasePrice: 450, weight: 2.5 });
    // A service is always bought, whatever the form posts.
    expect(itemValuesFromForm("service", toFormData({ serviceName: "Audit" })).buys).toBe(true);
  });
});
