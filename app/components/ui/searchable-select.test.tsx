// @vitest-environment jsdom
import { renderServerHtml } from "../../../vitest.setup.ui";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { matchesSearch, SearchableSelect } from "./searchable-select";

// The open list / calendar loads the first time it opens: fetched here once, so that the tests'
// waits (findBy…) are not spent transforming it on a busy machine.
beforeAll(async () => {
  await import("./searchable-select-list");
});

describe("matchesSearch", () => {
  it("matches case-insensitively", () => {
    expect(matchesSearch("Accounts Receivable", "receiv")).toBe(true);
    expect(matchesSearch("Accounts Receivable", "RECEIVABLE")).toBe(true);
  });

  it("ignores spaces in the query and in the label", () => {
    expect(matchesSearch("Accounts Receivable", "accountsrec")).toBe(true);
    expect(matchesSearch("AccountsReceivable", "accounts rec")).toBe(true);
    expect(matchesSearch("Cost of Goods Sold", " cost  of goods ")).toBe(true);
  });

  it("matches everything for an empty or blank query", () => {
    expect(matchesSearch("Cash", "")).toBe(true);
    expect(matchesSearch("Cash", "   ")).toBe(true);
  });

  it("rejects text that is not contained", () => {
    expect(matchesSearch("Cash", "bank")).toBe(false);
    expect(matchesSearch("Cash", "cash!")).toBe(false);
  });
});

const accounts = [
  { value: "1", label: "Cash on Hand" },
  { value: "2", label: "Accounts Receivable" },
  { value: "3", label: "Inventory Asset" },
  { value: "4", label: "Sales Income" },
];

