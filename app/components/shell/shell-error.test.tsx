// @vitest-environment jsdom
import "../../../vitest.setup.ui";
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { ListErrorPanel } from "./shell-error";

/** A list screen whose loader fails with `status`, its boundary the list panel. */
function renderFailingList(status: number) {
  const router = createMemoryRouter(
    [
      {
        path: "/",
        loader: () => {
          throw new Response("refused", { status });
        },
        element: <p>The list</p>,
        errorElement: <ListErrorPanel failed="Failed to load bills." />,
      },
    ],
    { future: { v7_relativeSplatPath: true } },
  );
  render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
}

describe("ListErrorPanel", () => {
  it("says the list failed to load above the error panel, with the way back to the dashboard", async () => {
    renderFailingList(500);
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to load bills.");
    expect(screen.getByRole("heading", { name: "Something went wrong" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the dashboard" }).getAttribute("href")).toBe("/dashboard");
    expect(screen.queryByText("The list")).toBeNull();
  });

  it("leaves a 404 to the panel's Page not found, without the list's line", async () => {
    renderFailingList(404);
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
