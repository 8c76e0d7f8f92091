import { brotliDecompressSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { BROTLI_PARAMS } from "./compression.server";
import {
  acceptsBrotli,
  asksForFreshPage,
  forgetRenderedPages,
  keepPage,
  keptPage,
  renderedPageKey,
  renderedPagesKept,
} from "./rendered-pages.server";

const encoder = new TextEncoder();
const parts = {
  build: "abc123",
  url: "http://localhost/company/1/dashboard/vendors/bills",
  status: 200,
  data: [encoder.encode('[{"loaderData":1}]\n')],
};

afterEach(() => forgetRenderedPages());

describe("renderedPageKey", () => {
  it("is the same for the same build, address, status and data, whatever the data's chunking", () => {
    const split = [encoder.encode('[{"loader'), encoder.encode('Data":1}]\n')];
    expect(renderedPageKey(parts)).toBe(renderedPageKey({ ...parts }));
    expect(renderedPageKey({ ...parts, data: split })).toBe(renderedPageKey(parts));
  });

  it("changes with any of them: another build, address, status, or a byte of the data", () => {
    const key = renderedPageKey(parts);
    expect(renderedPageKey({ ...parts, build: "def456" })).not.toBe(key);
    expect(renderedPageKey({ ...parts, url: `${parts.url}?page=2` })).not.toBe(key);
    expect(renderedPageKey({ ...parts, status: 404 })).not.toBe(key);
    expect(renderedPageKey({ ...parts, data: [encoder.encode('[{"loaderData":2}]\n')] })).not.toBe(key);
  });
});

describe("kept pages", () => {
  it("gives back the page kept under a key, and its brotli form once compressed", async () => {
    const html = Buffer.from(`<html>${"<li>Bill</li>".repeat(500)}</html>`);
    keepPage("k1", html, BROTLI_PARAMS);
    expect(Buffer.from(keptPage("k1")!.html).toString()).toBe(html.toString());
    expect(keptPage("k2")).toBeUndefined();
    await expect.poll(() => keptPage("k1")?.br).toBeDefined();
    expect(brotliDecompressSync(keptPage("k1")!.br!).toString()).toBe(html.toString());
  });

  it("keeps the page rendered last under a key in place of the one before", () => {
    keepPage("k", Buffer.from("<p>before</p>"), BROTLI_PARAMS);
    keepPage("k", Buffer.from("<p>after</p>"), BROTLI_PARAMS);
    expect(Buffer.from(keptPage("k")!.html).toString()).toBe("<p>after</p>");
    expect(renderedPagesKept()).toMatchObject({ pages: 1 });
  });

  it("drops the least recently used pages past its budget of 32 MB, and never keeps a page over 1 MB", () => {
    const page = Buffer.alloc(1024 * 1024, "a");
    keepPage("too big", Buffer.alloc(1024 * 1024 + 1, "a"), BROTLI_PARAMS);
    expect(keptPage("too big")).toBeUndefined();
    for (let n = 0; n < 32; n++) keepPage(`page ${n}`, page, BROTLI_PARAMS);
    expect(keptPage("page 0")).toBeDefined(); // used: now the most recent
    keepPage("page 32", page, BROTLI_PARAMS);
    expect(keptPage("page 1")).toBeUndefined();
    expect(keptPage("page 0")).toBeDefined();
    expect(keptPage("page 32")).toBeDefined();
    expect(renderedPagesKept().bytes).toBeLessThanOrEqual(32 * 1024 * 1024);
  });
});

describe("acceptsBrotli", () => {
  it("reads Accept-Encoding as browsers send it", () => {
    expect(acceptsBrotli("gzip, deflate, br")).toBe(true);
    expect(acceptsBrotli("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsBrotli("br;q=0.5, gzip")).toBe(true);
    expect(acceptsBrotli("gzip, br;q=0")).toBe(false);
    expect(acceptsBrotli("gzip, deflate")).toBe(false);
    expect(acceptsBrotli("identity")).toBe(false);
    expect(acceptsBrotli(null)).toBe(false);
  });
});

describe("asksForFreshPage", () => {
  it("is what a browser's hard reload sends: Cache-Control or Pragma no-cache", () => {
    expect(asksForFreshPage(new Headers({ "Cache-Control": "no-cache" }))).toBe(true);
    expect(asksForFreshPage(new Headers({ "Cache-Control": "max-age=0, no-cache" }))).toBe(true);
    expect(asksForFreshPage(new Headers({ Pragma: "no-cache" }))).toBe(true);
    expect(asksForFreshPage(new Headers({ "Cache-Control": "max-age=0" }))).toBe(false);
    expect(asksForFreshPage(new Headers())).toBe(false);
  });
});
