// @vitest-environment jsdom
import { renderServerHtml } from "../../../vitest.setup.ui";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Tabs, type TabItem } from "./tabs";

const tabs: TabItem[] = [
  { value: "basic", label: "Basic", content: <input aria-label="Item name" name="name" defaultValue="Widget" /> },
  { value: "details", label: "Details", content: <input aria-label="Sales price" name="salesPrice" required /> },
  { value: "notes", label: "Notes", content: <p>Free text notes</p> },
];

describe("Tabs without JavaScript", () => {
  it("renders every panel as a titled section in order, inside one working form", async () => {
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = await renderServerHtml(
      <form>
        <Tabs tabs={tabs} label="Item sections" />
      </form>,
    );
    expect(within(container).queryByRole("tablist")).toBeNull();
    expect(within(container).queryByRole("tab")).toBeNull();
    const sections = within(container).getAllByRole("region");
    expect(sections.map((section) => section.tagName)).toEqual(["SECTION", "SECTION", "SECTION"]);
    expect(sections.map((section) => within(section).getByRole("heading", { level: 2 }).textContent)).toEqual([
      "Basic",
      "Details",
      "Notes",
    ]);
    expect(within(container).getByRole("region", { name: "Details" }).contains(within(container).getByLabelText("Sales price"))).toBe(true);
    for (const section of sections) expect(section.hidden).toBe(false);
    container.remove();
    const data = new FormData(container.querySelector("form")!);
    expect([...data.keys()]).toEqual(["name", "salesPrice"]);
    expect(within(container).getByText("Free text notes")).toBeTruthy();
  });
});

describe("Tabs hydration", () => {
  it("hydrates the sections into tabs without a mismatch, keeping what was typed", async () => {
    const ui = (
      <form>
        <Tabs tabs={tabs} label="Item sections" />
      </form>
    );
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = await renderServerHtml(ui);
    const typedBeforeHydration = within(container).getByLabelText("Item name") as HTMLInputElement;
    typedBeforeHydration.value = "Gadget";
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    render(ui, { container, hydrate: true });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(screen.getByRole("tablist", { name: "Item sections" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Basic" })).toBeNull();
    expect(screen.getByLabelText("Item name")).toBe(typedBeforeHydration);
    expect(typedBeforeHydration.value).toBe("Gadget");
  });
});

describe("Tabs after hydration", () => {
  it("shows one panel at a time and switches on click and with the arrow keys", async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Tabs tabs={tabs} label="Item sections" onValueChange={onValueChange} />);
    const list = screen.getByRole("tablist", { name: "Item sections" });
    expect(
      within(list)
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual(["Basic", "Details", "Notes"]);
    expect(screen.getByRole("tab", { name: "Basic" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getAllByRole("tabpanel")).toHaveLength(1);
    expect(screen.getByRole("tabpanel").contains(screen.getByLabelText("Item name"))).toBe(true);
    expect(screen.getByText("Free text notes").closest("[hidden]")).not.toBeNull();

    await user.click(screen.getByRole("tab", { name: "Notes" }));
    expect(screen.getByRole("tabpanel").textContent).toBe("Free text notes");
    expect(onValueChange).toHaveBeenLastCalledWith("notes");

    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "Details" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel").contains(screen.getByLabelText("Sales price"))).toBe(true);
  });

  it("keeps hidden panels' fields in the form with their values", async () => {
    const user = userEvent.setup();
    const { container } = render(
      <form>
        <Tabs tabs={tabs} defaultValue="details" />
      </form>,
    );
    await user.type(screen.getByLabelText("Sales price"), "12.50");
    await user.click(screen.getByRole("tab", { name: "Basic" }));
    await user.click(screen.getByRole("tab", { name: "Details" }));
    expect((screen.getByLabelText("Sales price") as HTMLInputElement).value).toBe("12.50");
    await user.click(screen.getByRole("tab", { name: "Notes" }));
    const data = new FormData(container.querySelector("form")!);
    expect(data.get("name")).toBe("Widget");
    expect(data.get("salesPrice")).toBe("12.50");
  });

  it("brings forward the tab of a field that fails validation", () => {
    const { container } = render(
      <form>
        <Tabs tabs={tabs} />
      </form>,
    );
    expect(screen.getByRole("tab", { name: "Basic" }).getAttribute("aria-selected")).toBe("true");
    container.querySelector("form")!.checkValidity();
    expect(screen.getByRole("tab", { name: "Details" }).getAttribute("aria-selected")).toBe("true");
  });

  it("follows a controlled value", () => {
    const { rerender } = render(<Tabs tabs={tabs} value="notes" />);
    expect(screen.getByRole("tabpanel").textContent).toBe("Free text notes");
    rerender(<Tabs tabs={tabs} value="basic" />);
    expect(screen.getByRole("tab", { name: "Basic" }).getAttribute("aria-selected")).toBe("true");
  });
});
