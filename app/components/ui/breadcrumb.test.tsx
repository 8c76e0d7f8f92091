// @vitest-environment jsdom
import "../../../vitest.setup.ui";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { Breadcrumb } from "./breadcrumb";

describe("Breadcrumb", () => {
  it("links the path, separates items with '>' and marks the last one current", () => {
    render(
      <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <Breadcrumb
          items={[
            { label: "Dashboard", to: "/company/3/dashboard" },
            { label: "Inventory", to: "/company/3/dashboard/inventory/center" },
            { label: "Stock Adjustment" },
          ]}
        />
      </MemoryRouter>,
    );
    const nav = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(nav.textContent).toBe("Dashboard>Inventory>Stock Adjustment");
    const items = within(nav).getAllByRole("listitem");
    expect(items.map((item) => within(item).queryByRole("link")?.getAttribute("href") ?? null)).toEqual([
      "/company/3/dashboard",
      "/company/3/dashboard/inventory/center",
      null,
    ]);
    const current = within(nav).getByText("Stock Adjustment");
    expect(current.getAttribute("aria-current")).toBe("page");
    expect(within(nav).getByText("Dashboard").getAttribute("aria-current")).toBeNull();
    const separators = [...nav.querySelectorAll('[aria-hidden="true"]')];
    expect(separators.map((separator) => separator.textContent)).toEqual([">", ">"]);
  });
});
