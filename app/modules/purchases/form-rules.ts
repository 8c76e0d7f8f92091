import type { AddressParts } from "~/lib/address";
import { fromDecimal, type Cents } from "~/lib/money";
import type { AccountType } from "~/modules/ledger/account-types";
import { PURCHASE_KIND_INFOS } from "./kinds/info";
import { CASH_LIKE_TYPES, PURCHASE_MESSAGES, type DocumentKind } from "./constants";

// The purchase documents' rules that the browser needs too (client-safe, no I/O): which kinds need
// a vendor and a paying account, the balance rule as the forms check it while they change, a
// vendor's contacts and Bill To as the forms fill them, and an item's price as a row fills it.
// The services enforce the same rules inside the saving transaction (documents.server.ts,
// spending.server.ts); the forms only warn earlier.

/** Kinds whose vendor is required (a card charge or an expense may have none): their descriptors say so. */
export const VENDOR_REQUIRED_KINDS: readonly DocumentKind[] = PURCHASE_KIND_INFOS.filter((k) => k.party.required).map((k) => k.name);
/** Kinds paid from an account at once (posted against it): the Pay From account is required and must cover the total. */
export const PAID_AT_ONCE_KINDS: readonly DocumentKind[] = PURCHASE_KIND_INFOS.filter((k) => k.posting.against === "payFrom").map(
  (k) => k.name,
);

/** What the cheque number of a cash purchase by Cheque reads until its check is printed. */
export const TO_BE_PRINTED = "TO BE PRINTED";

export interface SpendingFigures {
  accountType: AccountType | string;
  /** The balance on the account's normal side, as the API reads it ("1234.50") */
  currentBalance: string;
  /** NUMERIC(14,2) as text, or null */
  creditLimit: string | null;
}

/**
 * What an account can still pay, or null when no limit applies — the rule of `spendableAmount`
 * (spending.server.ts) from the figures `GET /api/company-account/:id` returns: a cash, bank or
 * Paypal account (or another current asset) its balance; a credit card its unused limit (no limit
 * set: unlimited); any other account unlimited.
 */
export function spendableOf(account: SpendingFigures): Cents | null {
  const balance = fromDecimal(account.currentBalance);
  if ((CASH_LIKE_TYPES as readonly string[]).includes(account.accountType)) return balance;
  if (account.accountType === "Credit Card") {
    const limit = fromDecimal(account.creditLimit ?? "0");
    return limit > 0 ? ((limit - balance) as Cents) : null;
  }
  return null;
}

/** The spec's message when `total` is more than the account can pay (null: it can). */
export function balanceProblem(spendable: Cents | null, total: Cents): string | null {
  return spendable !== null && total > spendable ? PURCHASE_MESSAGES.insufficientBalance : null;
}

export interface PartyContact {
  name: string;
  email: string;
  phone: string;
  primary: boolean;
}

export type PartyAddress = AddressParts & { type: string };

/** The vendor as the purchase forms use it: its contacts, its Bill To text and its payment term. */
export interface VendorParty {
  id: number;
  vendorName: string;
  contacts: PartyContact[];
  billTo: string;
  paymentTermId: number | null;
}

/** A contact as the Contact Name select shows it: "Ann Able (ann@acme.example) [Primary]". */
export function contactLabel(contact: PartyContact): string {
  return `${contact.name}${contact.email ? ` (${contact.email})` : ""}${contact.primary ? " [Primary]" : ""}`;
}

/** Bill To: the vendor's name and its Billing address (else its first address), one part a line. */
export function billToText(vendorName: string, addresses: readonly PartyAddress[]): string {
  const address = addresses.find((a) => a.type === "Billing") ?? addresses[0];
  if (!address) return vendorName;
  const cityLine = [address.city, [address.state, address.postalCode].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return [vendorName, address.address1, address.address2, cityLine, address.country].filter((line) => line && line.trim()).join("\n");
}

/** The party of a vendor as the API (`GET /api/vendor/vendors/:id`) or the server reads it. */
export function partyOfVendor(vendor: {
  id: number;
  vendorName: string;
  paymentTermId: number | null;
  contacts: readonly PartyContact[];
  addresses: readonly PartyAddress[];
}): VendorParty {
  const contacts = vendor.contacts
    .filter((c) => c.name.trim())
    .map(({ name, email, phone, primary }) => ({ name, email, phone, primary }))
    // The primary contact first, as the select offers it.
    .sort((a, b) => Number(b.primary) - Number(a.primary));
  return {
    id: vendor.id,
    vendorName: vendor.vendorName,
    contacts,
    billTo: billToText(vendor.vendorName, vendor.addresses),
    paymentTermId: vendor.paymentTermId ?? null,
  };
}

/** An item as a purchase row offers it. */
export interface BuyableItem {
  id: number;
  name: string;
  itemType: string;
  /** The purchase description, filled into an empty row description */
  description: string;
  /** What a row's unit price starts from, "12.50" (see itemUnitPrice) */
  unitPrice: string;
}

/**
 * The unit price a row starts from when its item is chosen: buying, so the purchase price when the
 * item has one, else — for an inventory item or assembly — its standard cost, and for a vendor
 * item its sales price (the spec's salesPrice), else 0.
 */
export function itemUnitPrice(item: {
  itemType?: string;
  purchasePrice: string | null;
  salesPrice: string | null;
  standardCost?: string | null;
}): string {
  const purchase = fromDecimal(item.purchasePrice ?? "0");
  if (purchase > 0) return item.purchasePrice!;
  const fallback = item.itemType === "inventory" || item.itemType === "assembly" ? item.standardCost : item.salesPrice;
  return fromDecimal(fallback ?? "0") > 0 ? fallback! : "0.00";
}
