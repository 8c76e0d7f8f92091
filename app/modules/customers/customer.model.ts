import type { RelationMappings } from "objection";
import { CustomerCustomValue } from "~/modules/custom-fields/custom-field.model";
import { CustomerGroup, InvoiceFrequency } from "~/modules/support-lists/support-list-item.model";
import { PartyAddressRow, PartyContactRow, partyRelationMappings, PartyRow } from "~/modules/parties/party.model";
import { belongsToOneInCompany } from "~/utils/model";

// A customer and what it owns: its contacts, its addresses (one per type) and its custom values,
// and what it points at in its company: a customer group, a payment term and an invoice frequency.
// Every reference joins on (company_id, id), as the foreign keys do.

export class Customer extends PartyRow {
  static tableName = "customers";

  /** The user's own code for the customer, unique in the company (trimmed, any case) */
  declare customerId: string;
  /** The display name */
  declare customerName: string;
  /** The customer's business, when it is one */
  declare companyName: string;
  /** YYYY-MM-DD */
  declare customerSince: string | null;
  declare customerGroupId: number | null;
  declare invoiceFrequencyId: number | null;
  /** The customer's sales person (sales-persons) */
  declare salesPersonId: number | null;
  /** Exempt from sales tax, with its resale (exemption certificate) number */
  declare taxExempt: boolean;
  declare resaleNumber: string;
  declare taxId: string;
  /** The language its documents print in (ADR 0087); null: the company's */
  declare documentLanguage: string | null;

  declare contacts?: CustomerContact[];
  declare addresses?: CustomerAddress[];
  declare customFieldValues?: CustomerCustomValue[];
  declare group?: CustomerGroup | null;
  declare invoiceFrequency?: InvoiceFrequency | null;

  static relationMappings = (): RelationMappings => ({
    ...partyRelationMappings("customers", "customerId", {
      contacts: CustomerContact,
      addresses: CustomerAddress,
      customFieldValues: CustomerCustomValue,
    }),
    group: belongsToOneInCompany(CustomerGroup, "customers.customerGroupId", "customer_groups.id"),
    invoiceFrequency: belongsToOneInCompany(InvoiceFrequency, "customers.invoiceFrequencyId", "invoice_frequencies.id"),
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
