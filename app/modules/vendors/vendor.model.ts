import type { RelationMappings } from "objection";
import { Account } from "~/modules/accounts/account.model";
import { Company } from "~/modules/companies/company.model";
import { VendorCustomValue } from "~/modules/custom-fields/custom-field.model";
import { PaymentTerm, ShippingMethod, VendorGroup } from "~/modules/support-lists/support-list-item.model";
import { PartyAddressRow, PartyContactRow, PartyRow } from "~/modules/parties/party.model";
import { BaseModel, belongsToOneInCompany, hasManyInCompany } from "~/utils/model";

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
  declare paymentTerm?: PaymentTerm | null;
  declare shippingMethod?: ShippingMethod | null;
  declare company?: Company;

  static relationMappings = (): RelationMappings => ({
    contacts: hasManyInCompany(VendorContact, "vendors.id", "vendor_contacts.vendorId"),
    addresses: hasManyInCompany(VendorAddress, "vendors.id", "vendor_addresses.vendorId"),
    customFieldValues: hasManyInCompany(VendorCustomValue, "vendors.id", "vendor_custom_values.vendorId"),
    account: belongsToOneInCompany(Account, "vendors.accountId", "company_accounts.id"),
    group: belongsToOneInCompany(VendorGroup, "vendors.vendorGroupId", "vendor_groups.id"),
    paymentTerm: belongsToOneInCompany(PaymentTerm, "vendors.paymentTermId", "payment_terms.id"),
    shippingMethod: belongsToOneInCompany(ShippingMethod, "vendors.shippingMethodId", "shipping_methods.id"),
    company: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: Company,
      join: { from: "vendors.companyId", to: "companies.id" },
    },
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
