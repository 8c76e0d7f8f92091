import * as z from "zod";
import { versionField } from "~/lib/record-version";
import { optionalText, requiredText } from "~/lib/zod-helpers";
import { WAREHOUSE_MESSAGES } from "./warehouse-constants";

export * from "./warehouse-constants";

// Warehouses' forms (the Add New / Edit Warehouse dialogs, the API): the spec's messages, once.

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
