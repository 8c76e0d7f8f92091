// @vitest-environment jsdom
import "../../../vitest.setup.ui";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { ConfirmModal, ErrorModal, SuccessModal, ValidationErrorModal, WarningModal } from "./modal-panels";

function descriptionOf(dialog: HTMLElement) {
  return document.getElementById(dialog.getAttribute("aria-describedby") ?? "")?.textContent;
}

describe("message modals", () => {
  it.each([
    ["SuccessModal", SuccessModal, "Success"],
    ["ErrorModal", ErrorModal, "Error"],
    ["WarningModal", WarningModal, "Warning"],
  ] as const)("%s shows its title and message and closes on OK", async (_, Modal, defaultTitle) => {
    const user = userEvent.setup();
    const onOk = vi.fn();
    function Harness() {
      const [open, setOpen] = useState(true);
      return <Modal open={open} onOpenChange={setOpen} message="Warehouse created successfully!" onOk={onOk} />;
    }
    render(<Harness />);
    const dialog = screen.getByRole("dialog", { name: defaultTitle });
    expect(descriptionOf(dialog)).toBe("Warehouse created successfully!");
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "OK" }));
    await user.click(within(dialog).getByRole("button", { name: "OK" }));
    expect(onOk).toHaveBeenCalledOnce();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("uses a custom title", () => {
    render(<ErrorModal open onOpenChange={() => {}} title="Save Failed" message="Failed to save sales person." />);
    expect(screen.getByRole("dialog", { name: "Save Failed" })).toBeTruthy();
  });

  it("ValidationErrorModal lists the messages as bullets", async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<ValidationErrorModal open onOpenChange={onOpenChange} messages={["Account Type is required", "Account Name is required"]} />);
    const dialog = screen.getByRole("dialog", { name: "Validation Error" });
    const items = within(within(dialog).getByRole("list")).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(["Account Type is required", "Account Name is required"]);
    expect(descriptionOf(dialog)).toContain("Account Name is required");
    await user.click(within(dialog).getByRole("button", { name: "OK" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe("ConfirmModal", () => {
  it("asks, confirms and cancels", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(
      <ConfirmModal
        open
        onOpenChange={onOpenChange}
        title="Delete Warehouse"
        message="This cannot be undone."
        confirmLabel="Delete"
        cancelLabel="Keep"
        onConfirm={onConfirm}
        destructive
      />,
    );
    const dialog = screen.getByRole("alertdialog", { name: "Delete Warehouse" });
    expect(descriptionOf(dialog)).toBe("This cannot be undone.");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await user.click(within(dialog).getByRole("button", { name: "Keep" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("takes extra fields, starts in them and confirms on Enter", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    function Harness() {
      const [password, setPassword] = useState("");
      return (
        <ConfirmModal
          open
          onOpenChange={() => {}}
          title="Open company"
          message="Enter the company password."
          onConfirm={() => onConfirm(password)}
        >
          <label>
            Password
            <input type="password" value={password} onChange={(event) => setPassword(event.target.value)} />
          </label>
        </ConfirmModal>
      );
    }
    render(<Harness />);
    expect(document.activeElement).toBe(screen.getByLabelText("Password"));
    await user.keyboard("s3cret{Enter}");
    expect(onConfirm).toHaveBeenCalledWith("s3cret");
  });

  it("shows Processing... and blocks both buttons while busy", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(<ConfirmModal open onOpenChange={onOpenChange} title="Delete" message="Sure?" onConfirm={onConfirm} busy />);
    const processing = screen.getByRole("button", { name: "Processing..." }) as HTMLButtonElement;
    expect(processing.disabled).toBe(true);
    expect((screen.getByRole("button", { name: "Cancel" }) as HTMLButtonElement).disabled).toBe(true);
    await user.keyboard("{Escape}");
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});

describe("the modals screens import", () => {
  it("render nothing while closed and the panel once opened", async () => {
    const { ErrorModal: Deferred } = await import("./modals");
    const { rerender } = render(<Deferred open={false} onOpenChange={() => {}} title="Save Failed" message="Failed to save." />);
    expect(screen.queryByRole("dialog")).toBeNull();
    rerender(<Deferred open onOpenChange={() => {}} title="Save Failed" message="Failed to save." />);
    const dialog = await screen.findByRole("dialog", { name: "Save Failed" });
    expect(descriptionOf(dialog)).toBe("Failed to save.");
  });
});
