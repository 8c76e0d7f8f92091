// Sales tax rates, what the screens need without zod (ADR 0027): the messages and a rate's view.

export const SALES_TAX_RATE_MESSAGES = {
  created: "Sales tax rate saved successfully!",
  updated: "Sales tax rate updated successfully!",
  nameRequired: "Tax name is required.",
  rateRequired: "Tax rate is required.",
  rateInvalid: "Tax rate must be a percentage from 0 to 100 with at most 4 decimals.",
  duplicate: (name: string) => `A sales tax rate named "${name}" already exists.`,
  notFound: "Sales tax rate not found.",
  inactive: (name: string) => `Sales tax rate "${name}" is inactive.`,
  liabilityNotFound: (id: number) => `Account ${id} was not found in this company.`,
  liabilityWrongType: "The liability account must be an account of type Current Liability.",
  liabilityInactive: (name: string) => `Account "${name}" is inactive.`,
  listFailed: "Failed to load sales tax rates.",
  saveFailed: "Failed to save the sales tax rate.",
} as const;

/** The account type a rate's tax is credited to. */
export const SALES_TAX_LIABILITY_TYPE = "Current Liability";

/** A sales tax rate as the screens and the API show it. */
export interface SalesTaxRateView {
  id: number;
  name: string;
  /** A percentage as text with up to 4 decimals, trailing zeros dropped: "8.25" */
  rate: string;
  agency: string;
  liabilityAccountId: number;
  liabilityAccountName: string;
  active: boolean;
  version: number;
}

/** "8.2500" → "8.25", "7.0000" → "7". */
export function plainRate(rate: string): string {
  const text = String(rate);
  return text.includes(".") ? text.replace(/\.?0+$/, "") : text;
}
