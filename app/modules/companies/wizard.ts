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

/**
 * The Accounts step's boxes: the starter accounts a company may begin with, by group. A company
 * keeps one boolean per box (`costOfGoodsSold.labor`); every list of them is derived from here.
 */
export const STARTER_ACCOUNTS = {
  costOfGoodsSold: { legend: "Cost of goods sold", boxes: { inventory: "Inventory", labor: "Labor", materials: "Materials" } },
  expenses: { legend: "Expenses", boxes: { telephone: "Telephone", travel: "Travel", utilities: "Utilities" } },
  otherIncome: {
    legend: "Other income",
    boxes: { financeCharge: "Finance charge", insurance: "Insurance", interest: "Interest", assetSales: "Asset sales" },
  },
} as const;

type StarterAccounts = typeof STARTER_ACCOUNTS;
export type StarterAccountGroup = keyof StarterAccounts;
/** A company's choice of starter accounts: one flag per box of each group. */
export type StarterAccountChoices = { [G in StarterAccountGroup]: Record<keyof StarterAccounts[G]["boxes"], boolean> };

/** Every box of every group set to `ticked`. */
export function starterAccountChoices(ticked: boolean): StarterAccountChoices {
  return Object.fromEntries(
    Object.entries(STARTER_ACCOUNTS).map(([group, { boxes }]) => [
      group,
      Object.fromEntries(Object.keys(boxes).map((box) => [box, ticked])),
    ]),
  ) as StarterAccountChoices;
}

/** Every box's form name, group first: `costOfGoodsSold.inventory`, … */
export function starterAccountBoxNames(): string[] {
  return Object.entries(STARTER_ACCOUNTS).flatMap(([group, { boxes }]) => Object.keys(boxes).map((box) => `${group}.${box}`));
}

/** The short flow's preselections: offer both, every account box ticked, bill tracking on. */
export const SHORT_FLOW_DEFAULTS = { offerType: "both", ...starterAccountChoices(true), billTracking: true } as const;
