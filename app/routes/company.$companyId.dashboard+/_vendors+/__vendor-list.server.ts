// What the Vendors list and its CSV export read from the URL.

export type VendorListView = "active" | "inactive" | "all";
const VIEWS: readonly VendorListView[] = ["active", "inactive", "all"];

/** The list's search and Current View from the URL; anything unknown falls back to Active. */
export function readVendorListQuery(searchParams: URLSearchParams): { q: string; view: VendorListView } {
  const q = (searchParams.get("q") ?? "").trim().slice(0, 200);
  const rawView = searchParams.get("view") ?? "";
  const view = (VIEWS as readonly string[]).includes(rawView) ? (rawView as VendorListView) : "active";
  return { q, view };
}
