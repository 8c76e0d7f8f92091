import { billToText, contactLabel, type PartyAddress, type PartyContact } from "~/modules/purchases/form-rules";
import type { AccountChoice, PaymentTermChoice } from "~/modules/purchases/views";

// What the sales forms know of their choices, without zod or I/O (the browser loads it): the
// customer a form is filled from (contacts, Bill To and Ship To from its Billing and Shipping
// addresses, payment term, tax exempt), and the shapes of the choices the loaders read.

export { contactLabel };
export type { AccountChoice, PaymentTermChoice };

export interface CustomerParty {
  id: number;
  customerName: string;
  contacts: PartyContact[];
  billTo: string;
  shipTo: string;
  paymentTermId: number | null;
  taxExempt: boolean;
}

/** The customer's name and its address of `type` (Bill To from Billing, Ship To from Shipping; else the first), one part a line. */
const addressText = (name: string, addresses: readonly PartyAddress[], type: "Billing" | "Shipping") =>
  billToText(
    name,
    [...addresses.filter((a) => a.type === type), ...addresses.filter((a) => a.type !== type)].map((a) => ({ ...a, type: "Billing" })),
  );

/** The party of a customer as the API (`GET /api/customer/customers/:id`) or the server reads it. */
export function partyOfCustomer(customer: {
  id: number;
  customerName: string;
  paymentTermId: number | null;
  taxExempt: boolean;
  contacts: readonly PartyContact[];
  addresses: readonly PartyAddress[];
}): CustomerParty {
  return {
    id: customer.id,
    customerName: customer.customerName,
    contacts: customer.contacts
      .filter((c) => c.name.trim())
      .map(({ name, email, phone, primary }) => ({ name, email, phone, primary }))
      .sort((a, b) => Number(b.primary) - Number(a.primary)),
    billTo: addressText(customer.customerName, customer.addresses, "Billing"),
    shipTo: addressText(customer.customerName, customer.addresses, "Shipping"),
    paymentTermId: customer.paymentTermId ?? null,
    taxExempt: Boolean(customer.taxExempt),
  };
}

/** An item a sales row sells: its sales price, sales description and taxable flag. */
export interface SellableItem {
  id: number;
  name: string;
  itemType: string;
  description: string;
  unitPrice: string;
  taxable: boolean;
}

export interface NamedChoice {
  id: number;
  name: string;
}

export interface TaxRateChoice extends NamedChoice {
  /** A percentage, "8.2500" */
  rate: string;
}

/** "Sales Tax (8.25%)" */
export const taxRateLabel = (rate: TaxRateChoice) => `${rate.name} (${Number(rate.rate)}%)`;

/** The choices a sales form offers, read by its loader. */
export interface SalesFormOptions {
  /** Active customers by name (and a draft's own) */
  customers: { id: number; name: string }[];
  items: SellableItem[];
  /** Income and Other Income accounts */
  rowAccounts: AccountChoice[];
  /** The kind's deposit accounts (cash sale) */
  depositAccounts: AccountChoice[];
  /** Where a discount may be posted */
  discountAccounts: AccountChoice[];
  taxRates: TaxRateChoice[];
  salesPersons: NamedChoice[];
  shippingMethods: NamedChoice[];
  paymentTerms: PaymentTermChoice[];
  /** The number the document will get ("DRAFT" while an invoice is a draft) */
  nextNumber: string;
}
