import type { Knex } from "knex";
import { Vendor } from "./vendor.model";

// The vendors a form's vendor select offers (an item's Preferred Vendor): the company's active
// vendors by name, and the one the record already has even when it is inactive now.

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
