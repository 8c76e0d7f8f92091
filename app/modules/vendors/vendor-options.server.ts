import type { Knex } from "knex";
import { Vendor } from "./vendor.model";

// The vendors a form offers. An item's Preferred Vendor lists the company's active vendors by name
// (and the one the record already has even when it is inactive now). The purchase screens and list
// filters search instead (searchVendors): a company may have tens of thousands of vendors, so a page
// carries only a few matches and the vendor picker asks for more as the user types.

export async function listVendorOptions(db: Knex, companyId: number, keepId: number | null = null) {
  const query = Vendor.query(db)
    .modify("ofCompany", companyId)
    .where((q) => {
      q.where("active", true);
      if (keepId !== null) q.orWhere("id", keepId);
    })
    .orderByRaw("lower(vendor_name), id")
    .select("id", "vendorId", "vendorName", "active");
  return (await query).map((v) => ({ id: v.id, vendorId: v.vendorId, vendorName: v.vendorName, active: v.active }));
}

export interface VendorMatch {
  id: number;
  vendorId: string;
  vendorName: string;
  phone: string;
  email: string;
  active: boolean;
}

export const VENDOR_SEARCH_LIMIT = 20;
export const VENDOR_SEARCH_MAX = 50;

export interface VendorSearch {
  /** Part of the name, or the start of the Vendor ID (case aside); "" lists from the first name on. */
  q?: string;
  view?: "active" | "inactive" | "all";
  limit?: number;
}

/** The company's vendors matching `q`, by name, at most `limit` (20 unless asked, 50 at most). */
export async function searchVendors(db: Knex, companyId: number, search: VendorSearch = {}): Promise<VendorMatch[]> {
  const q = (search.q ?? "").trim();
  const view = search.view ?? "active";
  const limit = Math.min(Math.max(1, Math.trunc(search.limit ?? VENDOR_SEARCH_LIMIT)), VENDOR_SEARCH_MAX);
  const query = db("vendors").where({ companyId });
  if (view !== "all") query.where("active", view === "active");
  if (q) {
    // Name anywhere, Vendor ID from its start: a scan of the company's vendors stays a few ms.
    const escaped = q.replace(/[\\%_]/g, (c) => `\\${c}`);
    query.where((w) =>
      w.whereRaw("vendor_name ilike ?", [`%${escaped}%`]).orWhereRaw("lower(btrim(vendor_id)) like ?", [`${escaped.toLowerCase()}%`]),
    );
  }
  const rows: Record<string, unknown>[] = await query
    .orderByRaw("lower(vendor_name), id")
    .limit(limit)
    .select("id", "vendorId", "vendorName", "phone", "email", "active");
  return rows.map((r) => ({
    id: Number(r.id),
    vendorId: String(r.vendorId ?? ""),
    vendorName: String(r.vendorName),
    phone: String(r.phone ?? ""),
    email: String(r.email ?? ""),
    active: Boolean(r.active),
  }));
}

/** One vendor of the company by id (any status), as a match; null when there is none. */
export async function vendorMatch(db: Knex, companyId: number, id: number | null): Promise<VendorMatch | null> {
  if (id === null || !Number.isSafeInteger(id) || id <= 0 || id > 2147483647) return null;
  const r = await db("vendors").where({ companyId, id }).first("id", "vendorId", "vendorName", "phone", "email", "active");
  return r
    ? {
        id: Number(r.id),
        vendorId: String(r.vendorId ?? ""),
        vendorName: String(r.vendorName),
        phone: String(r.phone ?? ""),
        email: String(r.email ?? ""),
        active: Boolean(r.active),
      }
    : null;
}

/** The company's first active vendor of exactly this name (case and outer spaces aside), or null. */
export async function findVendorByName(db: Knex, companyId: number, name: string): Promise<VendorMatch | null> {
  const wanted = name.trim();
  if (!wanted) return null;
  const r = await db("vendors")
    .where({ companyId, active: true })
    .whereRaw("lower(btrim(vendor_name)) = lower(?)", [wanted])
    .orderBy("id")
    .first("id");
  return r ? vendorMatch(db, companyId, Number(r.id)) : null;
}

/**
 * What a page's vendor picker offers before any JavaScript runs: the matches of the search typed
 * (the first vendors by name when none), with the chosen vendor first when it is not among them.
 */
export async function vendorPickerOptions(
  db: Knex,
  companyId: number,
  options: { q?: string; selectedId?: number | null; view?: VendorSearch["view"] },
): Promise<VendorMatch[]> {
  const [matches, selected] = await Promise.all([
    searchVendors(db, companyId, { q: options.q, view: options.view }),
    vendorMatch(db, companyId, options.selectedId ?? null),
  ]);
  return selected && !matches.some((m) => m.id === selected.id) ? [selected, ...matches] : matches;
}
