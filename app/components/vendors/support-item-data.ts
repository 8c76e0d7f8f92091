import type { SubmissionResult } from "@conform-to/react";

// The "add new" dialogs of the forms' support-list selects: the vendor form's Add New Shipping
// Method, Add New Payment Term and Add New Group, and the item forms' Add New Group (an item
// group). They create entries of the support lists through the form's own action
// (intent=support-item), with the support lists' schemas and service.

/** The intent the support dialogs post with: the form's action creates the entry, not the form. */
export const SUPPORT_ITEM_INTENT = "support-item";

export const SUPPORT_DIALOG_KINDS = [
  "shipping-methods",
  "payment-terms",
  "vendor-groups",
  "item-groups",
  "customer-groups",
  "invoice-frequencies",
] as const;
export type SupportDialogKind = (typeof SUPPORT_DIALOG_KINDS)[number];
/** The dialogs the vendor form offers (the item forms offer "item-groups"). */
export const VENDOR_DIALOG_KINDS = ["shipping-methods", "payment-terms", "vendor-groups"] as const satisfies readonly SupportDialogKind[];

/** The dialogs the customer form offers. */
export const CUSTOMER_DIALOG_KINDS = [
  "payment-terms",
  "customer-groups",
  "invoice-frequencies",
] as const satisfies readonly SupportDialogKind[];

/** An entry as the vendor form's selects offer it. */
export interface SupportOption {
  id: number;
  name: string;
  description: string;
}

export const SUPPORT_DIALOGS: Record<
  SupportDialogKind,
  {
    /** The select's "add new" option. */
    addLabel: string;
    title: string;
    successTitle: string;
    success: string;
    /** Shown when the server gives no message. */
    failed: string;
    /** Shown for an unexpected server failure, when the list has its own text for it. */
    serverError?: string;
  }
> = {
  "shipping-methods": {
    addLabel: "Add New Shipping Method",
    title: "Add Preferred Shipping Method",
    successTitle: "Shipping Method Created",
    success: "Shipping method created!",
    failed: "Failed to create shipping method.",
  },
  "payment-terms": {
    addLabel: "Add New Payment Term",
    title: "Add Payment Term",
    successTitle: "Payment Term Created",
    success: "Payment term created!",
    failed: "Failed to add payment term.",
    serverError: "An unexpected server error occurred. Please try again later.",
  },
  "vendor-groups": {
    addLabel: "Add New Group",
    title: "Add Vendor Group",
    successTitle: "Vendor Group Created",
    success: "Vendor group created!",
    failed: "Failed to create vendor group",
  },
  "customer-groups": {
    addLabel: "Add New Group",
    title: "Add Customer Group",
    successTitle: "Customer Group Created",
    success: "Customer group created!",
    failed: "Failed to create customer group",
  },
  "invoice-frequencies": {
    addLabel: "Add New Invoice Frequency",
    title: "Add Invoice Frequency",
    successTitle: "Invoice Frequency Created",
    success: "Invoice frequency created!",
    failed: "Failed to create invoice frequency.",
  },
  "item-groups": {
    addLabel: "Add New Group",
    title: "Add Item Group",
    successTitle: "Item Group Created",
    success: "Item group created!",
    failed: "Failed to create item group",
  },
};

/** The action's answer to a dialog. */
export interface SupportItemAnswer {
  kind: SupportDialogKind | null;
  item?: SupportOption;
  message?: string;
  result?: SubmissionResult<string[]>;
  error?: string;
}

/** Payment terms read "Net 30 - Pay with in 30 days" (name plus description). */
export const supportOptionLabel = (option: SupportOption) => (option.description ? `${option.name} - ${option.description}` : option.name);
