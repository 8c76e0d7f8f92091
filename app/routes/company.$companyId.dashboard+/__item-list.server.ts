import { itemListFilterSchema, type ItemListFilter } from "~/modules/items/schema";

// What an items list (Vendor Items, Customers › Items) and its CSV export read from the URL: the status (Active by default)
// and the Bill Status (all by default); anything unknown falls back to the default.

export function readItemListFilter(searchParams: URLSearchParams): ItemListFilter {
  const raw = { status: searchParams.get("status") ?? undefined, billStatus: searchParams.get("billStatus") ?? undefined };
  const parsed = itemListFilterSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const status = itemListFilterSchema.shape.status.safeParse(raw.status);
  const billStatus = itemListFilterSchema.shape.billStatus.safeParse(raw.billStatus);
  return { status: status.success ? status.data : "active", billStatus: billStatus.success ? billStatus.data : "all" };
}

/** Company › Items: its Current View (Active by default) and search text, as the list and its CSV export read them. */
export function readCompanyItemFilter(searchParams: URLSearchParams) {
  const { status } = readItemListFilter(searchParams);
  return { status, billStatus: "all" as const, q: (searchParams.get("q") ?? "").trim().slice(0, 200) };
}
