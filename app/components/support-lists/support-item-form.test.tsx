// @vitest-environment jsdom
import "../../../vitest.setup.ui";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it } from "vitest";
import type { SupportListKind } from "~/modules/support-lists/schema";
import { SupportItemForm } from "./support-item-form";

// The one Add New form of the support lists (the list screens and the vendor form's dialogs): the
// fields of each list, the caller's hidden fields, and the list's own messages.

function show(kind: SupportListKind, extra: { serverError?: string } = {}) {
  const posted: FormData[] = [];
  const router = createMemoryRouter(
    [
      {
        path: "/list",
        action: async ({ request }) => {
          posted.push(await request.formData());
          return null;
        },
        element: (
          <SupportItemForm
            kind={kind}
            id={`test-${kind}`}
            label="Add Item"
            hidden={{ intent: "create", respond: "modal" }}
            cancel={<button type="button">Cancel</button>}
            {...extra}
          />
        ),
      },
    ],
    { initialEntries: ["/list"] },
  );
  render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
  expect(screen.getByRole("form", { name: "Add Item" })).toBeTruthy();
  return { posted };
}

describe("SupportItemForm", () => {
  it("asks only a name for a group, and posts the caller's hidden fields with it", async () => {
    const { posted } = show("vendor-groups");
    expect(screen.getAllByRole("textbox").map((input) => input.getAttribute("name"))).toEqual(["name"]);
    await userEvent.type(screen.getByRole("textbox", { name: /Name/ }), "Wholesale");
    await userEvent.click(screen.getByRole("button", { name: "OK" }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(Object.fromEntries(posted[0]!)).toEqual({ intent: "create", respond: "modal", name: "Wholesale" });
  });

  it("asks a description for a shipping method", () => {
    show("shipping-methods");
    expect(screen.getAllByRole("textbox").map((input) => input.getAttribute("name"))).toEqual(["name", "description"]);
  });

  it("shows the day fields of the payment term's type", async () => {
    show("payment-terms");
    expect(screen.getByRole("spinbutton", { name: /Net due in/ })).toBeTruthy();
    expect(screen.queryByRole("spinbutton", { name: /Net due before/ })).toBeNull();
    await userEvent.selectOptions(screen.getByRole("combobox", { name: /Type/ }), "date");
    expect(screen.getByRole("spinbutton", { name: /Net due before/ })).toBeTruthy();
    expect(screen.queryByRole("spinbutton", { name: /Net due in/ })).toBeNull();
  });

  it("refuses an empty name with the list's message and posts nothing", async () => {
    const { posted } = show("customer-groups");
    await userEvent.click(screen.getByRole("button", { name: "OK" }));
    await waitFor(() => expect(screen.getByRole("textbox", { name: /Name/ }).getAttribute("aria-invalid")).toBe("true"));
    expect(posted).toHaveLength(0);
  });

  it("shows a failure the server gave without field errors", () => {
    show("payment-terms", { serverError: "An unexpected server error occurred. Please try again later." });
    expect(screen.getByText("An unexpected server error occurred. Please try again later.")).toBeTruthy();
  });
});
