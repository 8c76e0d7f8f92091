import type { Knex } from "knex";
import * as options from "~/modules/parties/options.server";
import { VENDOR_PARTY } from "./party-config.server";

// The vendors a form offers (~/modules/parties/options.server.ts, under the vendor's names). An
// item's Preferred Vendor lists the company's active vendors by name (and the one the record already
// has even when it is inactive now). The purchase screens and list filters search instead
// (searchVendors): a company may have tens of thousands of vendors, so a page carries only a few
// matches and the vendor picker asks for more as the user types.

export async function listVendorOptions(db: Knex, companyId: number, keepId: number | null = null) {
  const rows = await options.listPartyOptions(VENDOR_PARTY, db, companyId, keepId);
  return rows.map((v) => ({ id: v.id, vendorId: v.code, vendorName: v.name, active: v.active }));
}

export interface VendorMatch {
  id: number;
  vendorId: string;
  vendorName: string;
  phone: string;
  email: string;
  active: boolean;
}

const asVendor = ({ id, code, name, phone, email, active }: options.PartyMatch): VendorMatch => ({
  id,
  vendorId: code,
  vendorName: name,
  phone,
  email,
  active,
});
const maybeVendor = (match: options.PartyMatch | null) => (match ? asVendor(match) : null);

/** The company's vendors matching `q`, by name, at most `limit` (20 unless asked, 50 at most). */
export async function searchVendors(db: Knex, companyId: number, search: options.PartySearch = {}): Promise<VendorMatch[]> {
  return (await options.searchParties(VENDOR_PARTY, db, companyId, search)).map(asVendor);
}

/** One vendor of the company by id (any status), as a match; null when there is none. */
export async function vendorMatch(db: Knex, companyId: number, id: number | null): Promise<VendorMatch | null> {
  return maybeVendor(await options.partyMatch(VENDOR_PARTY, db, companyId, id));
}

/** The company's first active vendor of exactly this name (case and outer spaces aside), or null. */
export async function findVendorByName(db: Knex, companyId: number, name: string): Promise<VendorMatch | null> {
  return maybeVendor(await options.findPartyByName(VENDOR_PARTY, db, companyId, name));
}

/**
 * What a page's vendor picker offers before any JavaScript runs: the matches of the search typed
 * (the first vendors by name when none), with the chosen vendor first when it is not among them.
 */
export async function vendorPickerOptions(
  db: Knex,
  companyId: number,
  search: { q?: string; selectedId?: number | null; view?: options.PartySearch["view"] },
): Promise<VendorMatch[]> {
  return (await options.partyPickerOptions(VENDOR_PARTY, db, companyId, search)).map(asVendor);
}

/**
 * A list filter's vendor picker (the Bills and Vendor Payments lists): the same vendors as
 * vendorPickerOptions, with only what the picker shows of each (id and name). The page's data
 * carries no phone, e-mail or code that nothing on it reads.
 */
export async function vendorFilterOptions(
  db: Knex,
  companyId: number,
  search: { q?: string; selectedId?: number | null },
): Promise<{ id: number; vendorName: string }[]> {
  return (await vendorPickerOptions(db, companyId, { ...search, view: "all" })).map(({ id, vendorName }) => ({ id, vendorName }));
}
