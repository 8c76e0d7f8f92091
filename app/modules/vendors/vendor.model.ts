import type { AnyQueryBuilder, RelationMappings } from "objection";
import { Account } from "~/modules/accounts/account.model";
import { Company } from "~/modules/companies/company.model";
import { VendorCustomValue } from "~/modules/custom-fields/custom-field.model";
import { PaymentTerm, ShippingMethod, VendorGroup } from "~/modules/support-lists/support-list-item.model";
import { BaseModel, belongsToOneInCompany, columnEquals, hasManyInCompany, orderedBy } from "~/utils/model";
import type { ADDRESS_TYPES, PAYMENT_METHODS } from "./schema";

// A vendor and what it owns: its contacts, its addresses (one per type) and its custom values,
// and what it points at in its company: an account, a vendor group, a payment term and a
// shipping method. Every reference joins on (company_id, id), as the foreign keys do.

export class Vendor extends BaseModel {
  static tableName = "vendors";

  declare id: number;
  declare companyId: number;
  /** The user's own code for the vendor, unique in the company (trimmed, any case) */
  declare vendorId: string;
  declare vendorName: string;
  declare active: boolean;
  /** YYYY-MM-DD */
  declare vendorSince: string | null;
  declare taxId: string;
  /** NUMERIC(14,2) as text, posted to the ledger when the vendor was created */
  declare openingBalance: string;
  /** YYYY-MM-DD */
  declare balanceAsOf: string | null;
  /** The primary contact's phone and email */
  declare phone: string;
  declare email: string;
  declare fax: string;
  declare webpage: string;
  declare notes: string;
  declare accountId: number | null;
  /** NUMERIC(14,2) as text */
  declare creditLimit: string;
  declare shippingMethodId: number | null;
  declare paymentMethod: (typeof PAYMENT_METHODS)[number];
  declare paymentTermId: number | null;
  declare accountNumber: string;
  declare bankName: string;
  declare bankBranch: string;
  declare vendorGroupId: number | null;
  declare taxRegistrationNumber: string;
  declare taxCode: string;
  declare serviceTaxRegistrationNo: string;
  /** The selected address type, or "" */
  declare address: string;
  declare createdBy: number | null;
  /** Bumped by every save; an edit must be made on the current one (ADR 0014) */
  declare version: number;
  declare createdAt: Date;
  declare updatedAt: Date;

  declare contacts?: VendorContact[];
  declare addresses?: VendorAddress[];
  declare customFieldValues?: VendorCustomValue[];
  declare account?: Account | null;
  declare group?: VendorGroup | null;
  declare paymentTerm?: PaymentTerm | null;
  declare shippingMethod?: ShippingMethod | null;
  declare company?: Company;

  static modifiers = {
    ofCompany: columnEquals("companyId"),
  };

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

export class VendorContact extends BaseModel {
  static tableName = "vendor_contacts";

  declare id: number;
  declare companyId: number;
  declare vendorId: number;
  /** The contact's place in the vendor's list, from 0 */
  declare position: number;
  declare name: string;
  declare title: string;
  declare phone: string;
  declare email: string;
  /** At most one per vendor (a partial unique index, checked row by row) */
  declare isPrimary: boolean;

  static modifiers = {
    ofCompany: columnEquals("companyId"),
    ofVendor: columnEquals("vendorId"),
    /** In the vendor's order. */
    inOrder: orderedBy("position", "id"),
  };
}

export class VendorAddress extends BaseModel {
  static tableName = "vendor_addresses";

  declare id: number;
  declare companyId: number;
  declare vendorId: number;
  /** One address of each type per vendor (a unique index) */
  declare type: (typeof ADDRESS_TYPES)[number];
  declare address1: string;
  declare address2: string;
  declare city: string;
  declare state: string;
  declare postalCode: string;
  declare country: string;

  static modifiers = {
    ofCompany: columnEquals("companyId"),
    ofVendor: columnEquals("vendorId"),
    /** Billing, Shipping, Other. */
    inTypeOrder: (query: AnyQueryBuilder) => {
      query.orderByRaw("array_position(array['Billing','Shipping','Other'], ??)", [`${query.tableRefFor(query.modelClass())}.type`]);
    },
  };
}
