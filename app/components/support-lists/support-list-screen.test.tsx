// @vitest-environment jsdom
import "../../../vitest.setup.ui";
import { render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it } from "vitest";
import type { SupportListKind } from "~/modules/support-lists/schema";
import { SupportListErrorBoundary } from "./support-list-screen";

// A support-list route whose loader fails: the list's frame with the load error text in the error row
// (by status), or "Page not found" for a company that is not the user's.

async function failWith(kind: SupportListKind, thrown: unknown) {
  const router = createMemoryRouter(
    [
      {
        path: "/list",
        loader: () => {
          throw thrown;
        },
        element: <p>the list</p>,
        errorElement: <SupportListErrorBoundary kind={kind} />,
      },
    ],
    { initialEntries: ["/list"] },
  );
  render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
  return screen.findByRole("heading", { level: 1 });
}

describe("SupportListErrorBoundary", () => {
  it("shows the list with the error row for its status", async () => {
    expect((await failWith("payment-terms", new Response("", { status: 503 }))).textContent).toBe("Payment Term List");
    const table = screen.getByRole("table", { name: "Payment Term List" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Name", "Description", "Due Days", "Delete"]);
    expect(within(table).getByRole("alert").textContent).toBe("Service temporarily unavailable. Please try again later.");
    expect(screen.getByRole("link", { name: "Try again" }).getAttribute("href")).toBe("/list");
  });

  it("says a server error", async () => {
    await failWith("vendor-groups", new Error("Unexpected Server Error"));
    expect(screen.getByRole("alert").textContent).toBe(
      "An internal server error occurred while loading vendor groups. Please try again in a few minutes.",
    );
  });

  it("says a missing connection", async () => {
    await failWith("item-groups", new TypeError("Failed to fetch"));
    expect(screen.getByRole("alert").textContent).toBe("Network connection error. Please check your internet connection and try again.");
  });

  it("says a refusal to view the list", async () => {
    await failWith("shipping-methods", new Response("", { status: 403 }));
    expect(screen.getByRole("alert").textContent).toBe("You do not have permission to view shipping methods.");
  });

  it("is Page not found for a 404 (another user's company)", async () => {
    expect((await failWith("customer-groups", new Response("Not found", { status: 404 }))).textContent).toBe("Page not found");
    expect(screen.queryByRole("table")).toBeNull();
  });
});
