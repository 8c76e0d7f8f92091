// @vitest-environment jsdom
import "../../../vitest.setup.ui";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ListResult } from "../../lib/pagination";
import { DataTable, type DataTableColumn } from "./data-table";

type Account = { id: number; number: string; name: string; balanceCents: number; active: boolean };

const result: ListResult<Account> = {
  items: [
    { id: 1, number: "1000", name: "Cash", balanceCents: 123450, active: true },
    { id: 2, number: "4000", name: "Sales Income", balanceCents: 0, active: false },
  ],
  total: 2,
  page: 1,
  perPage: 10,
};

const columns: DataTableColumn<Account>[] = [
  { key: "number", header: "Account Number" },
  { key: "name", header: "Account Name" },
  {
    key: "balance",
    header: "Balance",
    className: "text-right",
    cell: (row) => `$${(row.balanceCents / 100).toFixed(2)}`,
  },
  { key: "active", header: "Active" },
];

describe("DataTable", () => {
  it("renders a captioned table with column headers and one row per item", () => {
    render(<DataTable columns={columns} rows={result.items} getRowKey={(row) => row.id} caption="Accounts" />);
    const table = screen.getByRole("table", { name: "Accounts" });
    const headers = within(table).getAllByRole("columnheader");
    expect(headers.map((header) => header.textContent)).toEqual(["Account Number", "Account Name", "Balance", "Active"]);
    expect(headers.every((header) => header.getAttribute("scope") === "col")).toBe(true);
    const rows = within(table).getAllByRole("row").slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ["1000", "Cash", "$1234.50", "Yes"],
      ["4000", "Sales Income", "$0.00", "No"],
    ]);
  });

  it("shows an error row, or a Loading... row, in place of the rows", () => {
    const { rerender } = render(<DataTable columns={columns} rows={result.items} getRowKey={(row) => row.id} loading />);
    expect(screen.getByRole("status").textContent).toBe("Loading...");
    expect(screen.queryByText("Cash")).toBeNull();
    rerender(
      <DataTable
        columns={columns}
        rows={result.items}
        getRowKey={(row) => row.id}
        loading
        error="Service temporarily unavailable. Please try again later."
      />,
    );
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toBe("Service temporarily unavailable. Please try again later.");
    expect(alert.getAttribute("colspan")).toBe("4");
    expect(screen.queryByRole("status")).toBeNull();
    rerender(<DataTable columns={columns} rows={result.items} getRowKey={(row) => row.id} />);
    expect(screen.getByText("Cash")).toBeTruthy();
  });

  it("shows the empty message across all columns", () => {
    render(<DataTable columns={columns} rows={[]} getRowKey={(row) => row.id} />);
    const cell = screen.getByRole("cell");
    expect(cell.textContent).toBe("No records to show");
    expect(cell.getAttribute("colspan")).toBe("4");
  });

  it("takes a custom empty message", () => {
    render(
      <DataTable columns={columns} rows={[]} getRowKey={(row) => row.id} emptyMessage="No records found matching the selected filters." />,
    );
    expect(screen.getByText("No records found matching the selected filters.")).toBeTruthy();
  });
});
