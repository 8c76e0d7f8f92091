// A test that makes something log `console.error` fails, as in the Epic Stack's test setup: an error
// logged during a test is a failure nobody asserted on (a React warning, a server error swallowed
// into a log line). A test that expects one says so with `allowConsoleError()`, and may assert on
// what was logged through the spy it returns.
import { afterEach, beforeEach, vi, type MockInstance } from "vitest";

let spy: MockInstance<typeof console.error> | undefined;
let allowed = false;

beforeEach(() => {
  allowed = false;
  spy = vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  const calls = spy?.mock.calls ?? [];
  spy?.mockRestore();
  spy = undefined;
  if (calls.length && !allowed) {
    const logged = calls
      .map((args) => args.map((a) => (a instanceof Error ? (a.stack ?? a.message) : String(a))).join(" "))
      .join("\n---\n");
    throw new Error(
      `console.error was called ${calls.length} time(s) during this test (call allowConsoleError() if that is expected):\n${logged}`,
    );
  }
});

/** This test expects console.error: it does not fail the test; the spy holds what was logged. */
export function allowConsoleError(): MockInstance<typeof console.error> {
  allowed = true;
  if (!spy) throw new Error("allowConsoleError() is for use inside a test");
  return spy;
}