function hiddenValue(container: HTMLElement, name: string) {
  return container.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`)?.value;
}

describe("SearchableSelect", () => {
  it("is a native select named for the form before hydration", async () => {
    const html = await renderServerHtml(
      <SearchableSelect name="accountId" label="Account" options={accounts} defaultValue="2" placeholder="Choose one" />,
    );
    const container = document.createElement("div");
    container.innerHTML = html;
    const select = within(container).getByLabelText("Account") as HTMLSelectElement;
    expect(select.tagName).toBe("SELECT");
    expect(select.name).toBe("accountId");
    expect(select.value).toBe("2");
    expect([...select.options].map((option) => option.text)).toEqual([
      "Choose one",
      "Cash on Hand",
      "Accounts Receivable",
      "Inventory Asset",
      "Sales Income",
    ]);
  });

  it("hydrates from the native select into the combobox without a mismatch", async () => {
    const ui = <SearchableSelect name="accountId" label="Account" options={accounts} defaultValue="2" />;
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = await renderServerHtml(ui);
    expect(within(container).getByRole("combobox", { name: "Account" }).tagName).toBe("SELECT");
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    render(ui, { container, hydrate: true });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    const trigger = within(container).getByRole("combobox", { name: "Account" });
    expect(trigger.tagName).toBe("BUTTON");
    expect(trigger.textContent).toContain("Accounts Receivable");
    expect(hiddenValue(container, "accountId")).toBe("2");
  });

  it("filters ignoring case and spaces, and says when nothing matches", async () => {
    const user = userEvent.setup();
    render(<SearchableSelect name="accountId" label="Account" options={accounts} />);
    await user.click(screen.getByRole("combobox", { name: "Account" }));
    // The list's code loads the first time it opens.
    const search = await screen.findByRole("combobox", { name: "Search options" });
    const listbox = screen.getByRole("listbox");
    expect(within(listbox).getAllByRole("option")).toHaveLength(4);

    await user.type(search, "ACCOUNTS rec");
    expect(
      within(listbox)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Accounts Receivable"]);

    await user.clear(search);
    await user.type(search, "cashon");
    expect(
      within(listbox)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Cash on Hand"]);
    expect(screen.queryByText("No results found")).toBeNull();

    await user.clear(search);
    await user.type(search, "zzz");
    expect(within(listbox).queryAllByRole("option")).toHaveLength(0);
    expect(screen.getByText("No results found")).toBeTruthy();
  });

  it("selects with the mouse, showing the label and submitting the value", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(
      <form>
        <SearchableSelect name="accountId" label="Account" options={accounts} onChange={onChange} />
      </form>,
    );
    const trigger = screen.getByRole("combobox", { name: "Account" });
    expect(trigger.textContent).toContain("Select...");
    expect(hiddenValue(container, "accountId")).toBe("");

    await user.click(trigger);
    await user.click(await screen.findByRole("option", { name: "Inventory Asset" }));
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(trigger.textContent).toContain("Inventory Asset");
    expect(hiddenValue(container, "accountId")).toBe("3");
    expect(onChange).toHaveBeenCalledWith("3");
    expect(new FormData(container.querySelector("form")!).get("accountId")).toBe("3");
  });

  it("offers Show All first with the empty value", async () => {
    const user = userEvent.setup();
    const { container } = render(<SearchableSelect name="vendor" label="Vendor" options={accounts} defaultValue="1" showAllOption />);
    const trigger = screen.getByRole("combobox", { name: "Vendor" });
    expect(trigger.textContent).toContain("Cash on Hand");
    await user.click(trigger);
    const options = within(await screen.findByRole("listbox")).getAllByRole("option");
    expect(options[0].textContent).toContain("Show All");
    expect(options).toHaveLength(5);
    await user.click(options[0]);
    expect(trigger.textContent).toContain("Show All");
    expect(hiddenValue(container, "vendor")).toBe("");
  });

  it("works from the keyboard: arrows and Enter choose, Escape closes", async () => {
    const user = userEvent.setup();
    const { container } = render(<SearchableSelect name="accountId" label="Account" options={accounts} />);
    const trigger = screen.getByRole("combobox", { name: "Account" });
    trigger.focus();
    await user.keyboard("{ArrowDown}");
    const search = await screen.findByRole("combobox", { name: "Search options" });
    expect(document.activeElement).toBe(search);
    await user.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    expect(trigger.textContent).toContain("Inventory Asset");
    expect(hiddenValue(container, "accountId")).toBe("3");
    expect(document.activeElement).toBe(trigger);

    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("listbox")).toBeTruthy();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
    expect(hiddenValue(container, "accountId")).toBe("3");
  });

  it("highlights the first match while typing so Enter picks it", async () => {
    const user = userEvent.setup();
    const { container } = render(<SearchableSelect name="accountId" label="Account" options={accounts} />);
    screen.getByRole("combobox", { name: "Account" }).focus();
    await user.keyboard("s");
    const search = (await screen.findByRole("combobox", { name: "Search options" })) as HTMLInputElement;
    expect(search.value).toBe("s");
    await user.keyboard("ales{Enter}");
    expect(hiddenValue(container, "accountId")).toBe("4");
  });

  it("follows a controlled value", async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState("2");
      return (
        <>
          <SearchableSelect name="accountId" label="Account" options={accounts} value={value} onChange={setValue} />
          <button type="button" onClick={() => setValue("4")}>
            Pick sales
          </button>
        </>
      );
    }
    const { container } = render(<Controlled />);
    expect(screen.getByRole("combobox", { name: "Account" }).textContent).toContain("Accounts Receivable");
    await user.click(screen.getByRole("button", { name: "Pick sales" }));
    expect(screen.getByRole("combobox", { name: "Account" }).textContent).toContain("Sales Income");
    expect(hiddenValue(container, "accountId")).toBe("4");
  });

  it("shows its error and marks itself invalid", () => {
    render(<SearchableSelect name="accountId" label="Account" options={accounts} error="All accounts must be selected" />);
    const trigger = screen.getByRole("combobox", { name: "Account" });
    expect(trigger.getAttribute("aria-invalid")).toBe("true");
    const describedBy = trigger.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(describedBy)?.textContent).toBe("All accounts must be selected");
  });
});
