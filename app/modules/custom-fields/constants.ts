// Custom fields' limits, messages and shapes, without zod: the screens import these, and the
// schemas (./schema.ts, which re-exports them) load only where a form is checked.

export const MAX_CUSTOM_FIELDS = 100;
export const MAX_CUSTOM_FIELD_NAME = 100;
export const CUSTOM_FIELD_FLAGS = ["client", "vendor", "employee"] as const;
export type CustomFieldFlag = (typeof CUSTOM_FIELD_FLAGS)[number];

export const CUSTOM_FIELD_MESSAGES = {
  title: "Manage Custom Fields",
  empty: "No custom fields. Click Add Field to create one.",
  noVendorFields: "No custom fields for vendors yet.",
  nameRequired: "Field name is required.",
  nameTooLong: `Field name must be at most ${MAX_CUSTOM_FIELD_NAME} characters.`,
  duplicate: (name: string) => `A custom field named "${name}" already exists.`,
  tooMany: `A company can have at most ${MAX_CUSTOM_FIELDS} custom fields.`,
  listedTwice: "This custom field is listed twice.",
  notFound: "Custom field was not found in this company. Please refresh the page and try again.",
  saved: "Custom fields saved.",
  saveFailed: "Failed to save custom fields.",
} as const;

/** The normalised form a name is compared in (the database's unique index: lower(btrim(name))). */
export const nameKey = (name: string) => name.trim().toLowerCase();

/** A saved definition (what the service answers). */
export interface CustomFieldDefinition {
  id: number;
  name: string;
  client: boolean;
  vendor: boolean;
  employee: boolean;
}

export type CustomFieldDefinitionWithUsage = CustomFieldDefinition & {
  /** How many vendors hold a non-empty value for the field (what removing it would delete). */
  vendorValues: number;
};
