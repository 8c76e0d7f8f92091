import { MAX_ROW_ID } from "~/lib/row-id";
import * as z from "zod";
import { versionField } from "~/lib/record-version";
import { checkbox, companyIdField, safeString } from "~/lib/zod-helpers";
import { CUSTOM_FIELD_FLAGS, CUSTOM_FIELD_MESSAGES, MAX_CUSTOM_FIELD_NAME, MAX_CUSTOM_FIELDS, nameKey } from "./constants";

export * from "./constants";

// Custom field definitions (the spec's "Manage Custom Fields"): a company's named fields, each
// flagged for clients, vendors and/or employees. The Manage Custom Fields dialog saves the whole set
// at once, so the schema validates a list; it is shared by the dialog (before posting), the web
// action, the API and the service. Names are unique per company, trimmed and case-insensitive.

/** A definition's id: absent, "" or null for a new field. */
const definitionId = z.preprocess(
  (v) => (v === "" || v === undefined ? null : typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z.number({ error: "Must be an id" }).int("Must be an id").positive("Must be an id").max(MAX_ROW_ID, "Must be an id").nullable(),
);

const fieldName = z.preprocess(
  (v) => (v == null ? "" : typeof v === "string" ? v.trim() : v),
  safeString(
    z
      .string({ error: CUSTOM_FIELD_MESSAGES.nameRequired })
      .min(1, CUSTOM_FIELD_MESSAGES.nameRequired)
      .max(MAX_CUSTOM_FIELD_NAME, CUSTOM_FIELD_MESSAGES.nameTooLong),
  ),
);

const customFieldDefinitionSchema = z.object({
  id: definitionId,
  name: fieldName,
  client: checkbox(false),
  vendor: checkbox(false),
  employee: checkbox(false),
});
export type CustomFieldDefinitionInput = z.input<typeof customFieldDefinitionSchema>;
export type CustomFieldDefinitionValues = z.output<typeof customFieldDefinitionSchema>;

/** The whole set as the dialog saves it: at most 100, names unique (the later one is flagged), each id once. */
export const customFieldDefinitionsSchema = z
  .array(customFieldDefinitionSchema, { error: (issue) => (issue.input === undefined ? "Required" : "Must be a list") })
  .max(MAX_CUSTOM_FIELDS, CUSTOM_FIELD_MESSAGES.tooMany)
  .superRefine((definitions, ctx) => {
    const names = new Set<string>();
    const ids = new Set<number>();
    definitions.forEach((definition, index) => {
      const key = nameKey(definition.name);
      if (key) {
        if (names.has(key))
          ctx.addIssue({ code: "custom", path: [index, "name"], message: CUSTOM_FIELD_MESSAGES.duplicate(definition.name) });
        names.add(key);
      }
      if (definition.id != null) {
        if (ids.has(definition.id)) ctx.addIssue({ code: "custom", path: [index, "id"], message: CUSTOM_FIELD_MESSAGES.listedTwice });
        ids.add(definition.id);
      }
    });
  });

/**
 * The Manage Custom Fields form (page and dialog): the set posted as
 * fields[i].id/name/client/vendor/employee (an unticked box absent) with the set's version.
 */
export const customFieldsFormSchema = z.object({
  version: versionField,
  fields: z.preprocess(
    // No rows posted is an empty set; gaps in the numbering are closed.
    (rows) => (rows === undefined ? [] : Array.isArray(rows) ? rows.filter((row) => row !== undefined) : rows),
    customFieldDefinitionsSchema,
  ),
});

/** PUT /api/company/custom-fields */
export const customFieldsPutSchema = z.object({
  companyId: companyIdField,
  customFields: customFieldDefinitionsSchema,
  version: versionField,
});

/** GET /api/company/custom-fields */
export const customFieldsQuerySchema = z.object({
  companyId: companyIdField,
  for: z.enum(CUSTOM_FIELD_FLAGS, { error: "for must be client, vendor or employee" }).optional(),
});
