// The assembly screens' messages and account types without zod (assembly-schema.ts re-exports them):
// a screen that imports them does not load zod with its first scripts (ADR 0027).

export const ASSEMBLY_MESSAGES = {
  nameRequired: "Please enter a valid assembly name.",
  nameTaken: "An inventory assembly with this name already exists (case-insensitive).",
  nameTakenByItem: (name: string) =>
    `An item named "${name}" already exists in this company. Item names are unique across every kind of item.`,
  salesBelowStandardCost: "Sales price cannot be below standard cost.",
  salesBelowMaterials: "Sales price cannot be less than total value of materials cost.",
  noItems: "Please select at least one valid item for the assembly.",
  neededExceedsOnHand: "Quantity Needed cannot exceed On Hand Quantity!",
  someNeededExceedOnHand: "One or more Quantity Needed values exceed On Hand Quantity.",
  belowReorderPoint: "One or more items would fall below their reorder point. Please adjust quantities.",
  assetsAccountRequired: "Assets Account is required.",
  quantityInvalid: "Quantity Needed must be a number of at least 0 with at most 4 decimals.",
  componentTwice: (name: string) => `${name} is listed more than once.`,
  componentNotStocked: (name: string) => `${name} has nothing on hand: only items with on hand above 0 can be selected.`,
  componentNotFound: "The selected item was not found among this company's inventory items.",
  accountType: (label: string, types: string) => `${label} must be an account of type ${types}.`,
  accountNotFound: (label: string) => `${label} was not found in this company.`,
  groupNotFound: "Items Group was not found in this company.",
  priceInvalid: (label: string) => `${label} must be an amount of at least 0 with at most 2 decimals.`,
  reorderPointInvalid: "Reorder Point must be a number of at least 0 with at most 4 decimals.",
  dateInvalid: "Invalid date. Use MM/DD/YYYY.",
  saved: "Inventory assembly saved successfully!",
  saveFailed: "Failed to save assembly",
  fetchFailed: "Failed to fetch assemblies",
  notFound: "Assembly not found",
} as const;

export const BUILD_MESSAGES = {
  selectAssembly: "Please select an assembly item.",
  quantityInvalid: "Please enter a valid quantity to build.",
  exceedsMaximum: (max: number) => `Quantity to Build cannot exceed maximum buildable quantity (${max}).`,
  stockAdjustFirst: "This item must be stock adjusted first! Redirecting...",
  warehouseNotFound: "Warehouse was not found in this company.",
  warehouseInactive: "The warehouse is inactive: choose an active one.",
  noComponents: "This assembly has no components to build it from.",
  built: "Assembly built successfully!",
  buildFailed: "Failed to build assembly",
} as const;

/** How long the "stock adjusted first" toast shows before the screen moves on. */
export const STOCK_ADJUST_REDIRECT_MS = 1200;

export const ASSETS_ACCOUNT_TYPES = ["Inventory Asset", "Fixed Asset"] as const;
export const COGS_ACCOUNT_TYPES = ["Cost of Goods Sold"] as const;
export const INCOME_ACCOUNT_TYPES = ["Income", "Other Income"] as const;
