// @vitest-environment jsdom
import { renderServerHtml } from "../../../vitest.setup.ui";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { formatUsDate, todayIso } from "../../lib/dates";
import { DatePicker } from "./date-picker";

// The open list / calendar loads the first time it opens: fetched here once, so that the tests'
// waits (findBy…) are not spent transforming it on a busy machine.
beforeAll(async () => {
  await import("./date-picker-calendar");
});

const input = () => screen.getByLabelText("Entry date") as HTMLInputElement;

describe("DatePicker typing", () => {
  it("inserts slashes while typing and stops at eight digits", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DatePicker name="date" label="Entry date" onChange={onChange} />);
    await user.type(input(), "01");
    expect(input().value).toBe("01");
    await user.type(input(), "0");
    expect(input().value).toBe("01/0");
    await user.type(input(), "2");
    expect(input().value).toBe("01/02");
    await user.type(input(), "2026");
    expect(input().value).toBe("01/02/2026");
    expect(onChange).toHaveBeenLastCalledWith("2026-01-02");
    await user.type(input(), "9");
    expect(input().value).toBe("01/02/2026");
  });

  it("ignores letters and keeps the typed text as the submitted value", async () => {
    const user = userEvent.setup();
    const { container } = render(
      <form>
        <DatePicker name="entryDate" label="Entry date" />
      </form>,
    );
    await user.type(input(), "1x2a312026");
    expect(input().value).toBe("12/31/2026");
    expect(new FormData(container.querySelector("form")!).get("entryDate")).toBe("12/31/2026");
  });

  it.each([
    ["02302026", "not a real date"],
    ["01011899", "a year before 1900"],
    ["01012101", "a year after 2100"],
    ["0102", "an incomplete date"],
  ])("clears %s (%s) on blur with an error", async (typed) => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DatePicker name="date" label="Entry date" defaultValue="2026-05-05" onChange={onChange} />);
    await user.clear(input());
    await user.type(input(), typed);
    await user.tab();
    expect(input().value).toBe("");
    expect(screen.getByRole("alert").textContent).toBe("Invalid date. Use MM/DD/YYYY.");
    expect(input().getAttribute("aria-invalid")).toBe("true");
    expect(input().getAttribute("aria-describedby")).toBe(screen.getByRole("alert").id);
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it("removes the error once a valid date is typed", async () => {
    const user = userEvent.setup();
    render(<DatePicker name="date" label="Entry date" />);
    await user.type(input(), "13012026");
    await user.tab();
    expect(screen.getByRole("alert")).toBeTruthy();
    await user.type(input(), "12012026");
    await user.tab();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(input().value).toBe("12/01/2026");
    expect(input().getAttribute("aria-invalid")).toBeNull();
  });

  it("shows a server error passed in", () => {
    render(<DatePicker name="date" label="Entry date" error="Date is required" />);
    expect(input().getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(input().getAttribute("aria-describedby") ?? "")?.textContent).toBe("Date is required");
  });
});

