// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useDeferredChecks, validateWhenLoaded } from "./deferred-validation";

// A form's checks load after first paint; a save pressed before they arrive waits for them. When
// they cannot load (offline), the save is not held back for good: it goes unchecked to the server.

const formData = () => {
  const data = new FormData();
  data.set("name", "Alpha");
  return data;
};

describe("validateWhenLoaded", () => {
  it("runs the checks once they are loaded", async () => {
    const checks = { name: "the schema" };
    const { result } = renderHook(() => useDeferredChecks(async () => checks));
    await act(() => result.current.loaded);
    const validate = vi.fn(() => ({ status: "error" }) as never);
    validateWhenLoaded(result.current, { form: document.createElement("form"), formData: formData(), submitter: null }, validate);
    expect(validate).toHaveBeenCalledWith(checks);
  });

  it("holds a save back while they load, and sends it unchecked, again from its form, once their load fails", async () => {
    let fail!: (error: Error) => void;
    const load = () => new Promise<never>((_, reject) => (fail = reject));
    const { result } = renderHook(() => useDeferredChecks(load));
    const form = document.createElement("form");
    document.body.append(form);
    const requestSubmit = vi.spyOn(form, "requestSubmit").mockImplementation(() => undefined);
    const validate = vi.fn();

    const held = validateWhenLoaded(result.current, { form, formData: formData(), submitter: null }, validate);
    expect(held.status).toBe("error"); // held back: conform does not submit
    expect(requestSubmit).not.toHaveBeenCalled();

    await act(async () => {
      fail(new TypeError("Failed to fetch dynamically imported module"));
      await result.current.settled;
    });
    expect(result.current.failed).toBe(true);
    expect(requestSubmit).toHaveBeenCalledTimes(1);

    const sent = validateWhenLoaded(result.current, { form, formData: formData(), submitter: null }, validate);
    expect(sent.status).toBe("success");
    expect(sent.payload).toEqual({ name: "Alpha" });
    expect(validate).not.toHaveBeenCalled();
    form.remove();
  });
});
