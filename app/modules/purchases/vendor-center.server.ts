import type { Knex } from "knex";
import { loadPartyCenter, partyDetails } from "~/modules/parties/center.server";
import { VENDOR_PARTY } from "~/modules/vendors/party-config.server";
import type { VendorCenterQuery, VendorDetails } from "~/modules/vendors/vendor-transactions";
import { getVendor, type Vendor } from "~/modules/vendors/vendors.server";
import { listVendorTransactions } from "./vendor-transactions.server";

// The Vendor Center (~/modules/parties/center.server.ts, under the vendor's names): the left panel —
// the vendors of one status whose name matches the search, by name, with their payable balance
// from the ledger, the first `limit` of them — the selected vendor's details, and its transactions
// (the purchase documents' rows, ./vendor-transactions.server.ts). It sits in purchases beside the
// transactions it shows (ADR 0038).

export interface CenterVendor {
  id: number;
  vendorId: string;
  vendorName: string;
  active: boolean;
  /** The payable balance, "1234.50" */
  balance: string;
}

export type { VendorDetails };

function vendorDetails(vendor: Vendor, currency = "USD"): VendorDetails {
  const { id, code, name, ...rest } = partyDetails(VENDOR_PARTY, vendor as unknown as Parameters<typeof partyDetails>[1], currency);
  return { id, vendorId: code, vendorName: name, ...rest };
}

/** The company's vendor with this id (404 otherwise) as the details card shows it. */
async function getVendorDetails(db: Knex, companyId: number, id: number): Promise<VendorDetails> {
  return vendorDetails(await getVendor(db, companyId, id));
}

/**
 * The Vendor Center for one URL state: the left panel, the selected vendor (the one asked for, else
 * the first of the panel; a vendor of another company is a 404) and its filtered transactions —
 * one page, or all of them for the CSV.
 */
export async function loadVendorCenter(
  db: Knex,
  company: { id: number; fiscalYearStart: string },
  today: string,
  query: VendorCenterQuery,
  options: { allTransactions?: boolean } = {},
) {
  const { panel, party, transactions } = await loadPartyCenter(
    VENDOR_PARTY,
    db,
    company,
    today,
    { ...query, party: query.vendor },
    {
      listTransactions: (db, companyId, vendorId, o) =>
        listVendorTransactions(db, companyId, vendorId, { ...o, filters: o.filters as VendorCenterQuery }),
      details: (id) => getVendorDetails(db, company.id, id),
    },
    options,
  );
  return {
    panel: {
      total: panel.total,
      vendors: panel.parties.map(({ id, code, name, active, balance }) => ({ id, vendorId: code, vendorName: name, active, balance })),
    },
    vendor: party,
    transactions,
  };
}
