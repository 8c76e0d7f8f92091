import { billInfo } from "./bill";
import { cashExpenseInfo } from "./cash-expense";
import { cashPurchaseInfo } from "./cash-purchase";
import { creditCardChargeInfo } from "./credit-card-charge";
import { vendorCreditInfo } from "./vendor-credit";

// The purchase kinds without their schemas (ADR 0027): what the screens need of each — names,
// labels, accounts, posting, form layout — with no zod, so a screen's first scripts stay small.
// The same kinds, in the same order, as index.ts (whose descriptors add the schemas; a test holds
// the two lists equal).

export const PURCHASE_KIND_INFOS = [billInfo, creditCardChargeInfo, cashExpenseInfo, cashPurchaseInfo, vendorCreditInfo] as const;
export type PurchaseKindInfo = (typeof PURCHASE_KIND_INFOS)[number];
export type PurchaseKindName = PurchaseKindInfo["name"];
export type PurchaseKindInfosByName = { [K in PurchaseKindInfo as K["name"]]: K };

/** The kinds by name. */
export const PURCHASE_KIND_INFO = Object.fromEntries(PURCHASE_KIND_INFOS.map((k) => [k.name, k])) as PurchaseKindInfosByName;
