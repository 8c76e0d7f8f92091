import { describe, expect, it } from "vitest";
import { isCrossOriginMutation, trustProxy } from "./origin.server";

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

  it("ignores a client-sent X-Forwarded-Host unless the operator trusts a proxy", () => {
    const forged = headers({ host: "localhost:3000", "x-forwarded-host": "evil.test", origin: "https://evil.test" });
    expect(isCrossOriginMutation("POST", forged, { trustProxy: false })).toBe(true);
    const sameHost = headers({ host: "localhost:3000", "x-forwarded-host": "evil.test", origin: "http://localhost:3000" });
    expect(isCrossOriginMutation("POST", sameHost, { trustProxy: false })).toBe(false);
  });
  it("behind a trusted proxy, compares with the forwarded host and scheme", () => {
    const proxied = { host: "127.0.0.1:3000", "x-forwarded-host": "books.example.com", "x-forwarded-proto": "https" };
    expect(isCrossOriginMutation("POST", headers({ ...proxied, origin: "https://books.example.com" }), { trustProxy: true })).toBe(false);
    expect(isCrossOriginMutation("POST", headers({ ...proxied, origin: "https://evil.test" }), { trustProxy: true })).toBe(true);
    expect(isCrossOriginMutation("POST", headers({ ...proxied, origin: "http://books.example.com" }), { trustProxy: true })).toBe(true);
    const chained = { ...proxied, "x-forwarded-host": "books.example.com, 10.0.0.2", "x-forwarded-proto": "https, http" };
    expect(isCrossOriginMutation("POST", headers({ ...chained, origin: "https://books.example.com" }), { trustProxy: true })).toBe(false);
    // Without the forwarded headers it falls back to Host.
    expect(isCrossOriginMutation("POST", headers({ host: "localhost:3000", origin: "http://localhost:3000" }), { trustProxy: true })).toBe(
      false,
    );
  });
  it("reads TRUST_PROXY from the environment", () => {
    expect(trustProxy({})).toBe(false);
    expect(trustProxy({ TRUST_PROXY: "0" })).toBe(false);
    expect(trustProxy({ TRUST_PROXY: "1" })).toBe(true);
    expect(trustProxy({ TRUST_PROXY: "true" })).toBe(true);
  });
});
