import { BaseModel, columnEquals } from "~/utils/model";
import type { PaymentTermType, SupportListKind } from "./schema";

// The six support lists, one table each: vendor, customer and item groups and invoice frequencies
// (a name only), shipping methods (a name and a description) and payment terms (a name and the
// terms). Every entry belongs to one company; (company_id, id) is what vendors (and later items
// and invoices) reference.

/** What every list's entry has. Not a table of its own: each list below names its table. */
export class SupportListItem extends BaseModel {
  declare id: number;
  declare companyId: number;
  declare name: string;
  /** Bumped by every save; an edit must be made on the current one (ADR 0014) */
  declare version: number;
  declare createdAt: Date;

  static modifiers = {
    ofCompany: columnEquals("companyId"),
  };
}

export class VendorGroup extends SupportListItem {
  static tableName = "vendor_groups";
}

export class CustomerGroup extends SupportListItem {
  static tableName = "customer_groups";
}

export class ItemGroup extends SupportListItem {
  static tableName = "item_groups";
}

export class InvoiceFrequency extends SupportListItem {
  static tableName = "invoice_frequencies";
}

export class ShippingMethod extends SupportListItem {
  static tableName = "shipping_methods";

  declare description: string;
}

export class PaymentTerm extends SupportListItem {
  static tableName = "payment_terms";

  declare type: PaymentTermType;
  declare description: string;
  /** Days after the invoice date (fixed terms) */
  declare netDueIn: number | null;
  /** Day of the month (date-driven terms) */
  declare netDueBefore: number | null;
  /** NUMERIC(5,2) as text: "2.50" */
  declare discountPercent: string;
  declare discountIfPaidWithin: number | null;
  declare discountIfPaidBefore: number | null;
}

/** Each list's model, by the kind the screens, the API and the CLI name it with. */
export const SUPPORT_LIST_MODELS = {
  "vendor-groups": VendorGroup,
  "customer-groups": CustomerGroup,
  "item-groups": ItemGroup,
  "invoice-frequencies": InvoiceFrequency,
  "shipping-methods": ShippingMethod,
  "payment-terms": PaymentTerm,
} as const satisfies Record<SupportListKind, typeof SupportListItem>;
