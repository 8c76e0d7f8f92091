import { cashSaleKind } from "./cash-sale.schema";
import { creditMemoKind } from "./credit-memo.schema";
import { invoiceKind } from "./invoice.schema";

// The sales kinds, each declared once in its own file (its zod-free half, invoice.ts, and its
// schema half, invoice.schema.ts); the catalog (document-catalog/catalog.ts) reads this one list,
// the screens their zod-free halves (info.ts), in the same order.

export const SALES_KINDS = [invoiceKind, cashSaleKind, creditMemoKind] as const;
export type SalesKindDescriptor = (typeof SALES_KINDS)[number];
export type SalesKindName = SalesKindDescriptor["name"];
export type SalesKindsByName = { [K in SalesKindDescriptor as K["name"]]: K };

/** The kinds by name. */
export const SALES_KIND = Object.fromEntries(SALES_KINDS.map((k) => [k.name, k])) as SalesKindsByName;
