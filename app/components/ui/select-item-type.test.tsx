// @vitest-environment jsdom
import "../../../vitest.setup.ui";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { customerItemTypeOptions, purchaseItemTypeOptions, SelectItemTypeDialog, type ItemTypeOption } from "./select-item-type";

const base = "/company/7/dashboard";

describe("item type option sets", () => {
  it("lists the customer-side item types and routes", () => {
    expect(customerItemTypeOptions(base)).toEqual([
      { label: "Service Item", to: "/company/7/dashboard/customers/new-service-item" },
      { label: "Inventory Item", to: "/company/7/dashboard/customers/new-inventory-item" },
      { label: "Non Inventory Item", to: "/company/7/dashboard/customers/new-non-inventory-item" },
      { label: "Inventory Assembly", to: "/company/7/dashboard/customers/new-inventory-assembly" },
      { label: "Add New Consultant", to: "/company/7/dashboard/customers/add-consultant", only: "itConsulting" },
    ]);
  });

  it("lists the purchasing-side item types and tolerates a trailing slash", () => {
    expect(purchaseItemTypeOptions(`${base}/`)).toEqual([
      { label: "Service Item", to: "/company/7/dashboard/vendors/new-service-item" },
      { label: "Product Item", to: "/company/7/dashboard/vendors/new-product-item" },
    ]);
  });
});

function setup(options: ItemTypeOption[], defaultIndex?: number) {
  function Page() {
    const [open, setOpen] = useState(true);
    return (
      <>
        <h1>Dashboard</h1>
        <button type="button" onClick={() => setOpen(true)}>
          New sales item
        </button>
        <SelectItemTypeDialog open={open} onOpenChange={setOpen} options={options} defaultIndex={defaultIndex} />
      </>
    );
  }
  const router = createMemoryRouter(
    [
      { path: base, element: <Page /> },
      { path: `${base}/*`, element: <p>Arrived</p> },
    ],
    { initialEntries: [base] },
  );
  render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
  return router;
}

describe("SelectItemTypeDialog", () => {
  it("offers the options as radios with Service Item chosen by default", () => {
    setup(customerItemTypeOptions(base));
    const dialog = screen.getByRole("dialog", { name: "Select Item Type" });
    const radios = within(dialog).getAllByRole("radio") as HTMLInputElement[];
    expect(radios.map((radio) => radio.closest("label")?.textContent)).toEqual([
      "Service Item",
      "Inventory Item",
      "Non Inventory Item",
      "Inventory Assembly",
      "Add New Consultant",
    ]);
    expect((within(dialog).getByRole("radio", { name: "Add New Consultant" }) as HTMLInputElement).disabled).toBe(false);
    const service = within(dialog).getByRole("radio", { name: "Service Item" }) as HTMLInputElement;
    expect(service.checked).toBe(true);
    expect(document.activeElement).toBe(service);
  });

  it("continues to the chosen item type's screen", async () => {
    const user = userEvent.setup();
    const router = setup(customerItemTypeOptions(base));
    await user.click(screen.getByRole("radio", { name: "Inventory Assembly" }));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(router.state.location.pathname).toBe("/company/7/dashboard/customers/new-inventory-assembly");
    expect(await screen.findByText("Arrived")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("continues with the default when nothing is changed, and honours defaultIndex", async () => {
    const user = userEvent.setup();
    const router = setup(purchaseItemTypeOptions(base), 1);
    expect((screen.getByRole("radio", { name: "Product Item" }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(router.state.location.pathname).toBe("/company/7/dashboard/vendors/new-product-item");
  });

  it("closes without navigating on Cancel, on the close icon and on the overlay", async () => {
    const user = userEvent.setup();
    const router = setup(customerItemTypeOptions(base));
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();

    await user.click(screen.getByRole("button", { name: "New sales item" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();

    await user.click(screen.getByRole("button", { name: "New sales item" }));
    const overlay = screen.getByRole("dialog").parentElement!;
    await user.click(overlay);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(router.state.location.pathname).toBe(base);
  });

  it("explains itself from the help button", async () => {
    const user = userEvent.setup();
    setup(customerItemTypeOptions(base));
    const help = screen.getByRole("button", { name: "Help" });
    expect(help.getAttribute("aria-describedby")).toBeTruthy();
    const description = document.getElementById(help.getAttribute("aria-describedby") ?? "");
    expect(description?.textContent).toMatch(/Choose the kind of item/);
    expect(screen.queryByRole("tooltip")).toBeNull();
    await user.click(help);
    expect(screen.getByRole("tooltip").textContent).toMatch(/Choose the kind of item/);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("tooltip")).toBeNull();
    expect(screen.getByRole("dialog")).toBeTruthy();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
