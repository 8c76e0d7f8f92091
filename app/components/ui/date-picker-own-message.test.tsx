// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { DatePicker } from "./date-picker";

// The vendor form's dates (issue 11 item 9): text that is not a date keeps what was typed and gets
// the field's own message, on leaving the field and when a refused form comes back.
const MESSAGE = "Please enter a valid date in MM/DD/YYYY format for Vendor Since.";
const input = () => screen.getByLabelText("Vendor Since") as HTMLInputElement;
afterEach(cleanup);

describe("DatePicker with the field's own invalid-date message", () => {
  it("keeps a bad date's text and shows the field's message on blur", async () => {
    const user = userEvent.setup();
    render(<DatePicker name="vendorSince" label="Vendor Since" invalidMessage={MESSAGE} />);
    await user.type(input(), "13012026");
    await user.tab();
    expect(input().value).toBe("13/01/2026");
    expect(screen.getByRole("alert").textContent).toBe(MESSAGE);
  });

  it("starts from the text a refused form sent back", () => {
    render(<DatePicker name="vendorSince" label="Vendor Since" defaultText="02/30/2026" invalidMessage={MESSAGE} />);
    expect(input().value).toBe("02/30/2026");
  });

  it("without its own message, still wipes the text with the generic one", async () => {
    const user = userEvent.setup();
    render(<DatePicker name="vendorSince" label="Vendor Since" />);
    await user.type(input(), "01/32/2026");
    await user.tab();
    expect(input().value).toBe("");
    expect(screen.getByRole("alert").textContent).toBe("Invalid date. Use MM/DD/YYYY.");
  });
});
