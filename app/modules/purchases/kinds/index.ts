import { billKind } from "./bill.schema";
import { cashExpenseKind } from "./cash-expense.schema";
import { cashPurchaseKind } from "./cash-purchase.schema";
import { creditCardChargeKind } from "./credit-card-charge.schema";
import { vendorCreditKind } from "./vendor-credit.schema";

// The purchase kinds, each declared once in its own file (its zod-free half, bill.ts, and its
// schema half, bill.schema.ts); the purchases module's lists of kinds (schema.ts) and the catalog
// (document-catalog/catalog.ts) read this one list. The screens read their zod-free halves
// (info.ts), in the same order. A new purchase kind is two files here and a line below and in info.ts.

export const PURCHASE_KINDS = [billKind, creditCardChargeKind, cashExpenseKind, cashPurchaseKind, vendorCreditKind] as const;
export type PurchaseKindDescriptor = (typeof PURCHASE_KINDS)[number];
export type PurchaseKindName = PurchaseKindDescriptor["name"];
export type PurchaseKindsByName = { [K in PurchaseKindDescriptor as K["name"]]: K };

/** The kinds by name. */
export const PURCHASE_KIND = Object.fromEntries(PURCHASE_KINDS.map((k) => [k.name, k])) as PurchaseKindsByName;
