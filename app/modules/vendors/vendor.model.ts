import type { RelationMappings } from "objection";
import { Account } from "~/modules/accounts/account.model";
import { VendorCustomValue } from "~/modules/custom-fields/custom-field.model";
import { ShippingMethod, VendorGroup } from "~/modules/support-lists/support-list-item.model";
import { PartyAddressRow, PartyContactRow, partyRelationMappings, PartyRow } from "~/modules/parties/party.model";
import { belongsToOneInCompany } from "~/utils/model";

// A vendor and what it owns: its contacts, its addresses (one per type) and its custom values,
// and what it points at in its company: an account, a vendor group, a payment term and a
// shipping method. Every reference joins on (company_id, id), as the foreign keys do.

export class Vendor extends PartyRow {
  static tableName = "vendors";

  /** The user's own code for the vendor, unique in the company (trimmed, any case) */
  declare vendorId: string;
  declare vendorName: string;
  /** YYYY-MM-DD */
  declare vendorSince: string | null;
  declare taxId: string;
  declare accountId: number | null;
  declare shippingMethodId: number | null;
  declare accountNumber: string;
  declare bankName: string;
  declare bankBranch: string;
  declare vendorGroupId: number | null;
  declare taxRegistrationNumber: string;
  declare taxCode: string;
  declare serviceTaxRegistrationNo: string;

  declare contacts?: VendorContact[];
  declare addresses?: VendorAddress[];
  declare customFieldValues?: VendorCustomValue[];
  declare account?: Account | null;
  declare group?: VendorGroup | null;
  declare shippingMethod?: ShippingMethod | null;

  static relationMappings = (): RelationMappings => ({
    ...partyRelationMappings("vendors", "vendorId", {
      contacts: VendorContact,
      addresses: VendorAddress,
      customFieldValues: VendorCustomValue,
    }),
    account: belongsToOneInCompany(Account, "vendors.accountId", "company_accounts.id"),
    group: belongsToOneInCompany(VendorGroup, "vendors.vendorGroupId", "vendor_groups.id"),
    shippingMethod: belongsToOneInCompany(ShippingMethod, "vendors.shippingMethodId", "shipping_methods.id"),
  });
}

export class VendorContact extends PartyContactRow {
  static tableName = "vendor_contacts";

  declare vendorId: number;
}

export class VendorAddress extends PartyAddressRow {
  static tableName = "vendor_addresses";

  declare vendorId: number;
}
