import type { RelationMappings } from "objection";
import { Company } from "~/modules/companies/company.model";
import { CustomerCustomValue } from "~/modules/custom-fields/custom-field.model";
import { CustomerGroup, InvoiceFrequency, PaymentTerm } from "~/modules/support-lists/support-list-item.model";
import { PartyAddressRow, PartyContactRow } from "~/modules/parties/party.model";
import { BaseModel, belongsToOneInCompany, columnEquals, hasManyInCompany } from "~/utils/model";
import type { PAYMENT_METHODS } from "./constants";

// A customer and what it owns: its contacts, its addresses (one per type) and its custom values,
// and what it points at in its company: a customer group, a payment term and an invoice frequency.
// Every reference joins on (company_id, id), as the foreign keys do.

export class Customer extends BaseModel {
  static tableName = "customers";

  declare id: number;
  declare companyId: number;
  /** The user's own code for the customer, unique in the company (trimmed, any case) */
  declare customerId: string;
  /** The display name */
  declare customerName: string;
  /** The customer's business, when it is one */
  declare companyName: string;
  declare active: boolean;
  /** YYYY-MM-DD */
  declare customerSince: string | null;
  /** NUMERIC(14,2) as text, posted to the ledger when the customer was created */
  declare openingBalance: string;
  /** YYYY-MM-DD */
  declare balanceAsOf: string | null;
  /** The primary contact's phone and email */
  declare phone: string;
  declare email: string;
  declare fax: string;
  declare webpage: string;
  declare notes: string;
  /** NUMERIC(14,2) as text; 0 for none */
  declare creditLimit: string;
  /** The preferred payment method */
  declare paymentMethod: (typeof PAYMENT_METHODS)[number];
  declare paymentTermId: number | null;
  declare customerGroupId: number | null;
  declare invoiceFrequencyId: number | null;
  /** Exempt from sales tax, with its resale (exemption certificate) number */
  declare taxExempt: boolean;
  declare resaleNumber: string;
  declare taxId: string;
  /** The selected address type, or "" */
  declare address: string;
  declare createdBy: number | null;
  /** Bumped by every save; an edit must be made on the current one (ADR 0014) */
  declare version: number;
  declare createdAt: Date;
  declare updatedAt: Date;

  declare contacts?: CustomerContact[];
  declare addresses?: CustomerAddress[];
  declare customFieldValues?: CustomerCustomValue[];
  declare group?: CustomerGroup | null;
  declare paymentTerm?: PaymentTerm | null;
  declare invoiceFrequency?: InvoiceFrequency | null;
  declare company?: Company;

  static modifiers = {
    ofCompany: columnEquals("companyId"),
  };

  static relationMappings = (): RelationMappings => ({
    contacts: hasManyInCompany(CustomerContact, "customers.id", "customer_contacts.customerId"),
    addresses: hasManyInCompany(CustomerAddress, "customers.id", "customer_addresses.customerId"),
    customFieldValues: hasManyInCompany(CustomerCustomValue, "customers.id", "customer_custom_values.customerId"),
    group: belongsToOneInCompany(CustomerGroup, "customers.customerGroupId", "customer_groups.id"),
    paymentTerm: belongsToOneInCompany(PaymentTerm, "customers.paymentTermId", "payment_terms.id"),
    invoiceFrequency: belongsToOneInCompany(InvoiceFrequency, "customers.invoiceFrequencyId", "invoice_frequencies.id"),
    company: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: Company,
      join: { from: "customers.companyId", to: "companies.id" },
    },
  });
}

export class CustomerContact extends PartyContactRow {
  static tableName = "customer_contacts";

  declare customerId: number;
}

export class CustomerAddress extends PartyAddressRow {
  static tableName = "customer_addresses";

  declare customerId: number;
}
