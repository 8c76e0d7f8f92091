// @vitest-environment jsdom
import "../../../vitest.setup.ui";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CheckboxField, Field, SelectField, TextareaField } from "./field";

const describedText = (element: HTMLElement) =>
  (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe("fields", () => {
  it("labels an input and ties its description and error to it", () => {
    render(<Field label="Account Name" name="name" required description="Shown on reports" error={["Account Name is required"]} />);
    const input = screen.getByRole("textbox", { name: /Account Name/ });
    expect((input as HTMLInputElement).name).toBe("name");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(describedText(input)).toEqual(["Shown on reports", "Account Name is required"]);
  });

  it("is valid and undescribed without an error", () => {
    render(<Field label="Email" name="email" type="email" />);
    const input = screen.getByRole("textbox", { name: "Email" });
    expect(input.getAttribute("aria-invalid")).toBeNull();
    expect(input.getAttribute("aria-describedby")).toBeNull();
  });

  it("wires selects, textareas and checkboxes the same way", () => {
    render(
      <>
        <SelectField
          label="Gender"
          name="gender"
          placeholder="Choose"
          options={[
            { value: "male", label: "Male" },
            { value: "female", label: "Female" },
          ]}
          error="Gender is required"
        />
        <TextareaField label="Notes" name="notes" error="Too long" />
        <CheckboxField label="Active" name="active" defaultChecked error="Must be active" />
      </>,
    );
    const select = screen.getByRole("combobox", { name: "Gender" }) as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual(["Choose", "Male", "Female"]);
    expect(describedText(select)).toEqual(["Gender is required"]);
    expect(describedText(screen.getByRole("textbox", { name: "Notes" }))).toEqual(["Too long"]);
    const checkbox = screen.getByRole("checkbox", { name: "Active" }) as HTMLInputElement;
    expect(checkbox.checked).toBe(true);
    expect(describedText(checkbox)).toEqual(["Must be active"]);
  });
});