describe("DatePicker calendar", () => {
  const openCalendar = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(screen.getByRole("button", { name: "Open calendar", description: /Entry date/ }));
    // The calendar's code loads the first time it opens.
    return screen.findByRole("grid");
  };

  it("shows a 42-day grid of the selected month with the date selected", async () => {
    const user = userEvent.setup();
    render(<DatePicker name="date" label="Entry date" defaultValue="2026-01-15" />);
    const grid = await openCalendar(user);
    expect(grid.getAttribute("aria-label")).toBe("January 2026");
    const cells = within(grid).getAllByRole("gridcell");
    expect(cells).toHaveLength(42);
    expect(cells[0].textContent).toBe("28"); // Sunday, December 28, 2025
    const selected = cells.filter((cell) => cell.getAttribute("aria-selected") === "true");
    expect(selected.map((cell) => cell.textContent)).toEqual(["15"]);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Thursday, January 15, 2026" }));
  });

  it("picks a clicked day", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DatePicker name="date" label="Entry date" defaultValue="2026-01-15" onChange={onChange} />);
    await openCalendar(user);
    await user.click(screen.getByRole("button", { name: "Tuesday, January 20, 2026" }));
    expect(screen.queryByRole("grid")).toBeNull();
    expect(input().value).toBe("01/20/2026");
    expect(onChange).toHaveBeenCalledWith("2026-01-20");
  });

  it("moves with the arrow keys across months and picks with Enter", async () => {
    const user = userEvent.setup();
    render(<DatePicker name="date" label="Entry date" defaultValue="2026-01-30" />);
    const grid = await openCalendar(user);
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Saturday, January 31, 2026");
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Saturday, February 7, 2026");
    expect(grid.getAttribute("aria-label")).toBe("February 2026");
    await user.keyboard("{ArrowUp}{ArrowLeft}{Home}");
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Sunday, January 25, 2026");
    await user.keyboard("{PageDown}");
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Wednesday, February 25, 2026");
    await user.keyboard("{Enter}");
    expect(input().value).toBe("02/25/2026");
  });

  it("navigates months with the buttons and the month and year selectors", async () => {
    const user = userEvent.setup();
    render(<DatePicker name="date" label="Entry date" defaultValue="2026-01-31" />);
    const grid = await openCalendar(user);
    await user.click(screen.getByRole("button", { name: "Previous month" }));
    expect(grid.getAttribute("aria-label")).toBe("December 2025");
    await user.click(screen.getByRole("button", { name: "Next month" }));
    await user.click(screen.getByRole("button", { name: "Next month" }));
    expect(grid.getAttribute("aria-label")).toBe("February 2026");
    await user.selectOptions(screen.getByRole("combobox", { name: "Month" }), "July");
    await user.selectOptions(screen.getByRole("combobox", { name: "Year" }), "1999");
    expect(grid.getAttribute("aria-label")).toBe("July 1999");
    const years = within(screen.getByRole("combobox", { name: "Year" }))
      .getAllByRole("option")
      .map((option) => Number(option.textContent));
    const thisYear = Number(todayIso().slice(0, 4));
    expect(years[0]).toBe(thisYear - 50);
    expect(years.at(-1)).toBe(thisYear + 20);
  });

  it("marks today and sets today's date with the Today button", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DatePicker name="date" label="Entry date" timeZone="UTC" onChange={onChange} />);
    const today = todayIso("UTC");
    const grid = await openCalendar(user);
    const marked = within(grid)
      .getAllByRole("button")
      .filter((button) => button.getAttribute("aria-current") === "date");
    expect(marked).toHaveLength(1);
    expect(marked[0].getAttribute("data-iso")).toBe(today);
    await user.click(screen.getByRole("button", { name: "Today" }));
    expect(input().value).toBe(formatUsDate(today));
    expect(onChange).toHaveBeenCalledWith(today);
    expect(screen.queryByRole("grid")).toBeNull();
  });

  it("empties the field with the Clear button", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DatePicker name="date" label="Entry date" defaultValue="2026-03-04" onChange={onChange} />);
    expect(input().value).toBe("03/04/2026");
    await openCalendar(user);
    await user.click(screen.getByRole("button", { name: "Clear" }));
    expect(input().value).toBe("");
    expect(onChange).toHaveBeenCalledWith(null);
    expect(screen.queryByRole("grid")).toBeNull();
  });

  it("closes with Escape without changing the date", async () => {
    const user = userEvent.setup();
    render(<DatePicker name="date" label="Entry date" defaultValue="2026-03-04" />);
    await openCalendar(user);
    await user.keyboard("{ArrowRight}{Escape}");
    expect(screen.queryByRole("grid")).toBeNull();
    expect(input().value).toBe("03/04/2026");
  });
});

describe("DatePicker without JavaScript and controlled", () => {
  it("renders the text field with the date and no calendar button in the server HTML", async () => {
    const container = document.createElement("div");
    container.innerHTML = await renderServerHtml(<DatePicker name="entryDate" label="Entry date" defaultValue="2026-07-04" required />);
    const field = within(container).getByLabelText(/Entry date/) as HTMLInputElement;
    expect(field.name).toBe("entryDate");
    expect(field.value).toBe("07/04/2026");
    expect(field.getAttribute("pattern")).toBe("\\d{2}/\\d{2}/\\d{4}");
    expect(field.required).toBe(true);
    expect(within(container).queryByRole("button")).toBeNull();
  });

  it("adds the calendar button on hydration without a mismatch", async () => {
    const ui = <DatePicker name="entryDate" label="Entry date" defaultValue="2026-07-04" />;
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = await renderServerHtml(ui);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    render(ui, { container, hydrate: true });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(screen.getByRole("button", { name: "Open calendar", description: /Entry date/ })).toBeTruthy();
    expect(input().value).toBe("07/04/2026");
  });

  it("follows a controlled value", async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [date, setDate] = useState<string | null>("2026-01-02");
      return (
        <>
          <DatePicker name="date" label="Entry date" value={date} onChange={setDate} />
          <button type="button" onClick={() => setDate("2027-12-25")}>
            Christmas
          </button>
          <output>{date ?? "none"}</output>
        </>
      );
    }
    render(<Controlled />);
    expect(input().value).toBe("01/02/2026");
    await user.click(screen.getByRole("button", { name: "Christmas" }));
    expect(input().value).toBe("12/25/2027");
    await user.clear(input());
    expect(screen.getByRole("status").textContent).toBe("none");
    await user.type(input(), "03042026");
    expect(screen.getByRole("status").textContent).toBe("2026-03-04");
  });
});
