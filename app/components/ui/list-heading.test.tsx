// @vitest-environment jsdom
import "../../../vitest.setup.ui";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ListHeading } from "./list-heading";

// A list's heading: its title, and Export to CSV downloading what the filters show.

afterEach(cleanup);

describe("ListHeading", () => {
  it("exports the list with its filters, and the whole list when no filter is set", () => {
    render(
      <ListHeading
        title="Reminders List"
        csv={{ href: "/reminders.csv", query: new URLSearchParams({ view: "all", q: "rent" }), fileName: "reminders.csv" }}
      >
        <button type="button">Search</button>
      </ListHeading>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Reminders List" })).toBeTruthy();
    const link = screen.getByRole("link", { name: "Export to CSV" });
    expect(link.getAttribute("href")).toBe("/reminders.csv?view=all&q=rent");
    expect(link.getAttribute("download")).toBe("reminders.csv");
    expect(screen.getByRole("button", { name: "Search" })).toBeTruthy();
    cleanup();

    render(<ListHeading title="Transactions" csv={{ href: "/transactions.csv", query: new URLSearchParams() }} />);
    expect(screen.getByRole("link", { name: "Export to CSV" }).getAttribute("href")).toBe("/transactions.csv");
  });

  it("has no export when the list has none", () => {
    render(<ListHeading title="Pending Assets" />);
    expect(screen.queryByRole("link", { name: "Export to CSV" })).toBeNull();
  });
});
