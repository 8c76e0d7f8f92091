// The setup wizard's steps and the short flow's preselections, without zod: the wizard's screen
// loads them (ADR 0027); each step's schema is in schema.ts, which re-exports them.

export const WIZARD_STEPS_FULL = [
  "company-info",
  "industry-type",
  "terminology",
  "services-products",
  "accounts",
  "bill-tracking",
  "encryption",
  "congratulations",
] as const;
export const WIZARD_STEPS_SHORT = ["company-info", "industry-type", "encryption", "congratulations"] as const;
export type WizardStep = (typeof WIZARD_STEPS_FULL)[number];

/** The short flow's preselections: offer both, every account box ticked, bill tracking on. */
export const SHORT_FLOW_DEFAULTS = {
  offerType: "both",
  costOfGoodsSold: { inventory: true, labor: true, materials: true },
  expenses: { telephone: true, travel: true, utilities: true },
  otherIncome: { financeCharge: true, insurance: true, interest: true, assetSales: true },
  billTracking: true,
} as const;
