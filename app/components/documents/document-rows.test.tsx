// @vitest-environment jsdom
import "../../../vitest.setup.ui";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useRef, useState } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import type { BuyableItem } from "~/modules/purchases/form-rules";
import { ItemRowsTable, type Keyed } from "./document-rows";
import { deleteRow, emptyItemRow, type ItemRowValues } from "./row-values";

// The open list / calendar loads the first time it opens: fetched here once, so that the tests'
// waits (findBy…) are not spent transforming it on a busy machine.
beforeAll(async () => {
  await import("~/components/ui/searchable-select-list");
});

// The Itemize by Product/Service table in the browser: choosing an item fills its type, unit price
// and description; an item chosen in one row is not offered in another; the amount is quantity ×
// unit price; rows are added and deleted here.

const ITEMS: BuyableItem[] = [
  { id: 1, name: "Paper", itemType: "product", description: "A4 paper, box", unitPrice: "4.50" },
  { id: 2, name: "Cleaning", itemType: "service", description: "", unitPrice: "30.00" },
];

function Harness({ items = ITEMS }: { items?: BuyableItem[] }) {
  const next = useRef(0);
  const keyed = (row: ItemRowValues): Keyed<ItemRowValues> => ({ ...row, key: next.current++ });
  const [rows, setRows] = useState(() => [keyed(emptyItemRow()), keyed(emptyItemRow())]);
  return (
    <ItemRowsTable
      items={items}
      rows={rows}
      onChange={(index, patch) => setRows((list) => list.map((row, i) => (i === index ? { ...row, ...patch } : row)))}
      onAdd={() => setRows((list) => [...list, keyed(emptyItemRow())])}
      onDelete={(index) => setRows((list) => deleteRow(list, index, () => keyed(emptyItemRow())))}
      errors={{}}
      busy={false}
    />
  );
}

const offered = async (user: ReturnType<typeof userEvent.setup>, row: number) => {
  await user.click(screen.getByRole("combobox", { name: `Item, item row ${row}` }));
  // The list's code loads the first time a list opens.
  const names = within(await screen.findByRole("listbox"))
    .getAllByRole("option")
    .map((option) => option.textContent);
  await user.keyboard("{Escape}");
  return names;
};

describe("ItemRowsTable", () => {
  it("fills a chosen item's type, price and description, computes the amount and offers each item once", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(await offered(user, 2)).toEqual(["Paper", "Cleaning"]);

    await user.click(screen.getByRole("combobox", { name: "Item, item row 1" }));
    await user.click(await screen.findByRole("option", { name: "Paper" }));
    expect(screen.getByTestId("item-type-1").textContent).toBe("Product");
    expect((screen.getByLabelText("Unit price, item row 1") as HTMLInputElement).value).toBe("4.50");
    expect((screen.getByLabelText("Description, item row 1") as HTMLInputElement).value).toBe("A4 paper, box");
    // No quantity typed yet: no amount, as the server would refuse the row (issue 25, item 4).
    expect(screen.getByLabelText("Amount, item row 1").textContent).toBe("$0.00");
    expect(document.querySelector<HTMLInputElement>('input[name="itemRecords[0].itemType"]')?.value).toBe("product");

    await user.type(screen.getByLabelText("Quantity, item row 1"), "3");
    expect(screen.getByLabelText("Amount, item row 1").textContent).toBe("$13.50");
    expect(await offered(user, 2)).toEqual(["Cleaning"]);

    await user.click(screen.getByRole("button", { name: "+ Add item row" }));
    expect(screen.getAllByRole("combobox", { name: /^Item, item row/ })).toHaveLength(3);
    expect(await offered(user, 3)).toEqual(["Cleaning"]);

    await user.click(screen.getByRole("button", { name: "Delete item row 1" }));
    expect(screen.getAllByRole("combobox", { name: /^Item, item row/ })).toHaveLength(2);
    expect(await offered(user, 1)).toEqual(["Paper", "Cleaning"]);
  });

  it("shows an inventory item or assembly's type and starts from its price (purchase price or standard cost)", async () => {
    const user = userEvent.setup();
    const stock: BuyableItem[] = [
      ...ITEMS,
      { id: 3, name: "Widget", itemType: "inventory", description: "Blue widget", unitPrice: "2.00" },
      { id: 4, name: "Frame", itemType: "assembly", description: "", unitPrice: "20.00" },
    ];
    render(<Harness items={stock} />);
    await user.click(screen.getByRole("combobox", { name: "Item, item row 1" }));
    await user.click(screen.getByRole("option", { name: "Widget" }));
    expect(screen.getByTestId("item-type-1").textContent).toBe("Inventory");
    expect(document.querySelector<HTMLInputElement>('input[name="itemRecords[0].itemType"]')?.value).toBe("inventory");
    await user.type(screen.getByLabelText("Quantity, item row 1"), "4");
    expect(screen.getByLabelText("Amount, item row 1").textContent).toBe("$8.00");
    await user.click(screen.getByRole("combobox", { name: "Item, item row 2" }));
    await user.click(screen.getByRole("option", { name: "Frame" }));
    expect(screen.getByTestId("item-type-2").textContent).toBe("Assembly");
    expect((screen.getByLabelText("Unit price, item row 2") as HTMLInputElement).value).toBe("20.00");
  });
});
