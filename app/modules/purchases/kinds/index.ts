import { billKind } from "./bill";
import { cashExpenseKind } from "./cash-expense";
import { cashPurchaseKind } from "./cash-purchase";
import { creditCardChargeKind } from "./credit-card-charge";
import { vendorCreditKind } from "./vendor-credit";

// The purchase kinds, each declared once in its own file; the purchases module's lists of kinds
// (schema.ts) and the catalog (document-catalog/catalog.ts) read this one list. A new purchase
// kind is a file here and a line below.

export const PURCHASE_KINDS = [billKind, creditCardChargeKind, cashExpenseKind, cashPurchaseKind, vendorCreditKind] as const;
export type PurchaseKindDescriptor = (typeof PURCHASE_KINDS)[number];
export type PurchaseKindName = PurchaseKindDescriptor["name"];
export type PurchaseKindsByName = { [K in PurchaseKindDescriptor as K["name"]]: K };

/** The kinds by name. */
export const PURCHASE_KIND = Object.fromEntries(PURCHASE_KINDS.map((k) => [k.name, k])) as PurchaseKindsByName;
