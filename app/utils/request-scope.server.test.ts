import { describe, expect, it } from "vitest";
import { oncePerRequest, withRequestScope } from "./request-scope.server";

describe("oncePerRequest", () => {
  it("makes a value once per request scope and key, shared by every caller in it, even across awaits", async () => {
    let made = 0;
    const make = async () => ++made;
    const [a, b, c] = await withRequestScope(async () => {
      const first = oncePerRequest("session x", make);
      await new Promise((resolve) => setTimeout(resolve, 1));
      return [await first, await oncePerRequest("session x", make), await oncePerRequest("session y", make)];
    });
    expect([a, b, c]).toEqual([1, 1, 2]);
  });

  it("shares nothing between two requests, even running at once", async () => {
    let made = 0;
    const request = () => withRequestScope(() => oncePerRequest("k", () => ++made));
    expect(await Promise.all([request(), request()])).toEqual([1, 2]);
  });

  it("makes the value every time outside a request scope", () => {
    let made = 0;
    oncePerRequest("k", () => ++made);
    oncePerRequest("k", () => ++made);
    expect(made).toBe(2);
  });
});
