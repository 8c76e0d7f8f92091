// Fixed assets' words and choices, free of zod so screens may import them (ADR 0027): the spec's
// field names (§2.12), the asset types and depreciation methods, the statuses, and the messages the
// services and schemas refuse with. The rules of depreciation are in depreciation.ts (ADR 0064).

export const DEPRECIATION_METHODS = ["straight_line", "declining_balance"] as const;
export type DepreciationMethod = (typeof DEPRECIATION_METHODS)[number];
export const DEPRECIATION_METHOD_LABELS: Record<DepreciationMethod, string> = {
  straight_line: "Straight Line",
  declining_balance: "Declining Balance",
};

export const ASSET_TYPES = [
  "Land",
  "Buildings",
  "Leasehold Improvements",
  "Furniture and Fixtures",
  "Machinery and Equipment",
  "Computer Equipment",
  "Vehicles",
  "Intangible Assets",
  "Other",
] as const;

export const ASSET_STATUSES = ["pending", "registered", "disposed"] as const;
export type AssetStatus = (typeof ASSET_STATUSES)[number];

/** The accounts each picker offers. */
export const ASSET_ACCOUNT_TYPES = ["Fixed Asset"] as const;
export const DEPRECIATION_ACCOUNT_TYPES = ["Expense", "Other Expense"] as const;
export const ACCUMULATED_ACCOUNT_TYPES = ["Fixed Asset", "Other Assets"] as const;
/** Where a sale's money goes. */
export const DISPOSAL_ACCOUNT_TYPES = ["Bank", "Cash", "Other current Asset", "Paypal"] as const;

/** The fixed-asset start date when the company has not set one (the spec's Start Date dialog). */
export const DEFAULT_START_DATE = "2021-04-01";

/** Entry types and the source type of the entries fixed assets post. */
export const FIXED_ASSET_ENTRY_TYPES = { opening: "FAO", depreciation: "FAD", disposal: "FAS" } as const;
export const FIXED_ASSET_SOURCE = "fixed_asset";
export const DEPRECIATION_SOURCE = "fixed_asset_depreciation";

/** The longest period one Depreciation run covers. */
export const MAX_RUN_MONTHS = 120;

export const FIXED_ASSET_MESSAGES = {
  itemRequired: "Please enter the item (the asset's name).",
  assetTypeRequired: "Please choose an Asset Type.",
  accountRequired: "Please choose the asset Account.",
  accountType: "Account must be a Fixed Asset account.",
  purchaseDateRequired: "Purchase Date is required",
  rateRange: "Depreciation Rate must be a percentage from 0 to 100 with at most 4 decimals.",
  methodRequired: "Please choose a Depreciation Method.",
  depreciationAccountRequired: "Please choose the Depreciation Account (an Expense account) when the rate is above 0%.",
  depreciationAccountType: "Depreciation Account must be an Expense or Other Expense account.",
  accumulatedAccountRequired: "Please choose the Accumulated Depreciation Account when the rate is above 0%.",
  accumulatedAccountType: "Accumulated Depreciation Account must be a Fixed Asset or Other Assets account.",
  accumulatedSameAsAsset: "Accumulated Depreciation Account must not be the asset Account.",
  assetNumberTaken: (n: number) => `Asset Number ${n} is already used by another asset.`,
  assetNumberInvalid: "Asset Number must be a whole number from 1 to 999999999.",
  notFound: "Fixed asset not found",
  saved: (n: number) => `Fixed asset ${n} saved as pending.`,
  registered: (n: number) => `Fixed asset ${n} registered.`,
  notPending: "Only a pending asset can be registered.",
  priceRequired: "Purchase Price must be more than 0.00 to register the asset.",
  sourceNotFound: "The purchase document was not found in this company.",
  sourceMismatch: (account: string, amount: string) =>
    `The purchase document does not debit ${account} with ${amount} not already taken by other assets.`,
  notRegistered: "Only a registered asset can be sold or disposed of.",
  disposalDateRequired: "Disposal Date is required",
  disposalBeforePurchase: "Disposal Date cannot be before the Purchase Date.",
  disposalAfterDepreciation: (month: string) =>
    `Depreciation is posted for ${month}, on or after the disposal date. Choose a later Disposal Date.`,
  disposalAccountRequired: "Please choose the Deposit To account for the disposal price.",
  disposalAccountType: "Deposit To must be a bank, cash, Paypal or other current asset account.",
  disposed: (n: number) => `Fixed asset ${n} sold or disposed of.`,
  fromRequired: "From date is required",
  toRequired: "To date is required",
  periodOrder: "From date must be on or before To date.",
  periodTooLong: `A depreciation run covers at most ${MAX_RUN_MONTHS} months.`,
  beforeStartDate: (start: string) => `From date is before the fixed assets start date (${start}).`,
  nothingToDepreciate:
    "Nothing to depreciate: depreciation for this period has already been posted, or no registered asset depreciates in it.",
  depreciated: (entryNo: string, total: string) => `Depreciation posted: ${entryNo}, ${total}.`,
  startDateRequired: "Start Date is required",
  startDateFirst: (month: string) => `The fixed asset start date must be the 1st of the first month of the financial year (${month}).`,
  startDateSaved: "Fixed asset start date saved.",
  stale: "This fixed asset was changed by someone else. Reload to see the changes.",
  onlyPendingChanged: "Only a pending asset can be changed or deleted; a registered one is sold or disposed of.",
  updated: (n: number) => `Fixed asset ${n} saved.`,
  deleted: (n: number) => `Fixed asset ${n} deleted.`,
  runNotFound: "Depreciation run not found",
  runUndone: (entryNo: string) => `Depreciation run ${entryNo} undone.`,
  runAlreadyUndone: (entryNo: string) => `Depreciation run ${entryNo} was already undone.`,
  runNotLast: (entryNo: string, later: string) =>
    `Depreciation run ${entryNo} is not the last one: ${later} depreciates a later month of its assets. Undo that run first.`,
  runAssetDisposed: (entryNo: string, assetNumber: number) =>
    `Fixed asset ${assetNumber} was sold or disposed of after depreciation run ${entryNo}; the run can no longer be undone.`,
} as const;

/** An asset as the lists (Pending Items, Registered Items, Sold and Disposed) and the API show it. */
export interface FixedAssetRow {
  id: number;
  assetNumber: number;
  itemName: string;
  assetType: string;
  accountId: number;
  accountName: string;
  /** YYYY-MM-DD */
  purchaseDate: string;
  /** "1234.50" */
  purchasePrice: string;
  /** "1234.50": what was depreciated */
  accumulatedDepreciation: string;
  /** "1234.50": the price less what was depreciated */
  bookValue: string;
  depreciationRate: string;
  depreciationMethod: DepreciationMethod;
  status: AssetStatus;
  disposalDate: string | null;
  disposalPrice: string | null;
  /** "120.00" a gain, "-80.00" a loss */
  gainLoss: string | null;
  version: number;
}

/** The Start Date dialog's explanation (§2.12). */
export const START_DATE_HELP =
  "The fixed asset start date is the 1st of the first month of the financial year. Assets bought before it are depreciated from it.";
