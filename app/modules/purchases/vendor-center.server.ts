import type { Knex } from "knex";
import { fromDecimal, toDecimal } from "~/lib/money";
import type { VendorCenterQuery } from "~/modules/vendors/vendor-transactions";
import { listVendorTransactions } from "./vendor-transactions.server";
import { getVendor, type Vendor } from "~/modules/vendors/vendors.server";
import { findAccountsPayableAccount } from "~/modules/accounts/system-accounts.server";

// The Vendor Center's left panel: the vendors of one status (Active: active is not false;
// Inactive: active is false) whose name matches the search, by name, with their payable balance
// from the ledger; only the first `limit` are read (a company may have thousands), the count is of
// all that match. It sits in purchases beside the transactions it shows (ADR 0038).

export interface CenterVendor {
  id: number;
  vendorId: string;
  vendorName: string;
  active: boolean;
  /** The payable balance, "1234.50" */
  balance: string;
}

async function listCenterVendors(
  db: Knex,
  companyId: number,
  options: { status: "active" | "inactive"; q: string; limit: number },
): Promise<{ vendors: CenterVendor[]; total: number }> {
  const ap = await findAccountsPayableAccount(db, companyId);
  const filter = (q: Knex.QueryBuilder) => {
    q.where("v.companyId", companyId).where("v.active", options.status === "active");
    if (options.q) q.whereRaw("v.vendor_name ilike ?", [`%${options.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`]);
  };
  const firstVendors = db("vendors as v")
    .modify(filter)
    .orderByRaw("lower(v.vendor_name), v.id")
    .limit(options.limit)
    .select("v.id", "v.companyId", "v.vendorId", "v.vendorName", "v.active");
  const [[{ total }], rows] = await Promise.all([
    db("vendors as v").modify(filter).count({ total: "*" }),
    db
      .from(firstVendors.as("v"))
      .joinRaw(
        `left join lateral (
          select coalesce(sum(l.credit - l.debit), 0) as balance
          from journal_lines l
          where l.company_id = v.company_id and l.vendor_id = v.id and l.account_id = ?
        ) as t on true`,
        [ap ?? 0],
      )
      .orderByRaw("lower(v.vendor_name), v.id")
      .select("v.id", "v.vendorId", "v.vendorName", "v.active", "t.balance"),
  ]);
  return {
    total: Number(total),
    vendors: (rows as Record<string, unknown>[]).map((r) => ({
      id: Number(r.id),
      vendorId: String(r.vendorId),
      vendorName: String(r.vendorName),
      active: Boolean(r.active),
      balance: toDecimal(fromDecimal(r.balance as string)),
    })),
  };
}

/** What the Vendor Details card shows (the Preview's fields). */
export interface VendorDetails {
  id: number;
  vendorId: string;
  vendorName: string;
  active: boolean;
  currency: string;
  balance: string;
  openingBalance: string;
  email: string;
  fax: string;
  /** The selected address as lines */
  address: string;
  notes: string;
}

function vendorDetails(vendor: Vendor, currency = "USD"): VendorDetails {
  return {
    id: vendor.id,
    vendorId: vendor.vendorId,
    vendorName: vendor.vendorName,
    active: vendor.active,
    currency,
    balance: vendor.balance,
    openingBalance: vendor.openingBalance,
    email: vendor.email,
    fax: vendor.fax,
    address: vendor.addressDetails,
    notes: vendor.notes,
  };
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
  const panel = await listCenterVendors(db, company.id, { status: query.status, q: query.q, limit: query.show });
  const selectedId = query.vendor ?? panel.vendors[0]?.id ?? null;
  const vendor = selectedId ? await getVendorDetails(db, company.id, selectedId) : null;
  const filters = { view: query.view, type: query.type, date: query.date };
  const transactions = vendor
    ? await listVendorTransactions(db, company.id, vendor.id, {
        filters,
        today,
        fiscalYearStart: company.fiscalYearStart,
        page: options.allTransactions ? undefined : { page: query.page, perPage: query.perPage },
      })
    : { items: [], total: 0, page: query.page, perPage: query.perPage };
  return { panel, vendor, transactions };
}
