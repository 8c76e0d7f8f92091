import { describe, expect, it } from "vitest";
import { headerSafeUrl } from "./toast.server";

describe("headerSafeUrl", () => {
  it("keeps a plain URL and percent-encodes what a Location header refuses", () => {
    expect(headerSafeUrl("/company/1/dashboard/vendors?page=2&q=acme%20co")).toBe("/company/1/dashboard/vendors?page=2&q=acme%20co");
    expect(headerSafeUrl("/list?q=a b\u0000\r\n")).toBe("/list?q=a%20b%00%0D%0A");
    expect(headerSafeUrl("/list?q=Café")).toBe("/list?q=Caf%C3%A9");
    expect(headerSafeUrl("/list?q=a\ud800b")).toBe("/list?q=a%EF%BF%BDb");
    expect(new Headers({ Location: headerSafeUrl("/list?q=\u0000\ud800 é") }).get("Location")).toBe("/list?q=%00%EF%BF%BD%20%C3%A9");
  });
});
