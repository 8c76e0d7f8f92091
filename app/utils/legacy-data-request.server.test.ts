import { describe, expect, it } from "vitest";
import { isLegacyDataRequest } from "./legacy-data-request.server";

describe("isLegacyDataRequest", () => {
  it("spots ?_data= with or without a route id, and nothing else", () => {
    expect(isLegacyDataRequest("/login?_data=routes%2Flogin")).toBe(true);
    expect(isLegacyDataRequest("/login?index&_data=")).toBe(true);
    expect(isLegacyDataRequest("/login")).toBe(false);
    expect(isLegacyDataRequest("/company/1/dashboard?data=1&page=2")).toBe(false);
  });
});
