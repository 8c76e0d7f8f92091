// @vitest-environment jsdom
import "../../../vitest.setup.ui";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { AddressDialog } from "./address-dialog";

function Harness({ initial = "", onSave = () => {} }: { initial?: string; onSave?: (text: string) => void }) {
  const [open, setOpen] = useState(true);
  const [text, setText] = useState(initial);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Edit address
      </button>
      <pre data-testid="saved">{text}</pre>
      <AddressDialog
        open={open}
        onOpenChange={setOpen}
        value={text}
        onSave={(next) => {
          setText(next);
          onSave(next);
        }}
      />
    </>
  );
}

describe("AddressDialog", () => {
  it("is a dialog titled Address with the six fields", () => {
    render(<Harness />);
    const dialog = screen.getByRole("dialog", { name: "Address" });
    for (const label of ["Address1", "Address2", "City", "State", "Postal code", "Country"]) {
      expect(within(dialog).getByLabelText(new RegExp(`^${label}`))).toBeTruthy();
    }
  });

  it("names every missing required field on OK and stays open", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<Harness onSave={onSave} />);
    await user.click(screen.getByRole("button", { name: "OK" }));
    expect(screen.getByRole("alert").textContent).toBe("Please fill in required fields: Address1, City, State, Postal code, Country");
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog", { name: "Address" })).toBeTruthy();

    await user.type(screen.getByLabelText(/^Address1/), "12 Main St");
    await user.type(screen.getByLabelText(/^City/), "Springfield");
    await user.click(screen.getByRole("button", { name: "OK" }));
    expect(screen.getByRole("alert").textContent).toBe("Please fill in required fields: State, Postal code, Country");
    expect(screen.getByLabelText(/^State/).getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText(/^City/).getAttribute("aria-invalid")).toBeNull();
  });

  it("saves six lines in order without address2 and closes", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<Harness onSave={onSave} />);
    await user.type(screen.getByLabelText(/^Address1/), "12 Main St");
    await user.type(screen.getByLabelText(/^City/), "Springfield");
    await user.type(screen.getByLabelText(/^State/), "IL");
    await user.type(screen.getByLabelText(/^Postal code/), "62701");
    await user.type(screen.getByLabelText(/^Country/), "USA");
    await user.click(screen.getByRole("button", { name: "OK" }));
    expect(onSave).toHaveBeenCalledWith("12 Main St\n\nSpringfield\nIL\n62701\nUSA");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("starts from the stored text and Cancel keeps it unchanged", async () => {
    const user = userEvent.setup();
    render(<Harness initial={"1 Elm Rd\nFloor 2\nAustin\nTX\n73301\nUSA"} />);
    expect((screen.getByLabelText(/^Address2/) as HTMLInputElement).value).toBe("Floor 2");
    await user.clear(screen.getByLabelText(/^City/));
    await user.type(screen.getByLabelText(/^City/), "Dallas");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByTestId("saved").textContent).toBe("1 Elm Rd\nFloor 2\nAustin\nTX\n73301\nUSA");
    await user.click(screen.getByRole("button", { name: "Edit address" }));
    expect((screen.getByLabelText(/^City/) as HTMLInputElement).value).toBe("Austin");
  });

  it("does not submit a form it is rendered inside", async () => {
    const user = userEvent.setup();
    const outerSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={outerSubmit}>
        <AddressDialog open onOpenChange={() => {}} value={"1 A St\n\nTown\nST\n12345\nUSA"} onSave={() => {}} />
      </form>,
    );
    await user.click(screen.getByRole("button", { name: "OK" }));
    expect(outerSubmit).not.toHaveBeenCalled();
  });
});
