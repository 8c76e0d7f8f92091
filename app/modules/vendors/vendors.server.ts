import type { Knex } from "knex";
import type { CompanyContext } from "~/modules/companies/companies.server";
import * as parties from "~/modules/parties/party.server";
import { VENDOR_PARTY } from "./party-config.server";
import type { VendorCreateInput, VendorListQuery, VendorUpdateInput } from "./schema";

// Vendors: the party module's first configuration (./party-config.server.ts). The vendor with its
// contacts, addresses and custom values is one aggregate, read in one call and written in one call
// inside one transaction (~/modules/parties/party.server.ts). A positive opening balance posts
// entry type VOB: Dr Opening Balance Equity, Cr Accounts Payable tagged with the vendor, dated
// Balance as of. Money leaves as "1234.50". The Vendors list and the CSV import are set-based and
// stay plain Knex (listVendors, the party module's import). These are the vendor's names for them.

export { monthColumns, type MonthColumn } from "~/modules/parties/months";

export type VendorContact = parties.PartyContact;
export type VendorAddress = parties.PartyAddress;

/** A vendor as screens and the API show it (the model's graph, flattened; `balance` is the payable one). */
export interface Vendor extends parties.PartyView {
  vendorId: string;
  vendorName: string;
  /** YYYY-MM-DD */
  vendorSince: string;
  taxId: string;
  accountId: number | null;
  shippingMethodId: number | null;
  accountNumber: string;
  bankName: string;
  bankBranch: string;
  vendorGroupId: number | null;
  taxRegistrationNumber: string;
  taxCode: string;
  serviceTaxRegistrationNo: string;
}

const service = parties.partyService<Vendor, VendorCreateInput, VendorUpdateInput>(VENDOR_PARTY);

/** True when another vendor of the company has this Vendor ID (trimmed, case-insensitive). */
export const vendorIdExists = service.codeExists;
/** Create the vendor with its graph and post its opening balance; the vendor as read back. */
export const createVendor = service.create;
/**
 * Edit: every field but the opening balance; the contacts, addresses and custom values become the
 * ones given (matched by place, type and field), on the vendor's current version only (409 on a
 * stale one). See updateParty.
 */
export const updateVendor = service.update;
/** The vendor with its contacts, addresses and custom values (with their fields' names), and its balance. */
export const getVendor = service.get;
/**
 * The vendor as an update payload (the shape PUT /api/vendor/vendors/:id takes): a client's PUT is
 * laid over it, so a field the client leaves out keeps its value rather than being blanked — the
 * contacts and addresses included.
 */
export const vendorUpdatePayload = service.updatePayload;

/** The vendor's company, found only through a company the user owns (else 404). */
export async function findVendorCompanyId(db: Knex, userId: number, vendorId: number): Promise<number> {
  return parties.findPartyCompanyId(VENDOR_PARTY, db, userId, vendorId);
}

/** Refused (409) once any journal line is tagged with the vendor, the opening balance's included. */
export async function deleteVendor(db: Knex, ctx: CompanyContext, id: number): Promise<{ id: number; vendorName: string }> {
  const { name } = await parties.deleteParty(VENDOR_PARTY, db, ctx, id);
  return { id, vendorName: name };
}

/**
 * The Vendors list's two queries for one page: the count of matching vendors, and the page itself
 * with each one's purchases (credits to Accounts Payable tagged with the vendor, opening balances
 * excluded) for the current month, the five before it and the year to date, and its payable
 * balance (partyListQueries). Kept apart from listVendors so the benchmark can run exactly this SQL
 * through a bare client.
 */
export function vendorListQueries(db: Knex, companyId: number, apAccountId: number | null, options: VendorListQuery & { today: string }) {
  return parties.partyListQueries(VENDOR_PARTY, db, companyId, apAccountId, options);
}

/** One page of the Vendors list with the month columns and the ledger balance. */
export async function listVendors(db: Knex, companyId: number, options: VendorListQuery & { today: string }) {
  const { items, ...rest } = await parties.listParties(VENDOR_PARTY, db, companyId, options);
  // The rows keep the vendor's column names (vendorId, vendorName).
  return { vendors: items as (Record<string, string> & (typeof items)[number] & { vendorId: unknown; vendorName: unknown })[], ...rest };
}
