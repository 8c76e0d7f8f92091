import { itemListFilterSchema, type ItemListFilter } from "~/modules/items/schema";

// What the Vendor Items list and its CSV export read from the URL: the status (Active by default)
// and the Bill Status (all by default); anything unknown falls back to the default.

export function readItemListFilter(searchParams: URLSearchParams): ItemListFilter {
  const raw = { status: searchParams.get("status") ?? undefined, billStatus: searchParams.get("billStatus") ?? undefined };
  const parsed = itemListFilterSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const status = itemListFilterSchema.shape.status.safeParse(raw.status);
  const billStatus = itemListFilterSchema.shape.billStatus.safeParse(raw.billStatus);
  return { status: status.success ? status.data : "active", billStatus: billStatus.success ? billStatus.data : "all" };
}

/** The filters as the list's links and the CSV link keep them (defaults left out). */
export function itemListParams(filter: ItemListFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.status !== "active") params.set("status", filter.status);
  if (filter.billStatus !== "all") params.set("billStatus", filter.billStatus);
  return params;
}
