import { createHash } from "node:crypto";
import { brotliCompress, constants } from "node:zlib";

// Rendered documents kept by what they were rendered from (ADR 0090). React's render of a page is a
// pure function of the build, the address, the status and the loaders' data; the loaders still run
// on every request (the session, the membership, the books are read afresh), and when what they
// answer is byte for byte what an earlier request of the same address got, the markup rendered then
// is sent again instead of rendering it anew. A change in the books changes the data and so the key:
// nothing here can serve a page older than its data. Only memory is at stake: the pages are kept up
// to a byte budget, least recently used dropped first, and a new build starts with none.
// RENDERED_PAGES_MB sets the budget (32 MB unless set; 0 keeps none, every page rendered afresh).

const budgetMb = Number(process.env.RENDERED_PAGES_MB ?? 32);
const BUDGET_BYTES = (Number.isFinite(budgetMb) && budgetMb >= 0 ? budgetMb : 32) * 1024 * 1024;
/** Whether pages are kept at all (RENDERED_PAGES_MB=0 keeps none: no key is worth working out). */
export const keepingPages = BUDGET_BYTES > 0;

/** A page larger than this (a long report) is not kept: it would push out many list pages. */
const LARGEST_PAGE_BYTES = 1024 * 1024;

export interface RenderedPage {
  html: Uint8Array<ArrayBuffer>;
  /** The page compressed with brotli, once compressed (in the background after it is kept). */
  br?: Uint8Array<ArrayBuffer>;
}

const pages = new Map<string, RenderedPage>();
let keptBytes = 0;

const sizeOf = (page: RenderedPage) => page.html.byteLength + (page.br?.byteLength ?? 0);

/**
 * The key of a document: the build, the address, the status, the day (a screen may render today's
 * date itself) and the serialized loader data Remix hands the browser (which also carries the action
 * data and any errors).
 */
export function renderedPageKey(parts: { build: string; url: string; status: number; data: Uint8Array[] }): string {
  const hash = createHash("sha256");
  hash.update(`${parts.build}\n${parts.status}\n${new Date().toDateString()}\n${parts.url}\n`);
  for (const chunk of parts.data) hash.update(chunk);
  return hash.digest("base64url");
}

export function keptPage(key: string): RenderedPage | undefined {
  const page = pages.get(key);
  if (page) {
    // Most recently used last: Map keeps insertion order, so the first key is the one to drop.
    pages.delete(key);
    pages.set(key, page);
  }
  return page;
}

function makeRoom(bytes: number) {
  while (keptBytes + bytes > BUDGET_BYTES && pages.size > 0) {
    const [oldest, page] = pages.entries().next().value!;
    pages.delete(oldest);
    keptBytes -= sizeOf(page);
  }
}

/**
 * Keep a page rendered under `key` (in place of one kept before under it); its brotli form is added
 * when compressed (the brotli parameters of app/utils/compression.server.ts).
 */
export function keepPage(key: string, html: Buffer, brotliParams: Record<number, number>): void {
  if (html.byteLength > Math.min(LARGEST_PAGE_BYTES, BUDGET_BYTES)) return;
  const before = pages.get(key);
  if (before) {
    pages.delete(key);
    keptBytes -= sizeOf(before);
  }
  makeRoom(html.byteLength);
  // Copied once into its own memory: a Buffer may be a view of a larger pooled one.
  const page: RenderedPage = { html: new Uint8Array(html) };
  pages.set(key, page);
  keptBytes += html.byteLength;
  const params = { ...brotliParams, [constants.BROTLI_PARAM_SIZE_HINT]: html.byteLength };
  brotliCompress(html, { params }, (error, br) => {
    if (error || pages.get(key) !== page) return;
    makeRoom(br.byteLength);
    if (pages.get(key) !== page) return;
    page.br = new Uint8Array(br);
    keptBytes += br.byteLength;
  });
}

/**
 * Whether the request asks for a page rendered afresh: `Cache-Control: no-cache` (or the older
 * `Pragma: no-cache`), what a browser sends on a hard reload.
 */
export function asksForFreshPage(headers: Headers): boolean {
  return /(?:^|,)\s*no-cache\s*(?:,|$)/i.test(headers.get("cache-control") ?? "") || /no-cache/i.test(headers.get("pragma") ?? "");
}

/** Whether an Accept-Encoding header accepts brotli (listed, with a quality above 0). */
export function acceptsBrotli(acceptEncoding: string | null): boolean {
  if (!acceptEncoding) return false;
  return acceptEncoding.split(",").some((part) => {
    const [coding, ...params] = part.trim().split(";");
    if (coding.trim().toLowerCase() !== "br") return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** For tests: forget every kept page. */
export function forgetRenderedPages(): void {
  pages.clear();
  keptBytes = 0;
}

/** For tests: how many pages are kept, and their bytes. */
export function renderedPagesKept(): { pages: number; bytes: number } {
  return { pages: pages.size, bytes: keptBytes };
}
