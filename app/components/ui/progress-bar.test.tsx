// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The bar reads Remix's navigation and fetchers; here they are set by hand, and the clock is fake.
const state = vi.hoisted(() => ({
  navigation: { state: "idle" } as { state: string },
  fetchers: [] as { state: string }[],
}));
vi.mock("@remix-run/react", () => ({
  useNavigation: () => state.navigation,
  useFetchers: () => state.fetchers,
}));

const { NavigationProgress } = await import("./progress-bar");

describe("NavigationProgress", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    state.navigation = { state: "idle" };
    state.fetchers = [];
  });
  afterEach(() => vi.useRealTimers());

  it("shows only when a navigation lasts past the delay, and goes when it ends", () => {
    const { rerender } = render(<NavigationProgress />);
    expect(screen.queryByRole("progressbar")).toBeNull();

    state.navigation = { state: "loading" };
    rerender(<NavigationProgress />);
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByRole("progressbar")).toBeNull(); // a fast navigation does not flash it

    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole("progressbar", { name: "Loading" })).toBeTruthy();

    state.navigation = { state: "idle" };
    rerender(<NavigationProgress />);
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("never shows for a navigation that ends before the delay", () => {
    const { rerender } = render(<NavigationProgress />);
    state.navigation = { state: "loading" };
    rerender(<NavigationProgress />);
    act(() => vi.advanceTimersByTime(140));
    state.navigation = { state: "idle" };
    rerender(<NavigationProgress />);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("says Saving for a submission, and counts a fetcher's submission but not its background load", () => {
    state.navigation = { state: "submitting" };
    const { rerender } = render(<NavigationProgress />);
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole("progressbar", { name: "Saving" })).toBeTruthy();

    state.navigation = { state: "idle" };
    state.fetchers = [{ state: "loading" }];
    rerender(<NavigationProgress />);
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole("progressbar")).toBeNull();

    state.fetchers = [{ state: "submitting" }];
    rerender(<NavigationProgress />);
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole("progressbar")).toBeTruthy();
  });
});
