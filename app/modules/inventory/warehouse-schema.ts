import * as z from "zod";
import { versionField } from "~/lib/record-version";
import { optionalText, requiredText } from "~/lib/zod-helpers";

// Warehouses' forms (the Add New / Edit Warehouse dialogs, the API): the spec's messages, once.

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

const email = z.preprocess(
  (v) => (v == null ? "" : typeof v === "string" ? v.trim() : v),
  z.union([z.literal(""), z.email("Please enter a valid email address.").max(200, "Must be at most 200 characters")]),
);

/** Add New Warehouse: name required, every other field optional. */
export const warehouseSchema = z.object({
  name: requiredText(WAREHOUSE_MESSAGES.nameRequired, 100),
  description: optionalText(500, { multiline: true }),
  address: optionalText(200),
  city: optionalText(100),
  state: optionalText(100),
  zipCode: optionalText(20),
  country: optionalText(100),
  phone: optionalText(50),
  email,
});
export type WarehouseInput = z.output<typeof warehouseSchema>;

/** Edit Warehouse: the same fields and the version the edit was made on (ADR 0014). */
export const warehouseUpdateSchema = warehouseSchema.extend({ version: versionField });
export type WarehouseUpdateInput = z.output<typeof warehouseUpdateSchema>;
