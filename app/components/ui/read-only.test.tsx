// @vitest-environment jsdom
import "../../../vitest.setup.ui";
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { PurchaseListHeader } from "~/components/purchases/purchase-list-header";
import { ConfirmFirstButton } from "./confirm-first-button";
import { Dialog } from "./dialog";
import { DialogSaveFooter } from "./dialog-save-footer";
import { ReadOnlyProvider } from "./read-only";

// A viewer sees no action they may not take: inside a read-only shell the kit's Add New, Delete /
// Void and a dialog's Save are not rendered; Export and Cancel stay.

function renderAs(readOnly: boolean) {
  const router = createMemoryRouter(
    [
      {
        path: "/",
        element: (
          <ReadOnlyProvider readOnly={readOnly}>
            <PurchaseListHeader
              title="Bills"
              csv={{ href: "/bills.csv", fileName: "bills.csv" }}
              action={{ label: "Enter Bill", to: "/enter-bill" }}
            />
            <ConfirmFirstButton href="?confirm=void" onAsk={() => {}}>
              Void
            </ConfirmFirstButton>
            <Dialog open>
              <DialogSaveFooter busy={false} />
            </Dialog>
          </ReadOnlyProvider>
        ),
      },
    ],
    { initialEntries: ["/"] },
  );
  render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
}

describe("read-only screens", () => {
  it("show a viewer Export and Cancel, and no Enter Bill, Void or Save", async () => {
    renderAs(true);
    expect(await screen.findByRole("link", { name: "Export to CSV" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Cancel" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Enter Bill" })).toBeNull();
    expect(screen.queryByText("Void")).toBeNull();
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
  });

  it("show someone who may write every action", async () => {
    renderAs(false);
    expect(await screen.findByRole("link", { name: "Enter Bill" })).toBeTruthy();
    expect(screen.getByText("Void")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Save" })).toBeTruthy();
  });
});
