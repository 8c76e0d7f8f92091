import { describe, expect, it } from "vitest";
import { isCrossOriginMutation } from "./origin.server";

const headers = (values: Record<string, string>) => new Headers(values);

describe("isCrossOriginMutation", () => {
  it("lets reads through whatever their origin", () => {
    expect(isCrossOriginMutation("GET", headers({ host: "app.test", origin: "https://evil.test" }))).toBe(false);
  });
  it("allows a form post from the same host", () => {
    expect(isCrossOriginMutation("POST", headers({ host: "localhost:3000", origin: "http://localhost:3000" }))).toBe(false);
  });
  it("refuses a post from another site", () => {
    expect(isCrossOriginMutation("POST", headers({ host: "localhost:3000", origin: "https://evil.test" }))).toBe(true);
    expect(isCrossOriginMutation("DELETE", headers({ host: "localhost:3000", referer: "https://evil.test/page" }))).toBe(true);
  });
  it("refuses an opaque origin", () => {
    expect(isCrossOriginMutation("POST", headers({ host: "localhost:3000", origin: "null" }))).toBe(true);
  });
  it("allows programs that send neither Origin nor Referer", () => {
    expect(isCrossOriginMutation("PUT", headers({ host: "localhost:3000" }))).toBe(false);
  });
});
