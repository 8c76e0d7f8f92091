// Warehouses' messages and statuses without zod (warehouse-schema.ts re-exports them): a screen
// that imports them does not load zod with its first scripts (ADR 0027).

export const WAREHOUSE_MESSAGES = {
  nameRequired: "Warehouse name is required.",
  created: "Warehouse created successfully!",
  updated: "Warehouse updated successfully!",
  deactivated: "Warehouse deactivated successfully!",
  activated: "Warehouse activated successfully!",
  deleted: "Warehouse deleted successfully!",
  notFound: "Warehouse not found",
  createFailed: "Failed to create warehouse.",
  updateFailed: "Failed to update warehouse.",
  loadFailed: "Failed to fetch warehouses",
  actionFailed: "Failed to perform action",
  /** The spec's "no response" for the warehouses' saves and actions. */
  network: "Network error. Please check your connection and try again.",
  duplicate: (name: string) => `A warehouse named "${name}" already exists.`,
  inUse: (name: string) =>
    `Cannot delete warehouse "${name}": it holds stock or has stock history (movements, adjustments or builds). Deactivate it instead.`,
  deactivateWarning: "The warehouse will be hidden from new transactions, but its data remains.",
  deleteWarning:
    "This cannot be undone: it removes the warehouse, its inventory records and its historical transactions. Consider deactivating it instead.",
} as const;

export const WAREHOUSE_STATUSES = ["all", "active", "inactive"] as const;
export type WarehouseStatus = (typeof WAREHOUSE_STATUSES)[number];
export const WAREHOUSE_STATUS_LABELS: Record<WarehouseStatus, string> = {
  all: "All Warehouses",
  active: "Active",
  inactive: "Inactive",
};

/** What the Warehouses list asks to be confirmed before it is done. */
export const WAREHOUSE_CONFIRM_ACTIONS = ["deactivate", "activate", "delete"] as const;
export type WarehouseConfirmAction = (typeof WAREHOUSE_CONFIRM_ACTIONS)[number];

/** A warehouse's own fields, as its record and its form hold them. */
export interface WarehouseFields {
  name: string;
  description: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  phone: string;
  email: string;
}
