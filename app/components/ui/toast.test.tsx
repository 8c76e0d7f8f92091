// @vitest-environment jsdom
import { renderServerHtml } from "../../../vitest.setup.ui";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TOAST_MS, Toaster, useToast } from "./toast";

function Raiser() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.success("Warehouse created successfully!")}>
        Succeed
      </button>
      <button type="button" onClick={() => toast.error("Failed to create warehouse.")}>
        Fail
      </button>
      <button type="button" onClick={() => toast.info("Export to CSV coming soon!")}>
        Inform
      </button>
    </>
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  act(() => useToast().dismissAll());
  vi.useRealTimers();
});

describe("Toaster", () => {
  it("announces successes and infos as status and errors as alert", () => {
    render(
      <>
        <Raiser />
        <Toaster />
      </>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Succeed" }));
    fireEvent.click(screen.getByRole("button", { name: "Inform" }));
    fireEvent.click(screen.getByRole("button", { name: "Fail" }));
    const status = screen.getByRole("status");
    expect(status.textContent).toContain("Warehouse created successfully!");
    expect(status.textContent).toContain("Export to CSV coming soon!");
    expect(status.textContent).not.toContain("Failed to create warehouse.");
    expect(screen.getByRole("alert").textContent).toContain("Failed to create warehouse.");
  });

  it("dismisses each toast after 2.5 seconds", () => {
    expect(TOAST_MS).toBe(2500);
    render(
      <>
        <Raiser />
        <Toaster />
      </>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Succeed" }));
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.click(screen.getByRole("button", { name: "Fail" }));
    act(() => vi.advanceTimersByTime(1499));
    expect(screen.queryByText("Warehouse created successfully!")).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("Warehouse created successfully!")).toBeNull();
    expect(screen.queryByText("Failed to create warehouse.")).not.toBeNull();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText("Failed to create warehouse.")).toBeNull();
  });

  it("closes a toast from its close button", () => {
    render(
      <>
        <Raiser />
        <Toaster />
      </>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Succeed" }));
    fireEvent.click(within(screen.getByRole("status")).getByRole("button", { name: "Dismiss notification" }));
    expect(screen.queryByText("Warehouse created successfully!")).toBeNull();
  });

  it("puts a server flash in the server HTML as visible text", async () => {
    const container = document.createElement("div");
    container.innerHTML = await renderServerHtml(<Toaster flash={{ type: "success", message: "Journal entry saved successfully!" }} />);
    expect(within(container).getByRole("status").textContent).toContain("Journal entry saved successfully!");
    const errorHtml = await renderServerHtml(<Toaster flash={{ type: "error", message: "Failed to save" }} />);
    container.innerHTML = errorHtml;
    expect(within(container).getByRole("alert").textContent).toContain("Failed to save");
  });

  it("shows a flash once after hydration and dismisses it after 2.5 seconds", async () => {
    const flash = { type: "info" as const, message: "Welcome back" };
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = await renderServerHtml(<Toaster flash={flash} />);
    const { rerender } = render(<Toaster flash={flash} />, { container, hydrate: true });
    expect(screen.getAllByText("Welcome back")).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Dismiss notification" })).toBeTruthy();
    rerender(<Toaster flash={flash} />);
    expect(screen.getAllByText("Welcome back")).toHaveLength(1);
    act(() => vi.advanceTimersByTime(TOAST_MS));
    expect(screen.queryByText("Welcome back")).toBeNull();
    // The loader revalidating without a flash does not bring it back; a new flash shows again.
    rerender(<Toaster flash={null} />);
    expect(screen.queryByText("Welcome back")).toBeNull();
    rerender(<Toaster flash={{ type: "success", message: "Saved again" }} />);
    expect(screen.getByRole("status").textContent).toContain("Saved again");
  });
});
