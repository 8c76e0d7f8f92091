import { cashSaleInfo } from "./cash-sale";
import { creditMemoInfo } from "./credit-memo";
import { invoiceInfo } from "./invoice";

// The sales kinds without their schemas (ADR 0027): what the screens need of each, with no zod.
// The same kinds, in the same order, as index.ts.

export const SALES_KIND_INFOS = [invoiceInfo, cashSaleInfo, creditMemoInfo] as const;
export type SalesKindInfo = (typeof SALES_KIND_INFOS)[number];
export type SalesKindInfosByName = { [K in SalesKindInfo as K["name"]]: K };

/** The kinds by name. */
export const SALES_KIND_INFO = Object.fromEntries(SALES_KIND_INFOS.map((k) => [k.name, k])) as SalesKindInfosByName;
