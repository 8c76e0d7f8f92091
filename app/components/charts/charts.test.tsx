// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Cents } from "~/lib/money";
import "../../../vitest.setup.ui";
import { BarChart, DonutChart } from "./charts";

// The dashboard's charts are drawn on the server and read without scripts: the drawing is an image
// with a title, and every number is in a table a screen reader can walk.

const months = [
  { label: "Jan", values: [120000 as Cents, 95000 as Cents] },
  { label: "Feb", values: [0 as Cents, 43050 as Cents] },
];

describe("BarChart", () => {
  it("renders on the server as an SVG image titled for screen readers, with a bar per amount", () => {
    const html = renderToString(
      <BarChart title="Income by month" categoryHeading="Month" series={[{ name: "2026" }, { name: "2025" }]} data={months} />,
    );
    expect(html).toContain("<svg");
    expect(html).toMatch(/role="img"/);
    expect(html).toContain("Income by month");
    // A bar per amount (a zero one has no height), each with its amount as its title.
    expect(html.match(/<rect/g)).toHaveLength(4);
    expect(html).toContain("Jan, 2026: $1,200.00");
  });

  it("puts every number in a table: a row per category, a column per series", () => {
    render(<BarChart title="Income by month" categoryHeading="Month" series={[{ name: "2026" }, { name: "2025" }]} data={months} />);
    expect(screen.getByRole("img", { name: "Income by month" })).toBeTruthy();
    const table = screen.getByRole("table", { name: "Income by month" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((c) => c.textContent),
    ).toEqual(["Month", "2026", "2025"]);
    const rows = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ["$1,200.00", "$950.00"],
      ["$0.00", "$430.50"],
    ]);
    expect(
      within(table)
        .getAllByRole("rowheader")
        .map((c) => c.textContent),
    ).toEqual(["Jan", "Feb"]);
  });
});

describe("DonutChart", () => {
  it("lists each slice's amount and share with the total, and draws the slices above zero", () => {
    const slices = [
      { label: "Rent", amount: 90000 as Cents },
      { label: "Utilities", amount: 30000 as Cents },
      { label: "Other", amount: -1000 as Cents },
    ];
    const { container } = render(<DonutChart title="Expenses by account" heading="Account" slices={slices} total={119000 as Cents} />);
    expect(container.querySelectorAll("svg path")).toHaveLength(2);
    const table = screen.getByRole("table", { name: "Expenses by account" });
    const rows = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(["Rent$900.0075.6%", "Utilities$300.0025.2%", "Other-$10.00-0.8%", "Total$1,190.00"]);
  });
});
