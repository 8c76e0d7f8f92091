// @vitest-environment jsdom
import "../../../vitest.setup.ui";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { emptyInventoryValues } from "~/components/inventory/inventory-item-form-data";
import { emptyItemValues, type ItemFormLoadedBase } from "./item-form-data";
import { ItemFormRoute } from "./item-form";
import { ITEM_FORM_TYPES, type ItemFormType } from "./item-form-types";

// The one item form: each type's tabs and fields, from its row of the table, rendered by the same
// component; the sell box follows conform (no copy of the values beside it).

const lists = {
  companyId: 7,
  accounts: [],
  itemGroups: [],
  vendors: [],
  parents: [],
};

function loadedOf(type: ItemFormType): ItemFormLoadedBase {
  return type === "inventory"
    ? { type, mode: "new", ...lists, warehouses: [{ id: 1, name: "Main" }], item: null, values: emptyInventoryValues("11/29/2026", "1") }
    : { type, mode: "new", ...lists, item: null, values: emptyItemValues() };
}

function show(type: ItemFormType) {
  const router = createMemoryRouter([{ path: "/item", loader: () => loadedOf(type), element: <ItemFormRoute /> }], {
    initialEntries: ["/item"],
  });
  render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
}

const tabsOf = (form: HTMLElement) =>
  within(form)
    .getAllByRole("tab")
    .map((t) => t.textContent);
const labels = (names: string[]) => names.map((name) => screen.getByLabelText(new RegExp(`^${name.replace(/[()]/g, "\\$&")}`)));

describe("the item form", () => {
  it("a vendor service item: name, group and the selling side first; the buying side, always bought, on its own tab", async () => {
    show("service");
    const form = await screen.findByRole("form", { name: "Vendor Service Item" }, { timeout: 15_000 });
    expect(tabsOf(form)).toEqual(["Basic Information", "Service Information"]);
    labels(["Service Name", "Sales Price (USD)", "Standard Cost (USD)", "Taxable", "Commission Item", "I sell this service"]);
    expect(within(screen.getByRole("tabpanel")).queryByLabelText(/^Purchase Price/)).toBeNull();
    expect(screen.queryByLabelText(/^On Hand Quantity/)).toBeNull();
    await userEvent.click(screen.getByRole("tab", { name: "Service Information" }));
    labels(["Purchase Price (USD)", "Vendor Service No"]);
    const buys = screen.getByLabelText("I buy this service") as HTMLInputElement;
    expect([buys.checked, buys.disabled]).toEqual([true, true]);
    expect(screen.queryByLabelText(/^Weight/)).toBeNull();
  });

  it("a vendor product item: the product's names, its buy box and its weight", async () => {
    show("product");
    await screen.findByRole("form", { name: "Vendor Product Item" }, { timeout: 15_000 });
    labels(["Product Name", "I sell this product"]);
    await userEvent.click(screen.getByRole("tab", { name: "Product Information" }));
    const buys = screen.getByLabelText("I buy this product") as HTMLInputElement;
    expect([buys.checked, buys.disabled, buys.name]).toEqual([true, false, "iBuyThisProduct"]);
    labels(["Weight", "Vendor Product No"]);
  });

  it("an inventory item: the identity alone first; sales, purchase and stock together, with the opening stock", async () => {
    show("inventory");
    const form = await screen.findByRole("form", { name: "New Inventory Item" }, { timeout: 15_000 });
    expect(tabsOf(form)).toEqual(["Basic Information", "Sales & Purchase Details"]);
    labels(["Inventory Name", "Items Group"]);
    expect(within(screen.getByRole("tabpanel")).queryByLabelText(/^Sales Price/)).toBeNull();
    await userEvent.click(screen.getByRole("tab", { name: "Sales & Purchase Details" }));
    labels(["Sales Price (USD)", "Cost of Goods Sold Account", "Assets Account", "Standard Cost (USD)", "On Hand Quantity", "Warehouse"]);
    expect(screen.queryByLabelText(/^Taxable/)).toBeNull();
    // The sell box is conform's: unticked, the sales price is no longer asked for.
    const sells = screen.getByLabelText("I sell this product") as HTMLInputElement;
    expect(sells.name).toBe("sellProduct");
    expect((screen.getByLabelText(/^Sales Price/) as HTMLInputElement).required).toBe(true);
    await userEvent.click(sells);
    expect((screen.getByLabelText(/^Sales Price/) as HTMLInputElement).required).toBe(false);
  });

  it("every type's tabs hold field sets the form has, and every field it posts is named", () => {
    for (const row of Object.values(ITEM_FORM_TYPES)) {
      expect(row.tabs.flatMap((tab) => tab.sets)).toContain("identity");
      expect(row.names.subitem).toBe("subitem");
      expect(row.names.parentItemId).toBe("parentItemId");
    }
  });
});
